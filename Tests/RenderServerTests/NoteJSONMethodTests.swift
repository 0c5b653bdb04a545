import Foundation
import MarkdownRender
import RenderSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderServer

/// `note/render` and MCP's `render_markdown` with `format: "json"` answer the note model, the
/// same one `note --format json` writes (embedded as JSON in `note/render`'s answer).
@Suite struct NoteJSONMethodTests {
  static let note = "# Title\n\n- [ ] task\n\n```swift\nlet a = 1\n```\n"

  @Test func noteRenderAnswersTheModel() throws {
    let server = ServerHarness()
    let text = JSONReply.string(Self.note).text
    let result = try #require(
      server.call(1, "note/render", #"{"text":\#(text),"format":"json"}"#)?["result"])
    #expect(result["format"] == .string("json"))
    let output = try #require(result["output"])
    #expect(output["version"]?.intValue == 1)
    let blocks = try #require(output["blocks"]?.arrayValue)
    #expect(blocks.map { $0["type"]?.stringValue } == ["heading", "list", "code"])
    #expect(blocks[0]["id"] == .string("title"))
    #expect(blocks[1]["items"]?.arrayValue?.first?["task"] == .bool(false))
    #expect(blocks[2]["highlight"]?["runs"]?.arrayValue?.isEmpty == false)
    #expect(server.finish() == 0)
  }

  @Test func renderMarkdownOffersAndAnswersJSON() throws {
    let server = MCPTests.harness()
    let text = JSONReply.string(Self.note).text
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
    let tools = try #require(server.receive()?["result"]?["tools"]?.arrayValue)
    let tool = try #require(tools.first { $0["name"]?.stringValue == "render_markdown" })
    let choices = tool["inputSchema"]?["properties"]?["format"]?["enum"]?.arrayValue
    #expect(choices?.contains(.string("json")) == true)
    server.send(
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"render_markdown","arguments":{"markdown":\#(text),"format":"json"}}}"#
    )
    let content = try #require(
      server.receive()?["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue)
    let model = try JSONParser.parse(content)
    #expect(model["version"]?.intValue == 1)
    #expect(model["blocks"]?.arrayValue?.count == 3)
    #expect(server.finish() == 0)
  }
}
