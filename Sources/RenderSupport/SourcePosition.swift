/// A 1-based line and column in an input text (columns count Unicode scalars).
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A problem found in an input, with where it was found.
///
/// Parsers return diagnostics next to their result instead of throwing, so one bad line never
/// hides the rest of a document; the CLI prints each as `FILE:LINE:COL: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Whether the input was still rendered (a warning) or could not be (an error).
  public enum Severity: String, Sendable {
    case warning
    case error
  }

  public var severity: Severity
  public var message: String
  public var position: SourcePosition?

  public init(_ severity: Severity, _ message: String, at position: SourcePosition? = nil) {
    self.severity = severity
    self.message = message
    self.position = position
  }

  /// `LINE:COL: message`, or just the message when there is no position.
  public var description: String {
    if let position { return "\(position): \(message)" }
    return message
  }

  /// The CLI's one-line form: `FILE:LINE:COL: message`.
  public func formatted(file: String) -> String {
    if let position { return "\(file):\(position): \(message)" }
    return "\(file): \(message)"
  }
}
