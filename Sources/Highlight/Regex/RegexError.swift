/// A pattern Oniguruma refused to compile.
public struct RegexError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The pattern as written in the grammar.
  public let pattern: String
  /// Oniguruma's explanation.
  public let message: String

  public var description: String { "invalid regex \(pattern.debugDescription): \(message)" }
}
