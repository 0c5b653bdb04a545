/// A parsed grammar or theme document before it is typed: the JSON data model with object
/// keys kept in file order (vscode-textmate relies on that order for `injections`).
package enum GrammarValue: Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case null
  case array([GrammarValue])
  case object([(key: String, value: GrammarValue)])

  package static func == (lhs: GrammarValue, rhs: GrammarValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.null, .null): return true
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The member for `key` of an object (the last one when a key repeats, as JSON.parse does).
  package subscript(key: String) -> GrammarValue? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  package var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  package var arrayValue: [GrammarValue]? {
    if case .array(let items) = self { return items }
    return nil
  }

  package var objectValue: [(key: String, value: GrammarValue)]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// JavaScript truthiness, which is how vscode-textmate reads flags such as
  /// `applyEndPatternLast`.
  package var isTruthy: Bool {
    switch self {
    case .string(let text): return !text.isEmpty
    case .number(let value): return value != 0 && !value.isNaN
    case .bool(let value): return value
    case .null: return false
    case .array, .object: return true
    }
  }
}
