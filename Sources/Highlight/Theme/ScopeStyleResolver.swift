/// Resolves the style of scope stacks for one theme, caching it per stack node: a token's
/// style is its node's, and a node's is its parent's with the best rule for its own scope laid
/// on top (vscode-textmate's `AttributedScopeStack`). Stack nodes are shared between the tokens
/// of a document, so most lookups are one dictionary hit.
///
/// Not thread-safe: one resolver per document or thread, like the tokenizer.
public final class ScopeStyleResolver {
  public let theme: Theme
  /// By value: the tokenizer makes equal stacks afresh on many lines, and `ScopeStack` hashes
  /// in O(1) and compares by walking only until the first shared node.
  private var cache: [ScopeStack: StyleAttributes] = [:]
  /// The trie's candidates per scope name (vscode-textmate's `Theme._cache`).
  private var candidates: [String: [ThemeRule]] = [:]
  private var styles: [StyleAttributes: TokenStyle] = [:]
  /// The last style resolved per stack node, by identity, in a direct-mapped table: the
  /// tokenizer hands the same nodes again and again (`ScopePushCache`), and this skips the
  /// hashing and comparing of the by-value cache for them. A slot keeps its node alive, so
  /// an identity is never reused while it is there.
  private var recent: UnsafeMutablePointer<(stack: ScopeStack?, style: TokenStyle)>
  private static let recentCount = 1024

  public init(theme: Theme) {
    self.theme = theme
    recent = .allocate(capacity: Self.recentCount)
    recent.initialize(repeating: (nil, theme.defaultStyle), count: Self.recentCount)
  }

  deinit {
    recent.deinitialize(count: Self.recentCount)
    recent.deallocate()
  }

  /// The attributes of the innermost scope of `stack`.
  public func attributes(_ stack: ScopeStack) -> StyleAttributes {
    if let hit = cache[stack] { return hit }
    let base = stack.parent.map(attributes) ?? theme.defaults
    var result = base
    let rules: [ThemeRule]
    if let known = candidates[stack.scopeName] {
      rules = known
    } else {
      rules = theme.trie.candidates(for: stack.scopeName)
      candidates[stack.scopeName] = rules
    }
    if let rule = rules.first(where: { $0.matches(ancestors: AncestorScopes(node: stack.parent)) })
    {
      result = base.applying(rule)
    }
    cache[stack] = result
    return result
  }

  /// The style of a token with scopes `stack`.
  public func style(_ stack: ScopeStack) -> TokenStyle {
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
  public func clear() {
    cache.removeAll(keepingCapacity: true)
    for index in 0..<Self.recentCount { recent[index].stack = nil }
  }
}

/// The scope names enclosing a stack node, innermost first.
struct AncestorScopes: Sequence, IteratorProtocol {
  var node: ScopeStack?

  mutating func next() -> String? {
    guard let current = node else { return nil }
    node = current.parent
    return current.scopeName
  }
}
