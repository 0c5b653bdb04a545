/// JSON string literals (RFC 8259 §7), the one JSON escaper every writer uses.
///
/// Besides `"` and `\`, every control character is escaped, and so are U+2028 and U+2029 so
/// the output can be embedded in a `<script>` as JavaScript too.
package enum JSONEscaping {
  /// Appends `text` as a quoted JSON string to a UTF-8 byte buffer.
  package static func append(_ text: String, to out: inout [UInt8]) {
    out.append(0x22)
    var text = text
    text.withUTF8 { bytes in
      var i = 0
      let hex: [UInt8] = Array("0123456789abcdef".utf8)
      while i < bytes.count {
        let c = bytes[i]
        switch c {
        case 0x22: out.append(contentsOf: [0x5C, 0x22])
        case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: out.append(contentsOf: [0x5C, 0x6E])
        case 0x0D: out.append(contentsOf: [0x5C, 0x72])
        case 0x09: out.append(contentsOf: [0x5C, 0x74])
        case 0x00..<0x20, 0x7F:
          out.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(c >> 4)], hex[Int(c & 0xF)]])
        case 0xE2
        where i + 2 < bytes.count && bytes[i + 1] == 0x80
          && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
          out.append(contentsOf: Array("\\u202".utf8))
          out.append(bytes[i + 2] == 0xA8 ? 0x38 : 0x39)
          i += 3
          continue
        default: out.append(c)
        }
        i += 1
      }
    }
    out.append(0x22)
  }

  /// Appends `text` as a quoted JSON string.
  package static func append(_ text: String, to out: inout String) {
    out += quoted(text)
  }

  /// `text` as a quoted JSON string.
  package static func quoted(_ text: String) -> String {
    var out: [UInt8] = []
    append(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
