import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderServer

/// `diff/render` and `render_diff` take `language` as `diff -l` does: every file coloured as
/// the language named, whatever its name says; an unknown name is the caller's mistake.
@Suite struct DiffLanguageTests {
  /// A file whose name gives no language, holding Python.
  static let diff = """
    diff --git a/notes.txt b/notes.txt
    --- a/notes.txt
    +++ b/notes.txt
    @@ -1,2 +1,2 @@
     def greet(name):
    -    return "hi " + name
    +    return f"hello {name}"

    """

  @Test func serveTakesTheCLIsLanguageByteForByte() throws {
    let server = ServerHarness()
    for (id, language) in [(1, "python"), (2, "py")] {
      let answer = try #require(
        server.call(
          id, "diff/render",
          JSONReply.object([("text", .string(Self.diff)), ("language", .string(language))]).text
        ))
      let cli = MethodTests.cli(
        ["diff", "-", "--format", "json", "-l", language], input: Self.diff)
      #expect(cli.status == 0)
      let expected = try JSONParser.parse(Array(cli.output))
      #expect(answer["result"]?["output"] == expected)
    }
    // Without it the file is plain text, so the language changed the answer.
    let plain = try #require(
      server.call(3, "diff/render", JSONReply.object([("text", .string(Self.diff))]).text))
    let python = try #require(
      server.call(
        4, "diff/render",
        JSONReply.object([("text", .string(Self.diff)), ("language", .string("Python"))]).text))
    #expect(plain["result"]?["output"] != python["result"]?["output"])

    let unknown = try #require(
      server.call(
        5, "diff/render",
        JSONReply.object([("text", .string(Self.diff)), ("language", .string("klingon"))]).text))
    #expect(unknown.errorCode == RPCError.invalidParamsCode)
    #expect(unknown["error"]?["message"]?.stringValue?.contains("language") == true)
    #expect(unknown["error"]?["message"]?.stringValue?.contains("klingon") == true)
    let wrongType = try #require(
      server.call(
        6, "diff/render",
        JSONReply.object([("text", .string(Self.diff)), ("language", .int(3))]).text))
    #expect(wrongType.errorCode == RPCError.invalidParamsCode)
    #expect(server.finish() == 0)
  }

  @Test func theMCPToolDeclaresAndTakesIt() throws {
    let server = MCPTests.harness()
    let listed = try #require(server.call(1, "tools/list")?["result"]?["tools"]?.arrayValue)
    let tool = try #require(listed.first { $0["name"] == .string("render_diff") })
    #expect(tool["inputSchema"]?["properties"]?["language"]?["type"] == .string("string"))

    func call(_ id: Int, _ language: String) throws -> JSONValue {
      let arguments = JSONReply.object([
        ("diff", .string(Self.diff)), ("language", .string(language)),
      ])
      let params = JSONReply.object([("name", .string("render_diff")), ("arguments", arguments)])
      return try #require(server.call(id, "tools/call", params.text)?["result"])
    }
    let python = try call(2, "python")
    #expect(python["isError"] == .bool(false))
    let text = python["content"]?.first?["text"]?.stringValue ?? ""
    let cli = MethodTests.cli(["diff", "-", "--format", "json", "-l", "python"], input: Self.diff)
    #expect(try JSONParser.parse(text) == JSONParser.parse(Array(cli.output)))

    let unknown = try call(3, "klingon")
    #expect(unknown["isError"] == .bool(true))
    #expect(unknown["content"]?.first?["text"]?.stringValue?.contains("klingon") == true)
    #expect(server.finish() == 0)
  }
}
