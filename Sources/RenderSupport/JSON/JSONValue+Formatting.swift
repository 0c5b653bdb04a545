import RenderSupport

extension JSONValue {
  /// JSON text indented by two spaces per level, members in their original order; empty
  /// containers stay on one line (`{}`, `[]`).
  public func prettyPrinted() -> String {
    var out = ""
    write(to: &out, indent: 0)
    return out
  }

  /// Compact one-line JSON text.
  public func compactText() -> String {
    var out = ""
    writeCompact(to: &out)
    return out
  }

  private func write(to out: inout String, indent: Int) {
    let pad = String(repeating: " ", count: indent + 2)
    switch self {
    case .array(let elements) where !elements.isEmpty:
      out += "[\n"
      for (index, element) in elements.enumerated() {
        out += pad
        element.write(to: &out, indent: indent + 2)
        out += index == elements.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let object) where !object.isEmpty:
      out += "{\n"
      for (index, member) in object.members.enumerated() {
        out += pad
        JSONEscaping.append(member.key, to: &out)
        out += ": "
        member.value.write(to: &out, indent: indent + 2)
        out += index == object.members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    default:
      writeCompact(to: &out)
    }
  }

  private func writeCompact(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let literal): out += literal
    case .string(let text): JSONEscaping.append(text, to: &out)
    case .array(let elements):
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," }
        element.writeCompact(to: &out)
      }
      out += "]"
    case .object(let object):
      out += "{"
      for (index, member) in object.members.enumerated() {
        if index > 0 { out += "," }
        JSONEscaping.append(member.key, to: &out)
        out += ":"
        member.value.writeCompact(to: &out)
      }
      out += "}"
    }
  }
}
