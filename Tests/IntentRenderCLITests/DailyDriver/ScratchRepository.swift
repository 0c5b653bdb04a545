import Foundation
import TestSupport

/// A throw-away git repository driven by the real `git`, so the inputs of the delta feature
/// tests are what the tools print (a merge conflict made by `git merge`, `git grep`, …).
final class ScratchRepository {
  let folder: TemporaryFolder
  var path: String { folder.path("repo") }

  init() throws {
    folder = try TemporaryFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("repo"), withIntermediateDirectories: true)
    try run("git", "init", "-q", "-b", "main")
    try run("git", "config", "user.name", "Test Author")
    try run("git", "config", "user.email", "author@example.com")
    try run("git", "config", "core.autocrlf", "false")
  }

  /// Whether `program` is on the test's PATH (tests that need it say so when it is not).
  static func has(_ program: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains {
      FileManager.default.isExecutableFile(atPath: $0 + program)
    }
  }

  func write(_ name: String, _ text: String) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func commitAll(_ message: String) throws {
    try run("git", "add", "-A")
    try run("git", "commit", "-q", "-m", message)
  }

  @discardableResult
  func run(_ arguments: String...) throws -> String {
    try run(arguments)
  }

  /// Runs `arguments` in the repository; an exit status outside `allowed` throws.
  @discardableResult
  func run(_ arguments: [String], allowed: Set<Int32> = [0]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: path)
    process.environment = [
      "PATH": "/usr/bin:/bin:/usr/local/bin", "HOME": folder.path("."), "LANG": "C.UTF-8",
      "GIT_AUTHOR_DATE": "2024-01-02T03:04:05Z", "GIT_COMMITTER_DATE": "2024-01-02T03:04:05Z",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard allowed.contains(process.terminationStatus) else {
      throw Failure(command: arguments.joined(separator: " "), status: process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self)
  }

  struct Failure: Error {
    var command: String
    var status: Int32
  }

  /// Runs the built binary in the repository with `stdin`.
  func render(_ arguments: [String], stdin: String = "", environment: [String: String] = [:])
    -> ProcessRun.Outcome
  {
    var run = ProcessRun(arguments)
    run.input = .data(Data(stdin.utf8))
    run.directory = path
    run.environment = [
      "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
      "HOME": folder.path("."),
    ].merging(environment) { $1 }
    return run.run()
  }
}
