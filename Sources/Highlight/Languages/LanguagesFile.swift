import RenderSupport

/// Linguist's `languages.json` read straight into `Language`s.
///
/// A first run builds the language table from this file before it does anything else, and
/// building the whole document as a `JSONValue` tree (and freeing it again) was most of that
/// run. Here the bytes are walked once: the fields a `Language` keeps are read, every other
/// value (colours, ids, editor modes) is stepped over bracket by bracket by `JSONMembers`'
/// scans, without being checked.
///
/// Pre: none; any bytes. Post: the languages the tree reader (`JSONValue` and its subscripts)
/// finds in a document whose values are JSON, in the same order (sorted by name); nil when
/// the document is not an object or a field read is not JSON (`LanguagesFileTests` compares
/// the two on the installed file and on crafted ones).
enum LanguagesFile {
  static func languages(in bytes: [UInt8]) -> [Language]? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var cursor = Cursor(base: base, count: buffer.count)
      if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index = 3 }
      return cursor.languages()
    }
  }

  /// The fields read, in the order of `Cursor.Fields`' slots.
  private static let fieldNames: [[UInt8]] = [
    "aliases", "extensions", "filenames", "interpreters", "tm_scope", "type",
  ].map { Array($0.utf8) }

  private struct Cursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    /// The same bytes, as `JSONMembers`' scans take them.
    let buffer: UnsafeBufferPointer<UInt8>
    var index = 0

    init(base: UnsafePointer<UInt8>, count: Int) {
      self.base = base
      self.count = count
      buffer = UnsafeBufferPointer(start: base, count: count)
    }

    mutating func languages() -> [Language]? {
      var languages: [Language] = []
      var sorted = true
      guard enterObject() else { return nil }
      if !closes(UInt8(ascii: "}")) {
        repeat {
          guard let name = key().flatMap(text) else { return nil }
          skipSpace()
          guard index < count else { return nil }
          if base[index] == UInt8(ascii: "{") {
            guard let language = language(named: name) else { return nil }
            if let last = languages.last, !(last.name < name) { sorted = false }
            languages.append(language)
          } else {
            // A member that is not a language is left out, as the tree reader leaves it.
            guard let range = valueRange(), parse(range) != nil else { return nil }
          }
        } while nextMember(closing: UInt8(ascii: "}"))
      }
      guard index != -1 else { return nil }
      skipSpace()
      guard index == count else { return nil }
      // Linguist writes the file sorted; the tree reader sorts, and so does this (stably).
      return sorted ? languages : languages.sorted { $0.name < $1.name }
    }

    /// The language whose object starts at `index`.
    mutating func language(named name: String) -> Language? {
      guard enterObject() else { return nil }
      // With duplicate keys the last one wins, as `JSONObject`'s subscript has it.
      var fields = [Range<Int>?](repeating: nil, count: LanguagesFile.fieldNames.count)
      if !closes(UInt8(ascii: "}")) {
        repeat {
          guard let key = key() else { return nil }
          let slot = LanguagesFile.fieldNames.firstIndex { name in
            name.count == key.count - 2
              && name.indices.allSatisfy { base[key.lowerBound + 1 + $0] == name[$0] }
          }
          skipSpace()
          guard let range = valueRange() else { return nil }
          if let slot { fields[slot] = range }
        } while nextMember(closing: UInt8(ascii: "}"))
      }
      guard index != -1 else { return nil }
      guard let aliases = strings(fields[0]), let extensions = strings(fields[1]),
        let filenames = strings(fields[2]), let interpreters = strings(fields[3]),
        let scope = string(fields[4]), let type = string(fields[5])
      else { return nil }
      return Language(
        name: name, aliases: aliases, extensions: extensions, filenames: filenames,
        interpreters: interpreters, scopeName: scope == "none" ? nil : scope,
        type: type ?? "programming")
    }

    /// The string a field holds: `.some(nil)` when it is missing or not a string, nil when
    /// it is not JSON.
    func string(_ range: Range<Int>?) -> String?? {
      guard let range else { return .some(nil) }
      if let literal = plainLiteral(range) { return .some(literal) }
      guard let value = parse(range) else { return nil }
      return .some(value.stringValue)
    }

    /// The strings of an array field (its other elements left out): empty when it is missing
    /// or not an array, nil when it is not JSON.
    func strings(_ range: Range<Int>?) -> [String]? {
      guard let range else { return [] }
      var strings: [String] = []
      var at = range.lowerBound + 1
      // The common case, an array of strings without escapes, read here; anything else
      // goes to the parser.
      if base[range.lowerBound] == UInt8(ascii: "[") {
        var plain = true
        while plain {
          at = JSONMembers.skipSpace(UnsafeBufferPointer(start: base, count: range.upperBound), at)
          guard at < range.upperBound, base[at] == UInt8(ascii: "\"") else {
            plain = false
            break
          }
          let end = JSONStringScan.stop(base, range.upperBound, from: at + 1)
          guard end < range.upperBound, base[end] == UInt8(ascii: "\"") else {
            plain = false
            break
          }
          strings.append(
            String(
              decoding: UnsafeBufferPointer(start: base + at + 1, count: end - at - 1),
              as: UTF8.self))
          at = JSONMembers.skipSpace(
            UnsafeBufferPointer(start: base, count: range.upperBound), end + 1)
          guard at < range.upperBound else {
            plain = false
            break
          }
          if base[at] == UInt8(ascii: "]") {
            if JSONMembers.skipSpace(
              UnsafeBufferPointer(start: base, count: range.upperBound), at + 1) == range.upperBound
            {
              return strings
            }
            plain = false
          } else if base[at] != UInt8(ascii: ",") {
            plain = false
          }
          at += 1
        }
      }
      guard let value = parse(range) else { return nil }
      return value.arrayValue?.compactMap(\.stringValue) ?? []
    }

    /// The text of a string literal spanning `range` without escapes or control bytes.
    func plainLiteral(_ range: Range<Int>) -> String? {
      guard range.count >= 2, base[range.lowerBound] == UInt8(ascii: "\""),
        JSONStringScan.stop(base, range.upperBound, from: range.lowerBound + 1)
          == range.upperBound - 1
      else { return nil }
      return String(
        decoding: UnsafeBufferPointer(start: base + range.lowerBound + 1, count: range.count - 2),
        as: UTF8.self)
    }

    /// The text of a key's literal (quotes included).
    func text(_ literal: Range<Int>) -> String? {
      if let plain = plainLiteral(literal) { return plain }
      return parse(literal)?.stringValue
    }

    func parse(_ range: Range<Int>) -> JSONValue? {
      try? JSONParser.parse(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Steps into the object at `index` (after spaces).
    mutating func enterObject() -> Bool {
      skipSpace()
      guard index < count, base[index] == UInt8(ascii: "{") else { return false }
      index += 1
      return true
    }

    /// Steps over `closing` (after spaces) when it is next.
    mutating func closes(_ closing: UInt8) -> Bool {
      skipSpace()
      guard index < count, base[index] == closing else { return false }
      index += 1
      return true
    }

    /// After a member: true at a comma (stepped over), false at `closing` (stepped over) or
    /// at anything else, which sets `index` to -1.
    mutating func nextMember(closing: UInt8) -> Bool {
      skipSpace()
      guard index < count else {
        index = -1
        return false
      }
      if base[index] == UInt8(ascii: ",") {
        index += 1
        return true
      }
      if base[index] != closing { index = -1 } else { index += 1 }
      return false
    }

    /// A member's key literal and the colon after it.
    mutating func key() -> Range<Int>? {
      skipSpace()
      guard index < count, base[index] == UInt8(ascii: "\""),
        let end = JSONMembers.stringEnd(buffer, from: index)
      else { return nil }
      let literal = index..<end
      index = JSONMembers.skipSpace(buffer, end)
      guard index < count, base[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      return literal
    }

    /// The range of the value at `index`, stepped over.
    mutating func valueRange() -> Range<Int>? {
      let start = index
      guard let end = JSONMembers.valueEnd(buffer, from: start) else { return nil }
      index = end
      return start..<end
    }

    mutating func skipSpace() { index = JSONMembers.skipSpace(buffer, index) }
  }
}
