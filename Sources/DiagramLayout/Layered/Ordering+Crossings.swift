/// Crossing counts for the sweeps: adjacent swaps that lower them (transposition, Gansner et al.
/// 1993, §3) and the total between adjacent layers (Barth, Jünger, Mutzel 2002).
extension Ordering {
  /// Swaps neighbours in the same cluster while that removes crossings.
  ///
  /// As in dot, a rank is looked at again only when it or a neighbouring rank changed since
  /// its last visit; any other rank would make the same (no) swaps.
  static func transpose(
    _ graph: inout LayeredGraph, _ position: inout [Int], allowEqual: Bool,
    upper: FlatAdjacency, lower: FlatAdjacency, group: [Int]
  ) {
    let rankCount = graph.layers.count
    var candidate = Array(repeating: true, count: rankCount)
    var improved = true
    var passes = 0
    while improved, passes < 8 {
      improved = false
      passes += 1
      for rank in 0..<rankCount where candidate[rank] {
        candidate[rank] = false
        guard graph.layers[rank].count > 1 else { continue }
        // The layer is taken out of the graph while it is worked on, so the swaps below touch
        // one uniquely held buffer instead of the graph's nested arrays.
        var layer: [Int] = []
        swap(&layer, &graph.layers[rank])
        let changed = transposeLayer(
          &layer, &position, allowEqual: allowEqual, upper: upper, lower: lower, group: group)
        swap(&layer, &graph.layers[rank])
        if changed.improved { improved = true }
        if changed.swapped {
          candidate[rank] = true
          if rank > 0 { candidate[rank - 1] = true }
          if rank + 1 < rankCount { candidate[rank + 1] = true }
        }
      }
    }
  }

  /// One pass of adjacent swaps over one layer: whether any swap was made, and whether any
  /// lowered the crossings.
  static func transposeLayer(
    _ layer: inout [Int], _ position: inout [Int], allowEqual: Bool,
    upper: FlatAdjacency, lower: FlatAdjacency, group: [Int]
  ) -> (swapped: Bool, improved: Bool) {
    var swapped = false
    var improved = false
    // Raw buffers, taken once per layer: this loop runs for every adjacent pair of every
    // sweep, and bounds checks and exclusivity checks on the arrays dominated its cost.
    layer.withUnsafeMutableBufferPointer { layer in
      position.withUnsafeMutableBufferPointer { position in
        group.withUnsafeBufferPointer { group in
          upper.withBuffers { upper in
            lower.withBuffers { lower in
              for at in 0..<(layer.count - 1) {
                let v = layer[at]
                let w = layer[at + 1]
                guard group[v] >= 0, group[v] == group[w] else { continue }
                let up = upper.pairCounts(v, w, UnsafeBufferPointer(position))
                let down = lower.pairCounts(v, w, UnsafeBufferPointer(position))
                let before = up.before + down.before
                let after = up.after + down.after
                if after < before || (allowEqual && after == before && before > 0) {
                  layer.swapAt(at, at + 1)
                  position[v] = at + 1
                  position[w] = at
                  if after < before { improved = true }
                  swapped = true
                }
              }
            }
          }
        }
      }
    }
    return (swapped, improved)
  }

  /// Adjacency lists in one array (offsets plus neighbours), for the tight transposition loop.
  struct FlatAdjacency {
    var start: [Int]
    var neighbours: [Int]

    init(_ lists: [[Int]]) {
      start = [0]
      start.reserveCapacity(lists.count + 1)
      neighbours = []
      for list in lists {
        neighbours += list
        start.append(neighbours.count)
      }
    }

    /// Calls `body` with the arrays as raw buffers.
    func withBuffers<R>(_ body: (Buffers) -> R) -> R {
      start.withUnsafeBufferPointer { start in
        neighbours.withUnsafeBufferPointer { neighbours in
          body(Buffers(start: start, neighbours: neighbours))
        }
      }
    }

    /// The arrays of a `FlatAdjacency` as raw buffers, valid inside `withBuffers` only.
    struct Buffers {
      let start: UnsafeBufferPointer<Int>
      let neighbours: UnsafeBufferPointer<Int>

      /// Crossings between the edges of `v` and `w` with `v` first (`before`) and with `w`
      /// first (`after`), in one pass.
      @inline(__always)
      func pairCounts(
        _ v: Int, _ w: Int, _ position: UnsafeBufferPointer<Int>
      ) -> (before: Int, after: Int) {
        let (vStart, vEnd, wStart, wEnd) = (start[v], start[v + 1], start[w], start[w + 1])
        guard vStart < vEnd, wStart < wEnd else { return (0, 0) }
        // Most nodes of a graph with long edges are dummies, with one edge a side.
        if vEnd - vStart == 1, wEnd - wStart == 1 {
          let pa = position[neighbours[vStart]]
          let pb = position[neighbours[wStart]]
          return (pb < pa ? 1 : 0, pb > pa ? 1 : 0)
        }
        var before = 0
        var after = 0
        for i in vStart..<vEnd {
          let pa = position[neighbours[i]]
          for j in wStart..<wEnd {
            let pb = position[neighbours[j]]
            if pb < pa { before += 1 } else if pb > pa { after += 1 }
          }
        }
        return (before, after)
      }
    }
  }

  /// All crossings between adjacent layers (accumulator tree, Barth–Jünger–Mutzel 2002).
  ///
  /// Upper nodes are taken in layer order; each node's edges are all counted against the
  /// entries of the nodes before it, then inserted, so edges sharing an upper end (which
  /// never cross) need no sorting.
  static func totalCrossings(_ graph: LayeredGraph, _ position: [Int]) -> Int {
    var total = 0
    guard graph.layers.count > 1 else { return 0 }
    // A closure, not the key path `\.count`: reading through a key path is a runtime call
    // for every layer, and this runs after every sweep.
    let widest = graph.layers.reduce(0) { max($0, $1.count) }
    var tree = [Int](repeating: 0, count: widest + 1)
    return tree.withUnsafeMutableBufferPointer { tree in
      for rank in 0..<(graph.layers.count - 1) {
        let size = graph.layers[rank + 1].count
        guard size > 1 else { continue }
        for i in 0...size { tree[i] = 0 }
        var inserted = 0
        for node in graph.layers[rank] {
          let targets = graph.lower[node]
          for target in targets {
            // Entries already inserted at a position greater than this target.
            var sum = 0
            var i = position[target] + 1
            while i > 0 {
              sum &+= tree[i]
              i -= i & -i
            }
            total &+= inserted - sum
          }
          for target in targets {
            var i = position[target] + 1
            while i <= size {
              tree[i] &+= 1
              i += i & -i
            }
          }
          inserted += targets.count
        }
      }
      return total
    }
  }
}
