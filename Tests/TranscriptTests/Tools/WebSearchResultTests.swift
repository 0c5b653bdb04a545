import RenderSupport
import Testing

@testable import Transcript

/// A web search's pages as titles and links, never as a line of JSON, and never as a link a
/// scheme outside the allow-list could run.
@Suite struct WebSearchResultTests {
  static let result =
    #"Web search results for query: "swift regex"\#n\#nLinks: [{"title":"Regex | Apple Developer","url":"https://developer.apple.com/documentation/swift/regex"},{"title":"<b>Bad</b>","url":"javascript:alert(1)"}]\#n\#nSwift has Regex since 5.7."#

  static let messages = [
    TranscriptMessage(role: .user, blocks: [.text("search")]),
    TranscriptMessage(
      role: .assistant,
      blocks: [
        .toolCall(
          ToolCall(
            id: "w", name: "WebSearch",
            arguments: .object(
              JSONObject([JSONMember(key: "query", value: .string("swift regex"))]))
          ))
      ]),
    TranscriptMessage(
      role: .tool, blocks: [.toolResult(ToolResult(callID: "w", output: .text(result)))]),
  ]

  @Test func theListIsParsedOutOfTheResult() {
    let (links, rest) = WebSearchResult.parse(Self.result)
    #expect(
      links == [
        WebLink(
          title: "Regex | Apple Developer",
          url: "https://developer.apple.com/documentation/swift/regex"),
        WebLink(title: "<b>Bad</b>", url: "javascript:alert(1)"),
      ])
    #expect(rest == "Swift has Regex since 5.7.")
    // A result without a list, or with a list that is not JSON, stays whole.
    #expect(WebSearchResult.parse("plain").links.isEmpty)
    #expect(WebSearchResult.parse("Links: [not json").rest == "Links: [not json")
  }

  @Test func htmlLinksOnlyAllowedURLs() {
    let html = TranscriptHTMLExporter().render(header: TranscriptHeader(), messages: Self.messages)
    #expect(!html.contains("Links: ["))
    #expect(
      html.contains(
        #"<a href="https://developer.apple.com/documentation/swift/regex" rel="noreferrer noopener">Regex | Apple Developer</a>"#
      ))
    #expect(!html.contains("href=\"javascript"))
    #expect(html.contains("&lt;b&gt;Bad&lt;/b&gt; <span class=\"url\">javascript:alert(1)</span>"))
    #expect(html.contains("Swift has Regex since 5.7."))
  }

  @Test func markdownListsThePages() {
    let view = ToolViewBuilder.view(
      call: ToolCall(
        id: "w", name: "WebSearch",
        arguments: .object(JSONObject([JSONMember(key: "query", value: .string("q"))]))),
      result: ToolResult(callID: "w", output: .text(Self.result)))
    guard case .web(let web) = view else {
      Issue.record("\(view)")
      return
    }
    #expect(
      web.links.map(TranscriptMarkdownExporter.link) == [
        "[Regex \\| Apple Developer](<https://developer.apple.com/documentation/swift/regex>)",
        "\\<b\\>Bad\\</b\\> — javascript:alert(1)",
      ])
  }
}
