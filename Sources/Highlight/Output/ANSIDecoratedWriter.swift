import RenderSupport

/// Paints a highlighted source as bat does with its decorations (`ANSIDecorations`): the
/// grid's rules, the gutter of numbers and change marks, highlighted lines, the chosen line
/// ranges and, with `showAll`, whitespace and controls as symbols. Lines are painted one by
/// one; colours reset after every run, so a pager cutting a line leaks nothing.
enum ANSIDecoratedWriter {
  static func write(
    _ source: HighlightedSource, options: ANSIHighlightOptions, decorations: ANSIDecorations
  ) -> String {
    var painter = Painter(source: source, options: options, decorations: decorations)
    var out: [UInt8] = []
    painter.head(to: &out)
    var text = source.source
    text.withUTF8 { bytes in
      for (index, line) in source.lines.enumerated() where decorations.shows(index + 1) {
        painter.paint(line, number: index + 1, bytes, to: &out)
      }
    }
    painter.foot(to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// The pieces every line shares: the gutter's geometry and colours.
  private struct Painter {
    let source: HighlightedSource
    let options: ANSIHighlightOptions
    let decorations: ANSIDecorations
    let plain: TokenStyle
    let numberWidth: Int
    /// Cells before the bar: numbers and their space, the change mark and its space.
    let gutterWidth: Int
    let gutterStyle: TextStyle
    let highlight: RGBColor
    let reset = Array(SGR.reset.utf8)
    var sequences: [TextStyle: [UInt8]] = [:]

    init(source: HighlightedSource, options: ANSIHighlightOptions, decorations: ANSIDecorations) {
      self.source = source
      self.options = options
      self.decorations = decorations
      plain = source.theme.defaultStyle
      numberWidth = max(4, String(source.lines.count).count)
      gutterWidth =
        (options.lineNumbers ? numberWidth + 1 : 0) + (decorations.changes == nil ? 0 : 2)
      gutterStyle = TextStyle(
        foreground: source.theme.foreground.blended(with: source.theme.background))
      // A tint of the text colour: visible on any theme's background, as an editor's
      // current-line highlight is.
      highlight = source.theme.foreground.composited(alpha: 40, over: source.theme.background)
    }

    /// The cells a rule or a highlighted line spans after the gutter and its bar.
    private var codeWidth: Int {
      max(1, decorations.width - (barShown ? gutterWidth + 2 : gutterWidth))
    }
    private var barShown: Bool { decorations.grid && gutterWidth > 0 }

    mutating func head(to out: inout [UInt8]) {
      if decorations.grid { rule("┬", to: &out) }
      guard let header = options.header else { return }
      if barShown {
        styled(String(repeating: " ", count: gutterWidth) + "│ ", gutterStyle, to: &out)
      }
      out += Array("File: ".utf8)
      let bold = sequence(TextStyle(bold: true))
      out += bold
      ANSIHighlightWriter.appendSafe(Array(header.utf8)[...], to: &out)
      if !bold.isEmpty { out += reset }
      out.append(0x0A)
      if decorations.grid { rule("┼", to: &out) }
    }

    mutating func foot(to out: inout [UInt8]) {
      if decorations.grid { rule("┴", to: &out) }
    }

    /// A horizontal rule crossing the bar with `joint`.
    private mutating func rule(_ joint: String, to out: inout [UInt8]) {
      let text =
        barShown
        ? String(repeating: "─", count: gutterWidth) + joint
          + String(repeating: "─", count: codeWidth + 1)
        : String(repeating: "─", count: decorations.width)
      styled(text, gutterStyle, to: &out)
      out.append(0x0A)
    }

    mutating func paint(
      _ line: HighlightedLine, number: Int, _ bytes: UnsafeBufferPointer<UInt8>,
      to out: inout [UInt8]
    ) {
      gutter(number, to: &out)
      let background = decorations.highlights(number) ? highlight : nil
      var column = 0
      var position = line.start
      func piece(_ end: Int, _ style: TokenStyle?, _ out: inout [UInt8]) {
        guard end > position else { return }
        var text = TextStyle()
        if let style, style.foreground != plain.foreground || !style.fontStyle.isEmpty {
          text = style.textStyle
        }
        if let background {
          text.background = background
          if text.foreground == nil { text.foreground = plain.foreground }
        }
        let open = sequence(text)
        out += open
        emit(UnsafeBufferPointer(rebasing: bytes[position..<end]), column: &column, to: &out)
        if !open.isEmpty { out += reset }
        position = end
      }
      for span in line.spans where span.end > span.start {
        piece(line.start + span.start, nil, &out)
        piece(line.start + span.end, span.style, &out)
      }
      piece(line.end, nil, &out)
      if decorations.showAll, line.terminatorLength > 0 {
        var text = gutterStyle
        text.background = background
        styled(line.terminatorLength == 2 ? "␍␊" : "␊", text, to: &out)
        column += line.terminatorLength
      }
      if let background, column < codeWidth {
        styled(
          String(repeating: " ", count: codeWidth - column), TextStyle(background: background),
          to: &out)
      }
      out.append(0x0A)
    }

    /// The number, the change mark and the bar of line `number`.
    private mutating func gutter(_ number: Int, to out: inout [UInt8]) {
      if options.lineNumbers {
        let label = String(number)
        styled(
          String(repeating: " ", count: max(0, numberWidth - label.count)) + label + " ",
          gutterStyle, to: &out)
      }
      if let changes = decorations.changes {
        if let change = changes[number] {
          styled(change.mark, TextStyle(foreground: Self.color(of: change)), to: &out)
          out.append(0x20)
        } else {
          out += [0x20, 0x20]
        }
      }
      if barShown { styled("│ ", gutterStyle, to: &out) }
    }

    /// Git's marks in the colours bat gives them, readable on light and dark backgrounds.
    private static func color(of change: LineChange) -> RGBColor {
      switch change {
      case .added: RGBColor(red: 0x2E, green: 0xA0, blue: 0x43)
      case .modified: RGBColor(red: 0xC6, green: 0x8A, blue: 0x12)
      case .removedAbove, .removedBelow: RGBColor(red: 0xE0, green: 0x4B, blue: 0x4B)
      }
    }

    /// Code text, safe for the terminal, advancing `column` by the cells it takes; with
    /// `showAll` whitespace and controls become bat's symbols.
    private func emit(
      _ bytes: UnsafeBufferPointer<UInt8>, column: inout Int, to out: inout [UInt8]
    ) {
      let text = String(decoding: bytes, as: UTF8.self)
      for scalar in text.unicodeScalars {
        let value = scalar.value
        if value == 0x09 {
          // A terminal moves a tab to its next stop of 8; -A draws bat's arrow to the next
          // multiple of the tab width.
          let stop = decorations.showAll ? decorations.tabWidth : 8
          let cells = stop - column % stop
          if decorations.showAll {
            let arrow =
              cells == 1 ? "↹" : "├" + String(repeating: "─", count: cells - 2) + "┤"
            out += Array(arrow.utf8)
          } else {
            out.append(0x09)
          }
          column += cells
        } else if decorations.showAll, value == 0x20 {
          out += Array("·".utf8)
          column += 1
        } else if value < 0x20 || value == 0x7F {
          out += Array(String(UnicodeScalar(value == 0x7F ? 0x2421 : 0x2400 + value)!).utf8)
          column += 1
        } else if (0x80...0x9F).contains(value) {
          // C1 controls would drive the terminal; bat writes them as escapes.
          let escape = "\\x" + String(value, radix: 16, uppercase: true)
          out += Array(escape.utf8)
          column += escape.count
        } else {
          out += Array(String(scalar).utf8)
          column += DisplayWidth.of(scalar: scalar)
        }
      }
    }

    private mutating func styled(_ text: String, _ style: TextStyle, to out: inout [UInt8]) {
      let open = sequence(style)
      out += open
      out += Array(text.utf8)
      if !open.isEmpty { out += reset }
    }

    private mutating func sequence(_ style: TextStyle) -> [UInt8] {
      if style == TextStyle() { return [] }
      if let cached = sequences[style] { return cached }
      let made = Array(SGR.sequence(for: style, level: options.level).utf8)
      sequences[style] = made
      return made
    }
  }
}
