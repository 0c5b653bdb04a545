/// A JSON-RPC 2.0 error object (`code`, `message`, optional `data`).
///
/// Codes: JSON-RPC 2.0 §5.1 for the protocol's own failures, LSP's `RequestCancelled`, and the
/// implementation-defined server range (-32000 to -32099) for what this server adds.
public struct RPCError: Error, Sendable, Equatable {
  public var code: Int
  public var message: String
  public var data: JSONReply?

  public init(code: Int, message: String, data: JSONReply? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  /// The message is not JSON (or a frame's headers cannot be read).
  public static let parseErrorCode = -32700
  /// The JSON is not a request object.
  public static let invalidRequestCode = -32600
  public static let methodNotFoundCode = -32601
  public static let invalidParamsCode = -32602
  public static let internalErrorCode = -32603
  /// LSP's `RequestCancelled`: the client cancelled the request with `$/cancelRequest`.
  public static let requestCancelledCode = -32800
  /// The queue of waiting requests is full; the client may retry.
  public static let serverBusyCode = -32000
  /// The input could not be rendered (a diagram's syntax error, a malformed diff): `data`
  /// carries the message and, when known, `line` and `column`.
  public static let badInputCode = -32001
  static func parseError(_ message: String, data: JSONReply? = nil) -> RPCError {
    RPCError(code: parseErrorCode, message: message, data: data)
  }

  static func invalidRequest(_ message: String, field: String? = nil) -> RPCError {
    RPCError(
      code: invalidRequestCode, message: message,
      data: field.map { .object([("field", .string($0))]) })
  }

  static func methodNotFound(_ method: String) -> RPCError {
    RPCError(
      code: methodNotFoundCode, message: "no method '\(method)'",
      data: .object([("field", .string("method")), ("method", .string(method))]))
  }

  /// A parameter is missing or wrong; `field` is its path (`params.limits.maxBytes`).
  static func invalidParams(_ field: String, _ message: String) -> RPCError {
    RPCError(
      code: invalidParamsCode, message: "\(field): \(message)",
      data: .object([("field", .string(field))]))
  }

  /// A parameter would pass one of the server's caps (`invalidParams`, with the `limit`).
  static func overLimit(_ field: String, _ message: String, limit: Int) -> RPCError {
    RPCError(
      code: invalidParamsCode, message: "\(field): \(message)",
      data: .object([("field", .string(field)), ("limit", .int(limit))]))
  }

  static let cancelled = RPCError(code: requestCancelledCode, message: "request cancelled")

  static func busy(capacity: Int) -> RPCError {
    RPCError(
      code: serverBusyCode,
      message: "server busy: \(capacity) requests are waiting; retry later",
      data: .object([("retry", .bool(true))]))
  }

  /// One document's share of the queue is full (its other requests are waiting): only that
  /// document's requests are refused.
  static func busy(laneShare: Int) -> RPCError {
    RPCError(
      code: serverBusyCode,
      message:
        "server busy: \(laneShare) requests for this document are waiting (its share of the queue); retry later",
      data: .object([("retry", .bool(true))]))
  }

  /// Bad input with the CLI's one-line message and, when the message starts with
  /// `LINE:COL:`, the position.
  static func badInput(_ message: String, line: Int? = nil, column: Int? = nil) -> RPCError {
    var members: [(String, JSONReply)] = [("message", .string(message))]
    if let line { members.append(("line", .int(line))) }
    if let column { members.append(("column", .int(column))) }
    return RPCError(code: badInputCode, message: message, data: .object(members))
  }

  /// The error object as JSON.
  var reply: JSONReply {
    var members: [(String, JSONReply)] = [("code", .int(code)), ("message", .string(message))]
    if let data { members.append(("data", data)) }
    return .object(members)
  }
}
