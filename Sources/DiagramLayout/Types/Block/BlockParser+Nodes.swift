import RenderSupport

extension BlockParser {
  /// A block and the edges from it: `a`, `a["label"]:2`, `a --> b`, `a -- "x" --> b("B")`.
  mutating func nodeStatement(first: String, at: SourcePosition) throws(DiagramError) {
    var from = try node(id: first, at: at)
    while true {
      cursor.skipBlanks()
      let linkAt = cursor.position
      guard var edge = try link(at: linkAt) else { return }
      cursor.skipBlanks()
      let targetAt = cursor.position
      let id = readID()
      guard !id.isEmpty else {
        throw DiagramError(
          .syntax,
          "expected the block the edge goes to, found "
            + DiagramError.quoted(
              cursor.text(cursor.index..<min(cursor.index + 40, cursor.scalars.count))),
          at: targetAt)
      }
      let to = try node(id: id, at: targetAt)
      try DiagramLimits.checkEdgeCount(
        diagram.blocks.count + diagram.edges.count + 1, noun: "blocks and edges", at: linkAt)
      edge.from = from
      edge.to = to
      diagram.edges.append(edge)
      from = to
    }
  }

  /// The block `id` with its optional shape and span: a new block in the innermost open group,
  /// or the one already named (a shape written again replaces its shape and label).
  mutating func node(id: String, at: SourcePosition) throws(DiagramError) -> Int {
    let shape = try shapeAndLabel()
    let columnsTaken = try span()
    let block: Int
    if let known = index[id] {
      block = known
    } else {
      block = try add(
        BlockDiagram.Block(id: id, kind: .shape(.rect), label: [id], position: at), at: at)
    }
    if let (kind, label) = shape {
      diagram.blocks[block].kind = kind
      diagram.blocks[block].label = label
    }
    if let columnsTaken { diagram.blocks[block].span = columnsTaken }
    return block
  }

  /// The openings of the shapes, longest first, with their closings and shapes.
  static let shapes: [(open: String, close: [(String, NodeShape)])] = [
    ("(((", [(")))", .doubleCircle)]), ("((", [("))", .circle)]), ("([", [("])", .stadium)]),
    ("[[", [("]]", .subroutine)]), ("[(", [(")]", .cylinder)]),
    ("[/", [("/]", .leanRight), ("\\]", .trapezoid)]),
    ("[\\", [("\\]", .leanLeft), ("/]", .trapezoidTop)]), ("{{", [("}}", .hexagon)]),
    ("(", [(")", .rounded)]), ("[", [("]", .rect)]), ("{", [("}", .diamond)]),
    (">", [("]", .asymmetric)]),
  ]

  /// A shape and its label right after an id, nil when none is written.
  mutating func shapeAndLabel() throws(DiagramError) -> (BlockDiagram.Kind, [String])? {
    let at = cursor.position
    if cursor.consume("<[") {
      let label = try label(closings: ["]>"], at: at)
      return (.arrow(try arrowDirections()), label.lines)
    }
    guard let (open, closings) = Self.shapes.first(where: { cursor.starts(with: $0.open) })
    else { return nil }
    cursor.advance(by: open.unicodeScalars.count)
    let label = try label(closings: closings.map(\.0), at: at)
    return (.shape(closings[label.closing].1), label.lines)
  }

  /// The label up to one of `closings` (a `"…"` string, or plain text), the closing consumed.
  mutating func label(closings: [String], at: SourcePosition) throws(DiagramError) -> (
    lines: [String], closing: Int
  ) {
    cursor.skipBlanks()
    var text = ""
    var quoted = false
    if cursor.peek() == "\"" {
      let quoteAt = cursor.position
      cursor.advance()
      let start = cursor.index
      while let scalar = cursor.peek(), scalar != "\"" { cursor.advance() }
      guard cursor.peek() == "\"" else {
        throw DiagramError(.syntax, "this string is not closed by '\"'", at: quoteAt)
      }
      text = cursor.text(start..<cursor.index)
      cursor.advance()
      cursor.skipBlanks()
      quoted = true
    }
    let start = cursor.index
    while !cursor.atEnd {
      if let found = closings.firstIndex(where: { cursor.starts(with: $0) }) {
        if !quoted { text = cursor.text(start..<cursor.index).trimmingCharacters() }
        cursor.advance(by: closings[found].unicodeScalars.count)
        return (Self.lines(text, quoted: quoted), found)
      }
      if quoted || cursor.peek() == "\n" { break }
      cursor.advance()
    }
    throw DiagramError(
      .syntax,
      "expected \(closings.map { "'\($0)'" }.joined(separator: " or ")) to close this shape",
      at: at)
  }

  /// Label text as drawn: entities decoded (`&nbsp;` too: Mermaid's labels are HTML), `<br>`
  /// and markdown strings as lines.
  static func lines(_ text: String, quoted: Bool) -> [String] {
    var decoded = LabelParser.decodeEntities(text)
    if decoded.contains("&") {
      var out = ""
      var rest = Substring(decoded)
      while let amp = rest.firstIndex(of: "&") {
        out += rest[..<amp]
        let after = rest[rest.index(after: amp)...]
        if let semicolon = after.prefix(10).firstIndex(of: ";"),
          let scalar = LabelParser.entity(String(after[..<semicolon]))
        {
          out.unicodeScalars.append(scalar)
          rest = after[after.index(after: semicolon)...]
        } else {
          out += "&"
          rest = after
        }
      }
      decoded = out + rest
    }
    return quoted ? ChartText.markdownLines(decoded) : ChartText.lines(decoded)
  }

  /// `(right)`, `(x, down)` after a block arrow.
  mutating func arrowDirections() throws(DiagramError) -> [BlockDiagram.ArrowDirection] {
    let at = cursor.position
    guard cursor.consume("(") else {
      throw DiagramError(
        .syntax, "expected a direction in parentheses after a block arrow, as '(right)'", at: at)
    }
    let start = cursor.index
    while let scalar = cursor.peek(), scalar != ")", scalar != "\n" { cursor.advance() }
    guard cursor.consume(")") else {
      throw DiagramError(.syntax, "expected ')' to close the arrow's directions", at: at)
    }
    var result: [BlockDiagram.ArrowDirection] = []
    for word in cursor.text(start..<(cursor.index - 1)).split(separator: ",") {
      let name = String(word).trimmingCharacters()
      guard let direction = BlockDiagram.ArrowDirection(rawValue: name) else {
        throw DiagramError(
          .syntax,
          "expected right, left, up, down, x or y, found \(DiagramError.quoted(name))", at: at)
      }
      result.append(direction)
    }
    guard !result.isEmpty else {
      throw DiagramError(.syntax, "a block arrow needs a direction, as '(right)'", at: at)
    }
    return result
  }

  /// An edge's link, nil when none is next: `-->`, `---`, `-.->`, `==>`, `<-->`, with a label
  /// as `-- "text" -->`, `-- text -->` or `-->|text|`.
  mutating func link(at: SourcePosition) throws(DiagramError) -> BlockDiagram.Edge? {
    let save = cursor
    var edge = BlockDiagram.Edge(from: 0, to: 0, position: at)
    edge.startHead = cursor.consume("<")
    guard let first = body() else {
      cursor = save
      return nil
    }
    var shaft = first
    var head = cursor.consume(">")
    if !head, first.count == 2 {
      // `-- text -->`: the label, then the rest of the link.
      cursor.skipBlanks()
      let labelAt = cursor.position
      let start = cursor.index
      var text = ""
      if cursor.peek() == "\"" {
        cursor.advance()
        let inner = cursor.index
        while let scalar = cursor.peek(), scalar != "\"", scalar != "\n" { cursor.advance() }
        guard cursor.consume("\"") else {
          throw DiagramError(.syntax, "this string is not closed by '\"'", at: labelAt)
        }
        text = cursor.text(inner..<(cursor.index - 1))
        cursor.skipBlanks()
      } else {
        while !cursor.atEnd, cursor.peek() != "\n", !(cursor.starts(with: "--")),
          !(cursor.starts(with: "==")), !(cursor.starts(with: "-."))
        {
          cursor.advance()
        }
        text = cursor.text(start..<cursor.index).trimmingCharacters()
      }
      guard let second = body() else {
        throw DiagramError(
          .syntax, "expected the rest of the link after its label, as '-->'", at: cursor.position)
      }
      shaft += second
      head = cursor.consume(">")
      edge.label = Self.lines(text, quoted: true).joined(separator: " ")
    }
    edge.endHead = head
    edge.dotted = shaft.contains(".")
    edge.thick = shaft.contains("=")
    if cursor.peek() == "|" {
      let labelAt = cursor.position
      cursor.advance()
      let start = cursor.index
      while let scalar = cursor.peek(), scalar != "|", scalar != "\n" { cursor.advance() }
      guard cursor.consume("|") else {
        throw DiagramError(.syntax, "this edge label is not closed by '|'", at: labelAt)
      }
      let text = cursor.text(start..<(cursor.index - 1)).trimmingCharacters()
      edge.label = Self.lines(
        text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2
          ? String(text.dropFirst().dropLast()) : text, quoted: true
      ).joined(separator: " ")
    }
    return edge
  }

  /// A link's shaft (`--`, `---`, `-.-`, `==`, …), nil when there is none.
  mutating func body() -> String? {
    guard cursor.starts(with: "--") || cursor.starts(with: "==") || cursor.starts(with: "-.")
    else { return nil }
    let start = cursor.index
    while let scalar = cursor.peek(), scalar == "-" || scalar == "=" || scalar == "." {
      cursor.advance()
    }
    return cursor.text(start..<cursor.index)
  }
}
