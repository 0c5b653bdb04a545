import Foundation
import RenderSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderServer

/// `diagram/render` and MCP's `render_mermaid` with `format: "json"` answer the scene, the
/// same display list `diagram --format json` writes.
@Suite struct DiagramSceneMethodTests {
  static let source = "flowchart LR\n  A[Start] --> B{Choice}\n"

  @Test func diagramRenderAnswersTheScene() throws {
    let server = ServerHarness()
    let text = JSONReply.string(Self.source).text
    let result = try #require(
      server.call(1, "diagram/render", #"{"text":\#(text),"format":"json","theme":"dark"}"#)?[
        "result"])
    #expect(result["format"] == .string("json"))
    let scene = try #require(result["scene"])
    #expect(scene["version"]?.intValue == 1)
    #expect(scene["type"] == .string("flowchart"))
    #expect(scene["theme"] == .string("dark"))
    #expect(scene["palette"]?["background"] == .string("#1E1E1E"))
    let ids = scene["items"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
    #expect(ids.contains("A") && ids.contains("B"))
    let bad = server.call(2, "diagram/render", #"{"text":"flowchart LR\nA-->","format":"json"}"#)
    #expect(bad?["error"] != nil)
    #expect(server.finish() == 0)
  }

  @Test func renderMermaidOffersAndAnswersTheScene() throws {
    let server = MCPTests.harness()
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
    let tools = try #require(server.receive()?["result"]?["tools"]?.arrayValue)
    let tool = try #require(tools.first { $0["name"]?.stringValue == "render_mermaid" })
    let choices = tool["inputSchema"]?["properties"]?["format"]?["enum"]?.arrayValue
    #expect(choices == [.string("png"), .string("json")])
    let text = JSONReply.string(Self.source).text
    server.send(
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"render_mermaid","arguments":{"source":\#(text),"format":"json"}}}"#
    )
    let result = try #require(server.receive()?["result"])
    #expect(result["isError"] == .bool(false))
    let structured = try #require(result["structuredContent"])
    #expect(structured["version"]?.intValue == 1)
    #expect(structured["canvas"]?["width"] != nil)
    let serialized = try #require(result["content"]?.arrayValue?.last?["text"]?.stringValue)
    #expect(try JSONParser.parse(serialized) == structured)
    #expect(server.finish() == 0)
  }
}
