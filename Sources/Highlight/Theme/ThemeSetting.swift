/// One entry of a theme's `tokenColors` / `settings` array, before selectors are compiled.
///
/// Colours stay as written (upper-cased) so the theme can report them exactly as vscode-textmate
/// does; `nil` means "not set" and inherits from the enclosing scope.
package struct ThemeSetting: Hashable, Sendable {
  /// The selectors, one per comma-separated part; `nil` for the scope-less defaults entry.
  package var selectors: [String]?
  package var foreground: String?
  package var background: String?
  package var fontStyle: FontStyle?

  package init(
    selectors: [String]?, foreground: String? = nil, background: String? = nil,
    fontStyle: FontStyle? = nil
  ) {
    self.selectors = selectors
    self.foreground = foreground
    self.background = background
    self.fontStyle = fontStyle
  }

  /// A theme colour is used only in one of the forms vscode-textmate accepts: `#rgb`, `#rgba`,
  /// `#rrggbb`, `#rrggbbaa`.
  static func validColor(_ text: String?) -> String? {
    guard let text, text.first == "#" else { return nil }
    let digits = text.dropFirst()
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    return text.uppercased()
  }
}

/// A theme as read from a file: its name, kind and settings in file order (included themes
/// first).
package struct ThemeDefinition: Hashable, Sendable {
  package var name: String
  /// `true` for a dark theme (`"type": "dark"` or a dark default background).
  package var isDark: Bool?
  package var settings: [ThemeSetting]
  /// `colors["editor.foreground"]` / `["editor.background"]` of a VS Code theme, used when the
  /// settings have no scope-less defaults entry.
  package var editorForeground: String?
  package var editorBackground: String?

  package init(
    name: String, isDark: Bool? = nil, settings: [ThemeSetting], editorForeground: String? = nil,
    editorBackground: String? = nil
  ) {
    self.name = name
    self.isDark = isDark
    self.settings = settings
    self.editorForeground = editorForeground
    self.editorBackground = editorBackground
  }
}
