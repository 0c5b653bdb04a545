/// The last polish of the sweeps' best order: sifting (Matuszewski, Schönfeld, Molitor 1999).
extension Ordering {
  /// Sifting (Matuszewski, Schönfeld, Molitor 1999) as a final polish: each node in turn moves
  /// to the place in its layer where it crosses least, counted against both neighbouring
  /// layers. Only without clusters, whose blocks it could split.
  static func sift(
    _ graph: inout LayeredGraph, _ position: inout [Int], upper: FlatAdjacency,
    lower: FlatAdjacency
  ) {
    // The crossings of each pair counted as transposition counts them (`pairCounts`, over
    // the flat adjacency and raw positions): the nested arrays of the graph cost more to
    // reach than the counting did.
    upper.withBuffers { upper in
      lower.withBuffers { lower in
        for _ in 0..<3 {
          var improved = false
          for rank in graph.layers.indices where graph.layers[rank].count > 1 {
            var layer = graph.layers[rank]
            for v in graph.layers[rank] {
              let moved = position.withUnsafeMutableBufferPointer { position in
                siftNode(v, in: &layer, position, upper: upper, lower: lower)
              }
              if moved { improved = true }
            }
            graph.layers[rank] = layer
          }
          if !improved { break }
        }
      }
    }
  }

  /// Moves `v` to the place in `layer` where it crosses least (the first such place from
  /// its own outwards); returns whether it moved.
  private static func siftNode(
    _ v: Int, in layer: inout [Int], _ position: UnsafeMutableBufferPointer<Int>,
    upper: FlatAdjacency.Buffers, lower: FlatAdjacency.Buffers
  ) -> Bool {
    /// Crossings with `v` left of `w` less those with `w` left of `v`.
    func gain(_ v: Int, _ w: Int) -> Int {
      let up = upper.pairCounts(v, w, UnsafeBufferPointer(position))
      let down = lower.pairCounts(v, w, UnsafeBufferPointer(position))
      return up.before + down.before - up.after - down.after
    }
    let from = position[v]
    var best = 0
    var bestIndex = from
    var delta = 0
    var index = from - 1
    while index >= 0 {
      delta += gain(v, layer[index])
      if delta < best {
        best = delta
        bestIndex = index
      }
      index -= 1
    }
    delta = 0
    index = from + 1
    while index < layer.count {
      delta += gain(layer[index], v)
      if delta < best {
        best = delta
        bestIndex = index
      }
      index += 1
    }
    guard bestIndex != from else { return false }
    layer.remove(at: from)
    layer.insert(v, at: bestIndex)
    for at in min(from, bestIndex)...max(from, bestIndex) { position[layer[at]] = at }
    return true
  }
}
