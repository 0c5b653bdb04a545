import Highlight
import RenderSupport

/// Source code highlighted with an installed Linguist grammar chosen by the first byte, into
/// the JSON runs, ANSI and HTML writers.
enum FuzzHighlight {
  /// The languages that have a grammar, by name, so a byte picks the same one on every machine
  /// with the same Linguist.
  static let languages: [String] = {
    let highlighter = FuzzDiff.highlighter
    return highlighter.languages.languages.filter { language in
      language.scopeName.map { highlighter.grammars.path(scopeName: $0) != nil } ?? false
    }.map(\.name).sorted()
  }()

  static var skipReason: String? {
    languages.isEmpty ? "no Linguist grammars installed (Debian's ruby-github-linguist)" : nil
  }

  static func run(_ input: FuzzInput) {
    guard !languages.isEmpty else { return }
    let language = languages[Int(input.byte(0)) % languages.count]
    let code = String(decoding: input.bytes.dropFirst(), as: UTF8.self)
    let result = FuzzDiff.highlighter.highlight(
      code: code, language: language, theme: ThemeCatalog.light,
      alternateTheme: input.flag(0) ? ThemeCatalog.dark : nil,
      limits: HighlightLimits(maxBytes: 1 << 16, timeLimit: 2))
    _ = TokenRunJSONWriter.write(result)
    _ = HTMLHighlightWriter.write(result)
    let level = ColorLevel(rawValue: Int(input.byte(1) % 4)) ?? .truecolor
    _ = ANSIHighlightWriter.write(
      result, options: ANSIHighlightOptions(level: level, lineNumbers: input.flag(1)))
  }
}
