import RenderSupport

/// Parses a Mermaid mindmap: each line a node, its parent the nearest line above with less
/// indentation; `::icon(…)` lines are read and dropped (icons need fonts this renderer does
/// not ship), `:::class` lines too (their CSS would come from outside); markdown strings
/// (`` "`…`" ``) may span lines.
enum MindmapParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> MindmapTree {
    var tree = MindmapTree()
    // (indentation, node index) of the open ancestors.
    var stack: [(indent: Int, index: Int)] = []
    var lines = ChartLine.lines(source)[...]
    while let first = lines.popFirst() {
      var line = first
      // A markdown string left open continues on the next lines.
      while line.content.components(of: "\"`") > line.content.components(of: "`\""),
        let next = lines.popFirst()
      {
        line = ChartLine(
          number: line.number, indent: line.indent, content: line.content + "\n" + next.content)
      }
      // A shape whose closer is on a later line (`root[` ⏎ `The root` ⏎ `]`, or a
      // `` [`…`] `` string over lines): Mermaid's node text runs to the closer, line breaks
      // included. Joined only when a later line does close it, so an unclosed shape is
      // reported where it opens.
      if let closer = unclosedShape(line.content) {
        var joined = line.content
        var rest = lines
        while let next = rest.popFirst() {
          joined += "\n" + next.content
          if next.content.hasSuffix(closer) {
            line = ChartLine(number: line.number, indent: line.indent, content: joined)
            lines = rest
            break
          }
        }
      }
      if line.content.hasPrefix("::icon(") || line.content.hasPrefix(":::") { continue }
      while let last = stack.last, last.indent >= line.indent { stack.removeLast() }
      if stack.isEmpty, !tree.nodes.isEmpty {
        throw DiagramError(
          .syntax,
          "a mindmap has one root; this line is indented no deeper than the root",
          at: line.start)
      }
      try DiagramLimits.checkEdgeCount(tree.nodes.count + 1, noun: "nodes", at: line.start)
      try DiagramLimits.checkNesting(stack.count, at: line.start)
      var node = try self.node(line)
      node.parent = stack.last?.index
      node.depth = stack.count
      tree.nodes.append(node)
      stack.append((line.indent, tree.nodes.count - 1))
    }
    guard !tree.nodes.isEmpty else {
      throw DiagramError(.syntax, "the mindmap has no root node", at: source.headerPosition)
    }
    return tree
  }

  /// Delimiters of each shape, longest first so `((` wins over `(`.
  static let shapes: [(open: String, close: String, shape: MindmapTree.Shape)] = [
    ("((", "))", .circle), ("))", "((", .bang), ("{{", "}}", .hexagon), ("[", "]", .square),
    ("(", ")", .rounded), (")", "(", .cloud),
  ]

  /// The closer of a shape the line opens but does not close, or nil.
  static func unclosedShape(_ text: String) -> String? {
    guard let idEnd = text.firstIndex(where: { "[({)".contains($0) }) else { return nil }
    let rest = text[idEnd...]
    guard let shape = shapes.first(where: { rest.hasPrefix($0.open) }) else { return nil }
    let closed =
      rest.count >= shape.open.count + shape.close.count && rest.hasSuffix(shape.close)
    return closed ? nil : shape.close
  }

  static func node(_ line: ChartLine) throws(DiagramError) -> MindmapTree.Node {
    let text = line.content
    var id = text
    var label = text
    var shape = MindmapTree.Shape.plain
    let idEnd = text.firstIndex { "[({)".contains($0) }
    if let idEnd {
      let rest = text[idEnd...]
      for candidate in shapes where rest.hasPrefix(candidate.open) {
        guard rest.hasSuffix(candidate.close),
          rest.count >= candidate.open.count + candidate.close.count
        else { continue }
        id = String(text[..<idEnd]).trimmingCharacters()
        label = String(rest.dropFirst(candidate.open.count).dropLast(candidate.close.count))
        shape = candidate.shape
        break
      }
      if shape == .plain, idEnd != text.startIndex {
        throw DiagramError(
          .syntax, "the node's shape is not closed: \(DiagramError.quoted(text))",
          at: line.position(idEnd))
      }
    }
    if id.isEmpty { id = label }
    var lines: [String]
    if label.hasPrefix("\""), label.hasSuffix("\""), label.count >= 2 {
      lines = ChartText.markdownLines(String(label.dropFirst().dropLast()))
    } else {
      lines = label.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
        ChartText.lines(String($0))
      }
    }
    // Text that ran over lines keeps its breaks, without the blank lines beside the
    // delimiters.
    lines = lines.map { $0.trimmingCharacters() }
    while lines.count > 1, lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    if lines.isEmpty { lines = [""] }
    return MindmapTree.Node(
      id: id, lines: lines, shape: shape, parent: nil, depth: 0, position: line.start)
  }
}

extension String {
  /// How many times `part` occurs (not overlapping).
  func components(of part: String) -> Int {
    var count = 0
    var rest = Substring(self)
    while let range = rest.firstRange(of: part) {
      count += 1
      rest = rest[range.upperBound...]
    }
    return count
  }
}
