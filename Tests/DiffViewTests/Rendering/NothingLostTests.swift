import DiffView
import Foundation
import Testing

/// Whether `python3` is on PATH (the checker is a script).
private let pythonIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "")
  .split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }

/// `scripts/check-diff-kept.py` over every diff fixture: each context, removed and added line of
/// the input is in the JSON output, in order, with its numbers (per parent for merges).
@Suite(.enabled(if: pythonIsInstalled, "needs python3"))
struct NothingLostTests {
  static let script = Golden.directory.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/check-diff-kept.py")

  @Test(arguments: DiffFixtures.all)
  func everyHunkLineIsInTheJSON(_ name: String) throws {
    let json = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kept-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: json) }
    try DiffFixtures.json(name).write(to: json)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.script.path, Golden.directory.appendingPathComponent(name).path, json.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let report = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(report)")
    #expect(report.contains(" lines kept"))
  }

  /// The checker fails when a line is missing (it is no test if it cannot fail).
  @Test func theCheckerSeesALostLine() throws {
    let name = "git/merge-cc.diff"
    var document = try JSONSerialization.jsonObject(with: DiffFixtures.json(name)) as! [String: Any]
    var files = document["files"] as! [[String: Any]]
    var hunks = files[0]["hunks"] as! [[String: Any]]
    var lines = hunks[0]["lines"] as! [Any]
    lines.remove(at: 3)
    hunks[0]["lines"] = lines
    files[0]["hunks"] = hunks
    document["files"] = files
    let json = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lost-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: json) }
    try JSONSerialization.data(withJSONObject: document).write(to: json)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.script.path, Golden.directory.appendingPathComponent(name).path, json.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 1)
  }
}
