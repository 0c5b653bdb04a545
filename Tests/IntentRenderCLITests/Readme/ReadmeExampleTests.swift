import Foundation
import TestSupport
import Testing

/// Every `$ intent-render …` example of README.md runs, in a fresh folder holding the files it
/// names, and prints what the README shows under it (the rules are in `ReadmeExample`). A
/// README that lies fails here, naming the example and the first line that differs.
@Suite struct ReadmeExampleTests {
  static let readme = Fixtures.root.appendingPathComponent("README.md")

  static let examples: [ReadmeExample] = {
    guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
    return ReadmeExample.extract(from: text)
  }()

  /// Examples that cannot run in a test, with the reason; each is printed when the suite runs,
  /// and an entry the README no longer has fails, so the list cannot go stale.
  static let notRun: [String: String] = [:]

  @Test func theReadmeHasExamplesAndTheAllowListIsCurrent() {
    #expect(Self.examples.count >= 10, "only \(Self.examples.count) examples found in README.md")
    for (command, reason) in Self.notRun.sorted(by: { $0.key < $1.key }) {
      print("NOTICE: README example not run: \(command) — \(reason)")
      #expect(
        Self.examples.contains { $0.command == command },
        "the allow-list names '\(command)', which README.md no longer shows")
    }
  }

  @Test(arguments: examples)
  func exampleRunsAsShown(_ example: ReadmeExample) throws {
    guard Self.notRun[example.command] == nil else { return }
    let folder = try TemporaryFolder()
    try Self.prepare(folder, for: example)
    let result = try Self.run(example, in: folder)
    let context = "README.md:\(example.line) (\(example.section)): $ \(example.command)"
    #expect(
      result.status == example.expectedStatus,
      "\(context): exit status \(result.status), expected \(example.expectedStatus); output: \(result.output.prefix(400))"
    )
    var actual = result.output
    if actual.hasSuffix("\n") { actual.removeLast() }
    let lines =
      actual.isEmpty
      ? [] : actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let shown = example.shown ?? []
    #expect(
      ReadmeExample.matches(shown, lines),
      "\(context): \(ReadmeExample.firstDifference(shown, lines))")
    // An example that writes a file (`-o FILE`) must leave it there, not empty.
    let words = example.command.split(separator: " ").map(String.init)
    for (index, word) in words.enumerated() where word == "-o" && index + 1 < words.count {
      let written = folder.path(words[index + 1])
      let size = (try? FileManager.default.attributesOfItem(atPath: written)[.size] as? Int) ?? 0
      #expect(size > 0, "\(context): \(words[index + 1]) was not written")
    }
  }

  @Test func anElisionMatchesAnyNumberOfLines() {
    #expect(ReadmeExample.matches(["a", "…", "d"], ["a", "b", "c", "d"]))
    #expect(ReadmeExample.matches(["a", "…", "d"], ["a", "d"]))
    #expect(!ReadmeExample.matches(["a", "…", "d"], ["a", "b", "c"]))
    #expect(!ReadmeExample.matches(["a", "b"], ["a", "b", "c"]))
    #expect(ReadmeExample.matches([], []))
  }

  /// The folder an example runs in: the repository files it names (under their README paths),
  /// the files the README supplies, and a small git repository with a committed change and an
  /// uncommitted one (for `git diff`, `git log -p` and `--git REVS`).
  static func prepare(_ folder: TemporaryFolder, for example: ReadmeExample) throws {
    let manager = FileManager.default
    for word in example.command.split(separator: " ") where word.hasPrefix("Fixtures/") {
      let source = Fixtures.root.appendingPathComponent(String(word))
      let target = folder.url.appendingPathComponent(String(word))
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      if !manager.fileExists(atPath: target.path) {
        try manager.copyItem(at: source, to: target)
      }
    }
    for (name, text) in example.suppliedFiles {
      try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8)
    }
    let setup = """
      set -e
      cd \(TmuxPane.quoted(folder.url.path))
      git init -q .
      printf 'func greet() {\\n  print("hello")\\n}\\n' > hello.swift
      git add hello.swift && git commit -qm first
      printf 'func greet(name: String) {\\n  print("hello \\\\(name)")\\n}\\n' > hello.swift
      git commit -qam second
      printf 'func greet(name: String) {\\n  print("hi \\\\(name)")\\n}\\n' > hello.swift
      """
    let result = shell(setup, in: folder)
    #expect(result.status == 0, "git setup failed: \(result.output)")
  }

  /// Runs the example's command line with bash in the folder, standard error merged into
  /// standard output, the debug binary first on `PATH`, and a clean environment.
  static func run(_ example: ReadmeExample, in folder: TemporaryFolder) throws -> (
    status: Int32, output: String
  ) {
    let input = example.input.map { $0 + "\n" }.joined()
    try input.write(toFile: folder.path(".stdin"), atomically: true, encoding: .utf8)
    // With no output shown, the example only has to succeed quietly: its standard error is
    // compared with nothing, its standard output (shown elsewhere, or a page) is not.
    let streams = example.shown == nil ? "2>&1 >/dev/null" : "2>&1"
    return shell(
      "cd \(TmuxPane.quoted(folder.url.path)) && { \(example.command) ; } < .stdin \(streams)",
      in: folder)
  }

  static func shell(_ script: String, in folder: TemporaryFolder) -> (
    status: Int32, output: String
  ) {
    let binDirectory = URL(fileURLWithPath: ProcessRun.binary).deletingLastPathComponent().path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    // KILL, to the whole group: threads of the test runner block SIGTERM, and a spawned
    // process inherits that mask.
    process.arguments = ["-s", "KILL", "20", "/bin/bash", "-c", script]
    process.environment = [
      "PATH": "\(binDirectory):/usr/local/bin:/usr/bin:/bin", "HOME": folder.url.path,
      "XDG_CONFIG_HOME": folder.path(".config"), "TERM": "dumb", "GIT_CONFIG_NOSYSTEM": "1",
      "GIT_AUTHOR_NAME": "Ada", "GIT_AUTHOR_EMAIL": "ada@example.com",
      "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com",
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return (-1, "cannot run bash: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
