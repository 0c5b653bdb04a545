import Testing

@testable import Highlight

@Suite struct InjectionSelectorTests {
  private func matches(_ selector: String, _ scopes: [String]) -> [Bool] {
    InjectionSelector.parse(selector).map { $0.matcher.matches(scopes) }
  }

  @Test func prioritiesAndAlternatives() {
    let parsed = InjectionSelector.parse("L:source.js -comment, R:text.html string")
    #expect(parsed.map(\.priority) == [-1, 1])
    #expect(parsed[0].matcher.matches(["source.js", "meta.block.js"]))
    #expect(!parsed[0].matcher.matches(["source.js", "comment.line.js"]))
    #expect(parsed[1].matcher.matches(["text.html.basic", "x", "string.quoted"]))
    #expect(!parsed[1].matcher.matches(["string.quoted", "text.html"]))
  }

  @Test func prefixMatchingStopsAtDots() {
    #expect(matches("text", ["text.plain"]) == [true])
    #expect(matches("text", ["textual"]) == [false])
    #expect(
      matches("text, string, comment", ["source.js", "comment.line"]) == [false, false, true])
  }

  @Test func parenthesesAndBars() {
    #expect(matches("source.php (string | comment)", ["source.php", "comment.block"]) == [true])
    #expect(matches("source.php (string | comment)", ["source.php", "keyword"]) == [false])
  }
}
