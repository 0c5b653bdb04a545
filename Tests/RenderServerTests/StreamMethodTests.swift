import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import RenderServer

/// `stream/open`, `stream/append`, `stream/close`: a note sent in deltas is answered with the
/// blocks that became final and the tail; the final blocks of every answer followed by the
/// last tail, and the final blocks once closed, are `note/render`'s output of the whole text.
@Suite struct StreamMethodTests {
  /// `text` in deltas of 1 to `maximum` characters (JSON strings carry whole characters).
  static func deltas(_ text: String, seed: UInt64, maximum: Int) -> [String] {
    var generator = SeededGenerator(seed: seed)
    let scalars = Array(text.unicodeScalars)
    var out: [String] = []
    var start = 0
    while start < scalars.count {
      let end = min(scalars.count, start + Int.random(in: 1...maximum, using: &generator))
      var piece = ""
      piece.unicodeScalars.append(contentsOf: scalars[start..<end])
      out.append(piece)
      start = end
    }
    return out
  }

  /// What the stream's answers put together: the model, or the text.
  struct Assembled {
    var final: [JSONValue] = []
    var texts = ""
    var frontMatter: JSONValue?
    var ids: [Int] = []

    mutating func take(_ answer: JSONValue) {
      for piece in answer["final"]?.arrayValue ?? [] {
        ids.append(piece["id"]?.intValue ?? -1)
        if let block = piece["block"] { final.append(block) }
        if let text = piece["text"]?.stringValue { texts += text }
      }
      if let frontMatter = answer["frontMatter"] { self.frontMatter = frontMatter }
    }
  }

  static func check(
    _ server: ServerHarness, _ text: String, format: String, seed: UInt64, id: inout Int,
    label: String
  ) throws {
    let whole = try #require(
      server.call(
        id, "note/render", #"{"text":\#(JSONReply.string(text).text),"format":"\#(format)"}"#)?[
          "result"]?["output"])
    id += 1
    let stream = "s\(seed)"
    _ = server.call(id, "stream/open", #"{"id":"\#(stream)","format":"\#(format)"}"#)
    id += 1
    var assembled = Assembled()
    var last: JSONValue?
    for delta in deltas(text, seed: seed, maximum: 24) {
      let answer = try #require(
        server.call(
          id, "stream/append", #"{"id":"\#(stream)","text":\#(JSONReply.string(delta).text)}"#)?[
            "result"], "\(label)")
      id += 1
      assembled.take(answer)
      last = answer
    }
    // Before the close: the final blocks and the last tail.
    if let last {
      if format == "json" {
        let blocks = assembled.final + (last["tail"]?.arrayValue ?? [])
        #expect(JSONValue.array(blocks) == whole["blocks"], "\(label)")
        #expect(last["footnotes"] == whole["footnotes"], "\(label)")
      } else {
        #expect(
          assembled.texts + (last["tail"]?.stringValue ?? "") == whole.stringValue, "\(label)")
      }
    }
    let closed = try #require(
      server.call(id, "stream/close", #"{"id":"\#(stream)"}"#)?["result"], "\(label)")
    id += 1
    assembled.take(closed)
    #expect(assembled.ids == Array(0..<assembled.ids.count), "\(label): ids in order, once each")
    if format == "json" {
      #expect(JSONValue.array(assembled.final) == whole["blocks"], "\(label)")
      #expect(closed["footnotes"] == whole["footnotes"], "\(label)")
      #expect(assembled.frontMatter == whole["frontMatter"], "\(label)")
    } else {
      #expect(assembled.texts == whole.stringValue, "\(label)")
    }
  }

  static let sample = """
    # Streaming

    Some *text* with a [link][ref] and a footnote.[^1]

    ```swift
    let x = 1
    ```

    | a | b |
    |---|:-:|
    | 1 | 2 |

    - [ ] task
    - [x] done

    > [!NOTE]
    > An alert.

    ## Streaming

    [ref]: https://example.com
    [^1]: The note.

    """

  @Test(arguments: ["json", "html", "ansi", "text"])
  func sampleInDeltasEqualsTheWholeRender(format: String) throws {
    let server = ServerHarness()
    var id = 1
    for seed in UInt64(1)...8 {
      try Self.check(
        server, Self.sample, format: format, seed: seed, id: &id, label: "seed \(seed)")
    }
    #expect(server.finish() == 0)
  }

  @Test(
    .enabled(if: Fixtures.shared != nil, "the GFM spec examples are in the shared data"),
    arguments: ["json", "html", "ansi"])
  func gfmExamplesInDeltasEqualTheWholeRender(format: String) throws {
    let server = ServerHarness()
    var id = 1
    for example in GFMExample.all() {
      try Self.check(
        server, example.markdown, format: format, seed: UInt64(example.example), id: &id,
        label: example.id)
    }
    #expect(server.finish() == 0)
  }

  @Test func limitsAndUnknownStreams() throws {
    let server = ServerHarness()
    let unknown = server.call(1, "stream/append", #"{"id":"nope","text":"x"}"#)
    #expect(unknown?["error"]?["code"]?.intValue == -32602)
    for index in 0..<StreamService.maxStreams {
      #expect(server.call(2 + index, "stream/open", #"{"id":"s\#(index)"}"#)?["result"] != nil)
    }
    // An open id is not opened again (its deltas would go to a new stream unnoticed).
    let again = server.call(999, "stream/open", #"{"id":"s1"}"#)
    #expect(again?["error"]?["message"]?.stringValue?.contains("open already") == true)
    let refused = server.call(1000, "stream/open", #"{"id":"one-more"}"#)
    #expect(refused?["error"]?["data"]?["limit"]?.intValue == StreamService.maxStreams)
    // Closing one frees its place.
    #expect(server.call(1001, "stream/close", #"{"id":"s0"}"#)?["result"]?["closed"] == .bool(true))
    #expect(server.call(1002, "stream/open", #"{"id":"one-more"}"#)?["result"] != nil)
    #expect(server.finish() == 0)
  }
}
