/// Phase 2, rank assignment by network simplex (Gansner, Koutsofios, North, Vo: "A Technique
/// for Drawing Directed Graphs", IEEE TSE 1993, §2): minimises Σ weight·(rank(head) −
/// rank(tail)) subject to rank(head) − rank(tail) ≥ minLength.
///
/// Pre: a DAG (after `Acyclic`). Post: integer ranks, each connected component starting at 0.
/// Initial ranks by longest path, a feasible tight spanning tree, then pivots: a tree edge
/// with a negative cut value leaves, the non-tree edge of least slack across the same cut
/// enters. Postorder low/lim numbers answer "is this node under that tree edge" in O(1).
enum NetworkSimplex {
  struct Edge {
    var tail: Int
    var head: Int
    var minLength: Int
    var weight: Double
  }

  /// Ranks of `nodeCount` nodes.
  static func rank(nodeCount: Int, edges: [Edge]) -> [Int] {
    var component = Array(0..<nodeCount)
    func find(_ x: Int) -> Int {
      var x = x
      while component[x] != x {
        component[x] = component[component[x]]
        x = component[x]
      }
      return x
    }
    for edge in edges {
      let a = find(edge.tail)
      let b = find(edge.head)
      if a != b { component[max(a, b)] = min(a, b) }
    }
    // Components by their root's number, and each node's index within its component, in
    // arrays: a root and a node are node numbers (hashing them was 0.6M instructions of a
    // 200-node flowchart's two rankings).
    var members = Array(repeating: [Int](), count: nodeCount)
    var rootOrder: [Int] = []
    var local = Array(repeating: 0, count: nodeCount)
    for node in 0..<nodeCount {
      let root = find(node)
      if members[root].isEmpty { rootOrder.append(root) }
      local[node] = members[root].count
      members[root].append(node)
    }
    var componentEdges = Array(repeating: [Edge](), count: nodeCount)
    for edge in edges { componentEdges[find(edge.tail)].append(edge) }
    var ranks = Array(repeating: 0, count: nodeCount)
    for root in rootOrder {
      let nodes = members[root]
      let mapped = componentEdges[root].map {
        Edge(
          tail: local[$0.tail], head: local[$0.head], minLength: $0.minLength, weight: $0.weight)
      }
      var solver = Solver(count: nodes.count, edges: merge(mapped))
      let result = solver.solve()
      for (index, node) in nodes.enumerated() { ranks[node] = result[index] }
    }
    return ranks
  }

  /// Parallel edges become one, with summed weight and the largest minimum length.
  static func merge(_ edges: [Edge]) -> [Edge] {
    var index: [Int64: Int] = [:]
    var merged: [Edge] = []
    for edge in edges {
      let key = Int64(edge.tail) << 32 | Int64(edge.head)
      if let at = index[key] {
        merged[at].weight += edge.weight
        merged[at].minLength = max(merged[at].minLength, edge.minLength)
      } else {
        index[key] = merged.count
        merged.append(edge)
      }
    }
    return merged
  }

  struct Solver {
    let count: Int
    let edges: [Edge]
    var incident: [[Int]]
    var rank: [Int]
    var inTree: [Bool]
    var treeEdge: [Bool]
    var parentEdge: [Int]
    var low: [Int]
    var lim: [Int]
    var cut: [Double]
    var postorder: [Int] = []

    init(count: Int, edges: [Edge]) {
      self.count = count
      self.edges = edges
      incident = Array(repeating: [], count: count)
      for (index, edge) in edges.enumerated() {
        incident[edge.tail].append(index)
        incident[edge.head].append(index)
      }
      rank = Array(repeating: 0, count: count)
      inTree = Array(repeating: false, count: count)
      treeEdge = Array(repeating: false, count: edges.count)
      parentEdge = Array(repeating: -1, count: count)
      low = Array(repeating: 0, count: count)
      lim = Array(repeating: 0, count: count)
      cut = Array(repeating: 0, count: count)
    }

    func slack(_ e: Int) -> Int { rank[edges[e].head] - rank[edges[e].tail] - edges[e].minLength }

    mutating func solve() -> [Int] {
      guard count > 1 else { return Array(repeating: 0, count: count) }
      longestPath()
      feasibleTree()
      computeTree()
      var iterations = 0
      let limit = 20 * (edges.count + 10)
      while iterations < limit, let leaving = leavingNode() {
        guard let entering = enteringEdge(below: leaving) else { break }
        treeEdge[parentEdge[leaving]] = false
        treeEdge[entering] = true
        computeTree()
        iterations += 1
      }
      let minimum = rank.min() ?? 0
      return rank.map { $0 - minimum }
    }

    /// Initial feasible ranks: each node as low as its predecessors force (Kahn order).
    mutating func longestPath() {
      var indegree = Array(repeating: 0, count: count)
      for edge in edges { indegree[edge.head] += 1 }
      var queue = (0..<count).filter { indegree[$0] == 0 }
      var head = 0
      while head < queue.count {
        let node = queue[head]
        head += 1
        for e in incident[node] where edges[e].tail == node {
          let target = edges[e].head
          rank[target] = max(rank[target], rank[node] + edges[e].minLength)
          indegree[target] -= 1
          if indegree[target] == 0 { queue.append(target) }
        }
      }
    }

    /// Grows a spanning tree of tight edges, shifting the tree's ranks when it gets stuck.
    mutating func feasibleTree() {
      inTree[0] = true
      var size = growTightTree()
      while size < count {
        var best = -1
        var bestSlack = Int.max
        for e in edges.indices where inTree[edges[e].tail] != inTree[edges[e].head] {
          let s = slack(e)
          if s < bestSlack {
            bestSlack = s
            best = e
          }
        }
        guard best >= 0 else { break }
        let delta = inTree[edges[best].tail] ? bestSlack : -bestSlack
        for node in 0..<count where inTree[node] { rank[node] += delta }
        size = growTightTree()
      }
    }

    mutating func growTightTree() -> Int {
      var stack = (0..<count).filter { inTree[$0] }
      var size = stack.count
      while let node = stack.popLast() {
        for e in incident[node] {
          let other = edges[e].tail == node ? edges[e].head : edges[e].tail
          if !inTree[other], slack(e) == 0 {
            inTree[other] = true
            treeEdge[e] = true
            size += 1
            stack.append(other)
          }
        }
      }
      return size
    }

    /// Parent edges, postorder low/lim numbers, ranks along the tree and cut values.
    mutating func computeTree() {
      postorder.removeAll(keepingCapacity: true)
      var visited = Array(repeating: false, count: count)
      var stack: [(node: Int, next: Int, low: Int)] = [(0, 0, 1)]
      visited[0] = true
      parentEdge[0] = -1
      var counter = 1
      while !stack.isEmpty {
        let top = stack.count - 1
        let node = stack[top].node
        if stack[top].next < incident[node].count {
          let e = incident[node][stack[top].next]
          stack[top].next += 1
          guard treeEdge[e] else { continue }
          let other = edges[e].tail == node ? edges[e].head : edges[e].tail
          guard !visited[other] else { continue }
          visited[other] = true
          parentEdge[other] = e
          rank[other] =
            rank[node] + (edges[e].tail == node ? edges[e].minLength : -edges[e].minLength)
          stack.append((other, 0, counter))
        } else {
          low[node] = stack[top].low
          lim[node] = counter
          counter += 1
          postorder.append(node)
          stack.removeLast()
        }
      }
      for node in postorder where node != 0 { cut[node] = cutValue(of: node) }
    }

    /// The cut value of the tree edge joining `child` to its parent (dagre's formulation).
    func cutValue(of child: Int) -> Double {
      let e = parentEdge[child]
      let childIsTail = edges[e].tail == child
      var value = edges[e].weight
      for f in incident[child] where f != e {
        let isOut = edges[f].tail == child
        let other = isOut ? edges[f].head : edges[f].tail
        let pointsToHead = isOut == childIsTail
        value += pointsToHead ? edges[f].weight : -edges[f].weight
        if treeEdge[f], parentEdge[other] == f {
          value += pointsToHead ? -cut[other] : cut[other]
        }
      }
      return value
    }

    func leavingNode() -> Int? {
      for node in 0..<count where node != 0 && cut[node] < 0 { return node }
      return nil
    }

    func isUnder(_ node: Int, _ root: Int) -> Bool {
      low[root] <= lim[node] && lim[node] <= lim[root]
    }

    /// The non-tree edge of least slack crossing the cut, in the direction that repairs it.
    func enteringEdge(below child: Int) -> Int? {
      let leaving = parentEdge[child]
      let flip = edges[leaving].head == child
      var best: Int?
      var bestSlack = Int.max
      for f in edges.indices where !treeEdge[f] {
        let tailUnder = isUnder(edges[f].tail, child)
        let headUnder = isUnder(edges[f].head, child)
        if flip == tailUnder, flip != headUnder {
          let s = slack(f)
          if s < bestSlack {
            bestSlack = s
            best = f
          }
        }
      }
      return best
    }
  }
}
