import RenderSupport

extension C4Parser {
  /// The element named `alias`, or an error at the call's line.
  func element(_ alias: String?, _ call: C4Call, _ line: ChartLine) throws(DiagramError) -> Int {
    guard let alias, let index = elementIndex[alias] else {
      throw DiagramError(
        .syntax, "\(call.name) names \(DiagramError.quoted(alias ?? "")), which no element is",
        at: line.start)
    }
    return index
  }

  mutating func resolve(_ call: C4Call, _ line: ChartLine) throws(DiagramError) {
    switch call.name {
    case "UpdateElementStyle":
      let index = try element(call.argument(0), call, line)
      diagram.elements[index].fill = call.named["bgColor"].flatMap(StyleParser.color)
      diagram.elements[index].stroke = call.named["borderColor"].flatMap(StyleParser.color)
      diagram.elements[index].textColor = call.named["fontColor"].flatMap(StyleParser.color)
    case "UpdateRelStyle":
      let from = try element(call.argument(0), call, line)
      let to = try element(call.argument(1), call, line)
      for index in diagram.relationships.indices
      where diagram.relationships[index].from == from && diagram.relationships[index].to == to
        || (diagram.relationships[index].from == to && diagram.relationships[index].to == from)
      {
        var relationship = diagram.relationships[index]
        relationship.lineColor =
          call.named["lineColor"].flatMap(StyleParser.color) ?? relationship.lineColor
        relationship.textColor =
          call.named["textColor"].flatMap(StyleParser.color) ?? relationship.textColor
        let dx = call.named["offsetX"].flatMap { Double($0) } ?? 0
        let dy = call.named["offsetY"].flatMap { Double($0) } ?? 0
        // Offsets move the label, within a few hundred pixels (Mermaid's are unbounded).
        relationship.offset = Point(max(-400, min(400, dx)), max(-400, min(400, dy)))
        diagram.relationships[index] = relationship
      }
    case "UpdateLayoutConfig":
      if let shapes = call.named["c4ShapeInRow"].flatMap({ Int($0) }), (1...20).contains(shapes) {
        diagram.shapesInRow = shapes
      }
      if let boundaries = call.named["c4BoundaryInRow"].flatMap({ Int($0) }),
        (1...20).contains(boundaries)
      {
        diagram.boundariesInRow = boundaries
      }
    case let name where name.hasPrefix("Update"):
      break
    default:
      try relationship(call, line)
    }
  }

  /// `Rel(from, to, label, ?technology)`; `RelIndex(n, from, to, …)`; `Rel_Back` points the
  /// other way.
  mutating func relationship(_ call: C4Call, _ line: ChartLine) throws(DiagramError) {
    try checkLimit(at: line.start)
    let shift = call.name == "RelIndex" ? 1 : 0
    var from = try element(call.argument(shift), call, line)
    var to = try element(call.argument(shift + 1), call, line)
    if call.name == "Rel_Back" { swap(&from, &to) }
    diagram.relationships.append(
      C4Diagram.Relationship(
        from: from, to: to, label: text(call.argument(shift + 2) ?? ""),
        technology: (call.argument(shift + 3) ?? call.named["techn"]).map(text),
        both: call.name == "BiRel", index: shift == 1 ? call.argument(0) : nil,
        position: line.start))
  }
}

/// An element macro's name read as kind, shape and whether it is external:
/// `ContainerDb_Ext` is an external container drawn as a database.
struct C4ElementMacro {
  var kind: C4Diagram.Kind
  var shape: C4Diagram.Shape
  var external: Bool

  init?(_ name: String) {
    var base = Substring(name)
    external = base.hasSuffix("_Ext")
    if external { base = base.dropLast(4) }
    shape = .box
    if base.hasSuffix("Db") {
      shape = .database
      base = base.dropLast(2)
    } else if base.hasSuffix("Queue") {
      shape = .queue
      base = base.dropLast(5)
    }
    switch base {
    case "Person" where shape == .box: kind = .person
    case "System": kind = .system
    case "Container": kind = .container
    case "Component": kind = .component
    default: return nil
    }
  }
}
