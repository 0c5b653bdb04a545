/// The first orders the crossing-reduction sweeps start from (Gansner et al. 1993, §3
/// `init_order`): depth-first, breadth-first from either end, shuffled.
extension Ordering {
  /// Where a start's first order comes from.
  enum Initial {
    case depthFirst
    /// Breadth-first from the nodes without edges above.
    case breadthFirstDown
    /// Breadth-first from the nodes without edges below.
    case breadthFirstUp
  }

  /// One start of the sweeps: its first order, its key, and a shuffle of its first order
  /// (0 for none).
  struct Start {
    var initial: Initial
    var useMedian: Bool
    var seed: Int

    /// The starts of a graph small enough for all of them.
    static let all: [Start] =
      [
        Start(initial: .depthFirst, useMedian: false, seed: 0),
        Start(initial: .depthFirst, useMedian: true, seed: 0),
        Start(initial: .breadthFirstDown, useMedian: true, seed: 0),
        Start(initial: .breadthFirstUp, useMedian: true, seed: 0),
      ] + (1...2).map { Start(initial: .depthFirst, useMedian: false, seed: $0) }
  }

  /// The first order of a start.
  static func initialOrder(_ graph: LayeredGraph, _ initial: Initial) -> [[Int]] {
    switch initial {
    case .depthFirst: depthFirstOrder(graph)
    case .breadthFirstDown: breadthFirstOrder(graph, fromTop: true)
    case .breadthFirstUp: breadthFirstOrder(graph, fromTop: false)
    }
  }

  /// Depth-first order from the real nodes of the first ranks.
  static func depthFirstOrder(_ graph: LayeredGraph) -> [[Int]] {
    var layers = Array(repeating: [Int](), count: graph.layers.count)
    var visited = Array(repeating: false, count: graph.nodes.count)
    let starts = graph.nodes.indices.sorted {
      (graph.nodes[$0].rank, $0) < (graph.nodes[$1].rank, $1)
    }
    for start in starts where !visited[start] {
      var stack = [start]
      while let node = stack.popLast() {
        guard !visited[node] else { continue }
        visited[node] = true
        layers[graph.nodes[node].rank].append(node)
        for next in graph.lower[node].reversed() where !visited[next] { stack.append(next) }
      }
    }
    return layers
  }

  /// Breadth-first order from the nodes without edges above (or below), as dot's
  /// `build_ranks` (Gansner et al. 1993, §3 `init_order`).
  static func breadthFirstOrder(_ graph: LayeredGraph, fromTop: Bool) -> [[Int]] {
    var layers = Array(repeating: [Int](), count: graph.layers.count)
    var visited = Array(repeating: false, count: graph.nodes.count)
    var queue: [Int] = []
    queue.reserveCapacity(graph.nodes.count)
    let sources = graph.nodes.indices.filter {
      (fromTop ? graph.upper[$0] : graph.lower[$0]).isEmpty
    }
    for start in sources + Array(graph.nodes.indices) where !visited[start] {
      visited[start] = true
      queue.append(start)
      var head = queue.count - 1
      while head < queue.count {
        let node = queue[head]
        head += 1
        layers[graph.nodes[node].rank].append(node)
        for next in fromTop ? graph.lower[node] : graph.upper[node] where !visited[next] {
          visited[next] = true
          queue.append(next)
        }
      }
    }
    return layers
  }
}
