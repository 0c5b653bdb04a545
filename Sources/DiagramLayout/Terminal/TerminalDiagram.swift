import RenderSupport

/// A diagram drawn in character cells: rows of spans, each coloured by what it draws.
public struct TerminalDiagram: Equatable, Sendable {
  /// What a span draws; the theme gives each role its colour.
  public enum Role: Hashable, Sendable {
    /// Blanks and anything else without a role of its own.
    case plain
    /// The outline of a node's box.
    case nodeBorder
    /// The text inside a node.
    case nodeText
    /// An edge's line.
    case edge
    /// An edge's arrowhead or other end mark.
    case arrow
    /// The text on an edge.
    case edgeLabel
    /// The outline of a cluster or a sequence diagram's frame (`loop`, `alt`, …).
    case frame
    /// The title of a frame or of the diagram.
    case frameTitle
    /// A note's box and text.
    case note
    /// A sequence diagram's activation bar.
    case activation

    /// Whether the role is text (whose blanks belong to it) rather than lines.
    var isText: Bool {
      self == .nodeText || self == .edgeLabel || self == .frameTitle
    }
  }

  /// Text drawn in one role.
  public struct Span: Equatable, Sendable {
    /// The characters, as many cells wide as `DisplayWidth` measures them.
    public var text: String
    /// What the characters draw.
    public var role: Role

    /// The span `text` drawn in `role`.
    public init(text: String, role: Role) {
      self.text = text
      self.role = role
    }
  }

  /// The rows, top to bottom, without trailing blanks.
  public var rows: [[Span]]

  /// A diagram of `rows`, top to bottom.
  public init(rows: [[Span]]) {
    self.rows = rows
  }

  /// The widest row, in terminal cells.
  public var width: Int {
    rows.map { row in row.reduce(0) { $0 + DisplayWidth.of($1.text) } }.max() ?? 0
  }

  /// The diagram as plain text, one line per row, each ending in a newline.
  public var plainText: String {
    var text = ""
    for row in rows {
      for span in row { text += span.text }
      text += "\n"
    }
    return text
  }

  /// The style of `role` in `theme` (auto draws with the light palette).
  public static func style(for role: Role, theme: DiagramTheme) -> TextStyle {
    let palette = theme.palette
    func color(_ hex: String) -> RGBColor? { RGBColor(hex: hex) }
    switch role {
    case .plain: return .plain
    case .nodeBorder: return TextStyle(foreground: color(palette.nodeStroke))
    case .nodeText: return TextStyle(foreground: color(palette.text), bold: true)
    case .edge, .arrow: return TextStyle(foreground: color(palette.line))
    case .edgeLabel: return TextStyle(foreground: color(palette.text), italic: true)
    case .frame: return TextStyle(foreground: color(palette.clusterStroke))
    case .frameTitle: return TextStyle(foreground: color(palette.clusterStroke), bold: true)
    case .note: return TextStyle(foreground: color(palette.noteStroke))
    case .activation: return TextStyle(foreground: color(palette.nodeStroke))
    }
  }

  /// The diagram with SGR colours for `level`, every coloured span closed with a reset.
  public func ansi(theme: DiagramTheme, level: ColorLevel) -> String {
    var text = ""
    for row in rows {
      for span in row {
        let start = SGR.sequence(for: Self.style(for: span.role, theme: theme), level: level)
        if start.isEmpty {
          text += span.text
        } else {
          text += start + span.text + SGR.reset
        }
      }
      text += "\n"
    }
    return text
  }
}
