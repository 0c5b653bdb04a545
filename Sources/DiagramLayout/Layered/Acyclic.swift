/// Phase 1, cycle removal: reverses a set of edges so the graph becomes acyclic.
///
/// Depth-first search in input order; an edge into a node still on the DFS stack (a back
/// edge) is reversed (Gansner et al. 1993, §2.1). Pre: edges between node indices, no
/// self-loops. Post: reversing the flagged edges leaves no directed cycle. `undo` is applied
/// by reading `reversed` when routing, so arrows keep their drawn direction.
enum Acyclic {
  /// Which edges to reverse.
  static func apply(nodeCount: Int, edges: [(from: Int, to: Int)]) -> [Bool] {
    var outgoing = Array(repeating: [Int](), count: nodeCount)
    for (index, edge) in edges.enumerated() { outgoing[edge.from].append(index) }
    var state = Array(repeating: UInt8(0), count: nodeCount)  // 0 new, 1 on stack, 2 done
    var reversed = Array(repeating: false, count: edges.count)
    for root in 0..<nodeCount where state[root] == 0 {
      var stack: [(node: Int, next: Int)] = [(root, 0)]
      state[root] = 1
      while !stack.isEmpty {
        let top = stack.count - 1
        let node = stack[top].node
        if stack[top].next < outgoing[node].count {
          let edge = outgoing[node][stack[top].next]
          stack[top].next += 1
          let target = edges[edge].to
          switch state[target] {
          case 0:
            state[target] = 1
            stack.append((target, 0))
          case 1:
            reversed[edge] = true
          default:
            break
          }
        } else {
          state[node] = 2
          stack.removeLast()
        }
      }
    }
    return reversed
  }
}
