/// The layered (Sugiyama) layout: the list of phases, nothing else.
///
/// acyclic → rank → normalize → order → position → orient → route. Each phase documents its
/// source and its pre- and post-conditions in its own file.
enum LayeredLayout {
  /// The placed graph: final node centres, routed edges and cluster boxes.
  struct Result {
    var graph: LayeredGraph
    var routes: [EdgeRouter.Route?]
    var size: Size
  }

  /// Lays out `input`; `outlines[i]` is node i's outline around its centre in the final
  /// orientation, `clusterEnds[e]` the clusters edge e starts or ends at instead of a node.
  static func run(
    _ input: LayoutInput, direction: FlowDirection, outlines: [Polygon],
    clusterEnds: [(from: Int?, to: Int?)]
  ) -> Result {
    var graph = place(input)
    let size = Orientation.apply(&graph, direction: direction)
    let routes = EdgeRouter.routeAll(
      graph, input: input, outlines: outlines, clusterEnds: clusterEnds,
      horizontal: direction.isHorizontal,
      flipped: direction == .bottomToTop || direction == .rightToLeft)
    return Result(graph: graph, routes: routes, size: size)
  }

  /// The phases up to positioning (top-to-bottom, unrouted): what the terminal layout, which
  /// routes on its own character grid, shares with the SVG one.
  static func place(_ input: LayoutInput) -> LayeredGraph {
    let kept = input.edges.filter { $0.from != $0.to }
    let reversedKept = Acyclic.apply(
      nodeCount: input.nodes.count, edges: kept.map { ($0.from, $0.to) })
    var reversed: [Bool] = []
    var keptIndex = 0
    var rankEdges: [NetworkSimplex.Edge] = []
    for edge in input.edges {
      guard edge.from != edge.to else {
        reversed.append(false)
        continue
      }
      let flip = reversedKept[keptIndex]
      keptIndex += 1
      reversed.append(flip)
      rankEdges.append(
        NetworkSimplex.Edge(
          tail: flip ? edge.to : edge.from, head: flip ? edge.from : edge.to,
          minLength: edge.minLength, weight: 1))
    }
    let ranks = NetworkSimplex.rank(nodeCount: input.nodes.count, edges: rankEdges)
    var graph = Normalizer.build(input: input, ranks: ranks, reversed: reversed)
    let start = CoarseStart.layers(
      input: input, rankEdges: rankEdges, reversed: reversed, graph: graph)
    Ordering.order(&graph, start: start, isCancelled: input.isCancelled)
    Positioning.position(&graph, input: input)
    return graph
  }
}
