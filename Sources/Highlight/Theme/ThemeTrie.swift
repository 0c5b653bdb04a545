/// The rules of a theme in a trie keyed by the dot-separated segments of their target scope,
/// built the way vscode-textmate's `ThemeTrieElement` is, so matches (and their ties) come out
/// the same.
///
/// Preconditions of `insert`: rules arrive sorted by (target, ancestors, position in the file),
/// so a shorter target is inserted before the longer targets below it and a new node starts as
/// a copy of its parent's rules (`constant.numeric` inherits what `constant` sets).
struct ThemeTrie: Sendable {
  struct Node: Sendable {
    var main: ThemeRule
    var withParents: [ThemeRule]
    var children: [Substring: Int]
    /// `[main] + withParents`, most specific first; filled by `finish()`.
    var candidates: [ThemeRule] = []
  }

  private(set) var nodes: [Node] = [
    Node(
      main: ThemeRule(
        scopeDepth: 0, parentScopes: nil, fontStyle: nil, foreground: 0, background: 0),
      withParents: [], children: [:])
  ]

  mutating func insert(
    target: String, parentScopes: [String]?, fontStyle: FontStyle?, foreground: Int32,
    background: Int32
  ) {
    var node = 0
    var depth = 0
    if !target.isEmpty {
      for segment in target.segments(separatedBy: UInt8(ascii: ".")) {
        depth += 1
        if let child = nodes[node].children[segment] {
          node = child
        } else {
          let copy = Node(
            main: nodes[node].main, withParents: nodes[node].withParents, children: [:])
          nodes.append(copy)
          nodes[node].children[segment] = nodes.count - 1
          node = nodes.count - 1
        }
      }
    }
    guard let parentScopes else {
      nodes[node].main.overwrite(
        depth: depth, fontStyle: fontStyle, foreground: foreground, background: background)
      return
    }
    if let existing = nodes[node].withParents.firstIndex(where: { $0.parentScopes == parentScopes })
    {
      nodes[node].withParents[existing].overwrite(
        depth: depth, fontStyle: fontStyle, foreground: foreground, background: background)
      return
    }
    // A new rule with ancestors inherits what the plain rule of its node sets.
    let main = nodes[node].main
    nodes[node].withParents.append(
      ThemeRule(
        scopeDepth: depth, parentScopes: parentScopes, fontStyle: fontStyle ?? main.fontStyle,
        foreground: foreground != 0 ? foreground : main.foreground,
        background: background != 0 ? background : main.background))
  }

  /// Sorts every node's candidates by specificity (stable: ties keep insertion order).
  mutating func finish() {
    for index in nodes.indices {
      let all = [nodes[index].main] + nodes[index].withParents
      nodes[index].candidates = all.enumerated().sorted { lhs, rhs in
        ThemeRule.moreSpecific(lhs.element, than: rhs.element) ?? (lhs.offset < rhs.offset)
      }.map(\.element)
    }
  }

  /// The candidates for `scope`: those of the deepest node its segments reach.
  func candidates<S: StringProtocol>(for scope: S) -> [ThemeRule] {
    var node = 0
    for segment in scope.segments(separatedBy: UInt8(ascii: ".")) {
      guard let child = nodes[node].children[Substring(segment)] else { break }
      node = child
    }
    return nodes[node].candidates
  }
}
