import Foundation
import TestSupport

/// Runs a shell snippet (bash, man, tmux) for the tests that check what a user's shell does
/// with the generated scripts; output goes to files, so a chatty command cannot block a pipe.
struct ShellCommand {
  struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Whether `program` is on `PATH`.
  static func exists(_ program: String) -> Bool {
    run("command -v \(program) >/dev/null").status == 0
  }

  /// Runs `script` with `sh -c` (or `shell`), killed after `timeout` seconds.
  @discardableResult
  static func run(
    _ script: String, shell: String = "/bin/sh", environment: [String: String]? = nil,
    directory: String? = nil, timeout: Double = 20
  ) -> Outcome {
    guard let folder = try? TemporaryFolder() else {
      return Outcome(status: -1, stdout: "", stderr: "")
    }
    let outPath = folder.path("out")
    let errPath = folder.path("err")
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["-k", "2", String(timeout), shell, "-c", script]
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(forWritingAtPath: outPath)
    process.standardError = FileHandle(forWritingAtPath: errPath)
    do {
      try process.run()
    } catch {
      return Outcome(status: -1, stdout: "", stderr: "\(error)")
    }
    process.waitUntilExit()
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    return Outcome(status: process.terminationStatus, stdout: read(outPath), stderr: read(errPath))
  }

  /// `text` in single quotes for `sh`.
  static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
