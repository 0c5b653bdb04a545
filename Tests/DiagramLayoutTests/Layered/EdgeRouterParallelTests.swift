import Testing

@testable import DiagramLayout

/// A large chart's curves, made on two threads (`EdgeRouter.routeAll(parallel:)`), are the
/// ones one thread makes.
@Suite struct EdgeRouterParallelTests {
  @Test(arguments: [(120, false), (300, true)])
  func twoThreadsRouteAsOne(edges: Int, horizontal: Bool) {
    // Self-loops too, which are routed around their node.
    var input = OrderingParallelTests.input(
      seed: UInt64(edges), nodes: edges * 7 / 10, edges: edges, length: 2)
    input.edges += [LayoutInput.Edge(from: 3, to: 3, minLength: 1)]
    var graph = LayeredLayout.place(input)
    _ = Orientation.apply(&graph, direction: horizontal ? .leftToRight : .topToBottom)
    let outlines = input.nodes.map { size in
      let (w, h) =
        horizontal ? (size.height / 2, size.width / 2) : (size.width / 2, size.height / 2)
      return Polygon([Point(-w, -h), Point(w, -h), Point(w, h), Point(-w, h)])
    }
    let ends = Array(repeating: (from: Int?.none, to: Int?.none), count: input.edges.count)
    func routes(parallel: Bool) -> [EdgeRouter.Route?] {
      EdgeRouter.routeAll(
        graph, input: input, outlines: outlines, clusterEnds: ends, horizontal: horizontal,
        parallel: parallel)
    }
    let one = routes(parallel: false)
    #expect(one.count == input.edges.count)
    #expect(routes(parallel: true) == one)
  }
}
