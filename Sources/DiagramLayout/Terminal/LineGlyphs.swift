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
      return Frame(
        topLeft: "╭", top: "─", topRight: "╮", left: "│", right: "│", bottomLeft: "╰",
        bottom: "─", bottomRight: "╯")
    case .diamond:
      return Frame(
        topLeft: "╱", top: "─", topRight: "╲", left: "│", right: "│", bottomLeft: "╲",
        bottom: "─", bottomRight: "╱")
    case .hexagon:
      return Frame(
        topLeft: "╱", top: "─", topRight: "╲", left: "<", right: ">", bottomLeft: "╲",
        bottom: "─", bottomRight: "╱")
    case .doubleCircle:
      return Frame(
        topLeft: "╔", top: "═", topRight: "╗", left: "║", right: "║", bottomLeft: "╚",
        bottom: "═", bottomRight: "╝")
    case .subroutine, .dividedRect, .linedRect, .windowPane:
      return Frame(
        topLeft: "╓", top: "─", topRight: "╖", left: "║", right: "║", bottomLeft: "╙",
        bottom: "─", bottomRight: "╜")
    case .cylinder, .horizontalCylinder, .linedCylinder, .dataStore:
      return Frame(
        topLeft: "╭", top: "┄", topRight: "╮", left: "│", right: "│", bottomLeft: "╰",
        bottom: "─", bottomRight: "╯")
    case .leanRight, .slopedRect:
      return Frame(
        topLeft: "┌", top: "─", topRight: "┐", left: "╱", right: "╱", bottomLeft: "└",
        bottom: "─", bottomRight: "┘")
    case .leanLeft:
      return Frame(
        topLeft: "┌", top: "─", topRight: "┐", left: "╲", right: "╲", bottomLeft: "└",
        bottom: "─", bottomRight: "┘")
    case .trapezoid, .triangle:
      return Frame(
        topLeft: "┌", top: "─", topRight: "┐", left: "╱", right: "╲", bottomLeft: "└",
        bottom: "─", bottomRight: "┘")
    case .trapezoidTop, .flippedTriangle:
      return Frame(
        topLeft: "┌", top: "─", topRight: "┐", left: "╲", right: "╱", bottomLeft: "└",
        bottom: "─", bottomRight: "┘")
    case .asymmetric, .flag, .taggedRect, .notchedPentagon:
      return Frame(
        topLeft: "┌", top: "─", topRight: "╮", left: "│", right: ">", bottomLeft: "└",
        bottom: "─", bottomRight: "╯")
    case .document, .linedDocument, .documents, .taggedDocument:
      return Frame(
        topLeft: "┌", top: "─", topRight: "┐", left: "│", right: "│", bottomLeft: "╰",
        bottom: "┄", bottomRight: "╯")
    default:
      return Frame(
        topLeft: "┌", top: "─", topRight: "┐", left: "│", right: "│", bottomLeft: "└",
        bottom: "─", bottomRight: "┘")
    }
  }

  private func asciiFrame(for shape: NodeShape) -> Frame? {
    switch shape {
    case .text: return nil
    case .rounded, .stadium, .circle, .smallCircle, .filledCircle, .framedCircle, .crossCircle,
      .cylinder, .horizontalCylinder, .linedCylinder, .dataStore:
      return Frame(
        topLeft: ".", top: "-", topRight: ".", left: "(", right: ")", bottomLeft: "'",
        bottom: "-", bottomRight: "'")
    case .diamond, .hexagon:
      return Frame(
        topLeft: "/", top: "-", topRight: "\\", left: "<", right: ">", bottomLeft: "\\",
        bottom: "-", bottomRight: "/")
    case .doubleCircle:
      return Frame(
        topLeft: "#", top: "=", topRight: "#", left: "#", right: "#", bottomLeft: "#",
        bottom: "=", bottomRight: "#")
    case .subroutine:
      return Frame(
        topLeft: "+", top: "-", topRight: "+", left: "[", right: "]", bottomLeft: "+",
        bottom: "-", bottomRight: "+")
    default:
      return Frame(
        topLeft: "+", top: "-", topRight: "+", left: "|", right: "|", bottomLeft: "+",
        bottom: "-", bottomRight: "+")
    }
  }
}
