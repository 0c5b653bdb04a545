import Highlight

/// What `--theme` asks of `note` and `transcript`: the palette of prose (light or dark) and,
/// for a shipped theme or a theme file, the syntax theme of code, whose darkness picks the
/// palette, as bat's and glow's users expect one theme word to colour everything.
struct PaletteTheme: Sendable {
  /// `nil` when not given: the terminal's background decides.
  var palette: NoteCommand.Theme?
  /// `nil` for the built-in light or dark theme.
  var code: Highlight.Theme?

  /// The themes of the parsed `--theme`; a theme file that cannot be read is bad input.
  static func parse(_ parsed: ParsedOptions, environment: [String: String]) throws -> PaletteTheme {
    guard let word = parsed.string("--theme") else { return PaletteTheme() }
    if let builtin = NoteCommand.Theme(rawValue: word.lowercased()) {
      return PaletteTheme(palette: builtin)
    }
    let theme: Highlight.Theme
    do {
      theme = try ThemeCatalog.theme(
        named: ThemeNames.resolve(word, environment: environment))
    } catch let error as ThemeLoadError {
      throw CLIError.badInput(error.description)
    }
    if ThemeNames.aliases.contains(word.lowercased()) {
      return PaletteTheme(palette: theme.isDark ? .dark : .light)
    }
    return PaletteTheme(palette: theme.isDark ? .dark : .light, code: theme)
  }
}
