import Highlight
import RenderSupport

/// `intent-render --list-themes`: the built-in themes, the saved ones, and where they are
/// looked up. File names, the directory and the variable's value come from outside, so each
/// is written inert (`InertText`): a theme file named with ESC or BEL cannot drive the
/// terminal the list is shown on.
enum ThemeListing {
  static func text(environment: [String: String]) -> String {
    var text = """
      Built-in themes (--theme NAME):
        light   Intent Light (every token colour at least 4.5:1 against the background)
        dark    Intent Dark (the default in a terminal that does not report a light background)
        auto    diagram only: light, dark where the viewer prefers a dark scheme

      Shipped themes (--theme NAME on highlight, diff, note and transcript):

      """
    let width = ShippedThemes.all.map(\.name.count).max() ?? 0
    for theme in ShippedThemes.all {
      let padding = String(repeating: " ", count: width - theme.name.count)
      text += "  \(theme.name)\(padding)   \(theme.title)\n"
    }
    let directory = ThemeNames.directory(environment: environment)
    text += "\nTheme files (--theme NAME finds NAME.json or NAME.tmTheme here):\n"
    text +=
      "  \(directory.map(InertText.escape) ?? "(none: neither XDG_CONFIG_HOME nor HOME is set)")\n"
    let saved = ThemeNames.saved(environment: environment)
    if saved.isEmpty {
      text += "  (no theme files there)\n"
    } else {
      for theme in saved {
        text += "  \(InertText.escape(theme.name))   \(InertText.escape(theme.path))\n"
      }
    }
    text += """

      Any other --theme value is read as a path to a VS Code theme (.json) or a TextMate theme
      (.tmTheme); in note and transcript a theme colours the code and its darkness picks the
      palette of the prose; diagram takes light, dark or auto.
      INTENT_RENDER_THEME sets the default --theme
      """
    text +=
      environment[ConfiguredDefaults.themeVariable].map { " (now: \(InertText.escape($0)))\n" }
      ?? " (unset).\n"
    return text
  }
}
