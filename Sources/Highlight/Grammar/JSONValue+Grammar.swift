import RenderSupport

/// What the grammar, theme and Linguist readers need of the project's one JSON model: members
/// stay in file order (vscode-textmate relies on that order for `injections`) and a repeated
/// key reads as its last value, as `JSON.parse` does.
extension JSONValue {
  /// Parses a JSON grammar, theme or Linguist data file with the project's one JSON parser
  /// (strict RFC 8259, nesting capped), tolerating the UTF-8 byte order mark editors write.
  static func parseSkippingByteOrderMark(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let result: Result<JSONValue, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        return .success(
          try JSONParser.parse(UnsafeBufferPointer(rebasing: buffer[(hasMark ? 3 : 0)...])))
      } catch {
        return .failure(
          JSONParseError(error.message, offset: error.offset + (hasMark ? 3 : 0)))
      }
    }
    return try result.get()
  }

  /// JavaScript truthiness, which is how vscode-textmate reads flags such as
  /// `applyEndPatternLast`: a number counts as the double JavaScript reads (0 and NaN are false).
  var isTruthy: Bool {
    switch self {
    case .string(let text): return !text.isEmpty
    case .number(let text):
      let value = Double(text) ?? .nan
      return value != 0 && !value.isNaN
    case .bool(let value): return value
    case .null: return false
    case .array, .object: return true
    }
  }
}
