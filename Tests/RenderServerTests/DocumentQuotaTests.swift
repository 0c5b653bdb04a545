import MarkdownRender
import RenderSupport
import Testing

@testable import RenderServer

/// The caps on what open documents hold: one document's lines, all documents' bytes and
/// lines. An over-cap request is refused with the limit it would pass, before its text is
/// cut into lines.
@Suite struct DocumentQuotaTests {
  static func params(_ json: String) throws -> RequestParams {
    RequestParams(try JSONParser.parse(json))
  }

  static func open(_ store: DocumentStore, _ id: String, _ text: String) throws(RPCError)
    -> JSONReply
  {
    let json = #"{"id":"\#(id)","language":"swift","text":\#(JSONReply.string(text).text)}"#
    return try store.open(RequestParams(try! JSONParser.parse(json)), CancellationFlag())
  }

  static func change(_ store: DocumentStore, _ id: String, _ text: String) throws(RPCError)
    -> JSONReply
  {
    let json =
      #"{"id":"\#(id)","changes":[{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"text":\#(JSONReply.string(text).text)}]}"#
    return try store.change(RequestParams(try! JSONParser.parse(json)), CancellationFlag())
  }

  static func refusal(_ body: () throws(RPCError) -> JSONReply) -> RPCError? {
    do throws(RPCError) {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  @Test func aDocumentOfTooManyLinesIsRefusedNamingTheLimit() throws {
    let store = DocumentStore(service: ServerHarness.highlight)
    let limit = DocumentQuota.maxDocumentLines
    let error = try #require(
      Self.refusal { () throws(RPCError) in
        try Self.open(store, "n", String(repeating: "\n", count: limit))
      })
    #expect(error.code == RPCError.invalidParamsCode)
    #expect(error.message.contains("\(limit + 1) lines, over the limit of \(limit)"))
    #expect(error.data == .object([("field", .string("params.text")), ("limit", .int(limit))]))
    #expect(store.lookup("n") == nil)
    _ = try Self.open(store, "n", "let a = 1\n")
    let grown = try #require(
      Self.refusal { () throws(RPCError) in
        try Self.change(store, "n", String(repeating: "\n", count: limit))
      })
    #expect(grown.data?.text.contains(#""limit":\#(limit)"#) == true)
  }

  @Test func openDocumentsShareOneTotalOfBytesAndLines() throws {
    let store = DocumentStore(
      service: ServerHarness.highlight, quota: DocumentQuota(maxTotalBytes: 100, maxTotalLines: 10))
    let sixty = String(repeating: "let a = 1\n", count: 6)  // 60 bytes, 7 lines
    _ = try Self.open(store, "a", sixty)
    let bytes = try #require(
      Self.refusal { () throws(RPCError) in try Self.open(store, "b", sixty) })
    #expect(bytes.message.contains("120 bytes, over the limit of 100 for all of them"))
    #expect(bytes.data?.text.contains(#""limit":100"#) == true)
    // Opening the same id again replaces it: only the difference counts.
    _ = try Self.open(store, "a", sixty + "let b = 2")
    let lines = try #require(
      Self.refusal { () throws(RPCError) in try Self.open(store, "b", "1\n2\n3\n4") })
    #expect(lines.message.contains("over the limit of 10 for all of them"))
    _ = try store.close(try Self.params(#"{"id":"a"}"#), CancellationFlag())
    _ = try Self.open(store, "b", sixty)
    // A change over the total is refused and closes the document: the client's text is no
    // longer the server's.
    let change = try #require(
      Self.refusal { () throws(RPCError) in try Self.change(store, "b", sixty) })
    #expect(change.message.hasSuffix("the document was closed, open it again"))
    #expect(store.lookup("b") == nil)
    _ = try Self.open(store, "c", sixty)
  }
}
