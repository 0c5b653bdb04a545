/// Resolves the style of scope stacks for one theme, caching it per stack node: a token's
/// style is its node's, and a node's is its parent's with the best rule for its own scope laid
/// on top (vscode-textmate's `AttributedScopeStack`). Stack nodes are shared between the tokens
/// of a document, so most lookups are one dictionary hit; a node seen for the first time costs
/// the same whatever its depth: which ancestor requirements its enclosing scopes meet comes from
/// its parent's entry (`AncestorProgram`), not from walking the stack.
///
/// Not thread-safe: one resolver per document or thread, like the tokenizer.
package final class ScopeStyleResolver {
  package let theme: Theme
  /// Each node's entry, by value: the tokenizer makes equal stacks afresh on many lines, and
  /// `ScopeStack` hashes in O(1) and compares by walking only until the first shared node.
  private var cache: [ScopeStack: Int] = [:]
  /// Per entry: the attributes of the node's innermost scope. Entry 0 stands for "no node"
  /// (above a root scope).
  private var resolved: [StyleAttributes] = []
  /// Per entry, `theme.ancestry.wordCount` words: the node's `AncestorProgram` vector.
  private var vectors: [UInt64] = []
  /// Per scope name: the trie's candidates (vscode-textmate's `Theme._cache`), each with the
  /// bit of its ancestor requirements, and the name's match mask.
  private var scopeInfo: [String: ScopeInfo] = [:]
  private var styles: [StyleAttributes: TokenStyle] = [:]
  /// The last style resolved per stack node, by identity, in a direct-mapped table: the
  /// tokenizer hands the same nodes again and again (`ScopePushCache`), and this skips the
  /// hashing and comparing of the by-value cache for them. A slot keeps its node alive, so
  /// an identity is never reused while it is there.
  private var recent: UnsafeMutablePointer<(stack: ScopeStack?, style: TokenStyle)>
  private static let recentCount = 1024

  private struct ScopeInfo {
    var rules: [(rule: ThemeRule, firstBit: Int?)]
    var mask: [UInt64]
  }

  package init(theme: Theme) {
    self.theme = theme
    recent = .allocate(capacity: Self.recentCount)
    recent.initialize(repeating: (nil, theme.defaultStyle), count: Self.recentCount)
    resetEntries()
  }

  deinit {
    recent.deinitialize(count: Self.recentCount)
    recent.deallocate()
  }

  /// The attributes of the innermost scope of `stack`.
  package func attributes(_ stack: ScopeStack) -> StyleAttributes {
    resolved[entry(stack)]
  }

  /// The entry of `stack`, made (with those of its unseen ancestors) when new. Iterative: a
  /// fresh deep stack must not recurse once per level.
  private func entry(_ stack: ScopeStack) -> Int {
    if let hit = cache[stack] { return hit }
    var pending = [stack]
    var parent = 0
    var node = stack.parent
    while let current = node {
      if let hit = cache[current] {
        parent = hit
        break
      }
      pending.append(current)
      node = current.parent
    }
    for node in pending.reversed() { parent = addEntry(node, parent: parent) }
    return parent
  }

  /// A new entry for `node`, whose parent's entry is `parent`.
  private func addEntry(_ node: ScopeStack, parent: Int) -> Int {
    let info = info(for: node.scopeName)
    let words = theme.ancestry.wordCount
    let base = resolved[parent]
    var result = base
    for candidate in info.rules {
      let fits =
        candidate.firstBit.map {
          AncestorProgram.test($0, in: vectors, at: parent * words)
        } ?? true
      if fits {
        result = base.applying(candidate.rule)
        break
      }
    }
    let index = resolved.count
    resolved.append(result)
    theme.ancestry.appendVector(parent: parent * words, mask: info.mask[...], to: &vectors)
    cache[node] = index
    return index
  }

  private func info(for scopeName: String) -> ScopeInfo {
    if let known = scopeInfo[scopeName] { return known }
    let ancestry = theme.ancestry
    let made = ScopeInfo(
      rules: theme.trie.candidates(for: scopeName).map {
        ($0, ancestry.firstBit(of: $0.parentScopes))
      },
      mask: ancestry.mask(for: scopeName))
    scopeInfo[scopeName] = made
    return made
  }

  private func resetEntries() {
    cache.removeAll(keepingCapacity: true)
    resolved.removeAll(keepingCapacity: true)
    vectors.removeAll(keepingCapacity: true)
    resolved.append(theme.defaults)
    vectors.append(contentsOf: theme.ancestry.doneBits)
  }

  /// The style of a token with scopes `stack`.
  package func style(_ stack: ScopeStack) -> TokenStyle {
    let slot =
      recent
      + (NodeHash.mix(0, Int(bitPattern: ObjectIdentifier(stack)))
        & (Self.recentCount - 1))
    if slot.pointee.stack === stack { return slot.pointee.style }
    let key = attributes(stack)
    let style: TokenStyle
    if let known = styles[key] {
      style = known
    } else {
      style = theme.style(of: key)
      styles[key] = style
    }
    slot.pointee = (stack, style)
    return style
  }

  /// Forgets cached nodes (between documents, to free the stacks they keep alive).
  package func clear() {
    resetEntries()
    for index in 0..<Self.recentCount { recent[index].stack = nil }
  }
}
