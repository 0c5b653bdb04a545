/// Line highlighters kept across calls of `Highlighter.highlight`, so many small sources in
/// one language (the fenced blocks of a long note) share one tokenizer's compiled scanners and
/// caches and one style resolver's cache, instead of building them again for every block.
///
/// A session belongs to one thread at a time (its tokenizers hold search state). Highlighters
/// are kept per grammar and theme names; each call starts from the initial line state.
public final class HighlightSession {
  private struct Key: Hashable {
    var grammar: ObjectIdentifier
    var theme: String
    var alternateTheme: String?
  }

  private var highlighters: [Key: LineHighlighter] = [:]

  public init() {}

  /// A highlighter for `grammar` and the themes, reset to the initial state.
  func lineHighlighter(
    grammar: Grammar, theme: Theme, alternateTheme: Theme?, maxLineLength: Int
  ) -> LineHighlighter {
    let key = Key(
      grammar: ObjectIdentifier(grammar), theme: theme.name, alternateTheme: alternateTheme?.name)
    let highlighter =
      highlighters[key]
      ?? LineHighlighter(
        grammar: grammar, theme: theme, alternateTheme: alternateTheme,
        maxLineLength: maxLineLength)
    highlighters[key] = highlighter
    highlighter.reset()
    highlighter.tokenizer.maxLineLength = maxLineLength
    return highlighter
  }
}
