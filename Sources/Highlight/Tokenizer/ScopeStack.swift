/// The scopes in effect for a token, innermost last: an immutable linked list whose nodes are
/// shared between tokens (like vscode-textmate's `AttributedScopeStack`). Equal by value; the
/// hash is computed once per node, so a theme can cache styles per stack cheaply.
package final class ScopeStack: Sendable, Hashable, CustomStringConvertible {
  /// The innermost scope, e.g. `string.quoted.double.swift`.
  package let scopeName: String
  /// The enclosing scopes, nil for the root scope.
  package let parent: ScopeStack?
  /// The number of scopes in the stack (1 for a root).
  package let depth: Int
  /// `NodeHash` of the scope names, kept so equality and hashing are O(1) per node.
  let nodeHash: Int

  /// A stack of one scope.
  package convenience init(root scopeName: String) {
    self.init(scopeName: scopeName, parent: nil)
  }

  /// `scopeName` pushed on `parent`.
  package init(scopeName: String, parent: ScopeStack?) {
    self.scopeName = scopeName
    self.parent = parent
    depth = (parent?.depth ?? 0) + 1
    nodeHash = NodeHash.mix(parent?.nodeHash ?? 0, NodeHash.of(scopeName))
  }

  /// A stack built from scopes listed outermost first; nil for an empty list.
  package static func from(_ scopes: [String]) -> ScopeStack? {
    var stack: ScopeStack?
    for scope in scopes { stack = ScopeStack(scopeName: scope, parent: stack) }
    return stack
  }

  /// This stack with `scopes` pushed, outermost first.
  package func pushing(_ scopes: [String]) -> ScopeStack {
    var stack = self
    for scope in scopes { stack = ScopeStack(scopeName: scope, parent: stack) }
    return stack
  }

  /// The scope names, outermost first.
  package var scopeNames: [String] {
    var names = [String](repeating: "", count: depth)
    var node: ScopeStack? = self
    var index = depth - 1
    while let current = node {
      names[index] = current.scopeName
      index -= 1
      node = current.parent
    }
    return names
  }

  package var description: String { scopeNames.joined(separator: " ") }

  package static func == (lhs: ScopeStack, rhs: ScopeStack) -> Bool {
    var left: ScopeStack? = lhs
    var right: ScopeStack? = rhs
    while let a = left, let b = right {
      if a === b { return true }
      if a.nodeHash != b.nodeHash || a.depth != b.depth || a.scopeName != b.scopeName {
        return false
      }
      left = a.parent
      right = b.parent
    }
    return left == nil && right == nil
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(nodeHash) }
}
