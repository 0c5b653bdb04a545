import Highlight

/// Two-theme HTML for a block written on its own (transcript turns render in parallel, so no
/// page-wide class table can number styles in page order): each (light, dark) style pair gets
/// a class named by a hash of its rules, so the same colours have the same class in every
/// block and the page's many small stylesheets never disagree. The block's `<style>` holds the
/// rules of the pairs it uses; nothing is renamed after writing (a search-and-replace over each
/// block's HTML weighed heavily on a long session's export).
enum HighlightStableClasses {
  private struct Pair: Hashable {
    var light: TokenStyle
    var dark: TokenStyle
  }

  static func html(for source: HighlightedSource, light: Theme, dark: Theme) -> String {
    var names: [Pair: String] = [:]
    var lightRules = ""
    var darkRules = ""
    let plainLight = light.defaultStyle
    let plainDark = dark.defaultStyle
    let markup = HTMLHighlightWriter.markup(source) { lightStyle, darkStyle in
      if lightStyle == plainLight && darkStyle == plainDark { return nil }
      let pair = Pair(light: lightStyle, dark: darkStyle)
      if let name = names[pair] { return name }
      // The rules under a placeholder name, hashed, then written under the hashed name.
      let rules = HTMLHighlightWriter.rules(
        forClass: "_", light: lightStyle, dark: darkStyle, lightTheme: light, darkTheme: dark)
      let name =
        "\(HTMLHighlightWriter.rootClass)-s\(ContentHash.hex(rules.light, rules.dark).prefix(10))"
      names[pair] = name
      lightRules += "." + name + rules.light.dropFirst(2)
      darkRules += "." + name + rules.dark.dropFirst(2)
      return name
    }
    let root = HTMLHighlightWriter.rootRules(lightTheme: light, darkTheme: dark)
    return "<style>\n\(root.light)\(lightRules)@media (prefers-color-scheme: dark){\n"
      + "\(root.dark)\(darkRules)}\n</style>\n" + markup
  }
}
