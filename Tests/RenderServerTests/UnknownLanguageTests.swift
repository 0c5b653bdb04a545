import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderServer

/// Every method that takes a `language` refuses a name the catalog does not know in the same
/// words (the jobs' one check), as invalid params naming the field for `serve` and as a tool
/// error for MCP; a known name or alias is taken.
@Suite struct UnknownLanguageTests {
  /// Requests of each method, with `LANGUAGE` standing for the name asked for.
  static let requests: [(method: String, params: String)] = [
    ("highlight", #"{"text":"x = 1\n","language":LANGUAGE}"#),
    ("document/open", #"{"id":"a","text":"x = 1\n","language":LANGUAGE}"#),
    (
      "diff/render",
      #"{"text":"--- a/n\n+++ b/n\n@@ -1 +1 @@\n-x = 1\n+x = 2\n","language":LANGUAGE}"#
    ),
  ]

  /// Names no catalog entry has, of several shapes (empty, spaced, a near miss, control
  /// characters).
  static let unknown = ["", "no such", "pythn", "tab\there", "Ruby2"]

  @Test func serveRefusesThemAsInvalidParamsNamingTheField() throws {
    let server = ServerHarness()
    var id = 0
    for (method, template) in Self.requests {
      for name in Self.unknown {
        id += 1
        let quoted = JSONReply.string(name).text
        let params = template.replacingOccurrences(of: "LANGUAGE", with: quoted)
        let answer = try #require(server.call(id, method, params))
        #expect(answer.errorCode == RPCError.invalidParamsCode, "\(method) \(name)")
        #expect(answer["error"]?["data"]?["field"] == .string("params.language"), "\(method)")
        let message = answer["error"]?["message"]?.stringValue ?? ""
        #expect(message.hasPrefix("params.language: unknown language '"), "\(message)")
        #expect(!message.contains("\t"), "a control character is shown inert: \(message)")
      }
      for name in ["python", "py", "Python"] {
        id += 1
        let params = template.replacingOccurrences(
          of: "LANGUAGE", with: JSONReply.string(name).text
        )
        .replacingOccurrences(of: #""id":"a""#, with: #""id":"a\#(id)""#)
        let answer = try #require(server.call(id, method, params))
        #expect(answer["error"] == nil, "\(method) \(name): \(answer)")
      }
    }
    #expect(server.finish() == 0)
  }

  @Test func mcpToolsRefuseThemAsToolErrors() throws {
    let server = MCPTests.harness()
    let tools: [(name: String, arguments: [(String, JSONReply)])] = [
      ("highlight_code", [("code", .string("x = 1\n"))]),
      ("render_diff", [("diff", .string("--- a/n\n+++ b/n\n@@ -1 +1 @@\n-x\n+y\n"))]),
    ]
    var id = 0
    for (tool, arguments) in tools {
      for name in ["pythn", "", "no such"] {
        id += 1
        let params = JSONReply.object([
          ("name", .string(tool)),
          ("arguments", .object(arguments + [("language", .string(name))])),
        ])
        let result = try #require(server.call(id, "tools/call", params.text)?["result"])
        #expect(result["isError"] == .bool(true), "\(tool) \(name)")
        let text = result["content"]?.first?["text"]?.stringValue ?? ""
        #expect(text.contains("unknown language '\(name)'"), "\(text)")
      }
    }
    #expect(server.finish() == 0)
  }
}
