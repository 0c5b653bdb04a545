import Foundation
import TestSupport
import Testing

/// Grammar and theme files from a hostile author, whole process: a grammar whose captures
/// re-tokenize themselves with `$self` (each level doubling the work), one whose rules include
/// each other in a chain 20,000 long, a grammar or theme that is `/dev/zero`, a FIFO (also
/// one on `INTENT_RENDER_GRAMMARS`) or over the size cap. Each ends within the time limit
/// (plus a quarter second) or with one line of error, never waits, and never holds the file.
@Suite struct HostileGrammarFileTests {
  /// `highlight` of `text` with the grammar at `grammar` and a 1 s time limit.
  static func highlight(
    grammar: String, text: String = sampleText, environment extra: [String: String] = [:],
    timeLimit: String = "1"
  ) -> ProcessRun.Outcome {
    var run = ProcessRun([
      "highlight", "-", "--grammar", grammar, "--format", "json", "--time-limit", timeLimit,
    ])
    run.input = .data(Data(text.utf8))
    var environment = ProcessInfo.processInfo.environment
    environment["INTENT_RENDER_NO_CACHE"] = "1"
    environment.merge(extra) { $1 }
    run.environment = environment
    run.limits = ["--as=4000000000"]
    run.timeout = 20
    return run.run()
  }

  static let sampleText = String(repeating: "abcdefghijklmnopqrstuvwxyz 0123456789 x;\n", count: 40)

  static func write(_ object: Any, to path: String) throws {
    try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
  }

  @Test(arguments: [2, 3, 5])
  func capturesIncludingSelfStayWithinTheTimeLimit(captures: Int) throws {
    let folder = try TemporaryFolder()
    // Every capture is the whole match, and tokenized again with the whole grammar.
    var groups = "(.+)"
    for _ in 1..<captures { groups = "(\(groups))" }
    var rules: [String: Any] = [:]
    for group in 1...captures { rules["\(group)"] = ["patterns": [["include": "$self"]]] }
    try Self.write(
      ["scopeName": "source.selfcapture", "patterns": [["match": groups, "captures": rules]]],
      to: folder.path("self.json"))
    let outcome = Self.highlight(grammar: folder.path("self.json"))
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(!outcome.timedOut)
    // The limit is CPU time (a busy machine stretches the wall time); a quarter second over
    // it for the pass, and as much again for starting and loading the grammar.
    #expect(outcome.cpuSeconds < 1 + 0.25 + 0.25, "\(outcome.cpuSeconds) s CPU")
    #expect(
      outcome.stdoutText.contains("\"fallback\":\"time:"), "\(outcome.stdoutText.prefix(200))")
  }

  @Test(arguments: [20_000, 50_000])
  func aLongIncludeChainStaysWithinTheTimeLimit(length: Int) throws {
    let folder = try TemporaryFolder()
    var repository: [String: Any] = [:]
    for index in 0..<length { repository["r\(index)"] = ["include": "#r\(index + 1)"] }
    repository["r\(length)"] = ["match": "x", "name": "keyword.x"]
    // Rules nested inside patterns as well as included: both are walked when compiling.
    try Self.write(
      [
        "scopeName": "source.chain",
        "patterns": [
          ["include": "#r0"], ["begin": "\\(", "end": "\\)", "patterns": [["include": "#r0"]]],
        ],
        "repository": repository,
      ], to: folder.path("chain.json"))
    let outcome = Self.highlight(grammar: folder.path("chain.json"))
    #expect(outcome.signal == nil, "signal \(outcome.signal ?? 0)")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.cpuSeconds < 1 + 0.25 + 0.25, "\(outcome.cpuSeconds) s CPU")
  }

  @Test func nonRegularAndHugeGrammarFilesAreRefusedAtOnce() throws {
    let folder = try TemporaryFolder()
    #expect(mkfifo(folder.path("fifo.json"), 0o600) == 0)
    let huge = folder.path("huge.json")
    #expect(FileManager.default.createFile(atPath: huge, contents: Data("{".utf8)))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
    try handle.truncate(atOffset: 1 << 34)
    try handle.close()
    for (path, reason) in [
      ("/dev/zero", "not a regular file (a character device)"),
      (folder.path("fifo.json"), "not a regular file (a FIFO)"),
      (folder.url.path, "not a regular file (a directory)"),
      (huge, "17179869184 bytes, over the limit of 16777216 bytes"),
    ] {
      let outcome = Self.highlight(grammar: path)
      #expect(outcome.status == 1, "\(path): \(outcome.stderr)")
      #expect(!outcome.timedOut, "\(path) waited")
      #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)")
      #expect(outcome.stderr.contains(reason), "\(outcome.stderr)")
      #expect(outcome.peakRSSBytes < 512 << 20)
    }
  }

  @Test func aFIFOOnTheGrammarSearchPathIsSkipped() throws {
    let folder = try TemporaryFolder()
    #expect(mkfifo(folder.path("source.wait.json"), 0o600) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("source.zero.json"), withDestinationPath: "/dev/zero")
    try Self.write(
      ["scopeName": "source.fine", "patterns": [["match": "x", "name": "keyword.x"]]],
      to: folder.path("fine.json"))
    var run = ProcessRun(["highlight", "-", "--language", "python", "--format", "json"])
    run.input = .data(Data("x = 1\n".utf8))
    var environment = ProcessInfo.processInfo.environment
    environment["INTENT_RENDER_NO_CACHE"] = "1"
    environment["INTENT_RENDER_GRAMMARS"] = folder.url.path
    run.environment = environment
    run.limits = ["--as=4000000000"]
    run.timeout = 20
    let outcome = run.run()
    #expect(!outcome.timedOut)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.peakRSSBytes < 512 << 20)
  }

  @Test func aThemeFileOverTheCapIsRefusedWithoutBeingRead() throws {
    let folder = try TemporaryFolder()
    // 67 MB of valid JSON: one token colour repeated.
    let entry = ##"{"scope":"keyword.control.flow","settings":{"foreground":"#123456"}},"##
    var text = #"{"name":"big","tokenColors":["#
    text += String(repeating: entry, count: (67_000_000 / entry.utf8.count))
    text += #"{"scope":"x","settings":{}}]}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path("big.json")))
    #expect(mkfifo(folder.path("fifo.json"), 0o600) == 0)
    for (theme, reason) in [
      (folder.path("big.json"), "over the limit of 4194304 bytes"),
      (folder.path("fifo.json"), "not a regular file (a FIFO)"),
      ("/dev/zero", "not a regular file (a character device)"),
    ] {
      var run = ProcessRun([
        "highlight", "-", "--language", "python", "--theme", theme, "--format", "html",
      ])
      run.input = .data(Data("x = 1\n".utf8))
      run.timeout = 20
      let outcome = run.run()
      #expect(outcome.status == 1, "\(theme): \(outcome.stderr)")
      #expect(!outcome.timedOut)
      #expect(outcome.stderr.contains(reason), "\(outcome.stderr)")
      #expect(outcome.stderrLines.count == 1)
      #expect(outcome.peakRSSBytes < 256 << 20, "\(outcome.peakRSSBytes) bytes")
    }
  }
}
