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

  /// Points about every `step` px along an edge's drawn curve.
  static func resampled(_ edge: FlowchartDrawing.Edge, step: Double) -> [Point] {
    var points = [edge.start]
    var from = edge.start
    for segment in edge.segments {
      let cubic = (from, segment.control1, segment.control2, segment.end)
      let length =
        from.distance(to: segment.control1) + segment.control1.distance(to: segment.control2)
        + segment.control2.distance(to: segment.end)
      let steps = max(1, Int((length / step).rounded(.up)))
      for at in 1...steps { points.append(EdgeRouter.point(cubic, Double(at) / Double(steps))) }
      from = segment.end
    }
    return points
  }

  /// The 50-edge bench flowchart has no two edges with different ends within 4 px of each
  /// other along 20 px (two such pairs before the tracks, as the bench script counts them).
  @Test func theSmallBenchFlowchartHasNoEdgesRunningTogether() throws {
    let text = BenchFlowchart.text(edges: 50, seed: 50)
    let chart = try FlowchartParser.parse(try MermaidSource(parsing: text))
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    // Both sampled every 4 px, as the bench script samples them.
    let samples = drawing.edges.map { Self.resampled($0, step: 4) }
    var close: [String] = []
    for a in drawing.edges.indices {
      let ends = [chart.edges[drawing.edges[a].index].from, chart.edges[drawing.edges[a].index].to]
      for b in drawing.edges.indices where b != a {
        let model = chart.edges[drawing.edges[b].index]
        guard !ends.contains(model.from), !ends.contains(model.to) else { continue }
        let near = samples[a].filter { p in samples[b].contains { $0.distance(to: p) <= 4 } }
        if near.count * 4 >= 20 {
          close.append("\(ends[0])->\(ends[1]) by \(model.from)->\(model.to)")
        }
      }
    }
    // Since the coarse start of the ordering, pairs met beside an entry port of their shared
    // neighbour until the width window of `Compaction` moved the layers apart there.
    #expect(close.isEmpty, "\(close)")
  }
}
