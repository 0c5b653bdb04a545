import RenderSupport

extension FlowchartParser {
  /// The classic shape brackets, longest opener first (Mermaid flowchart syntax, "Node shapes").
  static let brackets: [(open: String, close: String, shape: NodeShape)] = [
    ("(((", ")))", .doubleCircle), ("((", "))", .circle), ("([", "])", .stadium),
    ("(", ")", .rounded), ("[[", "]]", .subroutine), ("[(", ")]", .cylinder),
    ("[", "]", .rect), ("{{", "}}", .hexagon), ("{", "}", .diamond), (">", "]", .asymmetric),
  ]

  /// Reads `A & B & C`; returns the ids (edge-id statements yield none).
  mutating func parseNodeGroup() throws(DiagramError) -> [String] {
    var ids: [String] = []
    while true {
      cursor.skipBlanks()
      if let id = try parseNode() { ids.append(id) }
      cursor.skipBlanks()
      guard cursor.peek() == "&" else { break }
      cursor.advance()
    }
    return ids
  }

  /// Reads one node reference with its optional shape, label and `:::class`.
  mutating func parseNode() throws(DiagramError) -> String? {
    let start = cursor.position
    let id = readIdentifier()
    guard !id.isEmpty else {
      if let next = cursor.peek() {
        throw DiagramError(
          .syntax, "expected a node id, found \(DiagramError.quoted(String(next)))", at: start)
      }
      throw DiagramError(.syntax, "expected a node id", at: start)
    }
    var shape: NodeShape?
    var label: FlowLabel?
    let opener = cursor.position
    if cursor.starts(with: "@{") {
      cursor.advance(by: 2)
      let fields = try readShapeData(opener: opener)
      if let edge = edgeIndex[id] {
        // `e1@{ curve: linear }`; `animate` asks for motion, which a static image leaves out.
        if let curve = fields["curve"].flatMap(EdgeCurve.init(name:)) {
          chart.edges[edge].curve = curve
        }
        return nil
      }
      if let name = fields["shape"] {
        guard let named = NodeShape(mermaidName: name) else {
          throw DiagramError(.syntax, "unknown shape \(DiagramError.quoted(name))", at: start)
        }
        shape = named
      }
      if let text = fields["label"] { label = LabelParser.parse(text, quoted: true) }
    } else if let bracket = Self.brackets.first(where: { cursor.starts(with: $0.open) }) {
      cursor.advance(by: bracket.open.unicodeScalars.count)
      if bracket.open == "[", let slant = cursor.peek(), slant == "/" || slant == "\\" {
        cursor.advance()
        let (text, quoted, closing) = try readSlantedText(opener: opener)
        label = LabelParser.parse(text, quoted: quoted)
        switch (slant, closing) {
        case ("/", "/"): shape = .leanRight
        case ("/", _): shape = .trapezoid
        case (_, "\\"): shape = .leanLeft
        default: shape = .trapezoidTop
        }
      } else {
        let raw = try readBracketText(closer: bracket.close, opener: opener)
        label = LabelParser.parse(raw.text, quoted: raw.quoted)
        shape = bracket.shape
      }
    }
    var classes: [String] = []
    while cursor.consume(":::") {
      let name = readIdentifier()
      if !name.isEmpty { classes.append(name) }
    }
    register(id: id, label: label, shape: shape, classes: classes, at: start)
    return id
  }

  mutating func register(
    id: String, label: FlowLabel?, shape: NodeShape?, classes: [String], at start: SourcePosition
  ) {
    let index: Int
    if let existing = nodeIndex[id] {
      index = existing
    } else {
      index = chart.nodes.count
      nodeIndex[id] = index
      chart.nodes.append(
        FlowNode(id: id, label: FlowLabel(plain: id), shape: .rect, position: start))
    }
    if let label { chart.nodes[index].label = label }
    if let shape { chart.nodes[index].shape = shape }
    chart.nodes[index].classes += classes
    if let open = openSubgraphs.last, !placedNodes.contains(index) {
      chart.nodes[index].parent = open
      placedNodes.insert(index)
    }
  }

  /// Reads an id: letters, digits, `_`, the punctuation of Mermaid's NODE_STRING
  /// (`src/index.ts`, `x?`, `C#`), `-` between id characters (`my-node`) and `.` (`P1.5`,
  /// `dot.template.js`) unless a dotted link starts there (`.->`, `..-`).
  mutating func readIdentifier() -> String {
    let start = cursor.index
    while let scalar = cursor.peek() {
      let next = cursor.peek(1)
      guard
        FlowchartParser.isIdentifierScalar(scalar)
          || FlowchartParser.isIdentifierPunctuation(scalar)
          || (scalar == "-" && cursor.index > start
            && next.map(FlowchartParser.isIdentifierScalar) == true)
          || (scalar == "." && cursor.index > start && next != "-" && next != ".")
      else { break }
      cursor.advance()
    }
    return cursor.text(start..<cursor.index)
  }

  /// Reads label text up to `closer`, quoted (`"…"`) or raw on one line.
  mutating func readBracketText(closer: String, opener: SourcePosition) throws(DiagramError) -> (
    text: String, quoted: Bool
  ) {
    cursor.skipBlanks()
    if cursor.peek() == "\"" {
      let text = try readQuoted()
      cursor.skipBlanks()
      guard cursor.consume(closer) else {
        throw DiagramError(
          .syntax, "expected '\(closer)' after the quoted label", at: cursor.position)
      }
      return (text, true)
    }
    let start = cursor.index
    while !cursor.atEnd {
      let end = cursor.index
      if cursor.consume(closer) { return (cursor.text(start..<end), false) }
      guard let scalar = cursor.peek(), scalar != "\n" else { break }
      cursor.advance()
    }
    throw DiagramError(.syntax, "the shape opened here is not closed with '\(closer)'", at: opener)
  }

  /// Reads the text of `[/…/]`, `[/…\]`, `[\…\]` or `[\…/]`; returns the closing slant.
  mutating func readSlantedText(opener: SourcePosition) throws(DiagramError) -> (
    String, Bool, Unicode.Scalar
  ) {
    var quoted = false
    var text = String.UnicodeScalarView()
    if cursor.peek() == "\"" {
      text = try readQuoted().unicodeScalars
      quoted = true
    }
    while let scalar = cursor.peek(), scalar != "\n" {
      if scalar == "/" || scalar == "\\", cursor.peek(1) == "]" {
        cursor.advance(by: 2)
        return (String(text), quoted, scalar)
      }
      text.append(scalar)
      cursor.advance()
    }
    throw DiagramError(.syntax, "the shape opened here is not closed", at: opener)
  }

  /// Reads `key: value, …}` after `@{`; values may be quoted.
  mutating func readShapeData(opener: SourcePosition) throws(DiagramError) -> [String: String] {
    var fields: [String: String] = [:]
    var key = ""
    var value = ""
    var readingValue = false
    func finish() {
      let name = key.trimmingCharacters()
      if !name.isEmpty { fields[name] = FrontmatterParser.unquote(value.trimmingCharacters()) }
      key = ""
      value = ""
      readingValue = false
    }
    while let scalar = cursor.peek() {
      if scalar == "\"" {
        let quoted = try readQuoted()
        value += "\"\(quoted)\""
        continue
      }
      cursor.advance()
      switch scalar {
      case "}":
        finish()
        return fields
      case ",": finish()
      case ":" where !readingValue: readingValue = true
      default:
        if readingValue {
          value.unicodeScalars.append(scalar)
        } else {
          key.unicodeScalars.append(scalar)
        }
      }
    }
    throw DiagramError(.syntax, "the '@{' opened here is not closed with '}'", at: opener)
  }
}
