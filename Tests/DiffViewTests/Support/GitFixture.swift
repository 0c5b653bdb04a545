import Foundation

/// A throw-away git repository in a temporary directory, driven by the real `git`, so fixtures
/// are exactly what users pipe in.
final class GitFixture {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diffview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try git("init", "-q", "-b", "main")
    try git("config", "user.name", "Test Author")
    try git("config", "user.email", "author@example.com")
    try git("config", "core.autocrlf", "false")
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// Whether `git` can be run at all (tests skip with a notice when it cannot).
  static var available: Bool {
    (try? run(["git", "--version"], in: FileManager.default.temporaryDirectory)) != nil
  }

  func write(_ path: String, _ text: String) throws {
    try write(path, Data(text.utf8))
  }

  func write(_ path: String, _ data: Data) throws {
    let url = directory.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  func read(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(path)), as: UTF8.self)
  }

  /// Commits everything with a fixed date, so hashes are the same on every run.
  func commit(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-q", "-m", message)
  }

  @discardableResult
  func git(_ arguments: String...) throws -> String {
    try git(arguments)
  }

  @discardableResult
  func git(_ arguments: [String], allowed: Set<Int32> = [0]) throws -> String {
    try Self.run(["git"] + arguments, in: directory, allowed: allowed)
  }

  static func run(_ arguments: [String], in directory: URL, allowed: Set<Int32> = [0]) throws
    -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    for key in ["GIT_AUTHOR_DATE", "GIT_COMMITTER_DATE"] {
      environment[key] = "2024-01-02T03:04:05+00:00"
    }
    environment["GIT_CONFIG_NOSYSTEM"] = "1"
    environment["HOME"] = directory.path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard allowed.contains(process.terminationStatus) else {
      throw FixtureError.failed(arguments.joined(separator: " "), process.terminationStatus)
    }
    return String(decoding: data, as: UTF8.self)
  }

  enum FixtureError: Error {
    case failed(String, Int32)
  }
}
