import RenderSupport

/// One JSON-RPC 2.0 request or notification, checked against §4 of the specification.
public struct RPCRequest: Sendable {
  /// Why a message is not a request, and its `id` when one could be read.
  struct Failure: Error {
    var error: RPCError
    var id: JSONValue?
  }

  /// The `id` as it came (a string or a number); `nil` for a notification.
  public var id: JSONValue?
  public var method: String
  public var params: RequestParams

  /// Whether an answer is expected.
  public var isNotification: Bool { id == nil }

  /// Checks `value`; a failure carries the request's `id` when one could be read, so the
  /// error answer can name it.
  static func parse(_ value: JSONValue, acceptsNullID: Bool = true) -> Result<
    RPCRequest, Failure
  > {
    guard case .object(let object) = value else {
      return .failure(
        Failure(
          error: .invalidRequest(
            "a request must be a JSON object, not \(value.kindName)", field: "request"),
          id: nil))
    }
    var id: JSONValue?
    switch object["id"] {
    case nil: id = nil
    case .string?, .number?: id = object["id"]
    case .null? where acceptsNullID:
      // §4: null ids are discouraged, but answered with null rather than treated as a
      // notification the client still waits for.
      id = .null
    case .null?:
      return .failure(
        Failure(
          error: .invalidRequest("id must be a string or a number, not null", field: "id"),
          id: .null))
    case .some(let other):
      return .failure(
        Failure(
          error: .invalidRequest(
            "id must be a string or a number, not \(other.kindName)", field: "id"), id: nil))
    }
    guard object["jsonrpc"] == .string("2.0") else {
      return .failure(
        Failure(error: .invalidRequest("jsonrpc must be \"2.0\"", field: "jsonrpc"), id: id))
    }
    guard case .string(let method)? = object["method"] else {
      return .failure(
        Failure(error: .invalidRequest("method must be a string", field: "method"), id: id))
    }
    let params: RequestParams
    switch object["params"] {
    case nil: params = RequestParams(.object(JSONObject()))
    case .object(let members)?: params = RequestParams(.object(members))
    case .array(let elements)?: params = RequestParams(.array(elements))
    case .some(let other):
      return .failure(
        Failure(
          error: .invalidRequest(
            "params must be an object or an array, not \(other.kindName)", field: "params"),
          id: id))
    }
    return .success(RPCRequest(id: id, method: method, params: params))
  }
}

/// The `params` of a request, read by field; every failure names the field.
public struct RequestParams: Sendable {
  public let value: JSONValue
  /// Where this object sits in the request, for error messages (`params`, `params.limits`).
  let path: String

  init(_ value: JSONValue, path: String = "params") {
    self.value = value
    self.path = path
  }

  /// The path of `key` in the request (`params.id`, `arguments.id`), for error messages.
  func field(_ key: String) -> String { "\(path).\(key)" }

  private var object: JSONObject? { value.objectValue }

  /// Whether `key` is present (and not null).
  func has(_ key: String) -> Bool {
    if let member = object?[key], member != .null { return true }
    return false
  }

  /// A required string.
  func string(_ key: String) throws(RPCError) -> String {
    guard let text = try optionalString(key) else {
      throw .invalidParams(field(key), "a string is required")
    }
    return text
  }

  /// An optional string (absent or null is nil).
  func optionalString(_ key: String) throws(RPCError) -> String? {
    guard let object else { throw .invalidParams(path, "must be an object") }
    switch object[key] {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case .some(let other):
      throw .invalidParams(field(key), "must be a string, not \(other.kindName)")
    }
  }

  /// An optional string that must be one of `choices`.
  func choice(_ key: String, _ choices: [String]) throws(RPCError) -> String? {
    guard let text = try optionalString(key) else { return nil }
    guard choices.contains(text) else {
      throw .invalidParams(
        field(key), "must be one of \(choices.joined(separator: ", ")), not '\(text)'")
    }
    return text
  }

  /// An optional boolean.
  func bool(_ key: String) throws(RPCError) -> Bool? {
    guard let object else { throw .invalidParams(path, "must be an object") }
    switch object[key] {
    case nil, .null?: return nil
    case .bool(let flag)?: return flag
    case .some(let other):
      throw .invalidParams(field(key), "must be a boolean, not \(other.kindName)")
    }
  }

  /// An optional integer within `range`.
  func int(_ key: String, in range: ClosedRange<Int>) throws(RPCError) -> Int? {
    guard let object else { throw .invalidParams(path, "must be an object") }
    switch object[key] {
    case nil, .null?: return nil
    case .number?:
      guard let number = object[key]?.intValue, range.contains(number) else {
        throw .invalidParams(
          field(key), "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
      }
      return number
    case .some(let other):
      throw .invalidParams(field(key), "must be a number, not \(other.kindName)")
    }
  }

  /// An optional number (seconds) above 0 and at most `maximum`.
  func seconds(_ key: String, maximum: Double) throws(RPCError) -> Double? {
    guard let object else { throw .invalidParams(path, "must be an object") }
    switch object[key] {
    case nil, .null?: return nil
    case .number(let literal)?:
      guard let seconds = Double(literal), seconds > 0, seconds <= maximum else {
        throw .invalidParams(
          field(key), "must be a number of seconds above 0 and at most \(maximum)")
      }
      return seconds
    case .some(let other):
      throw .invalidParams(field(key), "must be a number, not \(other.kindName)")
    }
  }

  /// An optional array of strings.
  func strings(_ key: String) throws(RPCError) -> [String]? {
    guard let object else { throw .invalidParams(path, "must be an object") }
    switch object[key] {
    case nil, .null?: return nil
    case .array(let elements)?:
      var result: [String] = []
      for (index, element) in elements.enumerated() {
        guard case .string(let text) = element else {
          throw .invalidParams("\(field(key))[\(index)]", "must be a string")
        }
        result.append(text)
      }
      return result
    case .some(let other):
      throw .invalidParams(field(key), "must be an array, not \(other.kindName)")
    }
  }

  /// An optional nested object, read with its own path.
  func nested(_ key: String) throws(RPCError) -> RequestParams? {
    guard let object else { throw .invalidParams(path, "must be an object") }
    switch object[key] {
    case nil, .null?: return nil
    case .object(let members)?: return RequestParams(.object(members), path: field(key))
    case .some(let other):
      throw .invalidParams(field(key), "must be an object, not \(other.kindName)")
    }
  }

  /// An optional array of objects, each read with its own path.
  func objects(_ key: String) throws(RPCError) -> [RequestParams]? {
    guard let object else { throw .invalidParams(path, "must be an object") }
    switch object[key] {
    case nil, .null?: return nil
    case .array(let elements)?:
      var result: [RequestParams] = []
      for (index, element) in elements.enumerated() {
        guard case .object = element else {
          throw .invalidParams("\(field(key))[\(index)]", "must be an object")
        }
        result.append(RequestParams(element, path: "\(field(key))[\(index)]"))
      }
      return result
    case .some(let other):
      throw .invalidParams(field(key), "must be an array, not \(other.kindName)")
    }
  }

  /// Keys not in `known` are refused, so a misspelt option is not silently ignored.
  func rejectUnknown(_ known: Set<String>) throws(RPCError) {
    guard let object else { throw .invalidParams(path, "must be an object") }
    if let unknown = object.members.first(where: { !known.contains($0.key) }) {
      throw .invalidParams(field(unknown.key), "unknown parameter")
    }
  }
}
