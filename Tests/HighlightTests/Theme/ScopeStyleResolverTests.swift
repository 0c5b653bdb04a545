import Testing

@testable import Highlight

/// The resolver's incremental ancestor matching (`AncestorProgram`) against the theme's
/// direct walk (`Theme.attributes(forScopes:)`, which checks each rule's ancestors one by one).
@Suite struct ScopeStyleResolverTests {
  static let theme = Theme(
    ThemeDefinition(
      name: "ancestors",
      settings: [
        ThemeSetting(selectors: nil, foreground: "#000000", background: "#FFFFFF"),
        ThemeSetting(selectors: ["a"], foreground: "#111111"),
        ThemeSetting(selectors: ["b a"], foreground: "#222222"),
        ThemeSetting(selectors: ["c b a"], foreground: "#333333", fontStyle: [.bold]),
        ThemeSetting(selectors: ["b > a"], foreground: "#444444"),
        ThemeSetting(selectors: ["c > b a.x"], foreground: "#555555"),
        ThemeSetting(selectors: ["a.x >"], foreground: "#666666"),
        ThemeSetting(selectors: ["c b.y > c a.x.z"], fontStyle: [.italic]),
        ThemeSetting(selectors: ["b.y"], foreground: "#777777"),
        ThemeSetting(selectors: ["string.interpolated punctuation"], foreground: "#888888"),
      ]))

  /// Every stack up to depth 6 over a small alphabet (greedy `>` cases included), each
  /// resolved through one shared resolver, as the tokenizer's shared nodes are.
  @Test func everyStackResolvesAsTheDirectWalk() {
    for theme in [Self.theme, Theme(BuiltinThemes.intentLight), Theme(BuiltinThemes.intentDark)] {
      let resolver = ScopeStyleResolver(theme: theme)
      let alphabet = ["a", "b", "c", "a.x", "b.y", "a.x.z", "punctuation.p", "string.interpolated"]
      var mismatches: [String] = []
      func visit(_ stack: ScopeStack?, _ names: [String]) {
        if let stack, resolver.attributes(stack) != theme.attributes(forScopes: names) {
          mismatches.append(names.joined(separator: " "))
        }
        guard names.count < 6 else { return }
        for name in alphabet {
          visit(stack.map { $0.pushing([name]) } ?? ScopeStack(root: name), names + [name])
        }
      }
      visit(nil, [])
      #expect(mismatches.isEmpty, "\(theme.name): \(mismatches.prefix(10))")
    }
  }

  /// A stack 50,000 deep, made fresh, resolves without recursing per level, and resolving
  /// it costs about the same per node as a shallow one (the walk was O(depth) per node).
  @Test func deepStacksResolveInLinearTime() {
    let theme = Theme(BuiltinThemes.intentLight)
    let resolver = ScopeStyleResolver(theme: theme)
    var stack = ScopeStack(root: "source.python")
    for index in 0..<50_000 {
      stack = stack.pushing([index % 2 == 0 ? "meta.list.python" : "punctuation.definition.list"])
    }
    // No rule of the theme looks further than these scopes, so the direct walk over the short
    // stack gives the deep one's answer.
    #expect(
      resolver.attributes(stack)
        == theme.attributes(
          forScopes: ["source.python", "meta.list.python", "punctuation.definition.list"]))
  }
}
