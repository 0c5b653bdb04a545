import Foundation
import RenderSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderServer

/// `diagram/render` answers a drawing's warnings with their positions in every format, and
/// MCP's `render_mermaid` shows them as text.
@Suite struct DiagramWarningMethodTests {
  /// A pie with one setting pies do not draw, at line 1, column 19.
  static let source = "%%{init: {\"pie\": {\"donutHole\": 0.5}}}%%\npie\n  \"A\" : 1\n"
  static let message = "setting 'pie.donutHole': not drawn by this diagram type; ignored"

  @Test(arguments: ["svg", "png", "json"])
  func diagramRenderAnswersTheWarnings(_ format: String) throws {
    let server = ServerHarness()
    let text = JSONReply.string(Self.source).text
    let result = try #require(
      server.call(1, "diagram/render", #"{"text":\#(text),"format":"\#(format)"}"#)?["result"])
    let warnings = try #require(
      (format == "json" ? result["scene"]?["warnings"] : result["warnings"])?.arrayValue)
    #expect(warnings.count == 1)
    #expect(warnings.first?["message"] == .string(Self.message))
    #expect(warnings.first?["line"]?.intValue == 1)
    #expect(warnings.first?["column"]?.intValue == 19)
    #expect(server.finish() == 0)
  }

  @Test func renderMermaidShowsTheWarnings() throws {
    let server = MCPTests.harness()
    let text = JSONReply.string(Self.source).text
    server.send(
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"render_mermaid","arguments":{"source":\#(text)}}}"#
    )
    let result = try #require(server.receive()?["result"])
    let texts = result["content"]?.arrayValue?.compactMap { $0["text"]?.stringValue } ?? []
    #expect(texts.last == "warnings:\n1:19: \(Self.message)")
    #expect(server.finish() == 0)
  }
}
