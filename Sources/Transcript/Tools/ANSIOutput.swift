import RenderSupport

/// Terminal output with its SGR colour escapes turned into styled runs, every other escape
/// and control character removed, so a command's coloured output shows as colour and nothing
/// in it can drive the reader's terminal or page.
///
/// Handled: SGR (`ESC [ … m`) resets, bold, dim, italic, underline, inverse-free colours in
/// the 16-colour, 256-colour and 24-bit forms. Dropped: every other CSI sequence (cursor
/// moves, erases), OSC (titles, hyperlinks) up to BEL or ST, other `ESC x` pairs, C0 controls
/// but tab, DEL and C1 controls. A carriage return keeps the text after the last one on its
/// line, as a terminal shows a progress line that rewrote itself.
struct ANSIOutput {
  /// A colour as the output named it: one of the 16 a theme draws, or an exact one.
  enum Color: Equatable, Hashable, Sendable {
    case basic(Int)
    case rgb(RGBColor)
  }

  struct Style: Equatable, Hashable, Sendable {
    var foreground: Color?
    var background: Color?
    var bold = false
    var dim = false
    var italic = false
    var underline = false

    var isPlain: Bool { self == Style() }
  }

  struct Span: Equatable, Sendable {
    var text: String
    var style: Style
  }

  /// Whether `text` holds an escape or a control character worth parsing for.
  static func needsParsing(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0x1B || $0 == 0x0D || ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) }
      || text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) }
  }

  /// The lines of `text` (split at line feeds), each as styled spans.
  static func lines(_ text: String) -> [[Span]] {
    var lines: [[Span]] = []
    var current: [Span] = []
    var run = ""
    var style = Style()
    func close() {
      if !run.isEmpty {
        current.append(Span(text: run, style: style))
        run = ""
      }
    }
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar.value {
      case 0x0A:
        close()
        lines.append(current)
        current = []
        index += 1
      case 0x0D:
        // A lone CR rewinds the line; CRLF is just a line break.
        if index + 1 < scalars.count, scalars[index + 1].value == 0x0A {
          index += 1
        } else if index + 1 < scalars.count {
          run = ""
          current = []
          index += 1
        } else {
          index += 1
        }
      case 0x1B:
        close()
        index = escape(scalars, at: index, style: &style)
      case 0x9B:
        close()
        index = csi(scalars, from: index + 1, style: &style)
      case 0x09:
        run.unicodeScalars.append(scalar)
        index += 1
      case 0..<0x20, 0x7F...0x9F:
        index += 1
      default:
        run.unicodeScalars.append(scalar)
        index += 1
      }
    }
    close()
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// Skips the escape at `index`, applying it to `style` when it is SGR; returns the index
  /// after it.
  private static func escape(_ scalars: [Unicode.Scalar], at index: Int, style: inout Style)
    -> Int
  {
    guard index + 1 < scalars.count else { return index + 1 }
    switch scalars[index + 1] {
    case "[": return csi(scalars, from: index + 2, style: &style)
    case "]", "P", "X", "^", "_":
      // OSC, DCS, SOS, PM, APC: a string up to BEL or ST (ESC \).
      var end = index + 2
      while end < scalars.count {
        if scalars[end].value == 0x07 { return end + 1 }
        if scalars[end].value == 0x1B, end + 1 < scalars.count, scalars[end + 1] == "\\" {
          return end + 2
        }
        end += 1
      }
      return end
    default:
      return index + 2
    }
  }

  private static func csi(_ scalars: [Unicode.Scalar], from start: Int, style: inout Style)
    -> Int
  {
    var end = start
    // Parameter and intermediate bytes, then one final byte (0x40–0x7E).
    while end < scalars.count, (0x20...0x3F).contains(scalars[end].value) { end += 1 }
    guard end < scalars.count else { return end }
    let final = scalars[end]
    if final == "m" {
      let parameters = String(unicodeScalars: scalars[start..<end])
      apply(parameters, to: &style)
    }
    return end + 1
  }

  static func apply(_ parameters: String, to style: inout Style) {
    let codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.isEmpty ? 0 : Int($0.prefix(6)) ?? -1
    }
    var index = 0
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = Style()
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 30...37: style.foreground = .basic(code - 30)
      case 39: style.foreground = nil
      case 40...47: style.background = .basic(code - 40)
      case 49: style.background = nil
      case 90...97: style.foreground = .basic(code - 90 + 8)
      case 100...107: style.background = .basic(code - 100 + 8)
      case 38, 48:
        var color: Color?
        if index + 2 < codes.count, codes[index + 1] == 5 {
          color = indexed(codes[index + 2])
          index += 2
        } else if index + 4 < codes.count, codes[index + 1] == 2 {
          let parts = codes[(index + 2)...(index + 4)]
          if parts.allSatisfy({ (0...255).contains($0) }) {
            let values = Array(parts)
            color = .rgb(
              RGBColor(red: UInt8(values[0]), green: UInt8(values[1]), blue: UInt8(values[2])))
          }
          index += 4
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      default: break
      }
      index += 1
    }
  }

  /// A 256-colour index as a colour: the 16, the 6×6×6 cube, the grey ramp.
  static func indexed(_ value: Int) -> Color? {
    switch value {
    case 0..<16: return .basic(value)
    case 16..<232:
      let levels = [0, 95, 135, 175, 215, 255]
      let cube = value - 16
      return .rgb(
        RGBColor(
          red: UInt8(levels[cube / 36]), green: UInt8(levels[cube / 6 % 6]),
          blue: UInt8(levels[cube % 6])))
    case 232..<256:
      let grey = UInt8(8 + (value - 232) * 10)
      return .rgb(RGBColor(red: grey, green: grey, blue: grey))
    default: return nil
    }
  }

  /// The style for the terminal renderer (basic colours as xterm draws them).
  static func textStyle(_ style: Style) -> TextStyle {
    func rgb(_ color: Color?) -> RGBColor? {
      switch color {
      case .basic(let index)?: return ANSIPalette.basic[index]
      case .rgb(let value)?: return value
      case nil: return nil
      }
    }
    return TextStyle(
      foreground: rgb(style.foreground), background: rgb(style.background), bold: style.bold,
      italic: style.italic, underline: style.underline, dim: style.dim)
  }
}
