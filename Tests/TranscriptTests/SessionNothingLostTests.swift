import Foundation
import RenderSupport
import TestSupport
import Testing
import Transcript

/// Whether `python3` is on PATH (the checker is a script).
private let pythonIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "")
  .split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }

/// `scripts/check-session-kept.py` over every transcript fixture: each prompt and assistant text
/// of the input is in the HTML, Markdown, ANSI and plain-text outputs, in order, and the tool
/// calls each output counts equal the input's unique calls.
@Suite(.enabled(if: pythonIsInstalled, "needs python3"))
struct SessionNothingLostTests {
  static let script = TranscriptFixtures.directory.deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scripts/check-session-kept.py")

  /// Every session fixture (the schema and the notes are not sessions).
  static let sessions: [String] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: TranscriptFixtures.directory.path))
      ?? []
    return names.filter { name in
      (name.hasSuffix(".json") || name.hasSuffix(".jsonl") || name.hasSuffix(".history.md"))
        && !name.hasSuffix(".schema.json")
    }.sorted()
  }()

  /// The four outputs of a fixture, as the CLI writes them.
  static func outputs(_ name: String) throws -> [String: [UInt8]] {
    let reader = try TranscriptReader(source: .file(TranscriptFixtures.path(name)))
    let (header, _) = try reader.scanHeader()
    var html: [UInt8] = []
    try TranscriptHTMLExporter().export(reader, header: header) { html += $0 }
    var markdown = ""
    try TranscriptMarkdownExporter().export(reader, header: header) { markdown += $0 }
    var outputs = ["html": html, "markdown": Array(markdown.utf8)]
    for (kind, level) in [("text", ColorLevel.none), ("ansi", .truecolor)] {
      var text = ""
      try TranscriptTerminalRenderer(
        options: TranscriptTerminalOptions(width: 100, colorLevel: level)
      ).render(reader, header: header) { text += $0 }
      outputs[kind] = Array(text.utf8)
    }
    return outputs
  }

  /// Runs the checker on `name` with `outputs`: its exit status and report.
  static func check(_ name: String, _ outputs: [String: [UInt8]]) throws -> (Int32, String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kept-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var arguments = ["python3", script.path, TranscriptFixtures.path(name)]
    for (kind, bytes) in outputs.sorted(by: { $0.key < $1.key }) {
      let file = folder.appendingPathComponent(kind)
      try Data(bytes).write(to: file)
      arguments.append("\(kind)=\(file.path)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, report)
  }

  @Test func theFixturesIncludeEverySessionShape() {
    #expect(Self.sessions.count >= 19)
    for format in TranscriptFormat.allCases {
      #expect(Self.sessions.contains { $0.contains(".\(format.rawValue).") }, "\(format)")
    }
  }

  @Test(arguments: sessions)
  func everyPromptAndTextIsInEveryOutput(_ name: String) throws {
    let (status, report) = try Self.check(name, try Self.outputs(name))
    #expect(status == 0, "\(report)")
    #expect(report.contains("all kept"))
  }

  /// The checker fails when a text is missing or a count is wrong (it is no test otherwise).
  @Test func theCheckerSeesALostTextAndAWrongCount() throws {
    let name = "replayed.claude-code.jsonl"
    var outputs = try Self.outputs(name)
    let text = String(decoding: outputs["text"]!, as: UTF8.self)
    outputs["text"] = Array(text.replacingOccurrences(of: "It has 42 lines.", with: "").utf8)
    outputs["markdown"] = Array(
      String(decoding: outputs["markdown"]!, as: UTF8.self)
        .replacingOccurrences(of: "**Tool calls:** 2", with: "**Tool calls:** 4").utf8)
    let (status, report) = try Self.check(name, outputs)
    #expect(status == 1)
    #expect(report.contains("text: text lost or out of order: 'It has 42 lines.'"))
    #expect(report.contains("markdown: shows 4 tool calls, the input has 2 unique"))
  }
}
