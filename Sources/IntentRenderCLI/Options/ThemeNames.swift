import Foundation
import Highlight

/// The names `--theme` accepts: the built-in themes, theme files by path, and themes saved by
/// name in the user's themes directory (`$XDG_CONFIG_HOME/intent-render/themes/NAME.json` or
/// `NAME.tmTheme`).
public enum ThemeNames {
  /// The built-in names the tables offer (completions, `--help`).
  public static let builtins = ["light", "dark"]

  /// The shipped themes' names (`dracula`, `github-dark`, …), offered beside the built-ins
  /// wherever a theme colours code.
  public static let shipped = ShippedThemes.all.map(\.name)

  /// Spellings `ThemeCatalog` maps to a built-in theme.
  static let aliases: Set<String> = [
    "light", "dark", "intent-light", "intent-dark", "intent light", "intent dark",
  ]

  /// File extensions of theme files.
  static let extensions = ["json", "tmTheme"]

  /// Whether `word` names a built-in theme.
  public static func isBuiltin(_ word: String) -> Bool {
    aliases.contains(word.lowercased()) || ShippedThemes.named(word) != nil
  }

  /// Whether `word` reads as a path to a theme file rather than a misspelled name: the loader
  /// then reports a file that cannot be read (exit 1), and a bare word gets "did you mean".
  static func looksLikeFile(_ word: String) -> Bool {
    word.contains("/") || word.contains(".") || FileManager.default.fileExists(atPath: word)
  }

  /// Where named theme files are looked up.
  public static func directory(environment: [String: String]) -> String? {
    ConfigurationFile.directory(environment: environment).map { $0 + "/themes" }
  }

  /// The themes saved in the themes directory, by name.
  public static func saved(environment: [String: String]) -> [(name: String, path: String)] {
    guard let directory = directory(environment: environment),
      let files = try? FileManager.default.contentsOfDirectory(atPath: directory)
    else { return [] }
    return files.sorted().compactMap { file in
      let url = URL(fileURLWithPath: file)
      guard extensions.contains(url.pathExtension) else { return nil }
      return (url.deletingPathExtension().lastPathComponent, directory + "/" + file)
    }
  }

  /// The word `ThemeCatalog` should load for `word`: a saved theme's path, else `word`.
  public static func resolve(_ word: String, environment: [String: String]) -> String {
    guard !isBuiltin(word), !word.contains("/"),
      let saved = saved(environment: environment).first(where: { $0.name == word })
    else { return word }
    return saved.path
  }

  /// Every name a `--theme` word is compared with for "did you mean".
  static func known(environment: [String: String]) -> [String] {
    builtins + shipped + saved(environment: environment).map(\.name)
  }
}
