import Highlight
import MarkdownRender
import Testing

@testable import IntentRenderCLI

private let grammarsInstalled =
  LanguageRegistry.installed().languages.count > 0
  && GrammarSearchPath.linguistRoot() != nil

/// The byte budget is spent in document order; the first block that does not fit ends
/// highlighting, unknown languages spend nothing, and repeated blocks share one result.
@Test func prefetchedBlocksFollowTheByteBudgetInDocumentOrder() throws {
  guard grammarsInstalled else {
    print("notice: Linguist grammars not installed; skipping")
    return
  }
  let shared = SharedHighlighter(environment: [:])
  let prefetcher = FencePrefetcher(
    highlighter: shared, budget: HighlightBudget(maxCodeBytes: 100))
  let line = "let a = 1 // forty bytes of swift code\n"  // 39 bytes
  let note = """
    ```nosuchlang
    \(line)```

    ```swift
    \(line)```

    ```swift
    \(line)```

    ```swift
    \(line)\(line)```

    ```swift
    let b = 2
    ```

    """
  let document = MarkdownParser.parse(note)
  prefetcher.submit(document, theme: ThemeCatalog.dark, alternateTheme: nil)
  /// `absent` (never submitted, or every use taken), `plain` or `highlighted`.
  func result(_ code: String, _ language: String = "swift") -> String {
    switch prefetcher.take(
      FencePrefetcher.Key(language: language, code: code, theme: ThemeCatalog.dark.name))
    {
    case nil: return "absent"
    case .some(nil): return "plain"
    case .some(.some): return "highlighted"
    }
  }
  #expect(result(line, "nosuchlang") == "plain")
  // The same block twice: highlighted once, taken twice.
  #expect(result(line) == "highlighted")
  #expect(result(line) == "highlighted")
  #expect(result(line) == "absent")
  // 39 + 78 bytes pass the budget of 100: that block and every later one stay plain.
  #expect(result(line + line) == "plain")
  #expect(result("let b = 2\n") == "plain")
}

/// A block repeated in a later section keeps its result until that section takes it, even
/// after the earlier section is written and discarded.
@Test func aBlockRepeatedInALaterSectionSurvivesTheFirstDiscard() {
  guard grammarsInstalled else {
    print("notice: Linguist grammars not installed; skipping")
    return
  }
  let prefetcher = FencePrefetcher(
    highlighter: SharedHighlighter(environment: [:]), budget: HighlightBudget())
  let document = MarkdownParser.parse("```swift\nlet a = 1\n```\n")
  let first = prefetcher.submit(document, theme: ThemeCatalog.dark, alternateTheme: nil)
  prefetcher.submit(document, theme: ThemeCatalog.dark, alternateTheme: nil)
  let key = FencePrefetcher.Key(
    language: "swift", code: "let a = 1\n", theme: ThemeCatalog.dark.name)
  #expect(prefetcher.take(key) != nil)
  prefetcher.discard(through: first)
  let second = prefetcher.take(key)
  #expect(second != nil && second! != nil)
}
