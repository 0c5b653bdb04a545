/// The width bound of `Compaction`: the centres of every layer's end nodes are kept inside one
/// window, a little wider than the drawing needs when packed tight.
///
/// The least-squares sweeps of `relaxLayers` shorten edges but never look at the drawing's
/// width: on the bench flowcharts whole bands of ranks drifted apart sideways, so the box was
/// much wider than any layer (the 500-edge one: 2540 px around layers of at most 1530 px; dot
/// draws 2390 pt). Sweeping with every layer held inside one window, centred where
/// Brandes–Köpf left the drawing, keeps the least-squares pull within that width, as dot's
/// network simplex keeps its drawing about as wide as its widest rank (Gansner et al. 1993,
/// §4.2). With one bound for a whole layer (its first node's centre, its last node's centre)
/// the bound on each pooled block is the same, and clamping the blocks of the free solution
/// gives the bounded optimum (isotonic regression under simple bounds). Centres, not sides,
/// are bounded so that a long edge down the window's side and the node it ends at stay in
/// line whatever their widths.
extension Compaction {
  /// How much wider than the packed drawing the window is: the slack lets long edges run
  /// straight past the widest layers instead of bending around them.
  static let windowSlack = 0.1

  /// The window, in x, that every layer's end nodes' centres are kept inside, or nil when the
  /// drawing already fits.
  static func window(_ xs: [Double], graph: LayeredGraph, separation: (Int, Int) -> Double)
    -> ClosedRange<Double>?
  {
    // The narrowest the separations and cluster sides allow: every node as far left as they
    // let it go (a cluster's side spans several ranks, so this can be wider than any layer).
    var packed = [Double](repeating: 0, count: graph.nodes.count)
    Positioning.repair(&packed, graph: graph, separation: separation)
    var low = Double.infinity
    var high = -Double.infinity
    for layer in graph.layers {
      guard let head = layer.first, let tail = layer.last else { continue }
      low = min(low, xs[head])
      high = max(high, xs[tail])
    }
    let width = (packed.max() ?? 0) * (1 + windowSlack)
    guard high - low > width else { return nil }
    let centre = (low + high) / 2
    var lower = centre - width / 2
    var upper = centre + width / 2
    // Clusters' sides hold still in the sweeps (`Positioning.repair` lines each side up
    // afterwards), so the window reaches over them and over their layers packed beside them:
    // a side moved on one rank only would be lined up again by pushing its rank's nodes out
    // of line with the ranks around.
    for layer in graph.layers {
      var offset = [0.0]
      for at in layer.indices.dropFirst() {
        offset.append(offset[at - 1] + separation(layer[at - 1], layer[at]))
      }
      for (at, node) in layer.enumerated() {
        guard case .border = graph.nodes[node].kind else { continue }
        lower = min(lower, xs[node] - offset[at])
        upper = max(upper, xs[node] + offset[offset.count - 1] - offset[at])
      }
    }
    return lower...upper
  }

  /// The least and the most x of each node inside `window`: a layer's first node keeps its
  /// centre at or right of the window's left side, its last node at or left of its right side;
  /// the nodes between are held by them.
  static func bounds(graph: LayeredGraph, window: ClosedRange<Double>?) -> (
    least: [Double], most: [Double]
  ) {
    var least = [Double](repeating: -.infinity, count: graph.nodes.count)
    var most = [Double](repeating: .infinity, count: graph.nodes.count)
    guard let window else { return (least, most) }
    for layer in graph.layers {
      guard let head = layer.first, let tail = layer.last else { continue }
      least[head] = window.lowerBound
      most[tail] = window.upperBound
    }
    return (least, most)
  }
}
