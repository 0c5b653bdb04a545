import Highlight
import MarkdownRender

/// Syntax highlighting for fenced code in HTML through the Highlighter, with the light theme
/// and the dark one under `prefers-color-scheme: dark`.
///
/// Each block's generated classes get a prefix derived from its content: the highlighter
/// numbers classes per block, so two blocks on one page would otherwise restyle each other's
/// spans. A content hash (not a counter) keeps pages byte-identical when blocks are rendered in
/// parallel; identical blocks share identical rules.
struct HighlightCodeBlockRenderer: CodeBlockRenderer {
  private let highlighter: Highlighter
  private let limits: HighlightLimits

  init(highlighter: Highlighter, limits: HighlightLimits = HighlightLimits(timeLimit: 1)) {
    self.highlighter = highlighter
    self.limits = limits
  }

  func html(for block: CodeBlock) -> String? {
    guard !block.language.isEmpty else { return nil }
    let result = highlighter.highlight(
      code: block.code, language: block.language, theme: ThemeCatalog.light,
      alternateTheme: ThemeCatalog.dark, limits: limits)
    guard result.fallback == nil else { return nil }
    let html = HTMLHighlightWriter.write(result)
    let root = HTMLHighlightWriter.rootClass
    let prefix = "\(root)-\(ContentHash.hex(block.language, block.code))-"
    // The stylesheet comes first and is wholly generated; in the markup only class attributes
    // name the classes (code text is escaped, so it cannot contain `class="`).
    guard let styleEnd = html.range(of: "</style>\n") else { return html }
    let style = html[..<styleEnd.upperBound].replacingOccurrences(
      of: ".\(root)-", with: ".\(prefix)")
    let markup = html[styleEnd.upperBound...].replacingOccurrences(
      of: "class=\"\(root)-", with: "class=\"\(prefix)")
    return style + markup
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
