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
        // Bytes that stand for themselves go over as one run: a long line is mostly such
        // bytes, and appending them one at a time was most of its cost.
        var end = i
        while end < bytes.count && Self.isPlain(bytes[end]) { end += 1 }
        if end > i {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
          i = end
          if i == bytes.count { break }
        }
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

  /// Whether `byte` is written as it is: not a quote, backslash, control character or DEL,
  /// and not the lead byte 0xE2 of U+2028 and U+2029 (which the loop looks at whole).
  @inline(__always)
  private static func isPlain(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xE2
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
