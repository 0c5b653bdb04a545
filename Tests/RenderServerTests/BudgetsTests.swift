import Foundation
import MarkdownRender
import Testing

@testable import RenderServer

/// Every rendering method takes `limits` with the budgets of its kind: lower only, never
/// past the CLI's, and a bad one named in `data.field`.
@Suite struct BudgetsTests {
  static let note = "# Title\n\n```swift\nlet greeting = \"hello\" // note\n```\n"
  static let diff = """
    diff --git a/a.swift b/a.swift
    --- a/a.swift
    +++ b/a.swift
    @@ -1 +1 @@
    -let a = "one" // x
    +let a = "two" // y

    """

  /// A raised and an unknown limit of each method, and the field each error names.
  @Test(arguments: [
    ("note/render", #"{"maxCodeBytes":200000}"#, "params.limits.maxCodeBytes"),
    ("note/render", #"{"blockTimeLimit":2}"#, "params.limits.blockTimeLimit"),
    ("transcript/render", #"{"blockTimeLimit":2}"#, "params.limits.blockTimeLimit"),
    ("transcript/render", #"{"maxCodeBytes":1}"#, "params.limits.maxCodeBytes"),
    ("diff/render", #"{"maxRuns":70000}"#, "params.limits.maxRuns"),
    ("diff/render", #"{"timeLimit":9999}"#, "params.limits.timeLimit"),
    ("diagram/render", #"{"maxCharacters":50001}"#, "params.limits.maxCharacters"),
    ("diagram/render", #"{"maxPixels":99999999}"#, "params.limits.maxPixels"),
    ("diagram/check", #"{"maxCharacters":0}"#, "params.limits.maxCharacters"),
    ("diagram/check", #"{"maxPixels":1}"#, "params.limits.maxPixels"),
  ])
  func aLimitCanBeLoweredNeverRaised(method: String, limits: String, field: String) throws {
    let server = ServerHarness()
    let answer = try #require(
      server.call(1, method, #"{"text":"graph TD\nA-->B","limits":\#(limits)}"#))
    #expect(answer.errorCode == -32602)
    #expect(answer["error"]?["data"]?["field"] == .string(field))
    #expect(server.finish() == 0)
  }

  @Test func noteHighlightsNoMoreCodeThanItsLimit() throws {
    let server = ServerHarness()
    let text = JSONReply.string(Self.note).text
    let full = try #require(
      server.call(1, "note/render", #"{"text":\#(text),"format":"ansi"}"#)?["result"])
    let none = try #require(
      server.call(
        2, "note/render", #"{"text":\#(text),"format":"ansi","limits":{"maxCodeBytes":0}}"#)?[
          "result"])
    let plain = try #require(
      server.call(
        3, "note/render", #"{"text":\#(text),"format":"ansi","highlight":false}"#)?["result"])
    #expect(full["output"] != plain["output"])
    #expect(none["output"] == plain["output"])
    #expect(server.finish() == 0)
  }

  @Test func diffHunksKeepTheLoweredHighlightLimits() throws {
    let server = ServerHarness()
    let text = JSONReply.string(Self.diff).text
    let full = try #require(
      server.call(1, "diff/render", #"{"text":\#(text),"format":"ansi"}"#)?["result"])
    let lowered = try #require(
      server.call(
        2, "diff/render", #"{"text":\#(text),"format":"ansi","limits":{"maxRuns":0}}"#)?[
          "result"])
    let output = try #require(full["output"]?.stringValue)
    let loweredOutput = try #require(lowered["output"]?.stringValue)
    // Syntax colours are escape sequences: without them the hunk has fewer.
    #expect(
      loweredOutput.components(separatedBy: "\u{1B}[").count
        < output.components(separatedBy: "\u{1B}[").count)
    #expect(server.finish() == 0)
  }

  @Test func diagramsKeepTheirLoweredLimits() throws {
    let server = ServerHarness()
    let check = try #require(
      server.call(1, "diagram/check", #"{"text":"graph TD\nA-->B","limits":{"maxCharacters":5}}"#)?[
        "result"])
    #expect(check["ok"] == .bool(false))
    #expect(check["errors"]?.arrayValue?.first?["kind"] == .string("limit"))
    let render = try #require(
      server.call(
        2, "diagram/render",
        #"{"text":"graph TD\nA-->B","format":"png","limits":{"maxPixels":2000}}"#)?["result"])
    #expect(render["scaledDown"] == .bool(true))
    let pixels = (render["width"]?.intValue ?? .max) * (render["height"]?.intValue ?? .max)
    #expect(pixels <= 2000)
    #expect(server.finish() == 0)
  }
}
