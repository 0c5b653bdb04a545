import RenderSupport

/// Parses Mermaid `erDiagram` text into an `ERDiagram`.
///
/// Line-oriented, as Mermaid's `erDiagram.jison`: entities (`NAME`, `"quoted"`,
/// `ID["Label"]`, `:::style`) with `{ … }` attribute blocks (`type name PK, FK "comment"`),
/// relationships `A ||--o{ B : label` in the symbolic or the word form (`1 to zero or more`,
/// `optionally to`), `direction`, `style`, `classDef`, `class` (`accTitle`/`accDescr` come from
/// `MermaidSource.accessible`).
package struct ERParser {
  var diagram = ERDiagram()
  var index: [String: Int] = [:]
  var block: (entity: Int, position: SourcePosition)?

  /// Parses the body of a source whose header is `erDiagram`.
  package static func parse(_ source: MermaidSource) throws(DiagramError) -> ERDiagram {
    var parser = ERParser()
    parser.diagram.title = source.title
    parser.diagram.accessibleTitle = source.accessible.title
    parser.diagram.accessibleDescription = source.accessible.description
    for (number, raw) in source.bodyLines {
      guard var line = StatementLine(raw, line: number) else { continue }
      try parser.statement(&line)
    }
    if let block = parser.block {
      throw DiagramError(
        .syntax, "the entity's attributes are not closed with '}'", at: block.position)
    }
    return parser.diagram
  }

  mutating func statement(_ line: inout StatementLine) throws(DiagramError) {
    let position = line.position
    if block != nil { return try attributes(&line) }
    if line.consumeWord("direction") {
      let word = line.rest()
      guard let direction = FlowDirection(word: word) else {
        throw DiagramError(.syntax, "unknown direction \(DiagramError.quoted(word))", at: position)
      }
      diagram.direction = direction
      return
    }
    if line.consumeWord("classDef") {
      line.skipBlanks()
      let names = line.read { !StatementLine.isBlank($0) }
      let style = StyleParser.parse(line.rest())
      for name in names.split(separator: ",") {
        diagram.classStyles[String(name), default: FlowStyle()].merge(style)
      }
      return
    }
    for keyword in ["style", "class"] where line.consumeWord(keyword) {
      line.skipBlanks()
      let ids = line.read { !StatementLine.isBlank($0) }
      let rest = line.rest()
      for id in ids.split(separator: ",") {
        guard let entity = index[String(id)] else { continue }
        if keyword == "style" {
          diagram.entities[entity].style.merge(StyleParser.parse(rest))
        } else if !rest.isEmpty {
          diagram.entities[entity].classes.append(rest)
        }
      }
      return
    }
    let from = try entity(&line)
    line.skipBlanks()
    if line.atEnd { return }
    if line.consume("{") {
      block = (from, position)
      return try attributes(&line)
    }
    guard let (left, identifying, right) = try ERParser.relationship(&line) else {
      throw line.unexpected("a relationship such as '||--o{', '{' or the end of the line")
    }
    line.skipBlanks()
    let to = try entity(&line)
    line.skipBlanks()
    var label: String?
    if line.consume(":") {
      line.skipBlanks()
      let text = try line.quoted() ?? line.rest()
      if !text.isEmpty { label = text }
    }
    guard line.atEnd else { throw line.unexpected("':' or the end of the line") }
    try DiagramLimits.checkEdgeCount(
      diagram.relationships.count + 1, noun: "relationships", at: position)
    diagram.relationships.append(
      ERDiagram.Relationship(
        from: from, to: to, fromCardinality: left, toCardinality: right,
        identifying: identifying, label: label, position: position))
  }

  /// The attributes of the open block on the rest of `line`; after its `}`, the rest is the
  /// next statement.
  mutating func attributes(_ line: inout StatementLine) throws(DiagramError) {
    guard let open = block else { return }
    while true {
      line.skipBlanks()
      if line.atEnd { return }
      if line.consume("}") {
        block = nil
        line.skipBlanks()
        if !line.atEnd { try statement(&line) }
        return
      }
      diagram.entities[open.entity].attributes.append(try ERParser.attribute(&line))
    }
  }

  /// An entity name (`NAME`, `"quoted"`, `*emphasis*`), its alias label and `:::style`;
  /// created at first mention.
  mutating func entity(_ line: inout StatementLine) throws(DiagramError) -> Int {
    let position = line.position
    var id = try line.quoted() ?? ""
    if id.isEmpty {
      while let scalar = line.peek(),
        StatementLine.isIDScalar(scalar) || scalar == "." || scalar == "*"
          || (scalar == "-" && line.peek(1) != "-" && line.peek(1) != ".")
      {
        id.unicodeScalars.append(scalar)
        line.index += 1
      }
    }
    guard !id.isEmpty else { throw line.unexpected("an entity name") }
    let made: Int
    if let existing = index[id] {
      made = existing
    } else {
      diagram.entities.append(
        ERDiagram.Entity(id: id, label: DiagramLimits.cutLabelLine(id), position: position))
      made = diagram.entities.count - 1
      index[id] = made
    }
    if line.consume("[") {
      let label = try line.quoted() ?? line.read { $0 != "]" }
      guard line.consume("]") else { throw line.unexpected("']'") }
      diagram.entities[made].label = DiagramLimits.cutLabelLine(label)
    }
    if line.consume(":::") {
      let name = line.read { StatementLine.isIDScalar($0) || $0 == "-" }
      if !name.isEmpty { diagram.entities[made].classes.append(name) }
    }
    return made
  }
}
