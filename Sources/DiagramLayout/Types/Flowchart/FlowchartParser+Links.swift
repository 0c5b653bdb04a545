import RenderSupport

/// A link between node groups as written: `-->`, `-- text ---`, `<-.->|text|`, `~~~` …
struct LinkToken {
  var stroke: EdgeStroke
  var startHead: EdgeHead
  var endHead: EdgeHead
  var length: Int
  var label: FlowLabel?
  /// The edge id written before it (`e1@-->`).
  var id: String?
}

extension FlowchartParser {
  /// Reads a chain: node groups joined by links; every pair across a link becomes an edge.
  mutating func parseChain() throws(DiagramError) {
    var previous = try parseNodeGroup()
    while true {
      cursor.skipBlanks()
      let beforeBreaks = cursor
      // A link's token takes the white space around it, line breaks too (`\s*` in Mermaid's
      // LINK rules): `a` ⏎ `--> b` is one statement, and so is `a -->` ⏎ `b`.
      skipLineBreaks()
      let start = cursor.position
      guard var link = try readLink() else {
        cursor = beforeBreaks
        break
      }
      let afterLink = cursor
      skipLineBreaks()
      // Nothing after the breaks: the missing node is reported where the line ends.
      if cursor.atEnd { cursor = afterLink }
      let next = try parseNodeGroup()
      // Extra length beyond 16 ranks adds nothing visible but dummy nodes (and time).
      link.length = min(link.length, 16)
      for from in previous {
        for to in next {
          try DiagramLimits.checkEdgeCount(chart.edges.count + 1, at: start)
          var edge = FlowEdge(
            from: from, to: to, stroke: link.stroke, startHead: link.startHead,
            endHead: link.endHead, label: link.label, length: link.length, position: start)
          // An id names one edge: the first the link makes (`A & B e1@--> C`).
          if let id = link.id, edgeIndex[id] == nil {
            edge.id = id
            edgeIndex[id] = chart.edges.count
          }
          chart.edges.append(edge)
        }
      }
      previous = next
    }
  }

  /// Skips blanks and line breaks (not `;`, which ends a statement).
  private mutating func skipLineBreaks() {
    while let scalar = cursor.peek(), scalar == "\n" || StatementLine.isBlank(scalar) {
      cursor.advance()
    }
  }

  /// Reads a link at the cursor, or leaves the cursor alone and returns nil.
  mutating func readLink() throws(DiagramError) -> LinkToken? {
    let saved = cursor
    // An edge id (`e1@-->`) names the edge for `class` and `e1@{ … }`.
    var edgeID: String?
    let id = readIdentifier()
    if !id.isEmpty, cursor.peek() == "@", let next = cursor.peek(1),
      "-=~<ox.".unicodeScalars.contains(next)
    {
      cursor.advance()
      edgeID = id
    } else {
      cursor = saved
    }
    guard var link = try readLinkBody() else {
      cursor = saved
      return nil
    }
    link.id = edgeID
    cursor.skipBlanks()
    if cursor.peek() == "|" {
      let start = cursor.position
      cursor.advance()
      cursor.skipBlanks()
      var text = String.UnicodeScalarView()
      var quoted = false
      if cursor.peek() == "\"" {
        text = try readQuoted().unicodeScalars
        quoted = true
        cursor.skipBlanks()
      }
      while let scalar = cursor.peek(), scalar != "|", scalar != "\n" {
        text.append(scalar)
        cursor.advance()
      }
      guard cursor.consume("|") else {
        throw DiagramError(.syntax, "the edge label opened here is not closed with '|'", at: start)
      }
      link.label = LabelParser.parse(String(text).trimmingCharacters(), quoted: quoted)
    }
    return link
  }

  private mutating func readLinkBody() throws(DiagramError) -> LinkToken? {
    let start = cursor.position
    var startHead = EdgeHead.none
    if let first = cursor.peek(), let second = cursor.peek(1),
      first == "<" || first == "o" || first == "x",
      second == "-" || second == "=" || second == "."
    {
      startHead = first == "<" ? .arrow : first == "o" ? .circle : .cross
      cursor.advance()
    }
    if cursor.peek() == "~" {
      let count = countRun("~")
      guard count >= 3 else { return nil }
      return LinkToken(
        stroke: .invisible, startHead: .none, endHead: .none, length: count - 2, label: nil)
    }
    if cursor.peek() == "." {
      // The short dotted forms `.->`, `..-`, `<.->` (Mermaid: `[xo<]?\-?\.+\-[xo>]?`).
      let dots = countRun(".")
      guard cursor.consume("-") else { return nil }
      let head = readEndHead()
      return LinkToken(
        stroke: .dotted, startHead: startHead, endHead: head, length: dots, label: nil)
    }
    guard let lead = cursor.peek(), lead == "-" || lead == "=" else { return nil }
    let leadCount = countRun(lead)
    if lead == "-", leadCount == 1, cursor.peek() == "." {
      let dots = countRun(".")
      if cursor.consume("-") {
        let head = readEndHead()
        return LinkToken(
          stroke: .dotted, startHead: startHead, endHead: head, length: dots, label: nil)
      }
      guard dots == 1 else { return nil }
      return try readLabeledLink(stroke: .dotted, startHead: startHead, opener: start)
    }
    guard leadCount >= 2 else { return nil }
    let stroke: EdgeStroke = lead == "=" ? .thick : .normal
    let head = readEndHead()
    if head != .none {
      return LinkToken(
        stroke: stroke, startHead: startHead, endHead: head, length: leadCount - 1, label: nil)
    }
    if leadCount >= 3 {
      return LinkToken(
        stroke: stroke, startHead: startHead, endHead: .none, length: leadCount - 2, label: nil)
    }
    return try readLabeledLink(stroke: stroke, startHead: startHead, opener: start)
  }

  /// After `--`, `==` or `-.`: the label text, then the closing part of the link.
  private mutating func readLabeledLink(
    stroke: EdgeStroke, startHead: EdgeHead, opener: SourcePosition
  ) throws(DiagramError) -> LinkToken {
    cursor.skipBlanks()
    var text = String.UnicodeScalarView()
    var quoted = false
    if cursor.peek() == "\"" {
      text = try readQuoted().unicodeScalars
      quoted = true
    }
    let lead: Unicode.Scalar = stroke == .thick ? "=" : "-"
    while let scalar = cursor.peek(), scalar != "\n", scalar != ";" {
      if stroke == .dotted, scalar == ".", closesDotted() {
        let dots = countRun(".")
        cursor.advance()
        let head = readEndHead()
        return LinkToken(
          stroke: .dotted, startHead: startHead, endHead: head, length: dots,
          label: LabelParser.parse(String(text).trimmingCharacters(), quoted: quoted))
      }
      if stroke != .dotted, scalar == lead, cursor.peek(1) == lead {
        let count = countRun(lead)
        let head = readEndHead()
        let length = max(1, head == .none ? count - 2 : count - 1)
        return LinkToken(
          stroke: stroke, startHead: startHead, endHead: head, length: length,
          label: LabelParser.parse(String(text).trimmingCharacters(), quoted: quoted))
      }
      text.append(scalar)
      cursor.advance()
    }
    throw DiagramError(.syntax, "the edge opened here has no end", at: opener)
  }

  /// Whether the dots at the cursor are followed by `-` (the end of `-. text .->`).
  private func closesDotted() -> Bool {
    var offset = 0
    while cursor.peek(offset) == "." { offset += 1 }
    return cursor.peek(offset) == "-"
  }

  private mutating func countRun(_ scalar: Unicode.Scalar) -> Int {
    var count = 0
    while cursor.peek() == scalar {
      cursor.advance()
      count += 1
    }
    return count
  }

  /// `>`, `o` or `x` closing a link. Mermaid's LINK token ends with `[-xo>]` right after the
  /// dashes, so an `o` or `x` there is a head even when an id follows it (`C==xD`, `E--oF`).
  private mutating func readEndHead() -> EdgeHead {
    guard let scalar = cursor.peek() else { return .none }
    switch scalar {
    case ">":
      cursor.advance()
      return .arrow
    case "o", "x":
      cursor.advance()
      return scalar == "o" ? .circle : .cross
    default: return .none
    }
  }
}
