import CCmarkGFM

extension CmarkTreeConverter {
  /// The label of a footnote definition as written (`[^label]:`), read from the source.
  ///
  /// cmark-gfm 0.29.0.gfm.6 keeps the label only in private fields, but a definition's start
  /// position is just after its `[^label]:` marker, and labels hold no whitespace or `]`, so the
  /// marker can be read backwards from there. Returns `nil` if the source does not match.
  mutating func footnoteLabel(of definition: OpaquePointer) -> String? {
    let line = Int(cmark_node_get_start_line(definition))
    let column = Int(cmark_node_get_start_column(definition))
    guard line >= 1, line <= lineStarts.count else { return nil }
    let lineStart = lineStarts[line - 1]
    var index = min(lineStart + column - 1, source.count) - 1
    while index >= lineStart, source[index] == UInt8(ascii: " ") || source[index] == 0x09 {
      index -= 1
    }
    guard index - 1 >= lineStart, source[index] == UInt8(ascii: ":"),
      source[index - 1] == UInt8(ascii: "]")
    else { return nil }
    let labelEnd = index - 1
    var start = labelEnd - 1
    while start >= lineStart, !Self.isLabelBoundary(source[start]) { start -= 1 }
    // `start` is on whitespace, a container marker or before the line; the marker's `[^` is
    // the first one after it.
    var scan = start + 1
    while scan + 1 < labelEnd {
      if source[scan] == UInt8(ascii: "["), source[scan + 1] == UInt8(ascii: "^") {
        return String(decoding: source[(scan + 2)..<labelEnd], as: UTF8.self)
      }
      scan += 1
    }
    return nil
  }

  private static func isLabelBoundary(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == 0x09 || byte == UInt8(ascii: ">")
      || byte == UInt8(ascii: "]")
  }

  /// Byte offsets where each line starts; lines end at LF, CR or CR LF, as cmark counts them.
  static func lineStarts(of source: UnsafeBufferPointer<UInt8>) -> [Int] {
    var starts = [0]
    var index = 0
    while index < source.count {
      let byte = source[index]
      index += 1
      if byte == 0x0D {
        if index < source.count, source[index] == 0x0A { index += 1 }
        starts.append(index)
      } else if byte == 0x0A {
        starts.append(index)
      }
    }
    return starts
  }
}
