/// Splits a source into lines at LF, CRLF and a lone CR (as editors do), in UTF-8 offsets,
/// without copying it, so no styled run ever contains a line break.
///
/// A final line break does not start another line, so `"a\n"` is one line; an empty source is
/// one empty line.
package enum LineBreaks {
  /// One line: its byte range without the terminator, the terminator's length (0, 1 or 2) and
  /// its length in UTF-16 code units.
  package struct Line: Hashable, Sendable {
    package var start: Int
    package var end: Int
    package var terminatorLength: Int
    /// The line's length in UTF-16 code units (what the budgets and clients count).
    package var utf16Length: Int
  }

  package static func split(_ source: String) -> [Line] {
    var lines: [Line] = []
    var source = source
    source.withUTF8 { bytes in
      var start = 0
      var units = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x0A {
          let crlf = index > start && bytes[index - 1] == 0x0D
          let end = crlf ? index - 1 : index
          lines.append(
            Line(
              start: start, end: end, terminatorLength: crlf ? 2 : 1,
              utf16Length: crlf ? units - 1 : units))
          start = index + 1
          units = 0
        } else if byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A) {
          lines.append(
            Line(start: start, end: index, terminatorLength: 1, utf16Length: units))
          start = index + 1
          units = 0
        } else if byte & 0xC0 != 0x80 {
          // A lead byte starts a scalar; four-byte scalars are surrogate pairs in UTF-16.
          units += byte >= 0xF0 ? 2 : 1
        }
        index += 1
      }
      if start < bytes.count || lines.isEmpty {
        lines.append(Line(start: start, end: bytes.count, terminatorLength: 0, utf16Length: units))
      }
    }
    return lines
  }
}

/// Converts increasing UTF-8 offsets of one text into UTF-16 offsets in a single forward pass
/// (the contract's offsets are converted once, at the edge).
struct UTF16OffsetCursor {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var utf8Offset: Int
  private var utf16Offset: Int

  /// A cursor over `bytes` (which must stay valid while it is used) standing at UTF-8 offset
  /// `utf8Offset`, which is UTF-16 offset `utf16Offset` (a chunk of a text starts mid-way).
  init(_ bytes: UnsafeBufferPointer<UInt8>, utf8Offset: Int = 0, utf16Offset: Int = 0) {
    self.bytes = bytes
    self.utf8Offset = utf8Offset
    self.utf16Offset = utf16Offset
  }

  /// The UTF-16 offset of `offset`; offsets must not decrease between calls.
  mutating func utf16(at offset: Int) -> Int {
    precondition(offset >= utf8Offset, "offsets must be converted in increasing order")
    utf16Offset += UTF16Count.of(UnsafeBufferPointer(rebasing: bytes[utf8Offset..<offset]))
    utf8Offset = offset
    return utf16Offset
  }
}

/// UTF-16 lengths of UTF-8 text: every scalar's lead byte is one unit, and four-byte scalars
/// are surrogate pairs.
enum UTF16Count {
  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var length = 0
    for byte in bytes where byte & 0xC0 != 0x80 { length += byte >= 0xF0 ? 2 : 1 }
    return length
  }
}
