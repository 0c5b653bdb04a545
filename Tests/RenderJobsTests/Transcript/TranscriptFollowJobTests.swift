import Foundation
import RenderJobs
import TestSupport
import Testing

/// `transcript --follow`: a writer appends real sessions' records in random pieces with pauses,
/// truncates the file and replaces it, while the job follows; what it printed for each file is
/// what a one-shot render of that file prints, and nothing is printed twice.
@Suite(.serialized) struct TranscriptFollowJobTests {
  static let sessions = ["review.claude-code", "greeting.codex", "median.claude-code"]

  /// A one-shot render in the terminal text format, and the part of it after the header.
  static func oneShot(_ bytes: [UInt8]) throws -> String {
    var request = TranscriptJob.Request()
    request.format = .text
    request.width = 80
    let sink = MemorySink()
    try TranscriptJob.run(request, source: .bytes(bytes, name: "session"), to: sink)
    return String(decoding: sink.data, as: UTF8.self)
  }

  /// The text after the header: from the first turn's label on.
  static func body(_ text: Substring) -> Substring {
    guard let start = text.range(of: "\n── ") else { return "" }
    return text[text.index(after: start.lowerBound)...]
  }

  static func fixture(_ name: String) throws -> [UInt8] {
    Array(
      try Data(
        contentsOf: Fixtures.directory("Transcript").appendingPathComponent(name + ".jsonl")))
  }

  /// Appends `bytes` to `path` in pieces of 1 to 400 bytes with pauses of up to 15 ms.
  static func append(
    _ bytes: ArraySlice<UInt8>, to path: String, random: inout some RandomNumberGenerator
  ) {
    let handle = FileHandle(forWritingAtPath: path)!
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let end = min(bytes.endIndex, index + Int.random(in: 1...400, using: &random))
      handle.write(Data(bytes[index..<end]))
      index = end
      usleep(useconds_t(Int.random(in: 0...15_000, using: &random)))
    }
  }

  /// Waits until `sink` holds `text` (at most 10 s).
  static func waitFor(_ text: String, in sink: MemorySink) {
    for _ in 0..<1000 {
      if String(decoding: sink.data, as: UTF8.self).contains(text) { return }
      usleep(10_000)
    }
  }

  /// Sessions the user rewound (Claude Code's Esc Esc), each rewind coming in a later poll
  /// than the exchange it leaves.
  static let rewoundSessions = [
    "rewinds.claude-code", "rewound.claude-code", "rewinds.claude-code",
  ]

  @Test(arguments: [
    (seed: 1, notifications: true, sessions: sessions),
    (seed: 2, notifications: false, sessions: sessions),
    (seed: 6, notifications: true, sessions: rewoundSessions),
  ])
  func followsAppendsTruncationAndReplacement(
    seed: Int, notifications: Bool, sessions: [String]
  ) throws {
    let folder = try TemporaryFolder()
    let path = folder.path("session.jsonl")
    var random = SeededGenerator(seed: UInt64(seed))
    let first = try Self.fixture(sessions[0])
    let second = try Self.fixture(sessions[1])
    let third = try Self.fixture(sessions[2])
    // The follow starts on a file already holding part of the first session.
    let cut = first.count / 3
    FileManager.default.createFile(atPath: path, contents: Data(first[..<cut]))
    var request = FollowRun.request(path)
    request.notifications = notifications
    let run = FollowRun(request)
    // Most of the first session, then a truncation and the whole second session.
    Self.append(first[cut..<(first.count * 2 / 3)], to: path, random: &random)
    usleep(200_000)
    truncate(path, 0)
    Self.waitFor("was truncated", in: run.sink)
    Self.append(second[...], to: path, random: &random)
    // The third replaces the file (written beside it, renamed over it), then grows.
    let half = third.count / 2
    let beside = folder.path("next.jsonl")
    FileManager.default.createFile(atPath: beside, contents: Data(third[..<half]))
    usleep(200_000)
    rename(beside, path)
    Self.append(third[half...], to: path, random: &random)
    usleep(200_000)
    let output = run.stop()
    let parts = output.split(separator: "── \(path) was ", omittingEmptySubsequences: false)
    try #require(parts.count == 3, "a truncation and a replacement notice")
    // The first file: its completed turns, as far as it was written, then nothing again.
    let partial = try Self.oneShot(Array(first[..<(first.count * 2 / 3)]))
    let firstBody = Self.body(parts[0])
    #expect(!firstBody.isEmpty)
    if let lastTurn = firstBody.range(of: "\n── ", options: .backwards) {
      #expect(Self.body(Substring(partial)).hasPrefix(firstBody[..<lastTurn.lowerBound]))
    }
    // The second and third files: exactly the one-shot render after its header.
    for (part, bytes) in [(parts[1], second), (parts[2], third)] {
      let notice = part.firstIndex(of: "\n").map { part.index(after: $0) } ?? part.endIndex
      let expected = Self.body(Substring(try Self.oneShot(bytes)))
      #expect(Self.body(part[notice...]) == expected)
    }
  }

  /// A folder of sessions: the last written is followed; a session that starts later takes
  /// over, with a line saying so, after the open turn of the first is painted.
  @Test func followsTheNewestSessionOfAFolder() throws {
    let folder = try TemporaryFolder()
    var random = SeededGenerator(seed: 7)
    let old = try Self.fixture(Self.sessions[2])
    let current = try Self.fixture(Self.sessions[0])
    let next = try Self.fixture(Self.sessions[1])
    FileManager.default.createFile(atPath: folder.path("old.jsonl"), contents: Data(old))
    // A sub-agent's log is no session of its own.
    FileManager.default.createFile(atPath: folder.path("agent-1.jsonl"), contents: Data(old))
    usleep(20_000)
    FileManager.default.createFile(atPath: folder.path("current.jsonl"), contents: Data(current))
    let run = FollowRun(FollowRun.request(folder.url.path))
    usleep(300_000)
    let path = folder.path("next.jsonl")
    FileManager.default.createFile(atPath: path, contents: Data())
    Self.append(next[...], to: path, random: &random)
    usleep(1_500_000)
    let output = run.stop()
    let parts = output.split(separator: "── a newer session started: following \(path)\n")
    try #require(parts.count == 2)
    #expect(Self.body(parts[0]) == Self.body(Substring(try Self.oneShot(current))))
    #expect(Self.body(parts[1]) == Self.body(Substring(try Self.oneShot(next))))
  }
}

extension TranscriptFollowJobTests {
  /// On a screen each tool call of the open turn shows as soon as its result arrives, one by
  /// one, in the live region under the finished turns; when the turn ends its final paint
  /// replaces the region, so at the end the screen (a terminal model) is the one-shot render,
  /// nothing shown twice and nothing drawn above the screen's top.
  @Test func onAScreenEachToolCallShowsWhenItsResultArrives() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("session.jsonl")
    let bytes = try Self.fixture(Self.sessions[2])
    FileManager.default.createFile(atPath: path, contents: Data())
    var request = FollowRun.request(path)
    request.statusLine = true
    request.screenHeight = 40
    let run = FollowRun(request)
    let sink = run.sink
    var screen = TerminalScreen(height: 40)
    var written = 0
    func look() -> String {
      let data = sink.data
      screen.write(String(decoding: data[written...], as: UTF8.self))
      written = data.count
      return screen.text
    }
    /// The calls listed in the live region (its lines `  ⚙ …` or `  ✗ …`).
    func listed(_ text: String) -> Int {
      text.split(separator: "\n").filter { $0.hasPrefix("  ⚙ ") || $0.hasPrefix("  ✗ ") }.count
    }
    var counts: [Int] = []
    let records = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    for record in records where !record.isEmpty {
      let before = sink.data.count
      handle.write(Data(record + [0x0A]))
      // Each record changes the live region (a call starts, a result lists it, a turn ends).
      for _ in 0..<200 where sink.data.count == before { usleep(10_000) }
      usleep(60_000)
      counts.append(listed(look()))
    }
    try handle.close()
    _ = run.stop()
    _ = look()
    // The first turn's calls came one at a time: 1, 2, 3, … listed before the turn ended.
    let rising = counts.prefix { $0 < 8 }.filter { $0 > 0 }
    #expect(Array(Set(rising)).sorted().prefix(4) == [1, 2, 3, 4], "\(counts)")
    #expect(screen.violations.isEmpty, "\(screen.violations)")
    let expected = Self.body(Substring(try Self.oneShot(bytes)))
    #expect(Self.body(Substring(screen.text)) == expected)
    #expect(listed(screen.text) == 0)
  }
}
