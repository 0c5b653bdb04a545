/// The characters a terminal diagram is drawn with: Unicode box drawing, or plain ASCII for
/// terminals whose locale is not UTF-8 (`--ascii`).
struct LineGlyphs {
  /// The corners and sides of one box look (`topLeft`, `top`, `topRight`, `left`, `right`,
  /// `bottomLeft`, `bottom`, `bottomRight`).
  struct Frame {
    var topLeft: Character
    var top: Character
    var topRight: Character
    var left: Character
    var right: Character
    var bottomLeft: Character
    var bottom: Character
    var bottomRight: Character

    /// A frame drawn as it looks: its top row (corner, edge, corner), its left and right
    /// sides, and its bottom row, e.g. `Frame("┌─┐", "││", "└─┘")`.
    init(_ top: String, _ sides: String, _ bottom: String) {
      let (t, s, b) = (Array(top), Array(sides), Array(bottom))
      precondition(t.count == 3 && s.count == 2 && b.count == 3, "a frame is 3, 2 and 3 glyphs")
      (topLeft, self.top, topRight) = (t[0], t[1], t[2])
      (left, right) = (s[0], s[1])
      (bottomLeft, self.bottom, bottomRight) = (b[0], b[1], b[2])
    }
  }

  /// Which way an arrowhead points.
  enum Heading {
    case up, down, left, right
  }

  let ascii: Bool

  init(ascii: Bool) {
    self.ascii = ascii
  }

  /// The glyph where lines in `directions` meet.
  func line(_ directions: TerminalCanvas.Directions, stroke: TerminalCanvas.Stroke) -> Character {
    let vertical = directions.isSubset(of: .vertical)
    let horizontal = directions.isSubset(of: .horizontal)
    if ascii {
      if horizontal { return stroke == .dotted ? "." : stroke == .heavy ? "=" : "-" }
      if vertical { return stroke == .dotted ? ":" : "|" }
      return "+"
    }
    if horizontal {
      switch stroke {
      case .dotted: return "┄"
      case .light: return "─"
      case .heavy: return "━"
      case .double: return "═"
      }
    }
    if vertical {
      switch stroke {
      case .dotted: return "┆"
      case .light: return "│"
      case .heavy: return "┃"
      case .double: return "║"
      }
    }
    let table = stroke == .heavy ? Self.heavy : Self.light
    return table[Int(directions.rawValue)]
  }

  /// Junctions by direction bits (up 1, down 2, left 4, right 8); straight lines and single
  /// ends are handled before.
  private static let light: [Character] = [
    " ", "│", "│", "│", "─", "┘", "┐", "┤", "─", "└", "┌", "├", "─", "┴", "┬", "┼",
  ]
  private static let heavy: [Character] = [
    " ", "┃", "┃", "┃", "━", "┛", "┓", "┫", "━", "┗", "┏", "┣", "━", "┻", "┳", "╋",
  ]

  /// A filled arrowhead.
  func arrow(_ heading: Heading) -> Character {
    switch heading {
    case .up: return ascii ? "^" : "▲"
    case .down: return ascii ? "v" : "▼"
    case .left: return ascii ? "<" : "◀"
    case .right: return ascii ? ">" : "▶"
    }
  }

  /// An open (asynchronous) arrowhead, as in a sequence diagram's `-)`.
  func openArrow(_ heading: Heading) -> Character {
    switch heading {
    case .up: return "^"
    case .down: return "v"
    case .left: return ascii ? "<" : "◁"
    case .right: return ascii ? ">" : "▷"
    }
  }

  var cross: Character { ascii ? "x" : "✕" }
  var circle: Character { ascii ? "o" : "○" }

  /// The junction a border side takes where a line leaves it outwards (`┬` on a bottom side).
  func borderJunction(_ glyph: Character, outward heading: Heading) -> Character? {
    guard !ascii else { return glyph == "-" || glyph == "|" ? "+" : nil }
    switch (glyph, heading) {
    case ("─", .down): return "┬"
    case ("─", .up): return "┴"
    case ("│", .right): return "├"
    case ("│", .left): return "┤"
    case ("━", .down): return "┯"
    case ("━", .up): return "┷"
    case ("═", .down): return "╤"
    case ("═", .up): return "╧"
    case ("║", .right): return "╟"
    case ("║", .left): return "╢"
    default: return nil
    }
  }

  /// The look of a node of `shape`: rounded corners for round shapes, slanted ones for
  /// decisions, double lines for double circles, and so on.
  func frame(for shape: NodeShape) -> Frame? {
    if ascii { return asciiFrame(for: shape) }
    switch shape {
    case .text: return nil
    case .rounded, .stadium, .circle, .smallCircle, .filledCircle, .framedCircle, .crossCircle:
      return Frame("╭─╮", "││", "╰─╯")
    case .diamond:
      return Frame("╱─╲", "││", "╲─╱")
    case .hexagon:
      return Frame("╱─╲", "<>", "╲─╱")
    case .doubleCircle:
      return Frame("╔═╗", "║║", "╚═╝")
    case .subroutine, .dividedRect, .linedRect, .windowPane:
      return Frame("╓─╖", "║║", "╙─╜")
    case .cylinder, .horizontalCylinder, .linedCylinder, .dataStore:
      return Frame("╭┄╮", "││", "╰─╯")
    case .leanRight, .slopedRect:
      return Frame("┌─┐", "╱╱", "└─┘")
    case .leanLeft:
      return Frame("┌─┐", "╲╲", "└─┘")
    case .trapezoid, .triangle:
      return Frame("┌─┐", "╱╲", "└─┘")
    case .trapezoidTop, .flippedTriangle:
      return Frame("┌─┐", "╲╱", "└─┘")
    case .asymmetric, .flag, .taggedRect, .notchedPentagon:
      return Frame("┌─╮", "│>", "└─╯")
    case .document, .linedDocument, .documents, .taggedDocument:
      return Frame("┌─┐", "││", "╰┄╯")
    default:
      return Frame("┌─┐", "││", "└─┘")
    }
  }

  private func asciiFrame(for shape: NodeShape) -> Frame? {
    switch shape {
    case .text: return nil
    case .rounded, .stadium, .circle, .smallCircle, .filledCircle, .framedCircle, .crossCircle,
      .cylinder, .horizontalCylinder, .linedCylinder, .dataStore:
      return Frame(".-.", "()", "'-'")
    case .diamond, .hexagon:
      return Frame("/-\\", "<>", "\\-/")
    case .doubleCircle:
      return Frame("#=#", "##", "#=#")
    case .subroutine:
      return Frame("+-+", "[]", "+-+")
    default:
      return Frame("+-+", "||", "+-+")
    }
  }
}
