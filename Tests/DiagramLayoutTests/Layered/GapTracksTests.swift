import Testing

@testable import DiagramLayout

/// Edges bending in one gap between ranks turn at their own heights, in the order that adds no
/// crossing, so none runs along another.
@Suite struct GapTracksTests {
  /// Two ranks, bands 0…30 and 80…110, top to bottom.
  static var bands: RankBands {
    var bands = RankBands(LayeredGraph(), horizontal: false)
    bands.bands = [(0, 30), (80, 110)]
    return bands
  }

  static func curve(_ points: [Point]) -> [Point] {
    var samples: [Point] = []
    var from = points[0]
    for segment in EdgeRouter.smooth(points, horizontal: false) {
      let cubic = (from, segment.control1, segment.control2, segment.end)
      for step in 0...40 { samples.append(EdgeRouter.point(cubic, Double(step) / 40)) }
      from = segment.end
    }
    return samples
  }

  static func nearest(_ p: Point, _ curve: [Point]) -> Double {
    curve.map { $0.distance(to: p) }.min() ?? .infinity
  }

  @Test func twoEdgesBendingRightTurnApartWithoutCrossing() {
    var polylines: [[Point]?] = [
      [Point(0, 15), Point(0, 30), Point(200, 80), Point(200, 95)],
      [Point(10, 15), Point(10, 30), Point(210, 80), Point(210, 95)],
    ]
    GapTracks.apply(&polylines, bands: Self.bands)
    let left = Self.curve(polylines[0]!)
    let right = Self.curve(polylines[1]!)
    // Before, both bumps ran level through (105, 55) about 2 px apart.
    for p in left where p.x > 20 && p.x < 190 { #expect(Self.nearest(p, right) > 5) }
    // The right edge turns first, so the left one stays left of (below) it all the way.
    for p in left where p.y > 30 && p.y < 80 {
      let beside = right.min { abs($0.y - p.y) < abs($1.y - p.y) }!
      #expect(p.x <= beside.x + 1e-6)
    }
    #expect(polylines[0]!.first == Point(0, 15) && polylines[0]!.last == Point(200, 95))
  }

  /// Ranks running bottom to top: the gaps are found and the turns are the mirror image of
  /// the top-to-bottom ones. Before, every gap's upper band lay below its lower one in final
  /// coordinates, no gap was found, and all bends ran level through the gaps' middles.
  @Test func ranksRunningUpTurnAsTheMirrorImage() {
    let down: [[Point]] = [
      [Point(0, 15), Point(0, 30), Point(200, 80), Point(200, 95)],
      [Point(10, 15), Point(10, 30), Point(210, 80), Point(210, 95)],
    ]
    var expected = down.map { Optional($0) }
    GapTracks.apply(&expected, bands: Self.bands)
    func mirror(_ points: [Point]) -> [Point] { points.map { Point($0.x, 110 - $0.y) } }
    var up = down.map { Optional(mirror($0)) }
    var bands = RankBands(LayeredGraph(), horizontal: false, flipped: true)
    // Rank 0 at 80…110 and rank 1 at 0…30 in final coordinates, as `along` measures them.
    bands.bands = [(-110, -80), (-30, 0)]
    GapTracks.apply(&up, bands: bands)
    #expect(up.map { $0! } == expected.map { mirror($0!) })
    #expect(up[0]!.count > down[0].count)
  }

  @Test func edgesOfOppositeDirectionsTakeDifferentTracks() {
    let pieces = [
      GapTracks.Piece(edge: 0, index: 1, top: 0, bottom: 200),
      GapTracks.Piece(edge: 1, index: 1, top: 210, bottom: 10),
      GapTracks.Piece(edge: 2, index: 1, top: 400, bottom: 600),
    ]
    let tracks = GapTracks.assign(pieces)
    #expect(tracks[0] != tracks[1])
    // Far from the others, the third shares the first track.
    #expect(tracks[2] == 0)
  }

  @Test func aLoneBendKeepsTheWholeGap() {
    let original: [Point] = [Point(0, 15), Point(0, 30), Point(200, 80), Point(200, 95)]
    var polylines: [[Point]?] = [original, [Point(400, 15), Point(400, 95)]]
    GapTracks.apply(&polylines, bands: Self.bands)
    #expect(polylines[0]! == original)
  }

  /// Points every `step` px along an edge's drawn curve, measured along the curve as the
  /// bench script measures it: even steps of a cubic's parameter bunch up where the curve
  /// is slow, and made an edge crossing a bump near its end look like a stretch run beside.
  static func resampled(_ edge: FlowchartDrawing.Edge, step: Double) -> [Point] {
    var fine = [edge.start]
    var from = edge.start
    for segment in edge.segments {
      let cubic = (from, segment.control1, segment.control2, segment.end)
      for at in 1...32 { fine.append(EdgeRouter.point(cubic, Double(at) / 32)) }
      from = segment.end
    }
    var points = [edge.start]
    var carry = 0.0
    for (a, b) in zip(fine, fine.dropFirst()) {
      let length = a.distance(to: b)
      var t = step - carry
      while t <= length {
        points.append(a + (b - a) * (t / length))
        t += step
      }
      carry = (carry + length).truncatingRemainder(dividingBy: step)
    }
    return points
  }

  /// The pairs of edges with different ends that run within 4 px of each other along 20 px
  /// of the bench flowchart with `edges` and `seed`, as the bench script counts them.
  static func closePairs(edges count: Int, seed: UInt64, direction: String = "TD") throws
    -> [String]
  {
    let text = BenchFlowchart.text(edges: count, seed: seed, direction: direction)
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    // Both sampled every 4 px, as the bench script samples them.
    let samples = drawing.edges.map { Self.resampled($0, step: 4) }
    var close: [String] = []
    for a in drawing.edges.indices {
      let ends = [chart.edges[drawing.edges[a].index].from, chart.edges[drawing.edges[a].index].to]
      for b in drawing.edges.indices where b > a {
        let model = chart.edges[drawing.edges[b].index]
        guard !ends.contains(model.from), !ends.contains(model.to) else { continue }
        // Either edge's samples may make the stretch, as in the script.
        for (one, other) in [(a, b), (b, a)] {
          let near = samples[one].filter { p in
            samples[other].contains { $0.distance(to: p) <= 4 }
          }
          guard near.count * 4 >= 20 else { continue }
          close.append("\(ends[0])->\(ends[1]) by \(model.from)->\(model.to) at \(near[0])")
          break
        }
      }
    }
    return close
  }

  /// The 50-edge bench flowchart has no two edges with different ends within 4 px of each
  /// other along 20 px (two such pairs before the tracks, as the bench script counts them).
  @Test func theSmallBenchFlowchartHasNoEdgesRunningTogether() throws {
    // Since the coarse start of the ordering, pairs met beside an entry port of their shared
    // neighbour until the width window of `Compaction` moved the layers apart there.
    let close = try Self.closePairs(edges: 50, seed: 50)
    #expect(close.isEmpty, "\(close)")
  }

  /// On other seeds of the bench generator too, no two edges run together. Before, an edge's
  /// run down from its turn lay 0–3 px beside the run of an edge bending the other way down to
  /// its later turn (seed 7 of 50 edges, 2, 7 and 8 of 200), and the flat turns of a crowded
  /// gap ran 2–4 px apart (seeds 4, 6 and 8 of 200): eleven pairs in all. Two edges whose
  /// dummies swapped places across a gap, each end 1–3 px beside the other's, met in either
  /// order of their turns (seed 1 of 50 edges, 8 of 200) until `SwapClearance` moved a dummy.
  @Test(arguments: [50, 200], 1...8)
  func otherBenchFlowchartsHaveNoEdgesRunningTogether(edges: Int, seed: Int) throws {
    let close = try Self.closePairs(edges: edges, seed: UInt64(seed))
    #expect(close.isEmpty, "\(close)")
  }

  /// Ranks running up or leftward, the bench flowcharts have no two edges running together
  /// either. Before, the gaps between ranks got no tracks there: 2 pairs on the 50-edge
  /// flowchart drawn bottom to top, 17 (BT) and 12 (RL) on seed 8 of 200 edges.
  @Test(arguments: ["BT", "RL"], [(50, 50), (200, 8)] as [(Int, UInt64)])
  func flippedBenchFlowchartsHaveNoEdgesRunningTogether(
    direction: String, bench: (edges: Int, seed: UInt64)
  ) throws {
    let close = try Self.closePairs(edges: bench.edges, seed: bench.seed, direction: direction)
    #expect(close.isEmpty, "\(close)")
  }

  /// The edges of a bench flowchart drawn bottom to top (right to left) are those drawn top to
  /// bottom (left to right) mirrored, so every seed above keeps its quality when flipped.
  @Test(arguments: [50, 200], 1...8)
  func flippedBenchFlowchartsAreMirrorImages(edges: Int, seed: Int) throws {
    for (forward, flipped) in [("TD", "BT"), ("LR", "RL")] {
      let drawings = try [forward, flipped].map { direction in
        let text = BenchFlowchart.text(edges: edges, seed: UInt64(seed), direction: direction)
        let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
        return FlowchartLayout.layout(chart, measurer: TextMeasurer())
      }
      let (a, b) = (drawings[0], drawings[1])
      #expect(a.size == b.size)
      var worst = 0.0
      for offset in DrawingChecks.mirrorOffsets(a, b, forwardDirection: forward) {
        #expect(offset.samePointCount)
        worst = max(worst, offset.worst)
      }
      #expect(worst < 0.01, "\(flipped): a point \(worst) px off the mirror image")
    }
  }
}
