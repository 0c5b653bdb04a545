/// Part of phase 5, coordinate assignment: two edges that swap places across a gap between
/// ranks, each end beside the other's, are parted by moving one of their dummy nodes sideways.
///
/// `GapTracks` turns two edges bending opposite ways in one gap at different heights, the one
/// whose upper end lies beside the other's lower end first, so the straight runs before and
/// after the turns never lie side by side. When both pairs of ends lie beside each other (the
/// two edges trade places, each end within a few px of where the other's is), either order
/// runs one edge's run beside the other's: on the bench flowcharts such pairs ran 1–3 px apart
/// along 20 px and more. No order of turns parts them; only a different x of one end does. So
/// one of the four ends that is a dummy moves, within the room its layer neighbours leave and
/// inside the drawing's width, until one pair of ends is a track spacing apart: `GapTracks`
/// can then order the turns. Of the moves that settle the pair without making another, the
/// one that bends its edge least is taken (a dummy moved toward where its edge comes from
/// straightens it), then the shortest.
///
/// The ends on real nodes are where `EdgeRouter.spreadEnds` will put them (spread across the
/// node's side in the order of their edges), measured from the slot's centre.
///
/// Pre: `xs` meets the separations of each layer (after `Positioning.repair`). Post: the same,
/// no wider, the layers' orders unchanged.
enum SwapClearance {
  /// Rounds of finding and parting pairs: a move that parts one pair can bring another's ends
  /// beside each other, which the next round parts.
  static let rounds = 3

  /// One unit segment of an edge's chain: its upper and lower node, and for a node that is
  /// the edge's end the x of its end on the node's side (else the node's own x).
  struct Segment {
    var upper: Int
    var lower: Int
    var upperEnd: Double?
    var lowerEnd: Double?
  }

  static func apply(
    _ xs: inout [Double], graph: LayeredGraph, input: LayoutInput,
    separation: (Int, Int) -> Double
  ) {
    guard graph.nodes.count > 1 else { return }
    var low = Double.infinity
    var high = -Double.infinity
    for (node, x) in xs.enumerated() {
      low = min(low, x - graph.nodes[node].size.width / 2)
      high = max(high, x + graph.nodes[node].size.width / 2)
    }
    // Each node's place in its layer, for its neighbours' room.
    var place = Array(repeating: 0, count: graph.nodes.count)
    for layer in graph.layers { for (at, node) in layer.enumerated() { place[node] = at } }
    // The ends on real nodes are placed once: a move shifts them only where it reorders the
    // ends on a node's side, and placing them again each round cost as much as the rounds.
    let gaps = segments(xs, graph: graph, input: input)
    // Every gap in the first round, then only the gaps beside a moved dummy.
    var due = Set(gaps.indices)
    for _ in 0..<rounds where !due.isEmpty {
      var moved: Set<Int> = []
      for gap in due.sorted() {
        let members = gaps[gap]
        for (i, j) in swaps(members, xs: xs) {
          // An earlier move this round may have settled it.
          guard isSwap(piece(members[i], xs), piece(members[j], xs)),
            let move = bestMove(
              members[i], members[j], xs: xs, gaps: gaps, graph: graph, place: place,
              separation: separation, bounds: low...high)
          else { continue }
          xs[move.node] = move.x
          moved.insert(graph.nodes[move.node].rank)
        }
      }
      due = Set(moved.flatMap { [$0 - 1, $0] }.filter { gaps.indices.contains($0) })
    }
  }

  /// The move of one dummy end of the swapping pair `one`, `two` that parts them at the least
  /// `score`, or nil when none fits. Either segment's top may move away from the other's
  /// bottom, or its bottom away from the other's top, to either side.
  static func bestMove(
    _ one: Segment, _ two: Segment, xs: [Double], gaps: [[Segment]], graph: LayeredGraph,
    place: [Int], separation: (Int, Int) -> Double, bounds: ClosedRange<Double>
  ) -> (node: Int, x: Double)? {
    var best: (node: Int, x: Double, score: Double)?
    for (segment, other) in [(one, two), (two, one)] {
      let b = piece(other, xs)
      let candidates = [
        (segment.upper, segment.upperEnd, b.bottom), (segment.lower, segment.lowerEnd, b.top),
      ]
      for (node, end, away) in candidates where end == nil {
        guard case .dummy = graph.nodes[node].kind else { continue }
        for side in [-1.0, 1.0] {
          let target = away + side * (GapTracks.spacing + margin)
          guard
            fits(
              node, at: target, xs: xs, graph: graph, place: place, separation: separation,
              bounds: bounds),
            let score = score(node, to: target, xs: xs, gaps: gaps, graph: graph)
          else { continue }
          if best.map({ score < $0.score }) ?? true { best = (node, target, score) }
        }
      }
    }
    return best.map { ($0.node, $0.x) }
  }

  /// How far past a track spacing the moved end goes, so that where the router's ends differ
  /// a little from the ones estimated here (a shape's outline a little off its slot) the pair
  /// still counts as parted.
  static let margin = 0.5

  /// Each gap's segments (gap r between ranks r and r + 1), with the ends on real nodes where
  /// the router will spread them.
  static func segments(_ xs: [Double], graph: LayeredGraph, input: LayoutInput) -> [[Segment]] {
    // The polylines the router starts from, ranks for heights (only their order matters).
    var polylines: [[Point]?] = []
    for (index, chain) in graph.chains.enumerated() {
      guard chain.count >= 2, input.edges[index].from != input.edges[index].to else {
        polylines.append(nil)
        continue
      }
      let points = chain.map { Point(xs[$0], Double(graph.nodes[$0].rank)) }
      polylines.append(graph.reversed[index] ? points.reversed() : points)
    }
    EdgeRouter.spreadEnds(
      &polylines, edges: input.edges, horizontal: false, gap: input.endGap,
      followEdges: input.endsFollowEdges, width: { graph.nodes[$0].size.width })
    var gaps = Array(repeating: [Segment](), count: max(0, graph.layers.count - 1))
    for (index, chain) in graph.chains.enumerated() {
      guard var ends = polylines[index], ends.count == chain.count else { continue }
      if graph.reversed[index] { ends.reverse() }
      for at in 0..<(chain.count - 1) {
        let (u, v) = (chain[at], chain[at + 1])
        let rank = graph.nodes[u].rank
        guard graph.nodes[v].rank == rank + 1 else { continue }
        gaps[rank].append(
          Segment(
            upper: u, lower: v, upperEnd: at == 0 ? ends[at].x : nil,
            lowerEnd: at + 1 == chain.count - 1 ? ends[at + 1].x : nil))
      }
    }
    return gaps
  }

  static func piece(_ segment: Segment, _ xs: [Double]) -> GapTracks.Piece {
    GapTracks.Piece(
      edge: 0, index: 0, top: segment.upperEnd ?? xs[segment.upper],
      bottom: segment.lowerEnd ?? xs[segment.lower])
  }

  /// The piece of `segment` with `node` at `x`: what `piece` gives once the move is made,
  /// without a copy of every node's x per candidate move.
  static func piece(
    _ segment: Segment, _ xs: [Double], moving node: Int, to x: Double
  ) -> GapTracks.Piece {
    var moved = piece(segment, xs)
    if segment.upperEnd == nil, segment.upper == node { moved.top = x }
    if segment.lowerEnd == nil, segment.lower == node { moved.bottom = x }
    return moved
  }

  /// Whether two pieces bend (more than the 1 px `GapTracks` treats as straight) and swap
  /// places, each end beside the other's.
  static func isSwap(_ a: GapTracks.Piece, _ b: GapTracks.Piece) -> Bool {
    abs(a.top - a.bottom) > 1 && abs(b.top - b.bottom) > 1 && GapTracks.swap(a, b)
  }

  /// The pairs of one gap's segments that swap places, in order. A pair bends both ways: the
  /// pieces bending left sorted by their tops, each piece bending right finds its partners
  /// (tops within a spacing of its bottom) by bisection. Testing every pair cost as much as
  /// the tracks themselves on a dense class diagram with hundreds of edges in a gap.
  static func swaps(_ members: [Segment], xs: [Double]) -> [(Int, Int)] {
    let pieces = members.map { piece($0, xs) }
    let leftward = pieces.indices.filter { pieces[$0].top - pieces[$0].bottom > 1 }
      .sorted { (pieces[$0].top, $0) < (pieces[$1].top, $1) }
    guard !leftward.isEmpty else { return [] }
    var pairs: [(Int, Int)] = []
    for i in pieces.indices where pieces[i].bottom - pieces[i].top > 1 {
      let from = pieces[i].bottom - GapTracks.spacing
      var (low, high) = (0, leftward.count)
      while low < high {
        let middle = (low + high) / 2
        if pieces[leftward[middle]].top <= from { low = middle + 1 } else { high = middle }
      }
      for j in leftward[low...] {
        guard pieces[j].top < pieces[i].bottom + GapTracks.spacing else { break }
        if isSwap(pieces[i], pieces[j]) { pairs.append((min(i, j), max(i, j))) }
      }
    }
    return pairs.sorted { $0 < $1 }
  }

  /// Whether `node` at `x` keeps the separations to its layer neighbours and stays inside
  /// `bounds`, the drawing's width.
  static func fits(
    _ node: Int, at x: Double, xs: [Double], graph: LayeredGraph, place: [Int],
    separation: (Int, Int) -> Double, bounds: ClosedRange<Double>
  ) -> Bool {
    let half = graph.nodes[node].size.width / 2
    guard x - half >= bounds.lowerBound, x + half <= bounds.upperBound else { return false }
    let layer = graph.layers[graph.nodes[node].rank]
    let at = place[node]
    if at > 0, x < xs[layer[at - 1]] + separation(layer[at - 1], node) - 1e-9 { return false }
    if at + 1 < layer.count, x > xs[layer[at + 1]] - separation(node, layer[at + 1]) + 1e-9 {
      return false
    }
    return true
  }

  /// The cost of moving dummy `node` to `x` (how much more its edge bends, then how far it
  /// moves), or nil when the move leaves as many swapping pairs around the node as before.
  static func score(
    _ node: Int, to x: Double, xs: [Double], gaps: [[Segment]], graph: LayeredGraph
  ) -> Double? {
    let rank = graph.nodes[node].rank
    var before = 0
    var now = 0
    var bend = 0.0
    for g in [rank - 1, rank] where gaps.indices.contains(g) {
      guard let own = gaps[g].first(where: { $0.upper == node || $0.lower == node }) else {
        continue
      }
      let (old, new) = (piece(own, xs), piece(own, xs, moving: node, to: x))
      bend += abs(new.top - new.bottom) - abs(old.top - old.bottom)
      for other in gaps[g] where other.upper != own.upper || other.lower != own.lower {
        if isSwap(old, piece(other, xs)) { before += 1 }
        if isSwap(new, piece(other, xs, moving: node, to: x)) { now += 1 }
      }
    }
    guard now < before else { return nil }
    return bend + abs(x - xs[node]) / 4
  }
}
