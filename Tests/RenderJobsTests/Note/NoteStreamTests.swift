import Foundation
import MarkdownRender
import RenderSupport
import TestSupport
import Testing

@testable import RenderJobs

/// A note fed to `NoteStream` in random pieces ends as the one-shot render: into a pipe the
/// bytes are equal, on a screen (`TerminalScreen`) what is shown is; the draft never reaches
/// above the screen.
@Suite struct NoteStreamTests {
  static func request(color: Bool) -> NoteJob.Request {
    var request = NoteJob.Request()
    request.format = color ? .ansi : .text
    request.width = 72
    return request
  }

  static func oneShot(_ text: String, _ request: NoteJob.Request) -> String {
    let sink = MemorySink()
    NoteJob.run(request, source: .text(name: "note.md", text), to: sink)
    return String(decoding: sink.data, as: UTF8.self)
  }

  /// `text` in pieces of 1 to `maximum` bytes (cut anywhere, inside characters too), from a
  /// seeded generator so a failure replays.
  static func pieces(_ text: String, seed: UInt64, maximum: Int) -> [ArraySlice<UInt8>] {
    var generator = SeededGenerator(seed: seed)
    let bytes = Array(text.utf8)
    var out: [ArraySlice<UInt8>] = []
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + Int.random(in: 1...maximum, using: &generator))
      out.append(bytes[start..<end])
      start = end
    }
    return out
  }

  static func streamed(
    _ text: String, _ request: NoteJob.Request, seed: UInt64, maximum: Int, height: Int?
  ) -> (output: String, screen: TerminalScreen) {
    let sink = MemorySink()
    let stream = NoteStream(request, to: sink, screenHeight: height)
    var screen = TerminalScreen(height: height ?? 1000)
    var written = 0
    for piece in pieces(text, seed: seed, maximum: maximum) {
      stream.append(piece)
      let data = sink.data
      screen.write(String(decoding: data[written...], as: UTF8.self))
      written = data.count
    }
    stream.finish()
    let data = sink.data
    screen.write(String(decoding: data[written...], as: UTF8.self))
    return (String(decoding: data, as: UTF8.self), screen)
  }

  static func sampleNotes() throws -> [(String, String)] {
    let folder = Fixtures.directory("MarkdownRender")
    var names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }
    names += ["CodeAndDiagrams/note.md"]
    return try names.sorted().map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test func sampleNotesEndAsTheOneShotRender() throws {
    for (name, text) in try Self.sampleNotes() {
      for color in [true, false] {
        let request = Self.request(color: color)
        let expected = Self.oneShot(text, request)
        for (seed, maximum) in [(1, 7), (2, 100), (3, 2000)] as [(UInt64, Int)] {
          let pipe = Self.streamed(text, request, seed: seed, maximum: maximum, height: nil)
          #expect(pipe.output == expected, "\(name) pipe, seed \(seed)")
          let screen = Self.streamed(text, request, seed: seed, maximum: maximum, height: 12)
          #expect(screen.screen.text == expected, "\(name) screen, seed \(seed)")
          #expect(screen.screen.violations.isEmpty, "\(name): \(screen.screen.violations)")
        }
      }
    }
  }

  @Test(.enabled(if: GFMExample.isAvailable, "shared GFM conformance data absent"))
  func everySpecExampleEndsAsTheOneShotRender() {
    var differ: [String] = []
    let examples = GFMExample.all()
    for (index, example) in examples.enumerated() {
      var request = Self.request(color: true)
      request.parse.smartPunctuation = example.options.contains("smart")
      let expected = Self.oneShot(example.markdown, request)
      let seed = UInt64(index + 1)
      let pipe = Self.streamed(example.markdown, request, seed: seed, maximum: 9, height: nil)
      let screen = Self.streamed(example.markdown, request, seed: seed, maximum: 5, height: 6)
      if pipe.output != expected || screen.screen.text != expected
        || !screen.screen.violations.isEmpty
      {
        differ.append(example.id)
      }
    }
    print(
      "note --stream: \(examples.count - differ.count) of \(examples.count) spec examples equal")
    #expect(differ.isEmpty, "differ: \(differ.prefix(20))")
  }

  /// Every cut of every spec example into two pieces, and the example a byte at a time, give
  /// the one-shot bytes into a pipe (the section scan resumes at line boundaries, so a cut
  /// anywhere, inside a line or a character, must not change what becomes final).
  @Test(.enabled(if: GFMExample.isAvailable, "shared GFM conformance data absent"))
  func everyCutOfEverySpecExampleGivesTheOneShotBytes() {
    var differ: Set<String> = []
    var streams = 0
    for example in GFMExample.all() {
      var request = Self.request(color: false)
      request.parse.smartPunctuation = example.options.contains("smart")
      let expected = Self.oneShot(example.markdown, request)
      let bytes = Array(example.markdown.utf8)
      var cuts: [[ArraySlice<UInt8>]] = [bytes.indices.map { bytes[$0...$0] }]
      for cut in 1..<max(bytes.count, 1) { cuts.append([bytes[..<cut], bytes[cut...]]) }
      for pieces in cuts {
        let sink = MemorySink()
        let stream = NoteStream(request, to: sink, screenHeight: nil)
        for piece in pieces { stream.append(piece) }
        stream.finish()
        streams += 1
        if String(decoding: sink.data, as: UTF8.self) != expected { differ.insert(example.id) }
      }
    }
    print("note --stream: \(streams) cuts of the spec examples, \(differ.count) differ")
    #expect(differ.isEmpty, "differ: \(differ.sorted().prefix(20))")
  }

  /// Sections are written once, when final: a paragraph closed by the next block's first
  /// complete line, not before; a reference that a later definition may resolve waits.
  @Test func aSectionIsWrittenOnceWhenFinal() {
    let sink = MemorySink()
    let stream = NoteStream(Self.request(color: false), to: sink, screenHeight: nil)
    stream.append(Array("First paragraph.\n\nSecond".utf8))
    #expect(String(decoding: sink.data, as: UTF8.self) == "")
    stream.append(Array(" one.\n\nSee [later] here.\n\nThird".utf8))
    #expect(String(decoding: sink.data, as: UTF8.self) == "First paragraph.\n\nSecond one.\n")
    stream.append(Array(".\n\n[later]: https://example.com\n".utf8))
    stream.finish()
    let text = String(decoding: sink.data, as: UTF8.self)
    #expect(
      text
        == Self.oneShot(
          "First paragraph.\n\nSecond one.\n\nSee [later] here.\n\nThird.\n\n[later]: https://example.com\n",
          Self.request(color: false)))
    #expect(!text.contains("[later]"))
  }
}

/// SplitMix64: a seeded generator, so random pieces replay.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
