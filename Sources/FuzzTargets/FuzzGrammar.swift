import Highlight

/// A TextMate grammar file (JSON when it opens with `{`, else a property list) typed, compiled
/// on use and run over a sample and over its own text, within a small time budget.
enum FuzzGrammar {
  /// Code in a few languages' shapes, so common rules (strings, comments, keywords) match.
  static let sample = """
    #!/usr/bin/env fuzz
    let text = "a \\"quoted\\" string" // comment
    /* block */ func f(x: Int) -> Int { return x + 0x1F }
    <tag attr='v'>&amp;</tag> $var @decorator `code` 'c' 1.5e-3
    \tindented\r\n\u{1F600} é
    """

  static func run(_ input: FuzzInput) {
    let path = input.looksLikeJSON ? "fuzz.tmLanguage.json" : "fuzz.tmLanguage"
    guard let raw = try? GrammarLoader.parse(input.bytes, path: path) else { return }
    let grammars = GrammarRegistry(directories: [])
    grammars.register(raw)
    let language = Language(name: "fuzz", scopeName: raw.scopeName)
    let highlighter = Highlighter(
      grammars: grammars, languages: LanguageRegistry(languages: [language]))
    let limits = HighlightLimits(maxBytes: 1 << 16, timeLimit: 1)
    let own = String(input.text.prefix(4096))
    for code in [sample, own] {
      let result = highlighter.highlight(
        code: code, language: "fuzz", theme: ThemeCatalog.light, limits: limits)
      _ = TokenRunJSONWriter.write(result)
    }
    _ = highlighter.warnings
  }
}
