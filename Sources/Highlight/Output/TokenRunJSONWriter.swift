import RenderSupport

/// Writes the JSON contract native clients consume:
/// `{"language":…,"foreground":…,"background":…,"runs":[{"location","length","color",
/// "fontStyle"}]}`, plus `"fallback"` (with empty runs) when highlighting gave up.
///
/// Keys come in a fixed order and numbers as integers, so equal inputs give equal bytes.
package enum TokenRunJSONWriter {
  package static func write(_ source: HighlightedSource) -> String {
    var out = "{\"language\":"
    if let language = source.language {
      out += JSONEscaping.quoted(language.identifier)
    } else {
      out += "null"
    }
    out += ",\"foreground\":\"\(source.theme.foreground.hex)\""
    out += ",\"background\":\"\(source.theme.background.hex)\""
    if let fallback = source.fallback {
      out += ",\"fallback\":" + JSONEscaping.quoted(fallback.description) + ",\"runs\":[]}\n"
      return out
    }
    let lines = source.lines
    let chunks = LineChunks.ranges(lineCount: lines.count)
    let text = source.source
    let plain = source.theme.defaultStyle
    // Where each chunk starts in UTF-16 units: the lengths of the chunks before it.
    let lengths = LineChunks.map(chunks) { _, range in
      var text = text
      return text.withUTF8 { bytes in
        let end = range.upperBound < lines.count ? lines[range.upperBound].start : bytes.count
        return UTF16Count.of(
          UnsafeBufferPointer(rebasing: bytes[lines[range.lowerBound].start..<end]))
      }
    }
    let bases = lengths.dropLast().reduce(into: [0]) { $0.append($0.last! + $1) }
    let parts = LineChunks.map(chunks) { chunk, range in
      var text = text
      return text.withUTF8 { bytes in
        writeRuns(lines[range], bytes: bytes, utf16Base: bases[chunk], plain: plain)
      }
    }
    // Every run is written as `,{…}`: the first one's comma goes.
    var bytes = LineChunks.joined(parts, after: Array((out + ",\"runs\":[").utf8), dropFirst: 1)
    bytes += Array("]}\n".utf8)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The runs of `lines` (`bytes` is the whole source), each written as `,{…}`, with UTF-16
  /// offsets counted from `utf16Base` at the first line's start.
  private static func writeRuns(
    _ lines: ArraySlice<HighlightedLine>, bytes: UnsafeBufferPointer<UInt8>, utf16Base: Int,
    plain: TokenStyle
  ) -> [UInt8] {
    var out: [UInt8] = []
    guard let first = lines.first else { return out }
    var cursor = UTF16OffsetCursor(bytes, utf8Offset: first.start, utf16Offset: utf16Base)
    var colors: [RGBColor: [UInt8]] = [:]
    for line in lines {
      TokenRunBuilder.forEachLineRun(line, plain: plain) { start, end, style in
        let location = cursor.utf16(at: line.start + start)
        let length = cursor.utf16(at: line.start + end) - location
        out += runKey
        appendDecimal(location, to: &out)
        out += lengthKey
        appendDecimal(length, to: &out)
        out += colorKey
        if let cached = colors[style.foreground] {
          out += cached
        } else {
          let hex = Array(style.foreground.hex.utf8)
          colors[style.foreground] = hex
          out += hex
        }
        out += fontStyleKey
        appendDecimal(Int(style.fontStyle.rawValue), to: &out)
        out.append(UInt8(ascii: "}"))
      }
    }
    return out
  }

  private static let runKey = Array(",{\"location\":".utf8)
  private static let lengthKey = Array(",\"length\":".utf8)
  private static let colorKey = Array(",\"color\":\"".utf8)
  private static let fontStyleKey = Array("\",\"fontStyle\":".utf8)

  /// Appends a non-negative integer in decimal, without a temporary buffer.
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(48 + rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }
}
