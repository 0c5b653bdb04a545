import Foundation
import TestSupport
import Testing

/// Whether a `git` program is on PATH.
private let gitIsInstalled = (ProcessInfo.processInfo.environment["PATH"] ?? "")
  .split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/git") }

/// `diff --git REVS` as a whole process: the value reaches git only as a revision, so it can
/// neither write files (`--output=FILE`) nor turn back on the external diff drivers and text
/// conversion the command turns off.
@Suite(.enabled(if: gitIsInstalled, "needs git"))
struct HostileGitRevisionTests {
  /// A repository with two commits, an external diff driver and a text conversion in its own
  /// configuration, each of which leaves a mark file when git runs it.
  final class Repository {
    let folder: TemporaryFolder
    var directory: String { folder.path("repo") }
    var environment: [String: String] {
      var environment = ProcessInfo.processInfo.environment
      environment["HOME"] = folder.url.path
      environment["GIT_CONFIG_NOSYSTEM"] = "1"
      environment["GIT_AUTHOR_DATE"] = "2024-01-02T03:04:05+00:00"
      environment["GIT_COMMITTER_DATE"] = "2024-01-02T03:04:05+00:00"
      return environment
    }

    init() throws {
      folder = try TemporaryFolder()
      try FileManager.default.createDirectory(
        atPath: folder.path("repo"), withIntermediateDirectories: true)
      let driver = folder.path("driver.sh")
      try "#!/bin/sh\ntouch '\(folder.path("ran"))'\ncat \"$1\"\n".write(
        toFile: driver, atomically: true, encoding: .utf8)
      chmod(driver, 0o755)
      try git("init", "-q", "-b", "main")
      try git("config", "user.name", "A")
      try git("config", "user.email", "a@example.com")
      try git("config", "diff.external", driver)
      try git("config", "diff.shout.textconv", driver)
      try "*.txt diff=shout\n".write(
        toFile: "\(directory)/.gitattributes", atomically: true, encoding: .utf8)
      try "one\n".write(toFile: "\(directory)/a.txt", atomically: true, encoding: .utf8)
      try git("add", "-A")
      try git("commit", "-q", "-m", "first")
      try "two\n".write(toFile: "\(directory)/a.txt", atomically: true, encoding: .utf8)
      try git("commit", "-q", "-am", "second")
    }

    func git(_ arguments: String...) throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git"] + arguments
      process.currentDirectoryURL = URL(fileURLWithPath: directory)
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    func run(_ arguments: [String]) -> ProcessRun.Outcome {
      // A width lays out the terminal format only (with --format json it is a usage error).
      let width = arguments.contains("--format") ? [] : ["--width", "80"]
      var run = ProcessRun(["diff", "--color", "never"] + width + arguments)
      run.directory = directory
      run.environment = environment
      return run.run()
    }

    var driverRan: Bool { FileManager.default.fileExists(atPath: folder.path("ran")) }
  }

  @Test(arguments: [
    ["--git", "--output=VICTIM"], ["--git=--output=VICTIM"], ["--git", "-oVICTIM"],
    ["--git=--ext-diff"], ["--git=--textconv"], ["--git", "--ext-diff"], ["--git="],
  ])
  func optionsAreRefusedBeforeGitRuns(_ arguments: [String]) throws {
    let repository = try Repository()
    let victim = repository.folder.path("victim")
    try "keep me\n".write(toFile: victim, atomically: true, encoding: .utf8)
    let outcome = repository.run(
      arguments.map { $0.replacingOccurrences(of: "VICTIM", with: victim) })
    #expect(outcome.status == 2)
    #expect(outcome.stderrLines.count == 1)
    #expect(outcome.stdout.isEmpty)
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me\n")
    #expect(!repository.driverRan)
  }

  /// The refusal is a usage error that says why.
  @Test func theRefusalSaysWhy() throws {
    let repository = try Repository()
    let outcome = repository.run(["--git=--ext-diff"])
    #expect(
      outcome.stderrLines == [
        "intent-render: --git --ext-diff: only revisions are accepted, not git options "
          + "(a value starting with -)"
      ])
  }

  /// A real revision range renders the plain patch: neither the repository's external diff
  /// driver nor its text conversion runs.
  @Test func revisionRangeIgnoresConfiguredDrivers() throws {
    let repository = try Repository()
    let outcome = repository.run(["--git", "HEAD~1..HEAD", "--format", "json"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.isEmpty)
    #expect(outcome.stdoutText.contains("\"text\":\"one\""))
    #expect(outcome.stdoutText.contains("\"text\":\"two\""))
    #expect(!repository.driverRan)
  }

  /// `--help` says what REVS may be.
  @Test func helpNamesTheRule() {
    let outcome = ProcessRun(["diff", "--help"]).run()
    #expect(outcome.stdoutText.contains("--end-of-options"))
  }
}
