import Foundation
import RenderSupport

/// Reads TextMate grammar files: `.json` as JSON, anything else (`.tmLanguage`, `.plist`) as
/// an XML property list, as vscode-textmate decides by the file name.
package enum GrammarLoader {
  /// The largest grammar file read (16 MiB; Linguist's largest is 0.8 MB): a grammar named
  /// by `--grammar` or found on `INTENT_RENDER_GRAMMARS` is parsed whole.
  package static let maximumFileBytes = 16 << 20

  /// Loads and types one grammar file.
  package static func load(path: String) throws(GrammarError) -> RawGrammar {
    let bytes = try readBytes(path)
    return try parse(bytes, path: path)
  }

  /// Types a grammar from the file's bytes; `path` picks the format and names the file in errors.
  package static func parse(_ bytes: [UInt8], path: String) throws(GrammarError) -> RawGrammar {
    let value = try parseDocument(bytes, path: path)
    guard let grammar = RawGrammarDecoder.grammar(from: value) else {
      throw GrammarError.missingScopeName(path: path)
    }
    return grammar
  }

  /// Parses a JSON or plist document into the untyped model (themes use this too).
  package static func parseDocument(_ bytes: [UInt8], path: String) throws(GrammarError)
    -> JSONValue
  {
    if path.lowercased().hasSuffix(".json") {
      do {
        return try JSONValue.parseSkippingByteOrderMark(bytes)
      } catch {
        throw GrammarError.malformed(
          path: path, reason: "\(error.message) at byte \(error.offset)")
      }
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      throw GrammarError.malformed(path: path, reason: "not a property list")
    }
    return value(fromPropertyList: object)
  }

  /// The file's bytes: a regular file of at most `maximumFileBytes` (`/dev/zero` or a FIFO
  /// named as a grammar is refused at once, never read).
  static func readBytes(_ path: String) throws(GrammarError) -> [UInt8] {
    do throws(RegularFileReader.Failure) {
      return try RegularFileReader.read(path, limit: maximumFileBytes)
    } catch {
      throw GrammarError.unreadable(path: path, reason: error.reason)
    }
  }

  /// Property list dictionaries have no order; keys are sorted so results are deterministic.
  static func value(fromPropertyList object: Any) -> JSONValue {
    switch object {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as NSNumber: return .number(numberText(number))
    case let items as [Any]: return .array(items.map(value(fromPropertyList:)))
    case let dictionary as [String: Any]:
      return .object(
        JSONObject(
          dictionary.keys.sorted().map {
            JSONMember(key: $0, value: value(fromPropertyList: dictionary[$0]!))
          }))
    default: return .null
    }
  }

  /// A plist number as JSON would write it: an `<integer>` as its digits, a `<real>` as Swift
  /// prints its double, which reads back as the same double (the only way numbers are read).
  private static func numberText(_ number: NSNumber) -> String {
    if let whole = number as? Int { return String(whole) }
    return String(describing: number.doubleValue)
  }

  /// Reads a grammar's `scopeName` without parsing the whole file: the first `"scopeName"`
  /// member (JSON) or `<key>scopeName</key>` (plist). Used to index directories cheaply.
  static func scanScopeName(_ bytes: [UInt8]) -> String? {
    if let name = scanJSONScopeName(bytes) { return name }
    return scanPlistScopeName(bytes)
  }

  private static func scanJSONScopeName(_ bytes: [UInt8]) -> String? {
    let key = Array("\"scopeName\"".utf8)
    guard var index = firstIndex(of: key, in: bytes, from: 0) else { return nil }
    index += key.count
    func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index + 1
    guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
    let name = String(decoding: bytes[start..<close], as: UTF8.self)
    return name.contains("\\") ? nil : name
  }

  private static func scanPlistScopeName(_ bytes: [UInt8]) -> String? {
    let key = Array("<key>scopeName</key>".utf8)
    guard let keyAt = firstIndex(of: key, in: bytes, from: 0) else { return nil }
    let open = Array("<string>".utf8)
    guard let openAt = firstIndex(of: open, in: bytes, from: keyAt + key.count) else { return nil }
    let start = openAt + open.count
    guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
    let name = String(decoding: bytes[start..<close], as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return name.isEmpty ? nil : name
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = from
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}
