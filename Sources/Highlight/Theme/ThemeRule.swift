/// A compiled theme rule at one node of the selector trie (vscode-textmate's
/// `ThemeTrieElementRule`): how deep its target scope is, the ancestors it requires (innermost
/// first, `>` meaning "directly"), and the fields it sets. Colour ids index `Theme.colors`;
/// 0 means "not set".
package struct ThemeRule: Hashable, Sendable {
  package var scopeDepth: Int
  package var parentScopes: [String]?
  package var fontStyle: FontStyle?
  package var foreground: Int32
  package var background: Int32

  /// Lays a later rule for the same target and ancestors over this one: only the fields it
  /// sets change.
  mutating func overwrite(depth: Int, fontStyle: FontStyle?, foreground: Int32, background: Int32) {
    scopeDepth = max(scopeDepth, depth)
    if let fontStyle { self.fontStyle = fontStyle }
    if foreground != 0 { self.foreground = foreground }
    if background != 0 { self.background = background }
  }

  /// Whether `ancestors` (the enclosing scopes, innermost first) satisfy `parentScopes`: each
  /// required scope appears, in order, further out than the previous one; a `>` before a
  /// required scope means it must be the very next ancestor.
  func matches<Ancestors: Sequence>(ancestors: Ancestors) -> Bool
  where Ancestors.Element: StringProtocol {
    guard let parentScopes, !parentScopes.isEmpty else { return true }
    var iterator = ancestors.makeIterator()
    var index = 0
    while index < parentScopes.count {
      var pattern = parentScopes[index]
      var direct = false
      if pattern == ">" {
        if index == parentScopes.count - 1 { return false }
        index += 1
        pattern = parentScopes[index]
        direct = true
      }
      var found = false
      while let scope = iterator.next() {
        if ThemeRule.scope(scope, matches: pattern) {
          found = true
          break
        }
        if direct { return false }
      }
      if !found { return false }
      index += 1
    }
    return true
  }

  /// `pattern` equals `scope` or is a prefix of it ending at a `.`.
  static func scope<S: StringProtocol>(_ scope: S, matches pattern: String) -> Bool {
    let scopeUTF8 = scope.utf8
    let patternUTF8 = pattern.utf8
    guard scopeUTF8.count >= patternUTF8.count, scopeUTF8.starts(with: patternUTF8) else {
      return false
    }
    if scopeUTF8.count == patternUTF8.count { return true }
    return scopeUTF8[scopeUTF8.index(scopeUTF8.startIndex, offsetBy: patternUTF8.count)]
      == UInt8(ascii: ".")
  }

  /// vscode-textmate's `_cmpBySpecificity`: a deeper target first, then (for the same number
  /// of ancestors) longer ancestor names from the innermost outward, then more ancestors.
  static func moreSpecific(_ a: ThemeRule, than b: ThemeRule) -> Bool? {
    if a.scopeDepth != b.scopeDepth { return a.scopeDepth > b.scopeDepth }
    let aParents = a.parentScopes ?? []
    let bParents = b.parentScopes ?? []
    if aParents.count == bParents.count {
      for (x, y) in zip(aParents, bParents) where x.utf16.count != y.utf16.count {
        return x.utf16.count > y.utf16.count
      }
    }
    if aParents.count != bParents.count { return aParents.count > bParents.count }
    return nil
  }
}
