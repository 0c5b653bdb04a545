import Foundation
import MarkdownRender
import Testing

@testable import RenderServer

/// JSON-RPC 2.0 conformance of `serve`, end to end through pipes.
@Suite struct ProtocolTests {
  @Test func everyErrorCodeWithTheFieldItNames() throws {
    let server = ServerHarness()
    server.send("{not json")
    let parse = try #require(server.receive())
    #expect(parse.errorCode == -32700)
    #expect(parse["id"] == .null)

    server.send(#"{"jsonrpc":"1.0","id":1,"method":"languages"}"#)
    let version = try #require(server.receive())
    #expect(version.errorCode == -32600)
    #expect(version["id"]?.intValue == 1)
    #expect(version["error"]?["data"]?["field"] == .string("jsonrpc"))

    server.send(#"{"jsonrpc":"2.0","id":2,"method":7}"#)
    #expect(server.receive()?["error"]?["data"]?["field"] == .string("method"))
    server.send(#"{"jsonrpc":"2.0","id":{"a":1},"method":"languages"}"#)
    #expect(server.receive()?["error"]?["data"]?["field"] == .string("id"))
    server.send(#"{"jsonrpc":"2.0","id":3,"method":"languages","params":"x"}"#)
    #expect(server.receive()?["error"]?["data"]?["field"] == .string("params"))
    server.send("42")
    let number = try #require(server.receive())
    #expect(number.errorCode == -32600)
    #expect(number["error"]?["data"]?["field"] == .string("request"))
    server.send("[]")
    let empty = try #require(server.receive())
    #expect(empty.errorCode == -32600)
    #expect(empty["error"]?["data"]?["field"] == .string("batch"))

    let missing = try #require(server.call(4, "no/such"))
    #expect(missing.errorCode == -32601)
    #expect(missing["error"]?["data"]?["method"] == .string("no/such"))

    let wrongType = try #require(server.call(5, "highlight", #"{"text":1}"#))
    #expect(wrongType.errorCode == -32602)
    #expect(wrongType["error"]?["data"]?["field"] == .string("params.text"))
    let nested = try #require(
      server.call(6, "highlight", #"{"text":"x","limits":{"maxBytes":"big"}}"#))
    #expect(nested["error"]?["data"]?["field"] == .string("params.limits.maxBytes"))
    let unknown = try #require(server.call(7, "highlight", #"{"text":"x","colour":"red"}"#))
    #expect(unknown["error"]?["data"]?["field"] == .string("params.colour"))
    #expect(server.finish() == 0)
  }

  @Test func budgetsCanBeLoweredNeverRaised() throws {
    let server = ServerHarness()
    let raised = try #require(
      server.call(1, "highlight", #"{"text":"x","limits":{"maxBytes":100000000}}"#))
    #expect(raised.errorCode == -32602)
    #expect(raised["error"]?["data"]?["field"] == .string("params.limits.maxBytes"))
    let time = try #require(
      server.call(2, "highlight", #"{"text":"x","limits":{"timeLimit":9999}}"#))
    #expect(time["error"]?["data"]?["field"] == .string("params.limits.timeLimit"))
    let lowered = try #require(
      server.call(
        3, "highlight", #"{"text":"let x = 1","language":"swift","limits":{"maxBytes":4}}"#))
    #expect(lowered["result"]?["fallback"]?.stringValue?.contains("over the limit of 4") == true)
    #expect(server.finish() == 0)
  }

  @Test func batchesAndNotifications() throws {
    let server = ServerHarness()
    // A notification is never answered, not even a wrong one; a batch answers its requests
    // in one array.
    server.send(#"{"jsonrpc":"2.0","method":"no/such"}"#)
    server.send(
      #"[{"jsonrpc":"2.0","id":1,"method":"diagram/check","params":{"text":"flowchart LR\n A-->B"}},"#
        + #"{"jsonrpc":"2.0","method":"languages"},1,"#
        + #"{"jsonrpc":"2.0","id":"two","method":"no/such"}]"#)
    let batch = try #require(server.receive()?.arrayValue)
    #expect(batch.count == 3)
    let byID = Dictionary(
      uniqueKeysWithValues: batch.map { ($0["id"]?.compactText() ?? "", $0) })
    #expect(byID["1"]?["result"]?["ok"] == .bool(true))
    #expect(byID["\"two\""]?.errorCode == -32601)
    #expect(byID["null"]?.errorCode == -32600)
    // A batch of notifications only gets no answer at all: the next answer is id 9's.
    server.send(#"[{"jsonrpc":"2.0","method":"languages"}]"#)
    #expect(server.call(9, "diagram/check", #"{"text":"graph TD\nA-->B"}"#)?["id"]?.intValue == 9)
    #expect(server.finish() == 0)
  }

  @Test func shutdownThenExit() throws {
    let server = ServerHarness()
    #expect(server.call(1, "shutdown")?["result"] == .null)
    #expect(server.call(2, "languages")?.errorCode == RPCError.invalidRequestCode)
    server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(server.receive() == nil)
    #expect(server.finish() == 0)
  }

  @Test func exitWithoutShutdownIsStatusOne() {
    let server = ServerHarness()
    server.send(#"{"jsonrpc":"2.0","method":"exit"}"#)
    #expect(server.finish() == 1)
  }

  @Test func endOfInputEndsCleanlyAfterTheAnswersInFlight() throws {
    let server = ServerHarness(framing: .jsonLines)
    for id in 1...20 {
      server.request(id, "highlight", #"{"text":"let a = \#(id)","language":"swift"}"#)
    }
    #expect(server.finish() == 0)
    var ids: Set<Int> = []
    while let answer = server.receive() { ids.insert(answer["id"]?.intValue ?? 0) }
    #expect(ids == Set(1...20))
  }

  @Test func anOversizedRequestIsRefusedAndTheNextAnswered() throws {
    let server = ServerHarness(
      limits: ServerLimits(frames: FrameLimits(maxMessageBytes: 1000), workers: 2))
    let big = String(repeating: "x", count: 5000)
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"highlight","params":{"text":"\#(big)"}}"#)
    let refused = try #require(server.receive())
    #expect(refused.errorCode == -32600)
    #expect(refused["error"]?["data"]?["field"] == .string("Content-Length"))
    #expect(server.call(2, "diagram/check", #"{"text":"graph TD\nA-->B"}"#)?["id"]?.intValue == 2)
    #expect(server.finish() == 0)
  }

  @Test func anOversizedJSONLineNamesTheLineNotAHeader() throws {
    let server = ServerHarness(
      framing: .jsonLines,
      limits: ServerLimits(frames: FrameLimits(maxMessageBytes: 1000), workers: 2))
    let big = String(repeating: "x", count: 5000)
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"highlight","params":{"text":"\#(big)"}}"#)
    let refused = try #require(server.receive())
    #expect(refused.errorCode == -32600)
    #expect(refused["error"]?["data"]?["field"] == .string("line"))
    #expect(server.finish() == 0)
  }

  /// A header name in UTF-8 is a header like any other, and a frame whose Content-Length is
  /// too small is one error: the next frames are answered, nothing else is.
  @Test func aUTF8HeaderNameAndATooShortLengthCostOneErrorAtMost() throws {
    let server = ServerHarness()
    let languages = #"{"jsonrpc":"2.0","id":1,"method":"languages"}"#
    server.write("X-Café: 1\r\nContent-Length: \(languages.utf8.count)\r\n\r\n\(languages)")
    #expect(server.receive()?["id"]?.intValue == 1)
    let cut = #"{"jsonrpc":"2.0","id":2,"method":"languages"}"#
    let next = #"{"jsonrpc":"2.0","id":3,"method":"diagram/check","params":{"text":"pie"}}"#
    server.write(
      "Content-Length: 10\r\n\r\n\(cut)Content-Length: \(next.utf8.count)\r\n\r\n\(next)")
    let error = try #require(server.receive())
    #expect(error.errorCode == -32700)
    #expect(error["error"]?["data"]?["field"] == .string("Content-Length"))
    #expect(server.receive()?["id"]?.intValue == 3)
    #expect(server.finish() == 0)
    #expect(server.receiveRaw() == nil)
  }

  @Test func answersComeOutOfOrderAndAFullQueueAnswersBusy() throws {
    let slow = #"{"text":"\#(slowSwift(lines: 800))","language":"swift"}"#
    let server = ServerHarness(limits: ServerLimits(workers: 1, queueCapacity: 2))
    server.request(1, "highlight", slow)
    for id in 2...6 { server.request(id, "highlight", slow) }
    // In-order methods are answered by the reading thread at once, ahead of the queue.
    server.request(7, "diagram/check", #"{"text":"graph TD\nA-->B"}"#)
    var order: [Int] = []
    var busy: [Int] = []
    for _ in 1...7 {
      let answer = try #require(server.receive())
      let id = answer["id"]?.intValue ?? 0
      order.append(id)
      if answer.errorCode == RPCError.serverBusyCode { busy.append(id) }
    }
    #expect(!busy.isEmpty)
    #expect(order.firstIndex(of: 7)! < order.firstIndex(of: 1)!)
    #expect(server.finish() == 0)
  }

  @Test func cancellingStopsARunningRequestAndAQueuedOne() throws {
    let long =
      #"{"text":"\#(slowSwift(lines: 6000))","language":"swift","limits":{"maxBytes":524288}}"#
    let server = ServerHarness(limits: ServerLimits(workers: 1))
    server.request(1, "highlight", long)
    server.request(2, "highlight", long)
    Thread.sleep(forTimeInterval: 0.3)
    let started = Date()
    server.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#)
    server.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
    var codes: [Int: Int] = [:]
    for _ in 1...2 {
      let answer = try #require(server.receive())
      codes[answer["id"]?.intValue ?? 0] = answer.errorCode
    }
    #expect(codes == [1: RPCError.requestCancelledCode, 2: RPCError.requestCancelledCode])
    #expect(Date().timeIntervalSince(started) < 2)
    #expect(server.finish() == 0)
  }
}

/// Swift source that takes a while to highlight, JSON-escaped for a request.
func slowSwift(lines: Int) -> String {
  (0..<lines).map {
    #"let value\#($0) = \"text \#($0)\" + String(describing: [\#($0), 2, 3]) // note"#
  }
  .joined(separator: "\\n")
}
