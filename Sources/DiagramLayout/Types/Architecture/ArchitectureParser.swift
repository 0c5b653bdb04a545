import RenderSupport

/// Parses a Mermaid architecture diagram (Mermaid's `architecture.langium`): `group ID(icon)
/// [Title] in PARENT`, `service ID(icon)[Title] in GROUP` (or `"text"` in place of an icon),
/// `junction ID in GROUP`, edges `a:R -- L:b`, `a:R --> L:b`, `a:R <--> L:b`,
/// `a:R -[Label]- L:b`, `a{group}:B -- T:b{group}`, and `title`. As in Mermaid's database, a
/// parent or an edge's end must be declared before it is named, and an id is declared once.
struct ArchitectureParser {
  var diagram = ArchitectureDiagram()
  var nodeIndex: [String: Int] = [:]
  var groupIndex: [String: Int] = [:]

  static func parse(_ source: MermaidSource) throws(DiagramError) -> ArchitectureDiagram {
    var parser = ArchitectureParser()
    parser.diagram.title = source.title
    for line in ChartLine.lines(source) {
      try parser.read(line)
    }
    return parser.diagram
  }

  mutating func read(_ line: ChartLine) throws(DiagramError) {
    let (word, _) = line.keyword
    var scanner = ArchitectureScanner(line)
    switch word {
    case "title": diagram.title = line.keyword.rest
    case "group", "service", "junction":
      scanner.skipWord()
      try declaration(word, &scanner)
    default: try edge(&scanner)
    }
  }

  /// Counts one more item against the limit.
  func checkLimit(at position: SourcePosition) throws(DiagramError) {
    try DiagramLimits.checkEdgeCount(
      diagram.nodes.count + diagram.groups.count + diagram.edges.count + 1,
      noun: "services, groups and edges", at: position)
  }

  mutating func declaration(_ word: String, _ scanner: inout ArchitectureScanner)
    throws(DiagramError)
  {
    scanner.skipBlanks()
    let at = scanner.here
    let id = try scanner.identifier(what: "an id after '\(word)'")
    guard nodeIndex[id] == nil, groupIndex[id] == nil else {
      throw DiagramError(.syntax, "the id '\(id)' is already declared", at: at)
    }
    try checkLimit(at: at)
    var icon: String?
    var iconText: String?
    var title: String?
    if word != "junction" {
      icon = try scanner.enclosed("(", ")")
      if word == "service", icon == nil { iconText = try scanner.quoted() }
      title = try scanner.enclosed("[", "]")
    }
    var parent: Int?
    if scanner.word("in") {
      scanner.skipBlanks()
      let parentAt = scanner.here
      let name = try scanner.identifier(what: "a group after 'in'")
      guard let group = groupIndex[name] else {
        throw DiagramError(
          .syntax, "the group '\(name)' is not declared before it is used", at: parentAt)
      }
      parent = group
    }
    try scanner.end()
    if word == "group" {
      var depth = 1
      var current = parent
      while let index = current {
        depth += 1
        current = diagram.groups[index].parent
      }
      try DiagramLimits.checkNesting(depth, at: at)
      groupIndex[id] = diagram.groups.count
      diagram.groups.append(
        ArchitectureDiagram.Group(id: id, icon: icon, title: title, parent: parent, position: at))
    } else {
      nodeIndex[id] = diagram.nodes.count
      diagram.nodes.append(
        ArchitectureDiagram.Node(
          id: id, isJunction: word == "junction", icon: icon, iconText: iconText, title: title,
          group: parent, position: at))
    }
  }

  /// `a{group}:R <-[Label]-> L:b{group}`.
  mutating func edge(_ scanner: inout ArchitectureScanner) throws(DiagramError) {
    let at = scanner.here
    let (fromNode, fromGroup) = try end(&scanner)
    try scanner.expect(":")
    let fromSide = try scanner.side()
    scanner.skipBlanks()
    let fromArrow = scanner.consume("<")
    var label: String?
    if scanner.consume("--") {
    } else if scanner.consume("-") {
      guard let text = try scanner.enclosed("[", "]") else {
        throw scanner.error("expected '--' or '-[Label]-' between the ends")
      }
      label = text
      try scanner.expect("-")
    } else {
      throw scanner.error(
        "expected a service, group or junction declaration, or an edge (a:R -- L:b)")
    }
    let toArrow = scanner.consume(">")
    scanner.skipBlanks()
    let toSide = try scanner.side()
    try scanner.expect(":")
    let (toNode, toGroup) = try end(&scanner)
    try scanner.end()
    try checkLimit(at: at)
    diagram.edges.append(
      ArchitectureDiagram.Edge(
        from: .init(node: fromNode, side: fromSide, toGroup: fromGroup, arrow: fromArrow),
        to: .init(node: toNode, side: toSide, toGroup: toGroup, arrow: toArrow), label: label,
        position: at))
  }

  /// A declared node's id and whether `{group}` follows it.
  mutating func end(_ scanner: inout ArchitectureScanner) throws(DiagramError) -> (Int, Bool) {
    scanner.skipBlanks()
    let at = scanner.here
    let id = try scanner.identifier(
      what: "a service, group or junction declaration, or an edge (a:R -- L:b)")
    guard let node = nodeIndex[id] else {
      throw DiagramError(
        .syntax, "the service or junction '\(id)' is not declared before the edge", at: at)
    }
    let group = scanner.consume("{group}")
    if group, diagram.nodes[node].group == nil {
      throw DiagramError(.syntax, "'\(id){group}': '\(id)' is in no group", at: at)
    }
    return (node, group)
  }
}
