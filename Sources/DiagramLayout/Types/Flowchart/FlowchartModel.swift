import RenderSupport

/// The direction ranks grow in.
package enum FlowDirection: String, Sendable {
  case topToBottom = "TB"
  case bottomToTop = "BT"
  case leftToRight = "LR"
  case rightToLeft = "RL"

  /// Mermaid's direction words (`TD` is `TB`; `<`, `>`, `^`, `v` are old aliases).
  package init?(word: String) {
    switch word.uppercased() {
    case "TB", "TD", "V": self = .topToBottom
    case "BT", "^": self = .bottomToTop
    case "LR", ">": self = .leftToRight
    case "RL", "<": self = .rightToLeft
    default: return nil
    }
  }

  /// Whether ranks run horizontally.
  package var isHorizontal: Bool { self == .leftToRight || self == .rightToLeft }
}

/// A run of label text with its emphasis.
package struct TextRun: Equatable, Sendable {
  package var text: String
  package var bold: Bool
  package var italic: Bool
  /// `<u>`.
  package var underline = false
  /// `<s>`.
  package var strikethrough = false
  /// `<sub>` (-1) or `<sup>` (+1): drawn smaller, below or above the baseline.
  package var shift = 0

  package init(_ text: String, bold: Bool = false, italic: Bool = false) {
    self.text = text
    self.bold = bold
    self.italic = italic
  }
}

/// A label: lines of runs.
package struct FlowLabel: Equatable, Sendable {
  package var lines: [[TextRun]]

  package init(lines: [[TextRun]]) {
    self.lines = lines
  }

  /// A one-run-per-line label of plain text.
  package init(plain text: String) {
    self.lines = [[TextRun(text)]]
  }

  /// Whether there is no visible text.
  package var isEmpty: Bool {
    lines.allSatisfy { $0.allSatisfy { $0.text.allSatisfy { $0 == " " } } }
  }

  /// The text without emphasis, lines joined by `\n`.
  package var plainText: String {
    lines.map { $0.map(\.text).joined() }.joined(separator: "\n")
  }
}

/// Colour and width properties from `style`, `classDef` and `linkStyle`, already validated.
package struct FlowStyle: Equatable, Sendable {
  /// `(property, value)` pairs in source order, each property at most once.
  package var properties: [(name: String, value: String)] = []

  package init() {}

  package static func == (a: FlowStyle, b: FlowStyle) -> Bool {
    a.properties.map(\.name) == b.properties.map(\.name)
      && a.properties.map(\.value) == b.properties.map(\.value)
  }

  /// Sets `name` to `value`, replacing an earlier value.
  package mutating func set(_ name: String, _ value: String) {
    properties.removeAll { $0.name == name }
    properties.append((name, value))
  }

  /// Adds `other`'s properties over these.
  package mutating func merge(_ other: FlowStyle) {
    for property in other.properties { set(property.name, property.value) }
  }

  package subscript(name: String) -> String? {
    properties.last { $0.name == name }?.value
  }

  package var isEmpty: Bool { properties.isEmpty }

  /// An item's style as Mermaid cascades it: the `default` class (where the diagram type
  /// applies it), then its classes in order, then its own `style`, each over the ones before.
  package static func cascade(
    classes: [String], own: FlowStyle, classStyles: [String: FlowStyle],
    defaultClass: Bool = true
  ) -> FlowStyle {
    var style = defaultClass ? classStyles["default"] ?? FlowStyle() : FlowStyle()
    for name in classes { style.merge(classStyles[name] ?? FlowStyle()) }
    style.merge(own)
    return style
  }
}

/// A flowchart node.
package struct FlowNode: Equatable, Sendable {
  package var id: String
  package var label: FlowLabel
  package var shape: NodeShape
  package var classes: [String] = []
  package var style = FlowStyle()
  /// The subgraph that holds it, by index into `Flowchart.subgraphs`.
  package var parent: Int?
  /// Where the node is first mentioned.
  package var position: SourcePosition

  package init(id: String, label: FlowLabel, shape: NodeShape, position: SourcePosition) {
    self.id = id
    self.label = label
    self.shape = shape
    self.position = position
  }
}

/// How an edge's line is drawn.
package enum EdgeStroke: String, Sendable {
  case normal, thick, dotted, invisible
}

/// The mark at an edge's end.
package enum EdgeHead: String, Sendable {
  case none, arrow, circle, cross
}

/// A flowchart edge; endpoints are node or subgraph ids.
package struct FlowEdge: Equatable, Sendable {
  package var from: String
  package var to: String
  package var stroke: EdgeStroke
  package var startHead: EdgeHead
  package var endHead: EdgeHead
  package var label: FlowLabel?
  /// The minimum number of ranks it spans (`-->` 1, `--->` 2, …).
  package var length: Int
  package var style = FlowStyle()
  /// The edge's id (`e1@-->`), which `class`, `style`-like `e1@{ … }` and CSS classes name.
  package var id: String?
  /// Classes from `class e1 name` (their `classDef` styles apply to the line).
  package var classes: [String] = []
  /// Its own curve (`e1@{ curve: linear }`), over the chart's.
  package var curve: EdgeCurve?
  package var position: SourcePosition

  package init(
    from: String, to: String, stroke: EdgeStroke, startHead: EdgeHead, endHead: EdgeHead,
    label: FlowLabel?, length: Int, position: SourcePosition
  ) {
    self.from = from
    self.to = to
    self.stroke = stroke
    self.startHead = startHead
    self.endHead = endHead
    self.label = label
    self.length = length
    self.position = position
  }
}

/// A subgraph: a titled cluster of nodes and nested subgraphs.
package struct FlowSubgraph: Equatable, Sendable {
  package var id: String
  package var title: FlowLabel
  /// Its own `direction`, honoured when no edge crosses it (see `ClusterExtraction`).
  package var direction: FlowDirection?
  package var parent: Int?
  package var style = FlowStyle()
  package var classes: [String] = []
  package var position: SourcePosition
}

/// A parsed flowchart.
package struct Flowchart: Equatable, Sendable {
  package var direction: FlowDirection
  package var title: String?
  /// `accTitle` and `accDescr`: the SVG's `<title>` and `<desc>`, not drawn.
  package var accessibleTitle: String?
  package var accessibleDescription: String?
  package var nodes: [FlowNode] = []
  package var edges: [FlowEdge] = []
  package var subgraphs: [FlowSubgraph] = []
  /// Whether subgraphs without a `direction` take the chart's (Mermaid's `inheritDir`).
  package var subgraphsInheritDirection = false
  /// `classDef` styles by class name.
  package var classStyles: [String: FlowStyle] = [:]
  /// `linkStyle default …`: the style of every edge, under its own `linkStyle`.
  package var defaultEdgeStyle = FlowStyle()
  /// Mermaid's `flowchart.curve`; nil draws the layout's own smooth curve.
  package var curve: EdgeCurve?
  /// The config's spacing, already range-checked (nil keeps the layout's defaults):
  /// `nodeSpacing` between nodes of a rank, `rankSpacing` between ranks, `diagramPadding`
  /// around the drawing.
  package var nodeSpacing: Double?
  package var rankSpacing: Double?
  package var padding: Double?
  /// The least distance between the ends of edges that meet one side of a node, when the
  /// markers drawn there are wider than a flowchart's arrowheads (crow's feet, diamonds).
  var endSpacing: Double?
  /// Whether the ends that meet one side of a node sit where their edges come from (as far
  /// as the side reaches) rather than packed around its middle: on the wide boxes of class
  /// and ER diagrams, packed ends bend an edge that comes straight down and crowd its
  /// marker against the next one.
  var endsFollowEdges = false
  /// Per edge, the straight length its markers need at its start and at its end, kept free
  /// of the turns between ranks (empty: a flowchart's arrowheads only).
  var markerRooms: [MarkerRoom] = []

  package init(direction: FlowDirection) {
    self.direction = direction
  }

  /// The edge's style: `linkStyle default`, then its classes' `classDef`s (edge properties
  /// only), then its own `linkStyle`.
  package func resolvedStyle(of edge: FlowEdge) -> FlowStyle {
    var style = defaultEdgeStyle
    for name in edge.classes {
      for property in (classStyles[name] ?? FlowStyle()).properties
      where StyleParser.edgeProperties.contains(property.name) {
        style.set(property.name, property.value)
      }
    }
    style.merge(edge.style)
    return style
  }

  /// The subgraph's style: its classes' `classDef`s, then its own `style`.
  package func resolvedStyle(of subgraph: FlowSubgraph) -> FlowStyle {
    FlowStyle.cascade(
      classes: subgraph.classes, own: subgraph.style, classStyles: classStyles,
      defaultClass: false)
  }

  /// The node's style: `default` class, then its classes, then its own `style`.
  package func resolvedStyle(of node: FlowNode) -> FlowStyle {
    FlowStyle.cascade(classes: node.classes, own: node.style, classStyles: classStyles)
  }
}
