/// The tokenizer's state between lines (vscode-textmate `StateStack`): the open rules with
/// their scopes and resolved `end`/`while` patterns. An immutable value; keep it to resume at
/// the next line, compare it to detect that re-tokenizing can stop, or use `.initial` to start
/// afresh (diff hunks do).
package struct LineState: Sendable, Hashable {
  let top: StateNode?

  init(top: StateNode?) { self.top = top }

  /// The state before the first line, where `\A` can match.
  package static let initial = LineState(top: nil)

  /// The content scopes in effect at the end of the line (nil for `.initial`).
  package var scopes: ScopeStack? { top?.contentScopes }

  /// How many rules are open (the root counts as one; 0 for `.initial`).
  package var depth: Int { top?.depth ?? 0 }

  package func hash(into hasher: inout Hasher) { hasher.combine(top?.structuralHash ?? 0) }

  package static func == (lhs: LineState, rhs: LineState) -> Bool {
    var left = lhs.top
    var right = rhs.top
    while let a = left, let b = right {
      if a === b { return true }
      if a.structuralHash != b.structuralHash || a.depth != b.depth || a.ruleID != b.ruleID
        || a.endPattern != b.endPattern || a.beginCapturedEOL != b.beginCapturedEOL
        || a.nameScopes != b.nameScopes
        || a.grammarID != b.grammarID || a.contentScopes != b.contentScopes
      {
        return false
      }
      left = a.parent
      right = b.parent
    }
    return left == nil && right == nil
  }
}

/// One open rule. Positions are only meaningful on the line that pushed the node; states
/// handed to callers have them reset to -1, as vscode-textmate resets a stack before reuse.
final class StateNode: Sendable {
  let parent: StateNode?
  let grammarID: ObjectIdentifier
  let ruleID: Int
  let enterPosition: Int
  let anchorPosition: Int
  /// The begin match ended at the end of the line, so the next line starts at the anchor.
  let beginCapturedEOL: Bool
  /// `end`/`while` with back-references resolved, when the rule has them.
  let endPattern: String?
  let nameScopes: ScopeStack
  let contentScopes: ScopeStack
  let depth: Int
  /// Hash of what `==` compares, so states can key a dictionary cheaply.
  let structuralHash: Int

  init(
    parent: StateNode?, grammarID: ObjectIdentifier, ruleID: Int, enterPosition: Int,
    anchorPosition: Int, beginCapturedEOL: Bool, endPattern: String?, nameScopes: ScopeStack,
    contentScopes: ScopeStack
  ) {
    self.parent = parent
    self.grammarID = grammarID
    self.ruleID = ruleID
    self.enterPosition = enterPosition
    self.anchorPosition = anchorPosition
    self.beginCapturedEOL = beginCapturedEOL
    self.endPattern = endPattern
    self.nameScopes = nameScopes
    self.contentScopes = contentScopes
    depth = (parent?.depth ?? 0) + 1
    var hash = NodeHash.mix(parent?.structuralHash ?? 0, ruleID)
    if let endPattern { hash = NodeHash.mix(hash, NodeHash.of(endPattern)) }
    hash = NodeHash.mix(hash, contentScopes.nodeHash)
    structuralHash = NodeHash.mix(hash, beginCapturedEOL ? 1 : 0)
  }

  func pushing(
    ruleID: Int, enterPosition: Int, anchorPosition: Int, beginCapturedEOL: Bool,
    endPattern: String?, nameScopes: ScopeStack, contentScopes: ScopeStack
  ) -> StateNode {
    StateNode(
      parent: self, grammarID: grammarID, ruleID: ruleID, enterPosition: enterPosition,
      anchorPosition: anchorPosition, beginCapturedEOL: beginCapturedEOL, endPattern: endPattern,
      nameScopes: nameScopes, contentScopes: contentScopes)
  }

  func with(contentScopes: ScopeStack) -> StateNode {
    StateNode(
      parent: parent, grammarID: grammarID, ruleID: ruleID, enterPosition: enterPosition,
      anchorPosition: anchorPosition, beginCapturedEOL: beginCapturedEOL, endPattern: endPattern,
      nameScopes: nameScopes, contentScopes: contentScopes)
  }

  func with(endPattern: String) -> StateNode {
    StateNode(
      parent: parent, grammarID: grammarID, ruleID: ruleID, enterPosition: enterPosition,
      anchorPosition: anchorPosition, beginCapturedEOL: beginCapturedEOL, endPattern: endPattern,
      nameScopes: nameScopes, contentScopes: contentScopes)
  }

  /// The same rules with every position reset, sharing the nodes that already are.
  func resettingPositions() -> StateNode {
    if enterPosition == -1 && anchorPosition == -1 { return self }
    return StateNode(
      parent: parent?.resettingPositions(), grammarID: grammarID, ruleID: ruleID,
      enterPosition: -1, anchorPosition: -1, beginCapturedEOL: beginCapturedEOL,
      endPattern: endPattern, nameScopes: nameScopes, contentScopes: contentScopes)
  }

  /// vscode-textmate `hasSameRuleAs`: a node entered at the same position runs the same rule.
  func hasSameRule(as other: StateNode) -> Bool {
    var node: StateNode? = self
    while let current = node, current.enterPosition == other.enterPosition {
      if current.ruleID == other.ruleID { return true }
      node = current.parent
    }
    return false
  }
}
