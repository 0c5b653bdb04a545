/// A run of a line with the same scopes.
package struct Token: Sendable, Equatable {
  /// UTF-8 byte offsets into the line (without its line break).
  package var utf8Range: Range<Int>
  /// The scopes of the run, innermost last.
  package var scopes: ScopeStack

  package init(utf8Range: Range<Int>, scopes: ScopeStack) {
    self.utf8Range = utf8Range
    self.scopes = scopes
  }
}

/// The result of tokenizing one line.
package struct TokenizedLine: Sendable {
  /// Tokens in order, covering the line without gaps (one empty token for an empty line).
  package var tokens: [Token]
  /// The state to tokenize the next line with.
  package var state: LineState
  /// The line exceeded the length budget: it is one token with the scopes in effect, and the
  /// state carries over unchanged.
  package var exceededLineLength: Bool
  /// Regex searches on this line gave up at the retry limit (their patterns counted as not
  /// matching there), so the tokens may differ from an unbounded run.
  package var hitRegexLimit: Bool
}
