/// Colours of a diagram as CSS custom properties on the SVG root.
///
/// Shapes also carry the concrete colours as presentation attributes: renderers without CSS
/// variable support (librsvg, used for PNG) draw those, browsers apply the variables, and the
/// `auto` theme switches to the dark palette under `prefers-color-scheme: dark`.
public struct DiagramTheme: Equatable, Sendable {
  /// The themes a caller can ask for.
  public enum Name: String, Sendable, CaseIterable {
    /// The light palette.
    case light
    /// The dark palette.
    case dark
    /// Light, or dark when the viewer prefers a dark colour scheme.
    case auto
  }

  /// One theme's colours as `#RRGGBB`.
  public struct Palette: Equatable, Sendable {
    /// The canvas behind the drawing.
    public var background: String
    /// The inside of node boxes.
    public var nodeFill: String
    /// The outline of node boxes.
    public var nodeStroke: String
    /// Label text.
    public var text: String
    /// Edges, arrows and other connecting lines.
    public var line: String
    /// The inside of clusters (subgraphs, composite states) and sequence frames.
    public var clusterFill: String
    /// The outline of clusters and sequence frames.
    public var clusterStroke: String
    /// The box behind edge labels, so a label stays readable over the lines it crosses.
    public var labelBackground: String
    /// The inside of notes.
    public var noteFill: String
    /// The outline of notes.
    public var noteStroke: String
    /// The inside of a sequence diagram's activation bars.
    public var activationFill: String
    /// Emphasis marks: sequence numbers' badges, quadrant chart points without a colour.
    public var accent: String
    /// Text drawn on `accent`.
    public var accentText: String

    /// The palette as `(custom property name, value)` pairs.
    public var properties: [(String, String)] {
      [
        ("--ir-background", background), ("--ir-node-fill", nodeFill),
        ("--ir-node-stroke", nodeStroke), ("--ir-text", text), ("--ir-line", line),
        ("--ir-cluster-fill", clusterFill), ("--ir-cluster-stroke", clusterStroke),
        ("--ir-label-background", labelBackground), ("--ir-note-fill", noteFill),
        ("--ir-note-stroke", noteStroke), ("--ir-activation-fill", activationFill),
        ("--ir-accent", accent), ("--ir-accent-text", accentText),
      ]
    }
  }

  /// The theme asked for; `auto` draws the light palette and switches to the dark one in CSS.
  public var name: Name
  /// The palette of the light scheme (the shipped one, or a Mermaid theme the diagram chose).
  public var light: Palette
  /// The palette of the dark scheme.
  public var dark: Palette
  /// The colour scale of the chart-like types in the light scheme (`ChartPalette`), with the
  /// entries a diagram's scale variables replaced (`cScale0`, `pie1`, `git0`, …).
  package var lightScale = ChartPalette.light
  /// The colour scale in the dark scheme.
  package var darkScale = ChartPalette.dark
  /// The text colour on scale entry `i` a diagram set (`cScaleLabel0`…), in the scheme its
  /// variables describe; the theme's text colour elsewhere.
  package var lightScaleLabels: [Int: String] = [:]
  /// The dark scheme's `lightScaleLabels`.
  package var darkScaleLabels: [Int: String] = [:]

  /// The theme `name` with the shipped palettes, or with palettes of the caller's.
  public init(_ name: Name, light: Palette = lightPalette, dark: Palette = darkPalette) {
    self.name = name
    self.light = light
    self.dark = dark
  }

  /// The shipped light palette.
  public static let lightPalette = Palette(
    background: "#FFFFFF", nodeFill: "#ECECFF", nodeStroke: "#9370DB", text: "#1F2328",
    line: "#333333", clusterFill: "#FFFFDE", clusterStroke: "#AAAA33",
    labelBackground: "#F4F4F4", noteFill: "#FFF5AD", noteStroke: "#AAAA33",
    activationFill: "#F4F4F4", accent: "#333333", accentText: "#FFFFFF")

  /// The shipped dark palette.
  public static let darkPalette = Palette(
    background: "#1E1E1E", nodeFill: "#1F2A44", nodeStroke: "#8FA8E8", text: "#E6E6E6",
    line: "#C8C8C8", clusterFill: "#2B2B22", clusterStroke: "#A3A36B",
    labelBackground: "#2D2D2D", noteFill: "#4A4427", noteStroke: "#A3A36B",
    activationFill: "#3A3A3A", accent: "#C8C8C8", accentText: "#1E1E1E")

  /// The colours written as presentation attributes (auto falls back to light).
  public var palette: Palette {
    name == .dark ? dark : light
  }

  /// The stylesheet: custom properties on the root, the rules shared by every diagram type,
  /// then `extraRules` (this library's rule strings, relative to the root, e.g.
  /// `.note-box{…}`; one that is not of that form is a programming error).
  package func css(rootID: String, extraRules: [String] = []) -> DiagramStyleSheet {
    var sheet = DiagramStyleSheet(rootID: rootID)
    sheet.rootProperties = Self.declarations(palette)
    if name == .auto { sheet.darkProperties = Self.declarations(dark) }
    sheet.rules =
      Self.sharedRules
      + extraRules.map { text in
        guard let rule = StyleRule(css: text) else { preconditionFailure("bad rule \(text)") }
        return rule
      }
    return sheet
  }

  /// The rules every diagram type's stylesheet starts with.
  static let sharedRules: [StyleRule] = [
    StyleRule(.class("background"), [StyleDeclaration("fill", .variable("--ir-background"))]),
    StyleRule(
      .class("node-shape"),
      [
        StyleDeclaration("fill", .variable("--ir-node-fill")),
        StyleDeclaration("stroke", .variable("--ir-node-stroke")),
      ]),
    StyleRule(
      .class("cluster-box"),
      [
        StyleDeclaration("fill", .variable("--ir-cluster-fill")),
        StyleDeclaration("stroke", .variable("--ir-cluster-stroke")),
      ]),
    StyleRule(.class("edge-path"), [StyleDeclaration("stroke", .variable("--ir-line"))]),
    StyleRule(
      .class("edge-head"),
      [
        StyleDeclaration("fill", .variable("--ir-line")),
        StyleDeclaration("stroke", .variable("--ir-line")),
      ]),
    StyleRule(
      .class("edge-label-box"), [StyleDeclaration("fill", .variable("--ir-label-background"))]),
    StyleRule(StyleSelector(element: "text"), [StyleDeclaration("fill", .variable("--ir-text"))]),
  ]

  static func declarations(_ palette: Palette) -> [StyleDeclaration] {
    palette.properties.map { StyleDeclaration($0.0, .literal($0.1)) }
  }

}
