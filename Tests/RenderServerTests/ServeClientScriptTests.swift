import Foundation
import TestSupport
import Testing

/// `scripts/serve-client.py --bench` against the debug binary: it counts only highlighted
/// answers, and it times one-character edits of a 10,000-line document.
@Suite struct ServeClientScriptTests {
  /// Runs the bench with `count` requests of `source` (a file written for the run); its exit
  /// status, standard output and standard error (killed after 120 s).
  static func bench(_ source: String, count: Int = 2) throws -> (Int32, String, String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-client-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("source.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      Fixtures.root.appendingPathComponent("scripts/serve-client.py").path, "--bench", "\(count)",
      ProcessRun.binary, file.path,
    ]
    // Standard output goes to a file and standard error through a pipe read to its end, so
    // neither can fill up and stall the script.
    let outputFile = directory.appendingPathComponent("stdout")
    FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputFile)
    defer { try? output.close() }
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let watchdog = DispatchWorkItem { process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return (
      process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test func anAnswerThatFallsBackFailsTheBench() throws {
    let long = "// " + String(repeating: "w", count: 10_001)
    let (status, _, errors) = try Self.bench("let a = 1\n\(long)\n")
    #expect(status == 1)
    #expect(errors.contains("FAIL: source.swift fell back to plain text: line 2 is"))
  }

  @Test func theBenchTimesOneCharacterEditsOfATenThousandLineDocument() throws {
    let (status, output, errors) = try Self.bench("let a = 1\n")
    #expect(status == 0, "\(errors)")
    #expect(output.contains("one-character edit in a 10,000-line document: median "))
    #expect(output.contains(" ms, p95 "))
    // The client's own JSON decoding is told apart from the round trip.
    #expect(output.contains("(of which the client's JSON decoding "))
  }
}
