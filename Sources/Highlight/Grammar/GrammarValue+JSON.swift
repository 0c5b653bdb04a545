import RenderSupport

extension GrammarValue {
  /// Parses a JSON grammar, theme or Linguist data file with the project's one JSON parser
  /// (strict RFC 8259, nesting capped), tolerating the UTF-8 byte order mark editors write.
  static func parseJSON(_ bytes: [UInt8]) throws(JSONParseError) -> GrammarValue {
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
    return GrammarValue(try result.get())
  }

  /// The same document in the grammar engine's model: numbers as doubles (vscode-textmate reads
  /// them as JavaScript numbers), members in file order.
  init(_ json: JSONValue) {
    switch json {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let text): self = .number(Double(text) ?? .nan)
    case .string(let text): self = .string(text)
    case .array(let elements): self = .array(elements.map(GrammarValue.init))
    case .object(let object):
      self = .object(object.members.map { (key: $0.key, value: GrammarValue($0.value)) })
    }
  }
}
