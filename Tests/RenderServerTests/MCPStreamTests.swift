import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import RenderServer

/// MCP's `stream_open`, `stream_append`, `stream_close`, against `intent-render mcp` run as a
/// process: a note sent in deltas of random sizes, several calls in flight at once, ends as
/// `render_markdown` of the whole text; two streams fed at once each end as their own text;
/// unknown, closed and duplicate ids and the limits are tool errors.
@Suite(.serialized) struct MCPStreamTests {
  /// The sample notes of the Markdown fixtures.
  static func notes() throws -> [(name: String, text: String)] {
    let folder = Fixtures.directory("MarkdownRender")
    let names =
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") } + ["CodeAndDiagrams/note.md"]
    return try names.sorted().map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  static func quoted(_ text: String) -> String { JSONReply.string(text).text }

  /// A tool call's structured content.
  static func structured(_ answer: JSONValue?) -> JSONValue? {
    answer?["result"]?["structuredContent"]
  }

  /// Sends `calls` keeping at most `window` in flight (under one stream's share of the
  /// server's queue), and gives their answers in the order of the calls.
  static func run(_ server: MCPProcess, _ calls: [(String, String)], window: Int) -> [JSONValue?] {
    var ids: [Int] = []
    var answers: [Int: JSONValue] = [:]
    var received = 0
    for (name, arguments) in calls {
      if ids.count - received >= window {
        if let answer = server.receive() { answers[answer["id"]?.intValue ?? -1] = answer }
        received += 1
      }
      ids.append(server.call(name, arguments))
    }
    answers.merge(server.receive(count: ids.count - received)) { first, _ in first }
    return ids.map { answers[$0] }
  }

  /// The calls that stream `text` into `id`: open, the deltas, close.
  static func streamCalls(_ text: String, id: String, format: String, seed: UInt64, maximum: Int)
    -> [(String, String)]
  {
    [("stream_open", #"{"id":\#(quoted(id)),"format":"\#(format)"}"#)]
      + StreamMethodTests.deltas(text, seed: seed, maximum: maximum).map {
        ("stream_append", #"{"id":\#(quoted(id)),"text":\#(quoted($0))}"#)
      } + [("stream_close", #"{"id":\#(quoted(id))}"#)]
  }

  /// `render_markdown` of the whole text: the text, or in the JSON model the document.
  static func whole(_ server: MCPProcess, _ text: String, format: String) throws -> JSONValue {
    let answer = try #require(
      server.callAndWait("render_markdown", #"{"markdown":\#(quoted(text)),"format":"\#(format)"}"#)
    )
    let output = try #require(answer["result"]?["content"]?.first?["text"]?.stringValue)
    return format == "json" ? try JSONParser.parse(output) : .string(output)
  }

  /// Checks that the answers of one stream's calls put together are `whole`.
  static func check(_ answers: [JSONValue?], whole: JSONValue, format: String, label: String) {
    var assembled = StreamMethodTests.Assembled()
    for (index, answer) in answers.enumerated() {
      #expect(
        answer?["result"]?["isError"] == .bool(false),
        "\(label): call \(index): \(answer?.compactText() ?? "no answer")")
      if let content = structured(answer) { assembled.take(content) }
    }
    #expect(assembled.ids == Array(0..<assembled.ids.count), "\(label): ids in order, once each")
    let closed = structured(answers.last ?? nil)
    #expect(closed?["closed"] == .bool(true), "\(label)")
    if format == "json" {
      #expect(JSONValue.array(assembled.final) == whole["blocks"], "\(label)")
      #expect(closed?["footnotes"] == whole["footnotes"], "\(label)")
      #expect(assembled.frontMatter == whole["frontMatter"], "\(label)")
    } else {
      #expect(assembled.texts == whole.stringValue, "\(label)")
    }
  }

  @Test(arguments: ["json", "html", "ansi"])
  func sampleNotesInRandomDeltasEndAsTheOneShotRender(format: String) throws {
    let server = try MCPProcess(["--workers", "2"])
    for (index, note) in try Self.notes().enumerated() {
      let whole = try Self.whole(server, note.text, format: format)
      for (seed, maximum) in [(1, 9), (2, 120), (3, 2000)] as [(UInt64, Int)] {
        let stream = "\(note.name)#\(seed)"
        let calls = Self.streamCalls(
          note.text, id: stream, format: format, seed: seed * 100 + UInt64(index),
          maximum: maximum)
        let answers = Self.run(server, calls, window: 12)
        Self.check(answers, whole: whole, format: format, label: stream)
      }
    }
    #expect(server.finish().status == 0)
  }

  /// Deltas to two streams sent interleaved, many in flight, on two workers: each stream
  /// takes its own deltas in order and nothing of the other's.
  @Test func twoStreamsFedAtOnceEachEndAsTheirOwnText() throws {
    let server = try MCPProcess(["--workers", "2"])
    let notes = try Self.notes()
    let first = notes.map(\.text).joined(separator: "\n")
    let second = notes.reversed().map(\.text).joined(separator: "\n")
    let wholeFirst = try Self.whole(server, first, format: "html")
    let wholeSecond = try Self.whole(server, second, format: "json")
    let callsFirst = Self.streamCalls(first, id: "a", format: "html", seed: 7, maximum: 40)
    let callsSecond = Self.streamCalls(second, id: "b", format: "json", seed: 8, maximum: 40)
    // One of a's, one of b's, … (the shorter list runs out first).
    var calls: [(String, String)] = []
    var origin: [Bool] = []
    for index in 0..<max(callsFirst.count, callsSecond.count) {
      if index < callsFirst.count {
        calls.append(callsFirst[index])
        origin.append(true)
      }
      if index < callsSecond.count {
        calls.append(callsSecond[index])
        origin.append(false)
      }
    }
    let answers = Self.run(server, calls, window: 24)
    let answersFirst = zip(answers, origin).filter { $0.1 }.map(\.0)
    let answersSecond = zip(answers, origin).filter { !$0.1 }.map(\.0)
    #expect(answersFirst.count == callsFirst.count)
    Self.check(answersFirst, whole: wholeFirst, format: "html", label: "a")
    Self.check(answersSecond, whole: wholeSecond, format: "json", label: "b")
    #expect(server.finish().status == 0)
  }

  @Test func unknownClosedAndDuplicateIdsAndTheLimitsAreToolErrors() throws {
    let server = try MCPProcess()
    func error(_ answer: JSONValue?) -> String? {
      guard answer?["result"]?["isError"] == .bool(true) else { return nil }
      return answer?["result"]?["content"]?.first?["text"]?.stringValue
    }
    let unknown = error(server.callAndWait("stream_append", #"{"id":"nope","text":"x"}"#))
    #expect(unknown?.contains("no open stream 'nope'") == true, "\(unknown ?? "no error")")
    #expect(error(server.callAndWait("stream_close", #"{"id":"nope"}"#)) != nil)
    #expect(error(server.callAndWait("stream_open", #"{"id":"a"}"#)) == nil)
    let duplicate = error(server.callAndWait("stream_open", #"{"id":"a","format":"json"}"#))
    #expect(duplicate?.contains("open already") == true, "\(duplicate ?? "no error")")
    let missing = error(server.callAndWait("stream_append", #"{"id":"a"}"#))
    #expect(missing?.contains("'text' is required") == true, "\(missing ?? "no error")")
    #expect(error(server.callAndWait("stream_append", #"{"id":"a","text":"Hi\n"}"#)) == nil)
    #expect(error(server.callAndWait("stream_close", #"{"id":"a"}"#)) == nil)
    let closed = error(server.callAndWait("stream_append", #"{"id":"a","text":"more"}"#))
    #expect(closed?.contains("no open stream 'a'") == true, "\(closed ?? "no error")")
    for index in 0..<StreamService.maxStreams {
      #expect(error(server.callAndWait("stream_open", #"{"id":"s\#(index)"}"#)) == nil)
    }
    let over = error(server.callAndWait("stream_open", #"{"id":"one-more"}"#))
    #expect(over?.contains("\(StreamService.maxStreams) streams are open") == true, "\(over ?? "")")
    // The numbers a model needs are in the tools' descriptions.
    server.send(#"{"jsonrpc":"2.0","id":9999,"method":"tools/list"}"#)
    let tools = try #require(server.receive()?["result"]?["tools"]?.arrayValue)
    for name in ["stream_open", "stream_append"] {
      let description = try #require(
        tools.first { $0["name"]?.stringValue == name }?["description"]?.stringValue)
      #expect(description.contains("At most \(StreamService.maxStreams) streams"))
      #expect(description.contains("\(StreamService.maxStreamBytes) bytes"))
    }
    #expect(server.finish().status == 0)
  }

  /// Appends past one stream's share of the queue (the only worker held by a long call) are
  /// refused as tool errors the model reads, never as JSON-RPC errors: "server busy" first,
  /// then, for the appends after a refused one, that the stream missed a delta.
  @Test func anAppendRefusedAsBusyIsAToolError() throws {
    let server = try MCPProcess(["--workers", "1"])
    let code = CommandCancellationTests.code.joined(separator: "\n")
    var lines = [
      #"{"jsonrpc":"2.0","id":1000,"method":"tools/call","params":{"name":"highlight_code","arguments":{"code":\#(Self.quoted(code)),"language":"swift"}}}"#,
      #"{"jsonrpc":"2.0","id":1001,"method":"tools/call","params":{"name":"stream_open","arguments":{"id":"s"}}}"#,
    ]
    let appends = 1002..<1082
    for id in appends {
      lines.append(
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"stream_append","arguments":{"id":"s","text":"line \#(id)\n\n"}}}"#
      )
    }
    // One write: every append is queued while the highlight holds the worker.
    server.send(lines.joined(separator: "\n"))
    let answers = server.receive(count: lines.count)
    #expect(answers.count == lines.count)
    var busy = 0
    var missed = 0
    for id in appends {
      let answer = answers[id]
      #expect(answer?["error"] == nil, "\(answer?.compactText() ?? "no answer")")
      guard answer?["result"]?["isError"] == .bool(true) else { continue }
      let text = answer?["result"]?["content"]?.first?["text"]?.stringValue ?? ""
      if text.contains("server busy") && text.contains("retry later") { busy += 1 }
      if text.contains("missed a delta") { missed += 1 }
    }
    // 32 appends may wait in the stream's lane; the others are refused.
    #expect(busy >= appends.count - 33, "\(busy) refused as busy")
    #expect(busy + missed + 32 >= appends.count)
    // Closing the stream ends the refusals: it opens again and takes text.
    #expect(
      server.callAndWait("stream_close", #"{"id":"s"}"#)?["result"]?["isError"] == .bool(false))
    #expect(
      server.callAndWait("stream_open", #"{"id":"s"}"#)?["result"]?["isError"] == .bool(false))
    let again = server.callAndWait("stream_append", #"{"id":"s","text":"more\n"}"#)
    #expect(again?["result"]?["isError"] == .bool(false), "\(again?.compactText() ?? "")")
    #expect(server.finish().status == 0)
  }
}
