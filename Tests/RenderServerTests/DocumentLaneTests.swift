import Foundation
import MarkdownRender
import RenderSupport
import Testing

@testable import RenderServer

/// Document requests run on the workers in one serial lane per document: a long open holds
/// up neither other methods nor other documents, can be cancelled, and the changes sent
/// behind it apply after it.
@Suite struct DocumentLaneTests {
  /// A document heavy enough to take seconds to open in a debug build.
  static let text = CommandCancellationTests.code.joined(separator: "\n")

  static func open(_ id: String) -> String {
    #"{"id":"\#(id)","language":"swift","text":\#(JSONReply.string(text).text)}"#
  }

  @Test func aLongOpenHoldsUpNoOtherRequest() throws {
    let server = ServerHarness()
    server.request(1, "document/open", Self.open("big"))
    let sent = Date()
    server.request(2, "diagram/check", #"{"text":"graph TD\nA-->B"}"#)
    server.request(3, "document/open", #"{"id":"small","language":"swift","text":"let a = 1"}"#)
    let first = try #require(server.receive())
    let second = try #require(server.receive())
    #expect(Date().timeIntervalSince(sent) < 1, "the quick answers waited for the open")
    #expect(Set([first["id"]?.intValue, second["id"]?.intValue]) == [2, 3])
    let open = try #require(server.receive())
    #expect(open["id"]?.intValue == 1)
    #expect(open["result"]?["lineCount"]?.intValue == 3000)
    #expect(server.finish() == 0)
  }

  /// A client flooding one document with changes is refused for that document only (its
  /// share of the queue is full): other documents and other methods still get through.
  @Test func floodingOneDocumentLeavesRoomForTheOthers() throws {
    let server = ServerHarness(limits: ServerLimits(workers: 1, queueCapacity: 16))
    server.request(1, "document/open", Self.open("big"))  // keeps the only worker busy
    server.request(2, "document/open", #"{"id":"a","language":"swift","text":"let a = 1"}"#)
    for id in 3..<40 {
      server.request(id, "document/change", #"{"id":"a","changes":[{"text":"let b = 2"}]}"#)
    }
    server.request(40, "document/open", #"{"id":"b","language":"swift","text":"let b = 1"}"#)
    server.request(41, "highlight", #"{"text":"let c = 1","language":"swift"}"#)
    var answers: [Int: JSONValue] = [:]
    for _ in 1...41 {
      let answer = try #require(server.receive())
      answers[answer["id"]?.intValue ?? 0] = answer
    }
    #expect(answers[40]?["error"] == nil, "another document was refused")
    #expect(answers[41]?["error"] == nil, "another method was refused")
    let busy = (3..<40).filter { answers[$0]?.errorCode == RPCError.serverBusyCode }
    #expect(busy.count >= 30)
    #expect(
      answers[busy[0]]?["error"]?["message"]?.stringValue?.contains("for this document") == true)
    #expect(server.finish() == 0)
  }

  @Test func aChangeSentDuringItsOpenAppliesAfterIt() throws {
    let server = ServerHarness()
    server.request(1, "document/open", Self.open("d"))
    server.request(
      2, "document/change",
      #"{"id":"d","changes":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"// x\n"}]}"#
    )
    server.request(3, "document/close", #"{"id":"d"}"#)
    let answers = (0..<3).compactMap { _ in server.receive() }
    #expect(answers.map { $0["id"]?.intValue } == [1, 2, 3])
    #expect(answers.allSatisfy { $0["error"] == nil })
    #expect(answers[1]["result"]?["lineCount"]?.intValue == 3001)
    #expect(answers[1]["result"]?["lines"]?.arrayValue?.first?["line"]?.intValue == 0)
    #expect(server.finish() == 0)
  }

  @Test func cancellingAnOpenStopsItAndKeepsNothing() throws {
    let server = ServerHarness(limits: ServerLimits(workers: 1))
    server.request(1, "document/open", Self.open("c"))
    Thread.sleep(forTimeInterval: 0.3)
    let cancelled = Date()
    server.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#)
    let answer = try #require(server.receive())
    #expect(answer["id"]?.intValue == 1)
    #expect(answer.errorCode == RPCError.requestCancelledCode)
    // The only worker is free again at the open's next budget check, and kept no document.
    let change = try #require(
      server.call(2, "document/change", #"{"id":"c","changes":[{"text":"x"}]}"#))
    #expect(change.errorCode == -32602)
    let freed = Date().timeIntervalSince(cancelled)
    #expect(freed < 1, "the worker was busy \(freed) s after the cancellation")
    #expect(server.finish() == 0)
  }
}

/// A change holds the client's text: it is applied whatever happens to its answer, and one
/// the server cannot take leaves the document refusing changes until it is opened again.
@Suite struct DocumentChangeDeliveryTests {
  static let insertLine =
    #"{"id":"a","changes":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":"// x\n"}]}"#

  @Test func aChangeCancelledWhileQueuedIsStillApplied() throws {
    let server = ServerHarness(limits: ServerLimits(workers: 1))
    server.request(1, "document/open", DocumentLaneTests.open("a"))
    Thread.sleep(forTimeInterval: 0.3)
    server.request(2, "document/change", Self.insertLine)
    // Cancelled while the open still runs: the change has not started.
    server.send(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#)
    server.request(3, "document/change", Self.insertLine)
    let answers = (0..<3).compactMap { _ in server.receive() }
    let byID = Dictionary(uniqueKeysWithValues: answers.map { ($0["id"]?.intValue ?? -1, $0) })
    #expect(byID[2]?.errorCode == RPCError.requestCancelledCode)
    // Both inserted lines are in the text: 3,000 + 2.
    #expect(byID[3]?["result"]?["lineCount"]?.intValue == 3002)
    #expect(server.finish() == 0)
  }

  @Test func anOverlongDocumentIDIsRefused() throws {
    let server = ServerHarness()
    let id = String(repeating: "x", count: DocumentStore.maxIDBytes + 1)
    server.request(1, "document/open", #"{"id":"\#(id)","language":"swift","text":"let a = 1"}"#)
    let answer = try #require(server.receive())
    #expect(answer.errorCode == RPCError.invalidParamsCode)
    #expect(answer["error"]?["data"]?["limit"]?.intValue == DocumentStore.maxIDBytes)
    #expect(answer["error"]?["data"]?["field"] == .string("params.id"))
    #expect(server.finish() == 0)
  }

  /// The document past `maxDocuments` is refused naming the cap (`data.limit`), as the other
  /// caps of open documents are; reopening an open one is still allowed.
  @Test func theDocumentPastTheCountCapCarriesTheLimit() throws {
    let server = ServerHarness()
    let count = DocumentStore.maxDocuments
    for index in 0..<count {
      server.request(index, "document/open", #"{"id":"d\#(index)","language":"swift","text":"a"}"#)
    }
    let opened = (0..<count).compactMap { _ in server.receive() }
    #expect(opened.count == count)
    #expect(opened.allSatisfy { $0["result"] != nil })
    server.request(count, "document/open", #"{"id":"one-more","language":"swift","text":"a"}"#)
    let refused = try #require(server.receive())
    #expect(refused.errorCode == RPCError.invalidParamsCode)
    #expect(refused["error"]?["data"]?["limit"]?.intValue == count)
    server.request(count + 1, "document/open", #"{"id":"d0","language":"swift","text":"b"}"#)
    #expect(server.receive()?["result"] != nil)
    #expect(server.finish() == 0)
  }

  /// A range whose end comes before its start is the same range with its ends swapped, as LSP
  /// text documents take it: both spellings leave the same text.
  @Test func aReversedChangeRangeIsNormalized() throws {
    let early = #"{"line":0,"character":1}"#
    let late = #"{"line":2,"character":1}"#
    var texts: [String] = []
    for (start, end) in [(early, late), (late, early)] {
      let store = DocumentStore(service: ServerHarness.highlight)
      _ = try DocumentQuotaTests.open(store, "r", "ab\ncd\nef\ngh")
      let change = #"{"id":"r","changes":[{"range":{"start":\#(start),"end":\#(end)},"text":"X"}]}"#
      let answer = try store.change(
        RequestParams(try JSONParser.parse(change)), CancellationFlag())
      #expect(answer.text.contains(#""lineCount":2"#), "\(answer.text)")
      texts.append(try #require(store.lookup("r")).text)
    }
    #expect(texts == ["aXf\ngh", "aXf\ngh"])
  }

  @Test func aChangeRefusedAsBusyMakesLaterChangesFailUntilReopened() throws {
    let server = ServerHarness(limits: ServerLimits(workers: 1, queueCapacity: 1))
    server.request(1, "document/open", DocumentLaneTests.open("a"))
    Thread.sleep(forTimeInterval: 0.3)
    // The open runs; one change waits in the queue's only slot; the next is refused.
    server.request(2, "document/change", Self.insertLine)
    server.request(3, "document/change", Self.insertLine)
    let refused = try #require(server.receive())
    #expect(refused["id"]?.intValue == 3)
    #expect(refused.errorCode == RPCError.serverBusyCode)
    let answers = (0..<2).compactMap { _ in server.receive() }
    #expect(answers.map { $0["id"]?.intValue } == [1, 2])
    server.request(4, "document/change", Self.insertLine)
    let stale = try #require(server.receive())
    #expect(stale.errorCode == RPCError.invalidParamsCode)
    // (One at a time: the queue has one slot.)
    server.request(5, "document/open", #"{"id":"a","language":"swift","text":"let a = 1"}"#)
    let open = try #require(server.receive())
    server.request(6, "document/change", Self.insertLine)
    let reopened = [open] + [server.receive()].compactMap { $0 }
    #expect(reopened.allSatisfy { $0["error"] == nil }, "\(reopened)")
    #expect(reopened.last?["result"]?["lineCount"]?.intValue == 2)
    #expect(server.finish() == 0)
  }
}
