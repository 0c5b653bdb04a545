/// The one place HTML output is escaped: element text, attribute values and URLs.
///
/// Every function works on UTF-8 bytes and appends to a byte buffer, so renderers escape long
/// texts in runs without per-`Character` work. The rules follow what browsers need and what
/// cmark-gfm writes, so output stays byte-compatible with it:
/// - text: `&`, `<`, `>` and `"` become entities (cmark-gfm's text escaping), and control
///   characters (C0 but tab, line feed and carriage return; DEL; C1) become U+FFFD, as in
///   transcript pages: HTML forbids them in text (they are parse errors) and a page shown with
///   `cat` must not drive the terminal (ESC, BEL, OSC);
/// - attribute: text escaping plus `'`, so a value is inert whichever quote surrounds it;
/// - href: bytes outside RFC 3986's safe set are percent-encoded, `&` and `'` become entities
///   (cmark-gfm's URL escaping; existing `%XX` escapes are kept as written).
package enum HTMLEscaping {
  /// How an escaping table treats a byte: copy it, or replace it with an entity or `%XX`.
  @usableFromInline
  enum Action: UInt8, Sendable {
    case copy = 0
    case amp, lt, gt, quot, apos, percent
    /// A C0 control or DEL: replaced with U+FFFD.
    case control
    /// 0xC2, the lead byte of U+0080–U+00BF: a C1 control (U+0080–U+009F) is replaced.
    case latinLead
  }

  @usableFromInline
  static let textTable: [Action] = makeTable { byte in
    switch byte {
    case UInt8(ascii: "&"): return .amp
    case UInt8(ascii: "<"): return .lt
    case UInt8(ascii: ">"): return .gt
    case UInt8(ascii: "\""): return .quot
    case 0x09, 0x0A, 0x0D: return .copy
    case 0x00..<0x20, 0x7F: return .control
    case 0xC2: return .latinLead
    default: return .copy
    }
  }

  @usableFromInline
  static let attributeTable: [Action] = makeTable { byte in
    byte == UInt8(ascii: "'") ? .apos : textTable[Int(byte)]
  }

  /// cmark-gfm's safe URL bytes: letters, digits and `-_.+!*(),%#@?=;:/$~`; `&` and `'` become
  /// entities, everything else (controls, space, `"<>[\]^`{|}`, non-ASCII) `%XX`.
  @usableFromInline
  static let hrefTable: [Action] = makeTable { byte in
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .copy
    case UInt8(ascii: "&"): return .amp
    case UInt8(ascii: "'"): return .apos
    default:
      let safe: [UInt8] = Array("-_.+!*(),%#@?=;:/$~".utf8)
      return safe.contains(byte) ? .copy : .percent
    }
  }

  private static func makeTable(_ rule: (UInt8) -> Action) -> [Action] {
    (0...255).map { rule(UInt8($0)) }
  }

  /// Appends `text` escaped for element content.
  @inlinable
  package static func appendText(_ text: String, to out: inout [UInt8]) {
    append(text, table: textTable, to: &out)
  }

  /// Appends `value` escaped for a quoted attribute value.
  @inlinable
  package static func appendAttribute(_ value: String, to out: inout [UInt8]) {
    append(value, table: attributeTable, to: &out)
  }

  /// Appends `url` escaped for an `href`/`src` value (percent-encoding plus entities).
  @inlinable
  package static func appendHref(_ url: String, to out: inout [UInt8]) {
    append(url, table: hrefTable, to: &out)
  }

  /// `text` escaped for element content.
  package static func text(_ text: String) -> String { escaped(text, appendText) }

  /// `value` escaped for a quoted attribute value.
  package static func attribute(_ value: String) -> String { escaped(value, appendAttribute) }

  /// `url` escaped for an `href`/`src` value.
  package static func href(_ url: String) -> String { escaped(url, appendHref) }

  private static func escaped(_ input: String, _ body: (String, inout [UInt8]) -> Void) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(input.utf8.count + 16)
    body(input, &out)
    return String(decoding: out, as: UTF8.self)
  }

  @inlinable
  static func append(_ input: String, table: [Action], to out: inout [UInt8]) {
    var input = input
    input.withUTF8 { bytes in
      table.withUnsafeBufferPointer { table in
        appendEscaped(bytes, table: table, to: &out)
      }
    }
  }

  /// Appends `bytes`, copying runs of safe bytes in one call and replacing the others.
  @inlinable
  package static func appendEscapedBytes(
    _ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool, to out: inout [UInt8]
  ) {
    (attribute ? attributeTable : textTable).withUnsafeBufferPointer { table in
      appendEscaped(bytes, table: table, to: &out)
    }
  }

  @usableFromInline
  static func appendEscaped(
    _ bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<Action>,
    to out: inout [UInt8]
  ) {
    var runStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      let action = table[Int(byte)]
      if action == .copy {
        index += 1
        continue
      }
      if runStart < index {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      }
      switch action {
      case .copy: break
      case .amp: out.append(contentsOf: ampEntity)
      case .lt: out.append(contentsOf: ltEntity)
      case .gt: out.append(contentsOf: gtEntity)
      case .quot: out.append(contentsOf: quotEntity)
      case .apos: out.append(contentsOf: aposEntity)
      case .percent:
        out.append(UInt8(ascii: "%"))
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
      case .control: out.append(contentsOf: replacementCharacter)
      case .latinLead:
        if index + 1 < count, (0x80...0x9F).contains(bytes[index + 1]) {
          out.append(contentsOf: replacementCharacter)
          index += 1
        } else {
          out.append(byte)
        }
      }
      index += 1
      runStart = index
    }
    if runStart < count {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count]))
    }
  }

  @usableFromInline static let ampEntity: [UInt8] = Array("&amp;".utf8)
  @usableFromInline static let ltEntity: [UInt8] = Array("&lt;".utf8)
  @usableFromInline static let gtEntity: [UInt8] = Array("&gt;".utf8)
  @usableFromInline static let quotEntity: [UInt8] = Array("&quot;".utf8)
  @usableFromInline static let aposEntity: [UInt8] = Array("&#x27;".utf8)
  @usableFromInline static let replacementCharacter: [UInt8] = [0xEF, 0xBF, 0xBD]
  @usableFromInline static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
