import Foundation
import RenderSupport

/// Reads the list of pages out of a web search's result. Claude Code's `WebSearch` answers
/// the model with `Web search results for query: "…"`, then a line `Links: [{"title": …,
/// "url": …}, …]` (JSON), then the text it wrote from them; shown raw, the list is one long
/// line of JSON, so it is parsed into titles and URLs and the query line (the call's own
/// subject) dropped.
enum WebSearchResult {
  /// The pages listed and the result without the list; an unlisted result is returned whole.
  static func parse(_ text: String) -> (links: [WebLink], rest: String) {
    guard text.contains("Links: [") else { return ([], text) }
    var links: [WebLink] = []
    var kept: [Substring] = []
    var found = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Web search results for query: ") { continue }
      if line.hasPrefix("Links: ["), let parsed = pages(line.dropFirst("Links: ".count)) {
        links += parsed
        found = true
        continue
      }
      kept.append(line)
    }
    guard found else { return ([], text) }
    return (links, kept.joined(separator: "\n").trimmingCharacters(in: .newlines))
  }

  /// The `{title, url}` objects of a JSON array, or nil when the line is not one.
  static func pages(_ json: Substring) -> [WebLink]? {
    guard let value = try? JSONParser.parse(Array(json.utf8)), let items = value.arrayValue else {
      return nil
    }
    var links: [WebLink] = []
    for item in items {
      guard let url = item["url"]?.stringValue else { continue }
      links.append(WebLink(title: item["title"]?.stringValue ?? url, url: url))
    }
    return links
  }
}
