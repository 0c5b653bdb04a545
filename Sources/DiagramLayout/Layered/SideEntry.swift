/// Part of phase 6, edge routing: an edge entering the first rank of a cluster whose wide
/// title is centred over its content (`Normalizer.titleMargins`) comes in through the box's
/// side below the title instead of across it. It runs from the rank above the box out past
/// the side, along the side half a padding away, then level into its node.
///
/// Pre: straightened polylines in final coordinates, vertical ranks (titles are reserved
/// beyond the ranks only then) with titles drawn at the top, each such node outermost on its
/// side of the rank.
/// Post: those polylines end with the side detour; the others are unchanged.
enum SideEntry {
  static func apply(
    _ polylines: inout [[Point]?], graph: LayeredGraph, clusterEnds: [(from: Int?, to: Int?)],
    padding: Double
  ) {
    var titleSlots = Array(repeating: 0, count: graph.clusterBoxes.count)
    for node in graph.nodes {
      if case .title(let cluster) = node.kind { titleSlots[cluster] += 1 }
    }
    // The members of each centred cluster's first rank, left to right.
    var firstRank: [Int: [Int]] = [:]
    for (cluster, slots) in titleSlots.enumerated() where slots == 2 {
      guard let ranks = graph.clusterRanks[cluster] else { continue }
      let members = graph.layers[ranks.lowerBound].filter { node in
        if case .real = graph.nodes[node].kind { return graph.nodes[node].cluster == cluster }
        return false
      }
      for member in members { firstRank[member] = members }
    }
    guard !firstRank.isEmpty else { return }
    for (index, chain) in graph.chains.enumerated() where chain.count >= 2 {
      guard let member = chain.last, let members = firstRank[member],
        let cluster = graph.nodes[member].cluster, let box = graph.clusterBoxes[cluster],
        var points = polylines[index], points.count >= 2,
        (graph.reversed[index] ? clusterEnds[index].from : clusterEnds[index].to) == nil
      else { continue }
      let upper = chain[chain.count - 2]
      guard !graph.clusterPath(graph.nodes[upper].cluster).contains(cluster) else { continue }
      let node = graph.nodes[member]
      let from = graph.nodes[upper]
      // The title is drawn at the top: ranks running up, the first rank is the bottom one and
      // its edges come from below, clear of it.
      guard from.y < node.y else { continue }
      if graph.reversed[index] { points.reverse() }
      let end = points[points.count - 1]
      // Halfway between the upper node's lower side and the box.
      let y = (from.y + from.size.height / 2 + box.minY) / 2
      // Keep the way to the upper node; the bends straightening put nearer the box go.
      while points.count > 1, let last = points.last, last.y > y { points.removeLast() }
      let left =
        members.count == 1 ? (points.last ?? end).x <= box.center.x : member == members.first
      let x = left ? box.minX - padding / 2 : box.maxX + padding / 2
      points += [Point(x, y), Point(x, node.y), Point(end.x, node.y)]
      if graph.reversed[index] { points.reverse() }
      polylines[index] = points
    }
  }
}
