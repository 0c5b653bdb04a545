import RenderSupport

/// Parses a Mermaid tree view (Mermaid's `treeView.langium` and its value converter): one row
/// a line, nested by indentation — a row's parent is the nearest earlier row indented less —
/// or by `tree`-style prefixes (`├── `, `│   `, `└── `, read as indentation of their width).
/// A row is a bare name (kept as written, blanks inside included) or a quoted one (`"…"`,
/// `'…'`), a trailing `/` making it a directory, then optionally `:::class`, `icon(NAME)` and
/// `## description`.
enum TreeViewParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> TreeViewDiagram {
    var diagram = TreeViewDiagram()
    diagram.title = source.title
    read(source.settings, into: &diagram)
    // The open rows, each with the indentation it was written at.
    var stack: [(indent: Int, node: Int)] = []
    for line in lines(source) {
      let (word, rest) = line.keyword
      if word == "title", diagram.nodes.isEmpty {
        diagram.title = rest
        continue
      }
      try DiagramLimits.checkEdgeCount(diagram.nodes.count + 1, noun: "rows", at: line.start)
      while let top = stack.last, top.indent >= line.indent { stack.removeLast() }
      let parent = stack.last?.node
      let depth = parent.map { diagram.nodes[$0].depth + 1 } ?? 0
      try DiagramLimits.checkNesting(depth + 1, at: line.start)
      var node = try row(line)
      node.parent = parent
      node.depth = depth
      let index = diagram.nodes.count
      diagram.nodes.append(node)
      if let parent { diagram.nodes[parent].children.append(index) }
      stack.append((line.indent, index))
    }
    return diagram
  }

  /// The body's lines, box-drawing prefixes read as indentation of the same width.
  static func lines(_ source: MermaidSource) -> [ChartLine] {
    ChartLine.lines(source).map { line in
      let prefix = line.content.unicodeScalars.prefix {
        "│├└─ \t\u{A0}".unicodeScalars.contains($0)
      }
      guard prefix.contains(where: { "│├└─".unicodeScalars.contains($0) }) else { return line }
      let content = String(
        String.UnicodeScalarView(line.content.unicodeScalars.dropFirst(prefix.count)))
      return ChartLine(number: line.number, indent: line.indent + prefix.count, content: content)
    }
  }

  /// One row's name and annotations.
  static func row(_ line: ChartLine) throws(DiagramError) -> TreeViewDiagram.Node {
    var text = Substring(line.content)
    var description: String?
    var name: String
    var quoted = false
    if let quote = text.first, quote == "\"" || quote == "'" {
      guard let close = text.dropFirst().firstIndex(of: quote) else {
        throw DiagramError(.syntax, "a quoted name is not closed", at: line.start)
      }
      name = String(text[text.index(after: text.startIndex)..<close])
      text = text[text.index(after: close)...]
      quoted = true
    } else {
      name = ""
    }
    if let mark = text.range(of: "##") {
      let after = String(text[mark.upperBound...]).trimmingCharacters()
      description = after.isEmpty ? nil : after
      text = text[..<mark.lowerBound]
    }
    var icon: String?
    if let open = text.range(of: "icon(") {
      guard let close = text[open.upperBound...].firstIndex(of: ")") else {
        throw DiagramError(
          .syntax, "icon( is not closed", at: line.position(open.lowerBound))
      }
      let value = String(text[open.upperBound..<close]).trimmingCharacters()
      icon = value.isEmpty ? "none" : value
      text = text[..<open.lowerBound] + text[text.index(after: close)...]
    }
    var className: String?
    if let mark = text.range(of: ":::") {
      let value = text[mark.upperBound...].prefix { $0 != " " && $0 != "\t" }
      guard !value.isEmpty else {
        throw DiagramError(
          .syntax, "expected a class name after :::", at: line.position(mark.lowerBound))
      }
      className = String(value)
      text = text[..<mark.lowerBound] + text[value.endIndex...]
    }
    let left = String(text).trimmingCharacters()
    if quoted {
      guard left.isEmpty else {
        throw DiagramError(
          .syntax, "unexpected text after the quoted name: " + DiagramError.quoted(left),
          at: line.start)
      }
    } else {
      name = left
    }
    let isDirectory = name.hasSuffix("/")
    if isDirectory { name.removeLast() }
    return TreeViewDiagram.Node(
      name: name, isDirectory: isDirectory, icon: icon, className: className,
      description: description, depth: 0, position: line.start)
  }

  /// `treeView.*` and `themeVariables.treeView.*`, kept within sizes that draw.
  static func read(_ settings: DiagramSettings, into diagram: inout TreeViewDiagram) {
    if let value = settings.number("config.treeView.rowIndent", in: 0...400) {
      diagram.rowIndent = value
    }
    if let value = settings.number("config.treeView.paddingX", in: 0...100) {
      diagram.paddingX = value
    }
    if let value = settings.number("config.treeView.paddingY", in: 0...100) {
      diagram.paddingY = value
    }
    if let value = settings.number("config.treeView.lineThickness", in: 0.5...20) {
      diagram.lineThickness = value
    }
    diagram.labelFontSize = settings.number(
      "config.themeVariables.treeView.labelFontSize", in: 6...72)
    diagram.labelColor = settings.value("config.themeVariables.treeView.labelColor").flatMap {
      StyleParser.color($0)
    }
    diagram.lineColor = settings.value("config.themeVariables.treeView.lineColor").flatMap {
      StyleParser.color($0)
    }
    diagram.showIcons = settings.flag("config.treeView.showIcons") ?? false
    let colours: [(String, WritableKeyPath<TreeViewDiagram, String>)] = [
      ("descriptionColor", \.descriptionColor), ("highlightBg", \.highlightFill),
      ("highlightStroke", \.highlightStroke),
    ]
    for (name, path) in colours {
      if let colour = settings.value("config.themeVariables.treeView." + name).flatMap({
        StyleParser.color($0)
      }) {
        diagram[keyPath: path] = colour
      }
    }
  }
}
