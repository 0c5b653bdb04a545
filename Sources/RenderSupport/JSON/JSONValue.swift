/// The project's one parsed JSON value (transcripts, grammars, themes, Linguist's data). It keeps
/// what a transcript viewer must show faithfully: object members in their written order and
/// numbers as their literal text.
public indirect enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A number exactly as written (`1e3` stays `1e3`, big integers keep every digit).
  case number(String)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The member `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  /// The text when this is a string.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The elements when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The object when this is an object.
  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The value when this is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// The value when this is a number that fits an `Int`.
  public var intValue: Int? {
    if case .number(let text) = self {
      if let whole = Int(text) { return whole }
      if let real = Double(text), real.rounded() == real, abs(real) < 9e15 { return Int(real) }
    }
    return nil
  }

  /// A short name of the kind of value, for diagnostics.
  public var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Equatable, Sendable {
  public var key: String
  public var value: JSONValue

  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// A JSON object with its members in written order.
public struct JSONObject: Equatable, Sendable {
  public var members: [JSONMember]

  public init(_ members: [JSONMember] = []) {
    self.members = members
  }

  /// The value of `key`; with duplicate keys the last one wins, as in most JSON readers.
  public subscript(key: String) -> JSONValue? {
    members.last { $0.key == key }?.value
  }

  public var isEmpty: Bool { members.isEmpty }
}
