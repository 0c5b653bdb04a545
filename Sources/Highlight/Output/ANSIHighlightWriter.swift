import RenderSupport

/// Options of the terminal output.
public struct ANSIHighlightOptions: Sendable {
  public var level: ColorLevel
  /// A line-number gutter, as `bat --style=numbers`.
  public var lineNumbers: Bool
  /// A `File: NAME` header above the code, as `bat --style=header`; `nil` for none.
  public var header: String?

  public init(level: ColorLevel, lineNumbers: Bool = false, header: String? = nil) {
    self.level = level
    self.lineNumbers = lineNumbers
    self.header = header
  }
}

/// Paints a highlighted source with SGR escapes, one reset after each styled run so a line cut
/// by a pager never leaks colour.
///
/// Control characters of the source (other than tab) are shown as their Unicode control
/// pictures (U+2400 block) so a hostile file cannot send escapes to the terminal.
public enum ANSIHighlightWriter {
  public static func write(_ source: HighlightedSource, options: ANSIHighlightOptions) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(source.source.utf8.count * 2)
    var sequences: [TokenStyle: [UInt8]] = [:]
    let plain = source.theme.defaultStyle
    let gutterColor = source.theme.foreground.blended(with: source.theme.background)
    let gutter = Array(
      SGR.sequence(for: TextStyle(foreground: gutterColor), level: options.level).utf8)
    let reset = Array(SGR.reset.utf8)
    let width = max(4, String(source.lines.count).count)
    if let header = options.header {
      out += Array("File: ".utf8)
      let bold = SGR.sequence(for: TextStyle(bold: true), level: options.level)
      out += Array(bold.utf8)
      appendSafe(Array(header.utf8)[...], to: &out)
      if !bold.isEmpty { out += reset }
      out.append(0x0A)
    }
    var text = source.source
    text.withUTF8 { bytes in
      for (number, line) in source.lines.enumerated() {
        if options.lineNumbers {
          let label = String(number + 1)
          out += gutter
          out += [UInt8](repeating: 0x20, count: max(0, width - label.count))
          out += Array(label.utf8)
          if !gutter.isEmpty { out += reset }
          out.append(0x20)
        }
        var position = 0
        let length = line.end - line.start
        for span in line.spans where span.end > span.start {
          if span.start > position {
            appendSafe(bytes, line.start + position, line.start + span.start, to: &out)
          }
          let sequence: [UInt8]
          if span.style.foreground == plain.foreground && span.style.fontStyle.isEmpty {
            sequence = []
          } else if let cached = sequences[span.style] {
            sequence = cached
          } else {
            sequence = Array(SGR.sequence(for: span.style.textStyle, level: options.level).utf8)
            sequences[span.style] = sequence
          }
          out += sequence
          appendSafe(bytes, line.start + span.start, line.start + span.end, to: &out)
          if !sequence.isEmpty { out += reset }
          position = span.end
        }
        if position < length { appendSafe(bytes, line.start + position, line.end, to: &out) }
        if line.terminatorLength > 0 || options.lineNumbers { out.append(0x0A) }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func appendSafe(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, to out: inout [UInt8]
  ) {
    appendSafe(UnsafeBufferPointer(rebasing: bytes[start..<end]), to: &out)
  }

  /// Copies `bytes`, replacing C0 controls (but tab), DEL and C1 controls with symbols.
  static func appendSafe<C: Collection>(_ bytes: C, to out: inout [UInt8])
  where C.Element == UInt8, C.Index == Int {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x20 && byte != 0x09 {
        out += Array(String(UnicodeScalar(0x2400 + UInt32(byte))!).utf8)
      } else if byte == 0x7F {
        out += Array("\u{2421}".utf8)
      } else if byte == 0xC2, index + 1 < bytes.endIndex, (0x80...0x9F).contains(bytes[index + 1]) {
        out += Array("\u{FFFD}".utf8)
        index += 1
      } else {
        out.append(byte)
      }
      index += 1
    }
  }
}

extension RGBColor {
  /// The colour halfway between `self` and `other` (a gutter that recedes on any theme).
  func blended(with other: RGBColor) -> RGBColor {
    composited(alpha: 128, over: other)
  }
}
