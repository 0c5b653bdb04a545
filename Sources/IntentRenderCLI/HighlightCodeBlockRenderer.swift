import Foundation
import Highlight
import MarkdownRender

/// Syntax highlighting for fenced code in HTML through the Highlighter, with the light theme
/// and the dark one under `prefers-color-scheme: dark`.
///
/// Each block's generated classes get a per-block prefix: the highlighter numbers classes per
/// block, so two blocks on one page would otherwise restyle each other's spans.
final class HighlightCodeBlockRenderer: CodeBlockRenderer, @unchecked Sendable {
  private let highlighter: Highlighter
  private let limits: HighlightLimits
  private let counter = BlockCounter()

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
    let prefix = "\(root)-b\(counter.next())-"
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

/// A thread-safe sequence number, so ids and class prefixes differ between blocks of a page.
final class BlockCounter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()

  func next() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}
