import Foundation
import Highlight
import MarkdownRender
import RenderSupport

/// Colours the open fence of a streamed note's draft from the line state kept between pieces
/// (`LineState`, vscode-textmate's `StateStack`): the lines already complete are tokenized
/// once, each from the state the line before it left, and only the line still being written
/// is tokenized again for each draft. Re-highlighting the whole fence for every piece made a
/// long fence cost its length squared.
///
/// TextMate grammars tokenize a line from the state of the line before it alone, so the lines
/// are coloured as a whole-fence pass colours them; the final render highlights the closed
/// fence as one block all the same (with its budgets), so drafts never decide what stays.
final class FenceDraftHighlighter {
  private let shared: SharedHighlighter
  /// The fence being followed: its language, theme and the bytes of its complete lines.
  private var language = ""
  private var theme = TerminalThemeName.dark
  private var committed: [UInt8] = []
  private var lines: [[MarkdownRender.StyledSpan]] = []
  private var highlighter: LineHighlighter?
  /// Line highlighters by language and theme: a tokenizer compiles its grammar's scanners as
  /// it meets them, so each fence of a language reuses the one before it.
  private var highlighters: [String: LineHighlighter] = [:]
  private var plain = TextStyle.plain
  /// The limits a whole-fence pass applies (bytes, line length); past them a draft is plain.
  private let limits = HighlightLimits()

  init(shared: SharedHighlighter) {
    self.shared = shared
  }

  /// The spans of each line of `code` (a fenced block's literal, the last line possibly still
  /// being written), or nil when it is not highlighted (no grammar, over a limit).
  func highlight(code: String, info: String, theme: TerminalThemeName)
    -> [[MarkdownRender.StyledSpan]]?
  {
    let language = CodeBlock.language(of: info)
    guard !language.isEmpty, shared.hasGrammar(for: language) else { return nil }
    let bytes = Array(code.utf8)
    guard bytes.count <= limits.maxBytes else { return nil }
    if language != self.language || theme != self.theme || !grew(bytes) {
      guard restart(language: language, theme: theme) else { return nil }
    }
    guard let highlighter else { return nil }
    let ranges = Self.lines(of: bytes, from: committed.count)
    // Every line but the last is complete: the text after the fence's last line break may
    // still grow (a line break alone ends no line of its own).
    for range in ranges.dropLast() {
      guard let spans = line(bytes, range, highlighter) else { return nil }
      lines.append(spans)
      committed.append(contentsOf: bytes[range.start..<range.next])
    }
    var result = lines
    if let last = ranges.last {
      let saved = highlighter.state
      guard let spans = line(bytes, last, highlighter) else { return nil }
      highlighter.reset(to: saved)
      result.append(spans)
    }
    return result
  }

  /// Whether `bytes` starts with the complete lines already highlighted.
  private func grew(_ bytes: [UInt8]) -> Bool {
    bytes.count >= committed.count
      && bytes.withUnsafeBytes { all in
        committed.withUnsafeBytes { known in
          known.count == 0 || memcmp(all.baseAddress!, known.baseAddress!, known.count) == 0
        }
      }
  }

  private func restart(language: String, theme: TerminalThemeName) -> Bool {
    self.language = language
    self.theme = theme
    committed = []
    lines = []
    let colours = theme == .dark ? ThemeCatalog.dark : ThemeCatalog.light
    plain = colours.defaultStyle.textStyle
    let key = "\(theme)\u{0}\(language)"
    if let known = highlighters[key] {
      known.reset()
      highlighter = known
      return true
    }
    highlighter = shared.highlighter.lineHighlighter(language: language, theme: colours)
    highlighters[key] = highlighter
    return highlighter != nil
  }

  /// One line tokenized from the highlighter's state (which it then advances), as styled text.
  private func line(
    _ bytes: [UInt8], _ range: (start: Int, end: Int, next: Int), _ highlighter: LineHighlighter
  ) -> [MarkdownRender.StyledSpan]? {
    let text = String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    guard text.utf16.count <= limits.maxLineLength else { return nil }
    var spans: [MarkdownRender.StyledSpan] = []
    var position = 0
    let utf8 = Array(text.utf8)
    func piece(_ from: Int, _ to: Int) -> String {
      String(decoding: utf8[from..<to], as: UTF8.self)
    }
    for span in highlighter.highlight(text) where span.end > span.start {
      if span.start > position { spans.append(.init(piece(position, span.start), style: plain)) }
      spans.append(.init(piece(span.start, span.end), style: span.style.textStyle))
      position = span.end
    }
    if position < utf8.count { spans.append(.init(piece(position, utf8.count), style: plain)) }
    return spans
  }

  /// The lines of `bytes` from `start` as `LineBreaks` splits them (LF, CRLF, a lone CR; a
  /// final break starts no line): each line's text range and where the next one starts.
  /// Every line but the last is followed by a line, so its break is complete.
  static func lines(of bytes: [UInt8], from start: Int) -> [(start: Int, end: Int, next: Int)] {
    var out: [(Int, Int, Int)] = []
    var lineStart = start
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        let end = index > lineStart && bytes[index - 1] == 0x0D ? index - 1 : index
        out.append((lineStart, end, index + 1))
        lineStart = index + 1
      } else if byte == 0x0D, index + 1 == bytes.count || bytes[index + 1] != 0x0A {
        // A CR at the end ends its line as `LineBreaks` says; the line is the last one, never
        // committed, so an LF that follows makes it a CRLF line in the next draft.
        out.append((lineStart, index, index + 1))
        lineStart = index + 1
      }
      index += 1
    }
    if lineStart < bytes.count || (out.isEmpty && start == 0) {
      out.append((lineStart, bytes.count, bytes.count))
    }
    return out
  }
}
