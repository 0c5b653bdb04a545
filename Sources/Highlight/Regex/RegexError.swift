/// A pattern Oniguruma refused to compile.
package struct RegexError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written in the grammar.
  package let pattern: String
  /// Oniguruma's explanation.
  package let message: String

  package var description: String { "invalid regex \(pattern.debugDescription): \(message)" }
}
