import RenderSupport

/// Why a diagram could not be drawn, with where in the source the problem is.
public struct DiagramError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The family of problem, so callers can tell a limit from a typo.
  public enum Kind: String, Sendable {
    /// The text does not follow the diagram's grammar.
    case syntax
    /// The source is over one of `DiagramLimits`.
    case limit
    /// The diagram type (or a construct) is not drawn by this library.
    case unsupported
    /// The caller stopped the work (a server request was cancelled).
    case cancelled
  }

  /// The family of problem.
  public var kind: Kind
  /// What is wrong, in one short line without the position.
  public var message: String
  /// Where in the source the problem is (1-based line and column).
  public var position: SourcePosition

  /// An error of `kind` saying `message` about the source at `position`.
  public init(_ kind: Kind, _ message: String, at position: SourcePosition) {
    self.kind = kind
    self.message = message
    self.position = position
  }

  /// `LINE:COL: message`.
  public var description: String { "\(position): \(message)" }

  /// The CLI's one-line form: `FILE:LINE:COL: message`.
  public func formatted(file: String) -> String { "\(file):\(position): \(message)" }

  /// The same error as a `Diagnostic`.
  public var diagnostic: Diagnostic { Diagnostic(.error, message, at: position) }
}

extension DiagramError {
  /// Source text as a message quotes it, so an error stays one short line: its first line in
  /// quotes, cut at 40 characters with `…`, or words for a line break (`found the end of the
  /// line`, not a quoted newline).
  static func quoted(_ text: some StringProtocol) -> String {
    let line = text.prefix { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
    if line.isEmpty { return text.isEmpty ? "nothing" : "the end of the line" }
    let cut = line.count > 40 || line.count < text.count
    return "'" + line.prefix(40) + (cut ? "…" : "") + "'"
  }
}
