/// Finds a theme by the `--theme` word: `light` / `dark` for the built-in Intent themes, the
/// name of a shipped theme (`dracula`, `github-dark`, …), anything else a theme file (VS Code
/// JSON or `.tmTheme`).
public enum ThemeCatalog {
  /// The compiled built-in themes, made once per process.
  public static let light = Theme(BuiltinThemes.intentLight)
  public static let dark = Theme(BuiltinThemes.intentDark)

  /// The theme `word` names.
  public static func theme(named word: String) throws -> Theme {
    switch word.lowercased() {
    case "light", "intent-light", "intent light": return light
    case "dark", "intent-dark", "intent dark": return dark
    default:
      if let shipped = ShippedThemes.named(word) { return Theme(try shipped.definition()) }
      return Theme(try ThemeLoader.load(path: word))
    }
  }
}
