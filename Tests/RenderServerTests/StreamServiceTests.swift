import Foundation
import RenderSupport
import Testing

@testable import RenderServer

/// `StreamService` called directly, from many threads at once (no server lane in between):
/// its own locks keep each stream's deltas whole; a cancelled answer's pieces come with the
/// next one; a stream over its size is closed.
@Suite struct StreamServiceTests {
  static func params(_ json: String) throws -> RequestParams {
    RequestParams(try JSONParser.parse(json))
  }

  static func service(maxStreamBytes: Int = StreamService.maxStreamBytes) -> StreamService {
    StreamService(
      jobs: JobMethods(environment: ProcessInfo.processInfo.environment),
      maxStreamBytes: maxStreamBytes)
  }

  /// The text of an answer's final pieces.
  static func finalText(_ reply: JSONReply) throws -> String {
    try finalPieces(reply).map(\.text).joined()
  }

  /// An answer's final pieces: id and text.
  static func finalPieces(_ reply: JSONReply) throws -> [(id: Int, text: String)] {
    let value = try JSONParser.parse(reply.text)
    return (value["final"]?.arrayValue ?? []).map {
      ($0["id"]?.intValue ?? -1, $0["text"]?.stringValue ?? "")
    }
  }

  /// Eight threads append paragraphs to one stream at once: every paragraph comes out whole,
  /// once, and each thread's in the order it sent them.
  @Test func concurrentAppendsToOneStreamNeverInterleave() throws {
    let service = Self.service()
    _ = try service.open(Self.params(#"{"id":"s","format":"text"}"#), CancellationFlag())
    let threads = 8
    let perThread = 40
    let collected = Collected()
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread {
        let reply = try? service.append(
          Self.params(#"{"id":"s","text":"para-\#(thread)-\#(index) words here\n\n"}"#),
          CancellationFlag())
        collected.add((try? reply.map(Self.finalPieces)) ?? [])
      }
    }
    let closed = try service.close(Self.params(#"{"id":"s"}"#), CancellationFlag())
    collected.add(try Self.finalPieces(closed))
    // The pieces in the stream's order (a paragraph becomes final with a later delta, often
    // another thread's): ids 0, 1, 2, … each once.
    let pieces = collected.pieces.sorted { $0.id < $1.id }
    #expect(pieces.map(\.id) == Array(0..<pieces.count))
    let paragraphs = pieces.map(\.text).joined().split(
      separator: "\n", omittingEmptySubsequences: true)
    #expect(paragraphs.count == threads * perThread)
    for thread in 0..<threads {
      let mine = paragraphs.filter { $0.hasPrefix("para-\(thread)-") }
      #expect(mine == (0..<perThread).map { "para-\(thread)-\($0) words here"[...] })
    }
    #expect(service.openCount == 0)
  }

  /// Different streams at once, each from its own thread: each ends as its own text.
  @Test func streamsAppendedInParallelKeepTheirOwnText() throws {
    let service = Self.service()
    let count = 6
    for stream in 0..<count {
      _ = try service.open(
        Self.params(#"{"id":"s\#(stream)","format":"text"}"#), CancellationFlag())
    }
    let texts = Texts(count)
    DispatchQueue.concurrentPerform(iterations: count) { stream in
      for index in 0..<30 {
        let reply = try? service.append(
          Self.params(#"{"id":"s\#(stream)","text":"s\#(stream) line \#(index)\n\n"}"#),
          CancellationFlag())
        texts.add(stream, (try? reply.map(Self.finalText)) ?? "")
      }
      let closed = try? service.close(Self.params(#"{"id":"s\#(stream)"}"#), CancellationFlag())
      texts.add(stream, (try? closed.map(Self.finalText)) ?? "")
    }
    for stream in 0..<count {
      #expect(
        texts.text(stream) == (0..<30).map { "s\(stream) line \($0)\n" }.joined(separator: "\n"))
    }
  }

  /// A cancelled append's delta is taken, and the pieces its answer would have carried come
  /// with the next answer, so the client gets each piece once.
  @Test func aCancelledAnswersPiecesComeWithTheNextAnswer() throws {
    let service = Self.service()
    _ = try service.open(Self.params(#"{"id":"s","format":"text"}"#), CancellationFlag())
    let cancelled = CancellationFlag()
    cancelled.cancel()
    #expect(throws: RPCError.cancelled) {
      try service.append(Self.params(#"{"id":"s","text":"one\n\ntwo\n\n"}"#), cancelled)
    }
    let next = try service.append(
      Self.params(#"{"id":"s","text":"three\n\n"}"#), CancellationFlag())
    let value = try JSONParser.parse(next.text)
    #expect(value["final"]?.arrayValue?.map { $0["id"]?.intValue } == [0, 1])
    #expect(try Self.finalText(next) == "one\n\ntwo\n")
    // A cancelled close leaves the stream open.
    #expect(throws: RPCError.cancelled) {
      try service.close(Self.params(#"{"id":"s"}"#), cancelled)
    }
    let closed = try service.close(Self.params(#"{"id":"s"}"#), CancellationFlag())
    #expect(try Self.finalText(closed) == "\nthree\n")
  }

  /// A delta past the stream's size is refused with the limit, and closes the stream.
  @Test func aStreamOverItsSizeIsClosed() throws {
    let service = Self.service(maxStreamBytes: 100)
    _ = try service.open(Self.params(#"{"id":"s"}"#), CancellationFlag())
    _ = try service.append(
      Self.params(#"{"id":"s","text":"\#(String(repeating: "a", count: 90))"}"#), CancellationFlag()
    )
    let over = try Self.params(#"{"id":"s","text":"bbbbbbbbbbbb"}"#)
    do throws(RPCError) {
      _ = try service.append(over, CancellationFlag())
      Issue.record("the delta over the size was taken")
    } catch {
      #expect(error.message.contains("over the limit of 100"))
      #expect(error.data?.text.contains(#""limit":100"#) == true)
    }
    #expect(service.openCount == 0)
    #expect(throws: RPCError.self) {
      try service.append(Self.params(#"{"id":"s","text":"c"}"#), CancellationFlag())
    }
  }

  /// Final pieces collected from many threads.
  final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [(id: Int, text: String)] = []
    func add(_ pieces: [(id: Int, text: String)]) { lock.withLock { all += pieces } }
    var pieces: [(id: Int, text: String)] { lock.withLock { all } }
  }

  /// One text per stream, added to from that stream's thread.
  final class Texts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String]
    init(_ count: Int) { texts = Array(repeating: "", count: count) }
    func add(_ stream: Int, _ text: String) { lock.withLock { texts[stream] += text } }
    func text(_ stream: Int) -> String { lock.withLock { texts[stream] } }
  }
}
