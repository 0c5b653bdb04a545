import Highlight
import MarkdownRender

/// Syntax highlighting for fenced code in HTML through the shared highlighter.
///
/// With one theme the spans carry inline styles (nothing outside the block can restyle it).
/// With `auto` the light theme applies by default and the dark one under
/// `prefers-color-scheme: dark`, through classes and `<style>` elements: with a `styles` table
/// the page shares one set of classes (blocks written in page order); without one, each
/// block's classes get a prefix derived from its content, since the highlighter numbers classes
/// per block and two blocks would otherwise restyle each other's spans. A content hash (not a
/// counter) keeps pages byte-identical when blocks are rendered in parallel; identical blocks
/// share identical rules.
struct HighlightCodeBlockRenderer: CodeBlockRenderer {
  let highlighter: SharedHighlighter
  let budget: HighlightBudget
  var prefetcher: FencePrefetcher?
  var theme = CodeRenderers.HTMLTheme.auto
  /// The syntax theme in place of the built-in one when `theme` is not `auto`.
  var codeTheme: Highlight.Theme?
  var styles: HighlightStyleTable?

  func html(for block: CodeBlock) -> String? {
    let result: HighlightedSource?
    switch theme {
    case .light:
      result = highlighter.highlight(
        code: block.code, language: block.language, theme: codeTheme ?? ThemeCatalog.light,
        budget: budget, prefetcher: prefetcher, start: block.start)
    case .dark:
      result = highlighter.highlight(
        code: block.code, language: block.language, theme: codeTheme ?? ThemeCatalog.dark,
        budget: budget, prefetcher: prefetcher, start: block.start)
    case .auto:
      result = highlighter.highlight(
        code: block.code, language: block.language, theme: ThemeCatalog.light,
        alternateTheme: ThemeCatalog.dark, budget: budget, prefetcher: prefetcher,
        start: block.start)
    }
    guard let result else { return nil }
    if theme == .auto, let styles { return styles.html(for: result) }
    guard theme == .auto else { return HTMLHighlightWriter.write(result) }
    return HighlightStableClasses.html(
      for: result, light: ThemeCatalog.light, dark: ThemeCatalog.dark)
  }
}

/// FNV-1a over UTF-8 text, as 16 hex digits: stable names for generated ids and classes.
enum ContentHash {
  static func hex(_ parts: String...) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for part in parts {
      for byte in part.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
      hash ^= 0xFF
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
