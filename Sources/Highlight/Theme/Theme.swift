import RenderSupport

/// A compiled colour theme: defaults, a colour table and the selector trie.
///
/// Resolution follows vscode-textmate (`theme.ts`): a token's style is worked out scope by
/// scope from the outermost inward; for each scope the most specific rule whose ancestors match
/// the enclosing scopes overrides the fields it sets.
public struct Theme: Sendable {
  public let name: String
  public let isDark: Bool
  /// Colours as written in the theme, upper-cased; index 0 is the "not set" placeholder.
  package let colors: [String]
  /// `colors` composited over the default background.
  package let resolvedColors: [RGBColor]
  /// The style of text no rule matches.
  package let defaults: StyleAttributes
  let trie: ThemeTrie
  /// The ancestor requirements of the trie's rules, for resolving deep stacks in O(1) a node.
  let ancestry: AncestorProgram

  /// Compiles `definition`.
  package init(_ definition: ThemeDefinition) {
    struct Parsed {
      var target: String
      var parents: [String]?
      var index: Int
      var setting: ThemeSetting
    }
    var parsed: [Parsed] = []
    var hasDefaultsEntry = false
    for (index, setting) in definition.settings.enumerated() {
      for selector in setting.selectors ?? [""] {
        var parts = selector.trimmingWhitespace.segments(separatedBy: UInt8(ascii: " "))
          .map(String.init)
        let target = parts.removeLast()
        let parents: [String]? = parts.isEmpty ? nil : parts.reversed()
        if target.isEmpty && parents == nil { hasDefaultsEntry = true }
        parsed.append(Parsed(target: target, parents: parents, index: index, setting: setting))
      }
    }
    parsed.sort { a, b in
      if a.target != b.target { return a.target.utf8.lexicographicallyPrecedes(b.target.utf8) }
      if let order = Theme.compare(a.parents, b.parents) { return order }
      return a.index < b.index
    }
    var colors = [""]
    var colorIDs: [String: Int32] = [:]
    func id(_ color: String?) -> Int32 {
      guard let color else { return 0 }
      if let existing = colorIDs[color] { return existing }
      colors.append(color)
      colorIDs[color] = Int32(colors.count - 1)
      return Int32(colors.count - 1)
    }
    var defaultFont = FontStyle()
    var defaultForeground = "#000000"
    var defaultBackground = "#FFFFFF"
    if !hasDefaultsEntry {
      // VS Code paints plain text with the editor colours of a theme that has no defaults entry.
      if let foreground = definition.editorForeground { defaultForeground = foreground }
      if let background = definition.editorBackground { defaultBackground = background }
    }
    var start = 0
    while start < parsed.count && parsed[start].target.isEmpty && parsed[start].parents == nil {
      let setting = parsed[start].setting
      if let fontStyle = setting.fontStyle { defaultFont = fontStyle }
      if let foreground = setting.foreground { defaultForeground = foreground }
      if let background = setting.background { defaultBackground = background }
      start += 1
    }
    let defaults = StyleAttributes(
      fontStyle: defaultFont, foreground: id(defaultForeground), background: id(defaultBackground))
    var trie = ThemeTrie()
    for rule in parsed[start...] {
      trie.insert(
        target: rule.target, parentScopes: rule.parents, fontStyle: rule.setting.fontStyle,
        foreground: id(rule.setting.foreground), background: id(rule.setting.background))
    }
    trie.finish()
    // Opaque background first: every other colour with alpha is blended over it.
    let background = RGBColor(hex: defaultBackground, over: .white) ?? .white
    self.name = definition.name
    self.colors = colors
    self.resolvedColors = colors.map { RGBColor(hex: $0, over: background) ?? .black }
    self.defaults = defaults
    self.trie = trie
    self.ancestry = AncestorProgram(
      lists: Set(trie.nodes.flatMap { $0.candidates.compactMap(\.parentScopes) }))
    self.isDark = definition.isDark ?? (background.relativeLuminance < 0.2)
  }

  /// vscode-textmate's `strArrCmp` as a "less than" (nil when equal): absent first, then
  /// fewer, then element by element.
  static func compare(_ a: [String]?, _ b: [String]?) -> Bool? {
    switch (a, b) {
    case (nil, nil): return nil
    case (nil, _): return true
    case (_, nil): return false
    case (let a?, let b?):
      if a.count != b.count { return a.count < b.count }
      for (x, y) in zip(a, b) where x != y {
        return x.utf8.lexicographicallyPrecedes(y.utf8)
      }
      return nil
    }
  }

  /// The default foreground (plain text).
  package var foreground: RGBColor { resolvedColors[Int(defaults.foreground)] }
  /// The default background.
  package var background: RGBColor { resolvedColors[Int(defaults.background)] }
  /// The style of text no rule matches.
  package var defaultStyle: TokenStyle { style(of: defaults) }

  /// The most specific rule for `scope` whose ancestors match `ancestors` (innermost first).
  package func match<Ancestors: Sequence>(scope: some StringProtocol, ancestors: Ancestors)
    -> ThemeRule?
  where Ancestors.Element: StringProtocol {
    trie.candidates(for: scope).first { $0.matches(ancestors: ancestors) }
  }

  /// The attributes of a token whose scopes are `scopes` (outermost first).
  package func attributes(forScopes scopes: [String]) -> StyleAttributes {
    var attributes = defaults
    for index in scopes.indices {
      let ancestors = scopes[..<index].reversed()
      if let rule = match(scope: scopes[index], ancestors: ancestors) {
        attributes = attributes.applying(rule)
      }
    }
    return attributes
  }

  /// The style of a token whose scopes are `scopes` (outermost first).
  package func style(forScopes scopes: [String]) -> TokenStyle {
    style(of: attributes(forScopes: scopes))
  }

  /// Colour ids turned into colours.
  package func style(of attributes: StyleAttributes) -> TokenStyle {
    TokenStyle(
      foreground: resolvedColors[Int(attributes.foreground)],
      background: resolvedColors[Int(attributes.background)], fontStyle: attributes.fontStyle)
  }
}

extension StringProtocol {
  /// `split(separator:omittingEmptySubsequences: false)` on an ASCII separator, found by
  /// bytes when the text is ASCII (each byte is then a Character of its own, CR LF aside,
  /// which is no separator either): theme selectors and scopes are, and splitting them by
  /// Characters was most of the cost of building a theme.
  func segments(separatedBy separator: UInt8) -> [SubSequence] {
    let bytes = utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      return split(
        separator: Character(Unicode.Scalar(separator)), omittingEmptySubsequences: false)
    }
    var result: [SubSequence] = []
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      if bytes[index] == separator {
        result.append(self[start..<index])
        start = bytes.index(after: index)
      }
      index = bytes.index(after: index)
    }
    result.append(self[start..<bytes.endIndex])
    return result
  }

  /// The text without leading and trailing whitespace (JavaScript's `trim`).
  var trimmingWhitespace: SubSequence {
    var text = self[...]
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return text
  }
}
