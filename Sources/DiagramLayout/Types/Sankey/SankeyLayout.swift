import RenderSupport

/// Where a sankey diagram's nodes and flows go, after d3-sankey (Mike Bostock's, which
/// Mermaid draws with): a node's column is its depth from the sources, nodes without outgoing
/// flows pushed to the last column (`sankeyJustify`); a node is as tall as the larger of its
/// in- and outflow times one scale `ky` shared by the whole drawing (the column that needs
/// the smallest scale to fit sets it), so every flow's width is its value times `ky`; nodes
/// are relaxed towards the centres of the nodes they exchange with, then kept `nodePadding`
/// apart; each node's flows leave and arrive in the order of the other ends' heights.
package struct SankeyLayout: Sendable {
  /// One node's box.
  package struct PlacedNode: Equatable, Sendable {
    package var column: Int
    package var value: Double
    package var rect: Rect
  }

  /// One flow's band: its centre line's ends and its width.
  package struct PlacedLink: Equatable, Sendable {
    package var start: Point
    package var end: Point
    package var width: Double
  }

  package let diagram: SankeyDiagram
  package private(set) var nodes: [PlacedNode] = []
  package private(set) var links: [PlacedLink] = []
  /// The scale from values to pixels.
  package private(set) var ky = 0.0
  /// The plot's height (the configured one, or more when a column's gaps need it).
  package private(set) var height = 0.0
  package var padding: Double { diagram.nodePadding ?? (diagram.showValues ? 25 : 10) }

  /// Lays `diagram` out; throws when the flows form a cycle (d3-sankey's "circular link").
  package init(_ diagram: SankeyDiagram) throws(DiagramError) {
    self.diagram = diagram
    let count = diagram.nodes.count
    var outgoing = [[Int]](repeating: [], count: count)
    var incoming = [[Int]](repeating: [], count: count)
    for (index, link) in diagram.links.enumerated() {
      outgoing[link.source].append(index)
      incoming[link.target].append(index)
    }
    let depth = try Self.depths(diagram, outgoing: outgoing, incoming: incoming)
    let columns = (depth.max() ?? 0) + 1
    var values = [Double](repeating: 0, count: count)
    for node in 0..<count {
      let inflow = incoming[node].reduce(0) { $0 + diagram.links[$1].value }
      let outflow = outgoing[node].reduce(0) { $0 + diagram.links[$1].value }
      values[node] = max(inflow, outflow)
    }
    let column = (0..<count).map { outgoing[$0].isEmpty ? columns - 1 : depth[$0] }
    var members = [[Int]](repeating: [], count: columns)
    for node in 0..<count { members[column[node]].append(node) }
    let crowded = members.map(\.count).max() ?? 0
    height = max(diagram.height, Double(max(crowded - 1, 0)) * padding + Double(crowded) * 2)
    ky =
      members.compactMap { nodes -> Double? in
        let total = nodes.reduce(0) { $0 + values[$1] }
        guard total > 0 else { return nil }
        return (height - Double(nodes.count - 1) * padding) / total
      }.min() ?? 0
    let step = columns > 1 ? (diagram.width - diagram.nodeWidth) / Double(columns - 1) : 0
    var y = [Double](repeating: 0, count: count)
    for nodes in members {
      var top = 0.0
      for node in nodes {
        y[node] = top
        top += values[node] * ky + padding
      }
    }
    let heights = values.map { $0 * ky }
    SankeyRelaxation(
      diagram: diagram, members: members, heights: heights, padding: padding, height: height
    ).relax(&y, outgoing: outgoing, incoming: incoming)
    nodes = (0..<count).map { node in
      PlacedNode(
        column: column[node], value: values[node],
        rect: Rect(
          x: Double(column[node]) * step, y: y[node], width: diagram.nodeWidth,
          height: heights[node]))
    }
    links = Self.bands(diagram, nodes: nodes, outgoing: outgoing, incoming: incoming, ky: ky)
  }

  /// Each node's depth: the longest path from a source (Kahn's order over the flows).
  static func depths(_ diagram: SankeyDiagram, outgoing: [[Int]], incoming: [[Int]])
    throws(DiagramError) -> [Int]
  {
    var remaining = incoming.map(\.count)
    var depth = [Int](repeating: 0, count: diagram.nodes.count)
    var ready = (0..<diagram.nodes.count).filter { remaining[$0] == 0 }
    var done = 0
    while let node = ready.popLast() {
      done += 1
      for link in outgoing[node] {
        let target = diagram.links[link].target
        depth[target] = max(depth[target], depth[node] + 1)
        remaining[target] -= 1
        if remaining[target] == 0 { ready.append(target) }
      }
    }
    guard done == diagram.nodes.count else {
      // The first flow into a node still waiting closes a cycle.
      let link = diagram.links.first { remaining[$0.target] > 0 }
      throw DiagramError(
        .syntax, "the flows form a cycle (a sankey diagram's flows only go forward)",
        at: link?.position ?? SourcePosition(line: 1, column: 1))
    }
    return depth
  }

  /// The flows' bands: leaving each node in the order of their targets' heights, arriving in
  /// the order of their sources', each `value × ky` wide.
  static func bands(
    _ diagram: SankeyDiagram, nodes: [PlacedNode], outgoing: [[Int]], incoming: [[Int]],
    ky: Double
  ) -> [PlacedLink] {
    var starts = [Double](repeating: 0, count: diagram.links.count)
    var ends = [Double](repeating: 0, count: diagram.links.count)
    for node in nodes.indices {
      var top = nodes[node].rect.y
      for link in outgoing[node].sorted(by: {
        (nodes[diagram.links[$0].target].rect.y, $0) < (nodes[diagram.links[$1].target].rect.y, $1)
      }) {
        let width = diagram.links[link].value * ky
        starts[link] = top + width / 2
        top += width
      }
      top = nodes[node].rect.y
      for link in incoming[node].sorted(by: {
        (nodes[diagram.links[$0].source].rect.y, $0) < (nodes[diagram.links[$1].source].rect.y, $1)
      }) {
        let width = diagram.links[link].value * ky
        ends[link] = top + width / 2
        top += width
      }
    }
    return diagram.links.enumerated().map { index, link in
      PlacedLink(
        start: Point(nodes[link.source].rect.maxX, starts[index]),
        end: Point(nodes[link.target].rect.x, ends[index]), width: link.value * ky)
    }
  }
}
