import RenderSupport

/// Parses a Mermaid Ishikawa diagram (Mermaid's `ishikawa.jison` and `IshikawaDB.addNode`):
/// every body line is one node's text. The first is the problem; each later line's level is
/// its indentation minus the problem's (at least 1), and its parent is the nearest earlier
/// node of a lower level, so a cause written at the problem's own indentation is a cause on
/// the spine.
enum IshikawaParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> IshikawaDiagram {
    var diagram = IshikawaDiagram()
    diagram.title = source.title
    // The open nodes from the problem down, with the indentation each was written at.
    var stack: [(level: Int, node: Int)] = []
    var baseIndent = 0
    for line in ChartLine.lines(source) {
      guard !diagram.nodes.isEmpty else {
        baseIndent = line.indent
        diagram.nodes.append(
          IshikawaDiagram.Node(label: line.content, depth: 0, position: line.start))
        stack = [(0, 0)]
        continue
      }
      try DiagramLimits.checkEdgeCount(diagram.nodes.count, noun: "causes", at: line.start)
      let level = max(line.indent - baseIndent, 1)
      while stack.count > 1, let top = stack.last, top.level >= level { stack.removeLast() }
      let parent = stack[stack.count - 1].node
      let depth = diagram.nodes[parent].depth + 1
      try DiagramLimits.checkNesting(depth, at: line.start)
      let index = diagram.nodes.count
      diagram.nodes.append(
        IshikawaDiagram.Node(
          label: line.content, parent: parent, depth: depth, position: line.start))
      diagram.nodes[parent].children.append(index)
      stack.append((level, index))
    }
    return diagram
  }
}
