import Foundation

/// A colour theme that ships inside the toolkit as VS Code theme JSON, read by the same
/// loader as a user's theme file, so it can be copied out and edited as one.
package struct ShippedTheme: Sendable {
  /// The `--theme` word (lower case, words joined by `-`).
  package let name: String
  /// The name people know the palette by.
  package let title: String
  /// The theme file's text (VS Code JSON with comments).
  package let json: String

  /// The parsed theme; the text is checked by tests, so a parse failure is a build defect.
  package func definition() throws -> ThemeDefinition {
    try ThemeLoader.parse(Data(json.utf8), path: name + ".json")
  }
}

/// The palettes bat, delta and editor users know, written as this project's own theme files
/// from the published (MIT-licensed) palettes; the one list `--theme`, `--list-themes`,
/// completions and help read.
package enum ShippedThemes {
  /// Every shipped theme, in the order `--list-themes` shows them.
  package static let all: [ShippedTheme] = [
    githubLight, githubDark, dracula, nord, solarizedLight, solarizedDark, oneDark,
  ]

  /// The shipped theme `word` names (case-insensitive; a space or `_` stands for `-`).
  package static func named(_ word: String) -> ShippedTheme? {
    let key = String(
      word.lowercased().map { $0 == " " || $0 == "_" ? "-" : $0 })
    return all.first { $0.name == key || $0.name.replacingOccurrences(of: "-", with: "") == key }
  }
}
