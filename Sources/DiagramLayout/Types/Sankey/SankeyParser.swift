import RenderSupport

/// Parses a Mermaid sankey diagram (Mermaid's `sankey.jison`): after the header, one flow per
/// line as CSV, `source,target,value` (RFC 4180 fields: a field in double quotes may hold
/// commas and `""` for a quote; blanks around fields are trimmed). Blank lines and `%%`
/// comments are skipped.
enum SankeyParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> SankeyDiagram {
    var diagram = SankeyDiagram()
    read(source.settings, into: &diagram)
    var index: [String: Int] = [:]
    func node(_ name: String, at position: SourcePosition) -> Int {
      if let known = index[name] { return known }
      index[name] = diagram.nodes.count
      diagram.nodes.append(SankeyDiagram.Node(name: name, position: position))
      return diagram.nodes.count - 1
    }
    for line in ChartLine.lines(source) {
      let fields = try self.fields(line)
      guard fields.count == 3 else {
        throw DiagramError(
          .syntax, "expected source,target,value, found \(fields.count) fields", at: line.start)
      }
      guard let value = ChartNumber.parse(fields[2].text), value >= 0 else {
        throw DiagramError(
          .syntax,
          "expected a value (a number, not negative), found "
            + DiagramError.quoted(fields[2].text), at: fields[2].position)
      }
      for field in fields.prefix(2) where field.text.isEmpty {
        throw DiagramError(.syntax, "a node's name is empty", at: field.position)
      }
      try DiagramLimits.checkEdgeCount(diagram.links.count + 1, noun: "links", at: line.start)
      let from = node(fields[0].text, at: fields[0].position)
      let to = node(fields[1].text, at: fields[1].position)
      guard from != to else {
        throw DiagramError(
          .syntax, "the flow from \(DiagramError.quoted(fields[0].text)) goes to itself",
          at: line.start)
      }
      diagram.links.append(
        SankeyDiagram.Link(source: from, target: to, value: value, position: line.start))
    }
    return diagram
  }

  /// The CSV fields of `line`, each trimmed, with where it starts.
  static func fields(_ line: ChartLine) throws(DiagramError) -> [(
    text: String, position: SourcePosition
  )] {
    let scalars = Array(line.content.unicodeScalars)
    var result: [(String, SourcePosition)] = []
    var index = 0
    while true {
      while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
      let start = SourcePosition(line: line.number, column: line.indent + 1 + index)
      var text = String.UnicodeScalarView()
      if index < scalars.count, scalars[index] == "\"" {
        index += 1
        var closed = false
        while index < scalars.count {
          if scalars[index] == "\"" {
            if index + 1 < scalars.count, scalars[index + 1] == "\"" {
              text.append("\"")
              index += 2
              continue
            }
            index += 1
            closed = true
            break
          }
          text.append(scalars[index])
          index += 1
        }
        guard closed else {
          throw DiagramError(.syntax, "the field opened here is not closed with '\"'", at: start)
        }
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        if index < scalars.count, scalars[index] != "," {
          throw DiagramError(
            .syntax, "expected ',' after the quoted field",
            at: SourcePosition(line: line.number, column: line.indent + 1 + index))
        }
      } else {
        while index < scalars.count, scalars[index] != "," {
          text.append(scalars[index])
          index += 1
        }
      }
      result.append((String(text).trimmingCharacters(), start))
      guard index < scalars.count else { return result }
      index += 1
    }
  }

  /// The look-only settings of `sankey.*` (Mermaid's `SankeyDiagramConfig`), within
  /// drawable bounds.
  static func read(_ settings: DiagramSettings, into diagram: inout SankeyDiagram) {
    if let width = settings.number("config.sankey.width", in: 100...4000) { diagram.width = width }
    if let height = settings.number("config.sankey.height", in: 100...4000) {
      diagram.height = height
    }
    if let width = settings.number("config.sankey.nodeWidth", in: 1...100) {
      diagram.nodeWidth = width
    }
    if let padding = settings.number("config.sankey.nodePadding", in: 0...100) {
      diagram.nodePadding = padding
    }
    if let show = settings.flag("config.sankey.showValues") { diagram.showValues = show }
    if let prefix = settings.value("config.sankey.prefix") {
      diagram.prefix = DiagramLimits.cutLabelLine(prefix)
    }
    if let suffix = settings.value("config.sankey.suffix") {
      diagram.suffix = DiagramLimits.cutLabelLine(suffix)
    }
  }
}
