/// Collects a line's tokens as the scan emits boundaries (vscode-textmate `LineTokens`): each
/// `produce` closes the run from the previous boundary; empty runs are never emitted.
struct LineTokens {
  var tokens: [Token] = []
  var lastEnd = 0

  mutating func produce(_ scopes: ScopeStack, upTo end: Int) {
    guard lastEnd < end else { return }
    tokens.append(Token(utf8Range: lastEnd..<end, scopes: scopes))
    lastEnd = end
  }
}
