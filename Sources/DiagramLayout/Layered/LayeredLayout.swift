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

  /// Charts from this many edges build the coarse graph on a second thread (`place`).
  static let parallelEdges = 100

  /// The phases up to positioning (top-to-bottom, unrouted): what the terminal layout, which
  /// routes on its own character grid, shares with the SVG one. `parallel` forces the work
  /// that may use a second thread onto one thread or two (the result is the same).
  static func place(_ input: LayoutInput, parallel: Bool? = nil) -> LayeredGraph {
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
    // The coarse graph (`CoarseStart`) needs the ranking's input only, so it is built and
    // ordered beside the full graph's ranking, on a second thread from `parallelEdges` edges
    // (on smaller charts the ranking takes less time than starting the thread).
    // `CoarseStart.ordered` is called even for a chart without a coarse graph: it checks for
    // cancellation first, as it always did.
    let asks = input.clusters.isEmpty && !rankEdges.isEmpty
    let coarse = CoarseStart.applies(input: input, rankEdges: rankEdges)
    let built = SecondThread.map(
      count: asks ? 2 : 1,
      parallel: coarse && (parallel ?? (input.edges.count >= parallelEdges)),
      stopAfter: { _ in false }
    ) { index, _ -> LayeredGraph? in
      guard index == 0 else {
        return CoarseStart.ordered(
          input: input, rankEdges: rankEdges, reversed: reversed, parallel: parallel)
      }
      let ranks = NetworkSimplex.rank(nodeCount: input.nodes.count, edges: rankEdges)
      return Normalizer.build(input: input, ranks: ranks, reversed: reversed)
    }
    var graph = built[0]!!
    let start = built.count > 1 ? built[1]!.map { CoarseStart.carried($0, to: graph) } : nil
    Ordering.order(&graph, start: start, parallel: parallel, isCancelled: input.isCancelled)
    Positioning.position(&graph, input: input)
    return graph
  }
}
