/// The band each rank's nodes fill along the rank axis, in final coordinates, and the edge
/// polylines rebuilt so they bend only between bands.
///
/// A rank is as tall as its tallest node (a diamond is nearly three rects tall), so a curve that
/// starts bending at a dummy's centre or at a short node's outline sweeps sideways while still
/// inside the band, through the taller neighbours beside it. Crossing each band straight along
/// the rank axis (dot's "virtual node box" rule) keeps every bend in the free gap between two
/// bands, where no node stands; the bump curves there keep their ends' order, so the drawn
/// crossings still match the ordering phase's count.
///
/// Positions along the rank axis are measured the way the ranks run (`along`): upward when
/// they run bottom to top, leftward when right to left. The bands then follow each other as
/// they do top to bottom, and what is laid out gap by gap from them (`GapTracks`) is the
/// mirror image of the top-to-bottom drawing instead of skipping every gap.
struct RankBands {
  /// Per rank, the lowest and highest coordinate of its nodes along the rank axis.
  var bands: [(low: Double, high: Double)]
  let horizontal: Bool
  /// Whether the ranks run against the final coordinates (BT, RL).
  let flipped: Bool
  static let margin = 2.0

  init(_ graph: LayeredGraph, horizontal: Bool, flipped: Bool = false) {
    self.horizontal = horizontal
    self.flipped = flipped
    var bands = Array(
      repeating: (low: Double.infinity, high: -Double.infinity), count: graph.layers.count)
    for node in graph.nodes {
      if case .border = node.kind { continue }
      let center = (horizontal ? node.x : node.y) * (flipped ? -1 : 1)
      let half = (horizontal ? node.size.width : node.size.height) / 2
      // A little beyond the tallest node, so an edge leaving it at its tip still runs
      // straight for a moment before it bends.
      bands[node.rank].low = min(bands[node.rank].low, center - half - Self.margin)
      bands[node.rank].high = max(bands[node.rank].high, center + half + Self.margin)
    }
    self.bands = bands
  }

  /// The coordinate along the rank axis, growing from the first rank to the last.
  func along(_ p: Point) -> Double {
    let coordinate = horizontal ? p.x : p.y
    return flipped ? -coordinate : coordinate
  }
  func across(_ p: Point) -> Double { horizontal ? p.y : p.x }
  func point(across: Double, along: Double) -> Point {
    let coordinate = flipped ? -along : along
    return horizontal ? Point(coordinate, across) : Point(across, coordinate)
  }

  /// The box's extent along the rank axis, as `along` measures it.
  func extent(of box: Rect) -> (low: Double, high: Double) {
    let (low, high) = horizontal ? (box.minX, box.maxX) : (box.minY, box.maxY)
    return flipped ? (-high, -low) : (low, high)
  }

  /// The band's edge on the side of `along` that faces `toward`.
  func edge(rank: Int, facing toward: Double, from along: Double) -> Double? {
    guard bands.indices.contains(rank), bands[rank].low.isFinite else { return nil }
    return toward > along ? bands[rank].high : bands[rank].low
  }

  /// `points` (one per chain node, ends already spread) with each inner point replaced by its
  /// band's two edges and each real end followed (or preceded) by its band's edge, where the
  /// end's node is shorter than its band. `halfLength[i]` is chain node i's half size along the
  /// axis; an end that clips to a subgraph's box (`startIsBox`, `endIsBox`) keeps its point
  /// alone.
  ///
  /// Where the edge leaves or enters a subgraph (`clusters[i]`, chain node i's clusters, holds
  /// one its neighbour's does not), the straight stretch reaches that subgraph's box (`boxes`)
  /// instead: the edge crosses the border square to it and bends outside, never over the title
  /// drawn inside the border or along the border itself.
  func straighten(
    _ points: [Point], ranks: [Int], halfLength: [Double], startIsBox: Bool, endIsBox: Bool,
    clusters: [[Int]] = [], boxes: [Rect?] = []
  ) -> [Point] {
    let n = points.count
    guard n >= 2 else { return points }
    // The band's edge facing `toward`, pushed out to the boxes of the subgraphs chain node
    // `index` is in and its neighbour `other` is not.
    func edge(_ index: Int, other: Int, facing toward: Double, from here: Double) -> Double? {
      guard var edge = self.edge(rank: ranks[index], facing: toward, from: here) else {
        return nil
      }
      guard clusters.indices.contains(index), clusters.indices.contains(other) else {
        return edge
      }
      for cluster in clusters[index] where !clusters[other].contains(cluster) {
        guard let box = boxes[cluster] else { continue }
        let (low, high) = extent(of: box)
        edge = toward > here ? max(edge, high + Self.margin) : min(edge, low - Self.margin)
      }
      return edge
    }
    var result: [Point] = []
    for index in 0..<n {
      let p = points[index]
      let here = along(p)
      if index == 0 || index == n - 1 {
        let isStart = index == 0
        let other = isStart ? 1 : n - 2
        let neighbour = along(points[other])
        let boxEnd = isStart ? startIsBox : endIsBox
        var extra: Point?
        if !boxEnd, let edge = edge(index, other: other, facing: neighbour, from: here),
          abs(edge - here) > halfLength[index] + 0.5,
          (neighbour - edge) * (edge - here) > 0
        {
          extra = point(across: across(p), along: edge)
        }
        if !isStart, let extra { result.append(extra) }
        result.append(p)
        if isStart, let extra { result.append(extra) }
        continue
      }
      let previous = along(points[index - 1])
      let next = along(points[index + 1])
      guard let entry = edge(index, other: index - 1, facing: previous, from: here),
        let exit = edge(index, other: index + 1, facing: next, from: here), entry != exit
      else {
        result.append(p)
        continue
      }
      result.append(point(across: across(p), along: entry))
      result.append(point(across: across(p), along: exit))
    }
    return result
  }
}
