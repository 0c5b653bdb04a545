import RenderSupport

/// Parses a Mermaid C4 diagram (Mermaid's `c4Diagram.jison`, C4-PlantUML's macros): elements
/// (`Person`, `System`, `SystemDb`, `SystemQueue`, `Container…`, `Component…`, each also
/// `_Ext`), boundaries opened by `{` and closed by `}` (`Boundary`, `Enterprise_Boundary`,
/// `System_Boundary`, `Container_Boundary`, `Deployment_Node`, `Node`, `Node_L`, `Node_R`),
/// relationships (`Rel`, `BiRel`, `Rel_U/D/L/R` and their long forms, `Rel_Back`,
/// `RelIndex`), `UpdateElementStyle`, `UpdateRelStyle`, `UpdateLayoutConfig`, and `title`.
/// Tag and boundary-style macros change nothing drawn here and are read and accepted.
struct C4Parser {
  var diagram = C4Diagram()
  var elementIndex: [String: Int] = [:]
  /// The open boundaries, innermost last.
  var open: [Int] = []
  /// Relationships and styles name elements declared anywhere: they are resolved at the end.
  var pending: [(C4Call, ChartLine)] = []

  static let boundaries: Set<String> = [
    "Boundary", "Enterprise_Boundary", "System_Boundary", "Container_Boundary",
    "Deployment_Node", "Node", "Node_L", "Node_R",
  ]
  static let relationships: Set<String> = [
    "Rel", "BiRel", "Rel_U", "Rel_Up", "Rel_D", "Rel_Down", "Rel_L", "Rel_Left", "Rel_R",
    "Rel_Right", "Rel_Back", "RelIndex",
  ]
  static let accepted: Set<String> = [
    "AddElementTag", "AddRelTag", "UpdateBoundaryStyle", "AddBoundaryTag",
  ]

  static func parse(_ source: MermaidSource) throws(DiagramError) -> C4Diagram {
    var parser = C4Parser()
    parser.diagram.title = source.title
    var lastOpen: [SourcePosition] = []
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      if word == "title" {
        parser.diagram.title = rest
        continue
      }
      if line.content == "}" {
        guard !parser.open.isEmpty else {
          throw DiagramError(.syntax, "'}' without an open boundary", at: line.start)
        }
        parser.open.removeLast()
        lastOpen.removeLast()
        continue
      }
      let call = try C4Call(line)
      if Self.boundaries.contains(call.name) {
        try parser.boundary(call, line)
        lastOpen.append(line.start)
      } else if let element = C4ElementMacro(call.name) {
        try parser.element(call, element, line)
      } else if Self.relationships.contains(call.name) || call.name.hasPrefix("Update") {
        parser.pending.append((call, line))
      } else if !Self.accepted.contains(call.name) {
        throw DiagramError(
          .syntax, "unknown C4 macro \(DiagramError.quoted(call.name))", at: line.start)
      }
      if call.opens, !Self.boundaries.contains(call.name) {
        throw DiagramError(.syntax, "only a boundary opens '{'", at: line.start)
      }
    }
    if let position = lastOpen.last {
      throw DiagramError(.syntax, "this boundary is not closed by '}'", at: position)
    }
    for (call, line) in parser.pending { try parser.resolve(call, line) }
    return parser.diagram
  }

  func checkLimit(at position: SourcePosition) throws(DiagramError) {
    try DiagramLimits.checkEdgeCount(
      diagram.elements.count + diagram.boundaries.count + diagram.relationships.count + 1,
      noun: "elements, boundaries and relationships", at: position)
  }

  func alias(_ call: C4Call, _ line: ChartLine) throws(DiagramError) -> String {
    guard let alias = call.argument(0) else {
      throw DiagramError(.syntax, "\(call.name) needs an alias first", at: line.start)
    }
    return alias
  }

  mutating func boundary(_ call: C4Call, _ line: ChartLine) throws(DiagramError) {
    guard call.opens else {
      throw DiagramError(.syntax, "expected '{' after \(call.name)(…)", at: line.start)
    }
    try checkLimit(at: line.start)
    try DiagramLimits.checkNesting(open.count + 1, at: line.start)
    let alias = try alias(call, line)
    var type = call.argument(2) ?? call.named["type"]
    switch call.name {
    case "Enterprise_Boundary": type = type ?? "ENTERPRISE"
    case "System_Boundary": type = type ?? "SYSTEM"
    case "Container_Boundary": type = type ?? "CONTAINER"
    default: break
    }
    diagram.boundaries.append(
      C4Diagram.Boundary(
        alias: alias, label: text(call.argument(1) ?? alias), type: type.map(text),
        description: (call.argument(3) ?? call.named["descr"]).map(text), parent: open.last,
        position: line.start))
    open.append(diagram.boundaries.count - 1)
  }

  mutating func element(_ call: C4Call, _ macro: C4ElementMacro, _ line: ChartLine)
    throws(DiagramError)
  {
    try checkLimit(at: line.start)
    let alias = try alias(call, line)
    guard elementIndex[alias] == nil else {
      throw DiagramError(.syntax, "the alias '\(alias)' is already declared", at: line.start)
    }
    // Containers and components take a technology before the description.
    let hasTechnology = macro.kind == .container || macro.kind == .component
    let technology = hasTechnology ? call.argument(2) ?? call.named["techn"] : nil
    let description = call.argument(hasTechnology ? 3 : 2) ?? call.named["descr"]
    elementIndex[alias] = diagram.elements.count
    diagram.elements.append(
      C4Diagram.Element(
        alias: alias, kind: macro.kind, shape: macro.shape, external: macro.external,
        label: text(call.argument(1) ?? alias), technology: technology.map(text),
        description: description.map(text), boundary: open.last, position: line.start))
  }

  /// Label text as drawn: Mermaid's `<br>` breaks are kept as line breaks.
  func text(_ raw: String) -> String {
    ChartText.lines(raw).joined(separator: "\n")
  }
}
