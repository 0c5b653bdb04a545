import Highlight
import RenderSupport

/// Token runs with the colours of two themes at once, so a client switches between light and
/// dark without asking again (as Shiki's multi-theme tokens do):
/// `{"language":…,"themes":[{"name","foreground","background"},…],"runs":[{"location",
/// "length","colors":[…],"fontStyles":[…]}]}`, `colors`/`fontStyles` in the order of `themes`.
///
/// The rules of the one-theme contract hold: UTF-16 offsets, runs sorted and never across a
/// line break, touching runs with the same styles in both themes merged, and text plain in
/// both themes left out (it takes each theme's `foreground`).
enum MultiThemeRunWriter {
  static func write(_ source: HighlightedSource, names: [String], alternate: Theme) -> String {
    var out = "{\"language\":"
    out += source.language.map { JSONEscaping.quoted($0.identifier) } ?? "null"
    out += ",\"themes\":["
    for (index, theme) in [source.theme, alternate].enumerated() {
      if index > 0 { out += "," }
      out += "{\"name\":" + JSONEscaping.quoted(names[index])
      out +=
        ",\"foreground\":\"\(theme.foreground.hex)\",\"background\":\"\(theme.background.hex)\"}"
    }
    out += "]"
    if let fallback = source.fallback {
      return out + ",\"fallback\":" + JSONEscaping.quoted(fallback.description) + ",\"runs\":[]}"
    }
    out += ",\"runs\":["
    let plain = source.theme.defaultStyle
    let alternatePlain = alternate.defaultStyle
    var first = true
    var utf8 = Array(source.source.utf8)
    utf8.withUnsafeMutableBufferPointer { bytes in
      var counter = UTF16Counter(bytes: UnsafeBufferPointer(bytes))
      for line in source.lines {
        var open: (start: Int, end: Int, style: TokenStyle, alternate: TokenStyle)?
        func emit(_ run: (start: Int, end: Int, style: TokenStyle, alternate: TokenStyle)) {
          let location = counter.offset(at: line.start + run.start)
          let length = counter.offset(at: line.start + run.end) - location
          out += first ? "{" : ",{"
          first = false
          out += "\"location\":\(location),\"length\":\(length),\"colors\":[\""
          out += run.style.foreground.hex + "\",\"" + run.alternate.foreground.hex
          out += "\"],\"fontStyles\":[\(run.style.fontStyle.rawValue),"
          out += "\(run.alternate.fontStyle.rawValue)]}"
        }
        for span in line.spans where span.end > span.start {
          let style = span.style
          let second = span.alternateStyle ?? alternatePlain
          if Self.isPlain(style, plain) && Self.isPlain(second, alternatePlain) { continue }
          if let run = open, run.end == span.start, Self.same(run.style, style),
            Self.same(run.alternate, second)
          {
            open!.end = span.end
          } else {
            if let run = open { emit(run) }
            open = (span.start, span.end, style, second)
          }
        }
        if let run = open { emit(run) }
      }
    }
    return out + "]}"
  }

  private static func isPlain(_ style: TokenStyle, _ plain: TokenStyle) -> Bool {
    style.foreground == plain.foreground && style.fontStyle.isEmpty
  }

  private static func same(_ a: TokenStyle, _ b: TokenStyle) -> Bool {
    a.foreground == b.foreground && a.fontStyle == b.fontStyle
  }
}

/// UTF-16 offsets of UTF-8 offsets visited in increasing order.
struct UTF16Counter {
  let bytes: UnsafeBufferPointer<UInt8>
  private var byteOffset = 0
  private var utf16Offset = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func offset(at target: Int) -> Int {
    while byteOffset < target && byteOffset < bytes.count {
      let byte = bytes[byteOffset]
      // A lead byte starts a scalar: four-byte ones need a surrogate pair.
      if byte & 0xC0 != 0x80 { utf16Offset += byte >= 0xF0 ? 2 : 1 }
      byteOffset += 1
    }
    return utf16Offset
  }
}
