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
}
