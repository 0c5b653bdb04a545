import RenderSupport

/// Options of the terminal output.
package struct ANSIHighlightOptions: Sendable {
  package var level: ColorLevel
  /// A line-number gutter, as `bat --style=numbers`.
  package var lineNumbers: Bool
  /// A `File: NAME` header above the code, as `bat --style=header`; `nil` for none.
  package var header: String?
  /// bat's grid, changes column, highlighted lines, line ranges and `-A`; `nil` for none.
  package var decorations: ANSIDecorations?

  package init(
    level: ColorLevel, lineNumbers: Bool = false, header: String? = nil,
    decorations: ANSIDecorations? = nil
  ) {
    self.level = level
    self.lineNumbers = lineNumbers
    self.header = header
    self.decorations = decorations
  }
}

/// Paints a highlighted source with SGR escapes, one reset after each styled run so a line cut
/// by a pager never leaks colour.
///
/// Control characters of the source (other than tab) are shown as their Unicode control
/// pictures (U+2400 block) so a hostile file cannot send escapes to the terminal.
package enum ANSIHighlightWriter {
  package static func write(_ source: HighlightedSource, options: ANSIHighlightOptions) -> String {
    if let decorations = options.decorations {
      return ANSIDecoratedWriter.write(source, options: options, decorations: decorations)
    }
    var head: [UInt8] = []
    if let header = options.header {
      head += Array("File: ".utf8)
      let bold = SGR.sequence(for: TextStyle(bold: true), level: options.level)
      head += Array(bold.utf8)
      appendSafe(Array(header.utf8)[...], to: &head)
      if !bold.isEmpty { head += Array(SGR.reset.utf8) }
      head.append(0x0A)
    }
    let lines = source.lines
    let text = source.source
    let painter = LinePainter(source: source, options: options)
    let parts = LineChunks.map(LineChunks.ranges(lineCount: lines.count)) { _, range in
      var text = text
      return text.withUTF8 { painter.paint(lines[range], firstNumber: range.lowerBound + 1, $0) }
    }
    return String(decoding: LineChunks.joined(parts, after: head), as: UTF8.self)
  }

  /// Paints lines of one source; a chunk of lines at a time, on any thread.
  private struct LinePainter: Sendable {
    let plain: TokenStyle
    let level: ColorLevel
    let lineNumbers: Bool
    let gutter: [UInt8]
    let reset = Array(SGR.reset.utf8)
    let width: Int

    init(source: HighlightedSource, options: ANSIHighlightOptions) {
      plain = source.theme.defaultStyle
      level = options.level
      lineNumbers = options.lineNumbers
      let gutterColor = source.theme.foreground.blended(with: source.theme.background)
      gutter = Array(SGR.sequence(for: TextStyle(foreground: gutterColor), level: level).utf8)
      width = max(4, String(source.lines.count).count)
    }

    /// `lines` (numbered from `firstNumber`) of the source whose bytes are `bytes`.
    func paint(
      _ lines: ArraySlice<HighlightedLine>, firstNumber: Int, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> [UInt8] {
      var out: [UInt8] = []
      if let first = lines.first, let last = lines.last {
        out.reserveCapacity((last.end - first.start) * 2)
      }
      var sequences: [TokenStyle: [UInt8]] = [:]
      for (offset, line) in lines.enumerated() {
        if lineNumbers {
          let label = String(firstNumber + offset)
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
            sequence = Array(SGR.sequence(for: span.style.textStyle, level: level).utf8)
            sequences[span.style] = sequence
          }
          out += sequence
          appendSafe(bytes, line.start + span.start, line.start + span.end, to: &out)
          if !sequence.isEmpty { out += reset }
          position = span.end
        }
        if position < length { appendSafe(bytes, line.start + position, line.end, to: &out) }
        if line.terminatorLength > 0 || lineNumbers { out.append(0x0A) }
      }
      return out
    }
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
      // Printable text is copied a stretch at a time.
      var end = index
      while end < bytes.endIndex, bytes[end] >= 0x20, bytes[end] != 0x7F, bytes[end] != 0xC2 {
        end += 1
      }
      if end > index {
        out.append(contentsOf: bytes[index..<end])
        index = end
        continue
      }
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
