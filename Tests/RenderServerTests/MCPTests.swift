import Foundation
import MarkdownRender
import RenderSupport
import TestSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderServer

/// `intent-render mcp` against the Model Context Protocol's message shapes (revision
/// 2025-06-18: `InitializeResult`, `ListToolsResult`, `CallToolResult`, `TextContent`,
/// `ImageContent`), driven by the session in `Fixtures/RenderServer/mcp-session.jsonl`.
@Suite struct MCPTests {
  /// An MCP session over JSON lines with the CLI's identity, on `limits`' workers.
  static func harness(limits: ServerLimits = ServerLimits(workers: 2)) -> ServerHarness {
    ServerHarness(
      framing: .jsonLines, limits: limits,
      table: MCPMethods.table(
        identity: ServeMethods.Identity(name: "intent-render", version: CLI.version),
        highlight: ServerHarness.highlight,
        environment: ProcessInfo.processInfo.environment))
  }

  /// The session's answers by id.
  static func session() throws -> [Int: JSONValue] {
    let server = harness()
    let text = try String(
      contentsOf: Fixtures.directory("RenderServer").appendingPathComponent("mcp-session.jsonl"),
      encoding: .utf8)
    server.write(text)
    _ = server.finish()
    var answers: [Int: JSONValue] = [:]
    while let answer = server.receive() {
      #expect(answer["jsonrpc"] == .string("2.0"))
      answers[answer["id"]?.intValue ?? -1] = answer
    }
    return answers
  }

  /// A `CallToolResult`: `content` blocks of known types, `isError` a boolean.
  static func checkCallToolResult(_ result: JSONValue?) -> Bool {
    guard let content = result?["content"]?.arrayValue, result?["isError"]?.boolValue != nil
    else { return false }
    return content.allSatisfy { block in
      switch block["type"]?.stringValue {
      case "text": return block["text"]?.stringValue != nil
      case "image":
        return block["mimeType"]?.stringValue != nil
          && Data(base64Encoded: block["data"]?.stringValue ?? "") != nil
      default: return false
      }
    }
  }

  @Test func theSessionFollowsTheProtocolsShapes() throws {
    let answers = try Self.session()
    // The notification got no answer; every request did.
    #expect(Set(answers.keys) == Set(1...12))

    let initialize = try #require(answers[1]?["result"])
    #expect(initialize["protocolVersion"] == .string("2025-06-18"))
    #expect(initialize["capabilities"]?["tools"]?.objectValue != nil)
    #expect(initialize["serverInfo"]?["name"]?.stringValue == "intent-render")
    #expect(initialize["serverInfo"]?["version"]?.stringValue == CLI.version)

    let tools = try #require(answers[2]?["result"]?["tools"]?.arrayValue)
    #expect(
      tools.compactMap { $0["name"]?.stringValue } == [
        "render_mermaid", "check_mermaid", "highlight_code", "render_markdown", "render_diff",
        "export_transcript", "stream_open", "stream_append", "stream_close",
      ])
    for tool in tools {
      let schema = try #require(tool["inputSchema"])
      #expect(schema["type"] == .string("object"))
      #expect(tool["description"]?.stringValue?.isEmpty == false)
      let properties = try #require(schema["properties"]?.objectValue)
      for required in schema["required"]?.arrayValue ?? [] {
        #expect(properties[required.stringValue ?? ""] != nil)
      }
    }
    for id in 3...10 { #expect(Self.checkCallToolResult(answers[id]?["result"]), "answer \(id)") }

    let check = try #require(answers[3]?["result"])
    #expect(check["isError"] == .bool(false))
    #expect(check["content"]?.first?["text"]?.stringValue?.hasPrefix("2:4: ") == true)
    #expect(check["structuredContent"]?["ok"] == .bool(false))
    // Structured content is also given serialized in a text block (clients that read only
    // `content` get it too): the last block parses to the same value.
    let serialized = try #require(check["content"]?.arrayValue?.last?["text"]?.stringValue)
    #expect(try JSONParser.parse(serialized) == check["structuredContent"])

    let drawn = try #require(answers[4]?["result"]?["content"]?.arrayValue)
    #expect(drawn.first?["type"] == .string("image"))
    #expect(drawn.first?["mimeType"] == .string("image/png"))
    let png = try #require(Data(base64Encoded: drawn.first?["data"]?.stringValue ?? ""))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(drawn.last?["text"]?.stringValue?.hasPrefix("<svg") == true)

    let runs = try JSONParser.parse(
      answers[5]?["result"]?["content"]?.first?["text"]?.stringValue ?? "")
    #expect(runs["language"] == .string("swift"))
    #expect(runs["runs"]?.arrayValue?.isEmpty == false)

    let html = answers[6]?["result"]?["content"]?.first?["text"]?.stringValue ?? ""
    #expect(html.contains("<h1>Title</h1>"))
    #expect(!html.contains("<script>"))

    let diff = try JSONParser.parse(
      answers[7]?["result"]?["content"]?.first?["text"]?.stringValue ?? "")
    #expect(diff["files"]?.first?["newPath"] == .string("x.py"))

    #expect(
      answers[8]?["result"]?["content"]?.first?["text"]?.stringValue?.contains("there") == true)

    // Inputs that cannot be rendered and arguments against the schema are tool errors, so the
    // model sees why; an unknown tool is a protocol error.
    #expect(answers[9]?["result"]?["isError"] == .bool(true))
    #expect(answers[9]?["result"]?["content"]?.first?["text"]?.stringValue?.contains("2:9") == true)
    let schema = answers[10]?["result"]?["content"]?.first?["text"]?.stringValue ?? ""
    #expect(answers[10]?["result"]?["isError"] == .bool(true))
    #expect(schema.contains("source") || schema.contains("scale"))
    #expect(answers[11]?.errorCode == -32602)
    #expect(answers[12]?["result"] == .object(JSONObject()))
  }

  @Test func anUnknownProtocolVersionGetsTheNewest() throws {
    let server = Self.harness()
    let answer = try #require(
      server.call(1, "initialize", #"{"protocolVersion":"1999-01-01","capabilities":{}}"#))
    #expect(answer["result"]?["protocolVersion"] == .string(MCPMethods.protocolVersions[0]))
    let older = try #require(
      server.call(2, "initialize", #"{"protocolVersion":"2024-11-05","capabilities":{}}"#))
    #expect(older["result"]?["protocolVersion"] == .string("2024-11-05"))
    #expect(server.finish() == 0)
  }
}

extension JSONValue {
  /// The first element of an array.
  var first: JSONValue? { arrayValue?.first }
}

extension MCPTests {
  /// MCP's cancellation: the cancelled call is never answered, and the only worker takes the
  /// next call without finishing the cancelled drawing first.
  @Test func aCancelledCallIsNotAnsweredAndFreesItsWorker() throws {
    let server = Self.harness(limits: ServerLimits(workers: 1))
    var lines = ["flowchart TD"]
    for index in 0..<480 {
      lines.append("  N\(index * 7 % 150) --> N\(index * 13 % 149)")
    }
    let source = JSONReply.string(lines.joined(separator: "\n")).text
    server.send(
      #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"render_mermaid","arguments":{"source":\#(source)}}}"#
    )
    Thread.sleep(forTimeInterval: 0.3)
    server.send(
      #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#)
    server.send(
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check_mermaid","arguments":{"source":"graph TD\nA-->B"}}}"#
    )
    let next = try #require(server.receive())
    #expect(next["id"]?.intValue == 2)
    #expect(server.finish() == 0)
    #expect(server.receiveRaw() == nil, "the cancelled call was answered")
  }

  /// The Mermaid tools draw every diagram type, and say so.
  @Test func theMermaidToolsNameEveryDiagramType() throws {
    let answers = try Self.session()
    let lists = answers.values.compactMap { $0["result"]?["tools"]?.arrayValue }
    let tools = try #require(lists.first)
    for name in ["render_mermaid", "check_mermaid"] {
      let description = try #require(
        tools.first { $0["name"]?.stringValue == name }?["description"]?.stringValue)
      #expect(!description.contains("flowchart or sequence"))
      for type in ["class", "state", "Gantt", "pie", "mindmap"] {
        #expect(description.contains(type), "\(name) does not name \(type)")
      }
    }
  }

  /// MCP's base protocol: "the ID MUST NOT be null" (JSON-RPC only discourages it), so a
  /// request with a null id is an invalid request; `serve` still answers it.
  @Test func aNullIDIsAnInvalidRequestUnderMCPButAnsweredByServe() throws {
    let ping = #"{"jsonrpc":"2.0","id":null,"method":"ping"}"#
    let mcp = Self.harness()
    mcp.send(ping)
    let refused = try #require(mcp.receive())
    #expect(refused.errorCode == RPCError.invalidRequestCode)
    #expect(refused["id"] == .null)
    #expect(refused["error"]?["data"]?["field"] == .string("id"))
    _ = mcp.finish()

    let serve = ServerHarness()
    serve.send(#"{"jsonrpc":"2.0","id":null,"method":"languages"}"#)
    let answered = try #require(serve.receive())
    #expect(answered["id"] == .null)
    #expect(answered["result"] != nil)
    _ = serve.finish()
  }
}
