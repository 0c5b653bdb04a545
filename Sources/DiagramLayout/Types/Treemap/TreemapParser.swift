import RenderSupport

/// Parses a Mermaid treemap (Mermaid's `treemap.langium`): one node per line, nested by
/// indentation; a section `"Name"`, a leaf `"Name": VALUE`, either followed by `:::class`;
/// `classDef name fill:…,stroke:…,color:…;`; `title …`. Names are quoted (`"…"` or `'…'`).
enum TreemapParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> TreemapTree {
    var tree = TreemapTree()
    tree.title = source.title
    read(source.settings, into: &tree)
    // The open sections: (indent, node index).
    var open: [(indent: Int, node: Int)] = []
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      if word == "classDef" {
        let name = String(rest.prefix { $0 != " " && $0 != "\t" })
        tree.classes[name] = style(String(rest.dropFirst(name.count)))
        continue
      }
      if word == "title" {
        tree.title = rest
        continue
      }
      var node = try self.node(line)
      while let last = open.last, last.indent >= line.indent { open.removeLast() }
      node.depth = open.count
      try DiagramLimits.checkNesting(node.depth + 1, at: line.start)
      try DiagramLimits.checkEdgeCount(tree.nodes.count + 1, noun: "nodes", at: line.start)
      let index = tree.nodes.count
      if let parent = open.last {
        guard tree.nodes[parent.node].value == nil else {
          throw DiagramError(
            .syntax,
            "\(DiagramError.quoted(tree.nodes[parent.node].name)) has a value, so it holds no "
              + "nodes; \(DiagramError.quoted(node.name)) is indented under it", at: line.start)
        }
        tree.nodes[parent.node].children.append(index)
      } else {
        tree.roots.append(index)
      }
      tree.nodes.append(node)
      open.append((line.indent, index))
    }
    return tree
  }

  /// `"Name"`, `"Name": VALUE`, each with an optional `:::class`.
  static func node(_ line: ChartLine) throws(DiagramError) -> TreemapTree.Node {
    var text = Substring(line.content)
    guard let quote = text.first, quote == "\"" || quote == "'" else {
      throw DiagramError(
        .syntax,
        "expected a quoted name, 'classDef' or 'title', found "
          + DiagramError.quoted(line.content), at: line.start)
    }
    text = text.dropFirst()
    guard let close = text.firstIndex(of: quote) else {
      throw DiagramError(
        .syntax, "the name opened here is not closed with '\(quote)'", at: line.start)
    }
    let name = String(text[..<close])
    text = text[text.index(after: close)...]
    var className: String?
    if let marker = text.range(of: ":::") {
      className = String(text[marker.upperBound...]).trimmingCharacters()
      text = text[..<marker.lowerBound]
    }
    var value: Double?
    let rest = String(text).trimmingCharacters()
    if rest.hasPrefix(":") {
      let number = String(rest.dropFirst()).trimmingCharacters()
      guard let parsed = ChartNumber.parse(number), parsed >= 0 else {
        throw DiagramError(
          .syntax,
          "expected a value (a number, not negative), found \(DiagramError.quoted(number))",
          at: line.position(text.startIndex))
      }
      value = parsed
    } else if !rest.isEmpty {
      throw DiagramError(
        .syntax,
        "expected ':' and a value or the end of the line, found \(DiagramError.quoted(rest))",
        at: line.position(text.startIndex))
    }
    return TreemapTree.Node(
      name: name, value: value, className: className, depth: 0, position: line.start)
  }

  /// `fill:…,stroke:…,color:…` (other properties ignored: they are not colours).
  static func style(_ text: String) -> TreemapTree.Style {
    var style = TreemapTree.Style()
    for item in text.split(whereSeparator: { $0 == "," || $0 == ";" }) {
      let parts = item.split(separator: ":", maxSplits: 1).map {
        String($0).trimmingCharacters()
      }
      guard parts.count == 2, let color = StyleParser.color(parts[1]) else { continue }
      switch parts[0] {
      case "fill": style.fill = color
      case "stroke": style.stroke = color
      case "color": style.color = color
      default: continue
      }
    }
    return style
  }

  /// The look-only settings of `treemap.*`.
  static func read(_ settings: DiagramSettings, into tree: inout TreemapTree) {
    if let show = settings.flag("config.treemap.showValues") { tree.showValues = show }
    if let format = settings.value("config.treemap.valueFormat") {
      tree.valueFormat = TreemapValueFormat(format)
    }
    if let padding = settings.number("config.treemap.padding", in: 0...50) {
      tree.padding = padding
    }
    if let padding = settings.number("config.treemap.diagramPadding", in: 0...400) {
      tree.diagramPadding = padding
    }
  }
}
