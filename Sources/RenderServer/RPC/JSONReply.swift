import MarkdownRender
import RenderSupport

/// A JSON value the server writes: built from typed pieces, members in the order given, and
/// able to carry JSON text made elsewhere unchanged (the token-run contract of `highlight` is
/// the CLI writer's bytes, not a re-encoding of them).
public indirect enum JSONReply: Sendable, Equatable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONReply])
  case object([(String, JSONReply)])
  /// A value parsed from a request (an `id`, echoed as it came).
  case value(JSONValue)
  /// JSON text already encoded. Its line breaks are dropped when written: outside strings
  /// they are only whitespace (inside, JSON escapes them), and a JSON-lines frame is one line.
  case raw(String)

  public static func == (lhs: JSONReply, rhs: JSONReply) -> Bool { lhs.text == rhs.text }

  /// Compact JSON text, one line.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .int(let number): out += String(number)
    case .string(let text): JSONEscaping.append(text, to: &out)
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        element.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        JSONEscaping.append(member.0, to: &out)
        out += ":"
        member.1.write(to: &out)
      }
      out += "}"
    case .value(let value): out += value.compactText()
    case .raw(let text):
      let utf8 = text.utf8
      guard let newline = utf8.firstIndex(of: 0x0A) else {
        out += text
        return
      }
      // Writers end their JSON with one line break: drop it without scanning byte by byte.
      if utf8.index(after: newline) == utf8.endIndex {
        out += text[..<newline]
      } else {
        var bytes = Array(utf8)
        bytes.removeAll { $0 == 0x0A }
        out += String(decoding: bytes, as: UTF8.self)
      }
    }
  }

  /// A member of an object, for building with `compactMap` (absent when `value` is nil).
  static func member(_ key: String, _ value: JSONReply?) -> (String, JSONReply)? {
    value.map { (key, $0) }
  }
}
