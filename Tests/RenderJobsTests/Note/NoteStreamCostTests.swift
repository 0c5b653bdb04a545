import Foundation
import RenderSupport
import Testing

@testable import RenderJobs

/// What streaming costs on a long note: a 100-byte piece at the end of a 10,000-line note, and
/// the whole stream against a one-shot render (thread CPU time, so other work on the machine
/// counts less). The bounds are several times the targets (2 ms a piece, 1.5 times the
/// one-shot) so a loaded machine does not fail them; what they catch is work that grows with
/// the note (re-rendering what is final), which would be hundreds of times over.
@Suite struct NoteStreamCostTests {
  /// A 10,000-line answer: headings, paragraphs, lists, tables, Swift and Python fences.
  static let note: String = {
    var lines: [String] = []
    var part = 0
    while lines.count < 10_000 {
      part += 1
      lines += [
        "## Part \(part)", "",
        "This part explains step \(part) of the change, with `inline code`, *emphasis* and a",
        "[link](https://example.com/\(part)) to the documentation.", "",
        "- first point of part \(part)", "- second point, **bold**", "- [x] a task done", "",
        "| name | value |", "|:-----|------:|", "| a\(part) | \(part * 3) |", "| b | 2 |", "",
        "```swift", "func step\(part)(value: Int) -> Int {", "  let doubled = value * 2",
        "  return doubled + \(part) // done", "}", "```", "",
        "```python", "def step_\(part)(value):", "    return [value] * \(part)", "```", "",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  static func request() -> NoteJob.Request {
    var request = NoteJob.Request()
    request.format = .ansi
    request.width = 100
    return request
  }

  /// Streams `text` on a 40-line screen in `chunk`-byte pieces up to its last 2,000 bytes,
  /// then those in 100-byte pieces: the median and the worst of those pieces' thread CPU
  /// times, in milliseconds.
  static func tailPieceTimes(_ text: String, _ request: NoteJob.Request, chunk: Int) -> (
    median: Double, worst: Double
  ) {
    let bytes = Array(text.utf8)
    let stream = NoteStream(request, to: MemorySink(), screenHeight: 40)
    let tail = 2000
    var start = 0
    while start < bytes.count - tail {
      let end = min(start + chunk, bytes.count - tail)
      stream.append(bytes[start..<end])
      start = end
    }
    var times: [Double] = []
    while start < bytes.count {
      let end = min(start + 100, bytes.count)
      let before = ThreadClock.nanoseconds()
      stream.append(bytes[start..<end])
      times.append(Double(ThreadClock.nanoseconds() - before) / 1e6)
      start = end
    }
    stream.finish()
    let sorted = times.sorted()
    return (sorted[sorted.count / 2], sorted.last ?? 0)
  }

  @Test func aPieceAtTheEndOfALongNoteIsCheap() {
    let (median, worst) = Self.tailPieceTimes(Self.note, Self.request(), chunk: 4096)
    print(
      "note --stream: a 100-byte piece at the end of 10,000 lines: median \(median) ms, "
        + "worst \(worst) ms")
    #expect(median < 10)
  }

  /// One 10,000-line Swift fence: what an agent writing a long file prints.
  static let fence: String = {
    var lines = ["# One long fence", "", "```swift"]
    for index in 0..<9_996 {
      lines.append("    let value\(index) = compute(\(index)) + \"text \(index)\" // step \(index)")
    }
    return lines.joined(separator: "\n") + "\n```\n"
  }()

  /// At the end of a long open fence a piece's draft colours only the lines the screen shows,
  /// from the kept line state: before, every piece highlighted the whole fence again.
  @Test func aPieceAtTheEndOfALongFenceIsCheap() {
    var request = Self.request()
    // The whole fence is highlighted (past the default budget it would be drafted plain).
    request.maxCodeBytes = 1 << 20
    let (median, worst) = Self.tailPieceTimes(Self.fence, request, chunk: 16_384)
    print(
      "note --stream: a 100-byte piece at the end of a 10,000-line fence: median \(median) ms, "
        + "worst \(worst) ms")
    #expect(median < 60)
  }

  @Test func theWholeStreamCostsLittleMoreThanOneShot() {
    let bytes = Array(Self.note.utf8)
    let oneShotStart = ThreadClock.nanoseconds()
    NoteJob.run(Self.request(), source: .text(name: "note.md", Self.note), to: MemorySink())
    let oneShot = Double(ThreadClock.nanoseconds() - oneShotStart) / 1e9
    var results: [String: Double] = [:]
    for (name, height) in [("pipe", nil), ("screen", 40)] as [(String, Int?)] {
      let start = ThreadClock.nanoseconds()
      let stream = NoteStream(Self.request(), to: MemorySink(), screenHeight: height)
      var offset = 0
      while offset < bytes.count {
        let end = min(offset + 100, bytes.count)
        stream.append(bytes[offset..<end])
        offset = end
      }
      stream.finish()
      results[name] = Double(ThreadClock.nanoseconds() - start) / 1e9
    }
    print(
      "note --stream, 10,000 lines in 100-byte pieces: one-shot \(oneShot) s, "
        + "pipe \(results["pipe"] ?? 0) s, screen \(results["screen"] ?? 0) s (thread CPU)")
    #expect((results["pipe"] ?? .infinity) < oneShot * 5)
    #expect((results["screen"] ?? .infinity) < oneShot * 8)
  }
}
