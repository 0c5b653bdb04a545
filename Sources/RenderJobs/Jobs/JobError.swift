/// Why a job produced no output: the one error a front end turns into its own dialect (an exit
/// status and a line on standard error, a JSON-RPC error with `data.line`).
public struct JobError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure it is.
  public enum Kind: Sendable, Equatable {
    /// The input cannot be rendered (exit 1, JSON-RPC "bad input").
    case badInput
    /// The request contradicts itself (exit 2, invalid params).
    case usage
    /// The run was cancelled before it finished; its output is incomplete.
    case cancelled
  }

  /// The request field a `usage` error is about, when it is one field's value: each front end
  /// names it in its own terms (the CLI's option, the server's parameter of the same name).
  public enum Field: String, Sendable, Equatable {
    /// `Request.language`: a name the language catalog does not know.
    case language
  }

  public var kind: Kind
  /// The message, without the input's name and position.
  public var message: String
  /// The input's name (`<stdin>`, a path), when the message concerns one input.
  public var input: String?
  /// Where in the input (1-based), when known.
  public var line: Int?
  public var column: Int?
  /// The request field at fault, when the error is about one.
  public var field: Field?

  public init(
    _ kind: Kind, _ message: String, input: String? = nil, line: Int? = nil, column: Int? = nil,
    field: Field? = nil
  ) {
    self.kind = kind
    self.message = message
    self.input = input
    self.line = line
    self.column = column
    self.field = field
  }

  /// `INPUT:LINE:COL: message`, or as much of it as is known.
  public var description: String {
    var prefix = input.map { "\($0):" } ?? ""
    if let line { prefix += "\(line):" }
    if line != nil, let column { prefix += "\(column):" }
    return prefix.isEmpty ? message : "\(prefix) \(message)"
  }
}
