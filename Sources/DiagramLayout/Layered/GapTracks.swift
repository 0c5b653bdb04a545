/// Part of phase 6, edge routing: the edges that bend sideways in one gap between two ranks
/// each turn at their own height (a track), so no two of them run along each other.
///
/// `RankBands` makes every edge cross a band straight and bend in the gap after it, as a bump
/// curve spanning the whole gap. Two edges that bend the same way over overlapping stretches
/// then run level, on top of each other, through the gap's middle (on the 200-node bench
/// flowchart most of the pairs of edges within 4 px of each other were such: 14 before, 3
/// after). Here the edges bending in one gap get tracks, as in channel routing: each turns
/// with one shared bump height, centred on its track, and runs straight along the rank axis
/// before and after.
/// Edges of one direction whose stretches overlap take tracks in the order that keeps them
/// from crossing (for edges bending right, the one further right turns first: with one shape
/// that lags, the other stays left of it all the way); edges of opposite directions whose
/// stretches overlap take different tracks. A gap with a single bending edge keeps the bump
/// over the whole gap.
///
/// "Upper" and "lower" go by `RankBands.along`, which grows from the first rank to the last
/// whichever way the drawing's ranks run, so a BT or RL drawing gets the mirrored tracks.
///
/// Pre: straightened polylines (`RankBands.straighten`) in final coordinates. Post: each
/// piece between two band edges that bends is replaced by straight runs and a shorter bump at
/// its track; the order of the ends, and so the crossings, are unchanged.
enum GapTracks {
  /// The distance between neighbouring tracks where the gap has room: more than twice the
  /// 4 px at which two lines read as one.
  static let spacing = 10.0

  /// The least distance between the turns of neighbouring tracks: closer, the flat middles
  /// of two bumps run side by side within the 4 px at which two lines read as one.
  static let leastStep = 8.0

  /// The length of an arrowhead along its edge, kept free of turns above an entered node.
  static let headRoom = 9.0

  /// A bending piece of one polyline: points `index` and `index + 1` of edge `edge`, across
  /// positions `top` (at the gap's upper edge) and `bottom`.
  struct Piece {
    var edge: Int
    var index: Int
    var top: Double
    var bottom: Double
    var low: Double { min(top, bottom) }
    var high: Double { max(top, bottom) }
    var rightward: Bool { bottom > top }
    /// The straight length a marker needs at the piece's upper and lower ends, where those
    /// ends are the edge's own (its first and last crossing of a gap).
    var upperRoom = 0.0
    var lowerRoom = 0.0
  }

  static func apply(
    _ polylines: inout [[Point]?], bands: RankBands, rooms: [MarkerRoom] = []
  ) {
    // Each gap is known by its upper edge; ranks without nodes have no band.
    var gapOf: [Int64: Int] = [:]
    for rank in 0..<max(0, bands.bands.count - 1) {
      let upper = bands.bands[rank].high
      let lower = bands.bands[rank + 1].low
      guard upper.isFinite, lower.isFinite, lower > upper else { continue }
      gapOf[key(upper)] = rank
    }
    var pieces: [Int: [Piece]] = [:]
    for (edge, points) in polylines.enumerated() {
      guard let points, points.count >= 2 else { continue }
      // The segments crossing a gap; the first leaves the tail's node, the last enters the
      // head's (polylines run from tail to head).
      func gapOfSegment(_ index: Int) -> Int? {
        let a = points[index]
        let b = points[index + 1]
        let (upper, lower) = bands.along(a) < bands.along(b) ? (a, b) : (b, a)
        guard let gap = gapOf[key(bands.along(upper))],
          abs(bands.bands[gap + 1].low - bands.along(lower)) < 0.01
        else { return nil }
        return gap
      }
      let crossings = (0..<(points.count - 1)).filter { gapOfSegment($0) != nil }
      let room = rooms.indices.contains(edge) ? rooms[edge] : MarkerRoom()
      for index in crossings {
        let a = points[index]
        let b = points[index + 1]
        guard abs(bands.across(a) - bands.across(b)) > 1, let gap = gapOfSegment(index)
        else { continue }
        let downward = bands.along(a) < bands.along(b)
        let (upper, lower) = downward ? (a, b) : (b, a)
        var piece = Piece(
          edge: edge, index: index, top: bands.across(upper), bottom: bands.across(lower))
        let tail = index == crossings.first ? room.start : 0
        let head = index == crossings.last ? room.end : 0
        piece.upperRoom = downward ? tail : head
        piece.lowerRoom = downward ? head : tail
        pieces[gap, default: []].append(piece)
      }
    }
    // Later pieces of an edge shift its indices: insert from the last piece backwards.
    var inserts: [(edge: Int, index: Int, points: [Point])] = []
    for gap in pieces.keys.sorted() {
      guard let members = pieces[gap], members.count > 1 else { continue }
      let tracks = assign(members)
      let count = (tracks.max() ?? 0) + 1
      guard count > 1 else { continue }
      let upper = bands.bands[gap].high
      let lower = bands.bands[gap + 1].low
      // The last track ends above the arrowheads on the lower rank where the gap has room:
      // a bump crossing an edge there cuts through its head. Longer markers (crow's feet,
      // UML triangles and diamonds) keep their straight stubs free at either rank.
      let slack = max(0, lower - upper - Double(count) * spacing)
      let below = min(max(headRoom, members.map(\.lowerRoom).max() ?? 0), slack)
      let above = min(members.map(\.upperRoom).max() ?? 0, slack - below)
      let length = lower - upper - below - above
      // Each bump a share of the gap less half a spacing, so one track's bump ends well
      // before the next one's starts (two edges crossing there would otherwise run flat side
      // by side); in a crowded gap (25 px between ranks when edges carry labels) the bumps
      // flatten to rounded steps rather than run level together.
      let height = max(2, length / Double(count) - spacing / 2)
      let step = (length - height) / Double(count - 1)
      for (piece, track) in zip(members, tracks) {
        let start = upper + above + Double(track) * step
        let turn = [
          bands.point(across: piece.top, along: start),
          bands.point(across: piece.bottom, along: start + height),
        ]
        guard let points = polylines[piece.edge] else { continue }
        let downward = bands.along(points[piece.index]) < bands.along(points[piece.index + 1])
        inserts.append((piece.edge, piece.index, downward ? turn : turn.reversed()))
      }
    }
    inserts.sort { ($0.edge, $0.index) > ($1.edge, $1.index) }
    for insert in inserts {
      polylines[insert.edge]?.insert(contentsOf: insert.points, at: insert.index + 1)
    }
  }

  /// Track numbers, 0 turning first (nearest the upper rank): an edge turns after the
  /// overlapping edges of its direction that come before it, apart from the overlapping edges
  /// of the other direction, and before such an edge whose upper run it would otherwise meet.
  ///
  /// Two edges bending opposite ways overlap in a gap where one's lower end lies beside the
  /// other's upper end (less than a spacing apart): if the first turned first, its run down
  /// from the turn would pass beside the other's run down to its turn, about 3 px apart on
  /// the bench flowcharts, reading as one line. The other turns first then, unless the two
  /// ends on the other side are as close (two edges swapping places, `swap`), where either
  /// order meets: coordinate assignment (`SwapClearance`) leaves no such pair where it can.
  static func assign(_ pieces: [Piece]) -> [Int] {
    // Bending right, the right one first; bending left, the left one first.
    let order = pieces.indices.sorted { i, j in
      let a = pieces[i]
      let b = pieces[j]
      if a.rightward != b.rightward { return a.rightward }
      let (x, y) = (a.top + a.bottom, b.top + b.bottom)
      if x != y { return a.rightward ? x > y : x < y }
      return i < j
    }
    var rank = Array(repeating: 0, count: pieces.count)
    for (at, i) in order.enumerated() { rank[i] = at }
    // after[i]: the pieces that turn after piece i.
    var after = Array(repeating: [Int](), count: pieces.count)
    var crossing: [(first: Int, then: Int)] = []
    for i in pieces.indices {
      for j in pieces.indices where i < j && overlap(pieces[i], pieces[j]) {
        let (a, b) = (pieces[i], pieces[j])
        if a.rightward == b.rightward {
          if rank[i] < rank[j] { after[i].append(j) } else { after[j].append(i) }
          continue
        }
        let aBesideB = abs(a.bottom - b.top) < spacing
        let bBesideA = abs(b.bottom - a.top) < spacing
        if aBesideB != bBesideA { crossing.append(aBesideB ? (j, i) : (i, j)) }
      }
    }
    // An order of opposite edges that would close a cycle with the others cannot hold.
    var precedence = Precedence(after: after, rank: rank)
    for (first, then) in crossing where !precedence.follows(first, then) {
      after[first].append(then)
      precedence.add(first, then)
    }
    var waiting = Array(repeating: 0, count: pieces.count)
    for i in pieces.indices { for j in after[i] { waiting[j] += 1 } }
    var least = Array(repeating: 0, count: pieces.count)
    var tracks = Array(repeating: -1, count: pieces.count)
    var ready = pieces.indices.filter { waiting[$0] == 0 }
    while !ready.isEmpty {
      // The ready piece earliest in the sorted order, so ties keep the order above.
      let at = ready.indices.min { rank[ready[$0]] < rank[ready[$1]] }!
      let i = ready.remove(at: at)
      let piece = pieces[i]
      var taken: Set<Int> = []
      for j in pieces.indices
      where tracks[j] >= 0 && pieces[j].rightward != piece.rightward && overlap(pieces[j], piece) {
        taken.insert(tracks[j])
      }
      var track = least[i]
      while taken.contains(track) { track += 1 }
      tracks[i] = track
      for j in after[i] {
        least[j] = max(least[j], track + 1)
        waiting[j] -= 1
        if waiting[j] == 0 { ready.append(j) }
      }
    }
    return tracks
  }

  /// Whether the stretches of two pieces overlap, or come within the 4 px at which two lines
  /// read as one.
  static func overlap(_ a: Piece, _ b: Piece) -> Bool { a.low < b.high + 4 && b.low < a.high + 4 }

  /// Whether two overlapping pieces bending opposite ways swap places, each one's lower end
  /// beside the other's upper end: in either order of their turns the runs between them meet
  /// (`SwapClearance` moves an end in coordinate assignment so that none are left).
  static func swap(_ a: Piece, _ b: Piece) -> Bool {
    a.rightward != b.rightward && overlap(a, b) && abs(a.bottom - b.top) < spacing
      && abs(b.bottom - a.top) < spacing
  }

  /// The length a gap needs for the tracks of `pieces` (0 for a single track), so that
  /// neighbouring tracks turn at least `leastStep` apart.
  static func neededLength(_ pieces: [Piece]) -> Double {
    // Markers' straight stubs at either rank come on top of the tracks' turns (a flowchart's
    // arrowheads have none: their room is the slack `apply` leaves), so that `apply` finds
    // slack enough for both stubs beside its tracks.
    let upper = pieces.map(\.upperRoom).max() ?? 0
    let lower = pieces.map(\.lowerRoom).max() ?? 0
    let stubs = upper + lower > 0 ? upper + max(lower, headRoom) : 0
    guard pieces.count > 1 else { return stubs > 0 ? stubs + 2 * spacing : 0 }
    let count = (assign(pieces).max() ?? 0) + 1
    let turns = count > 1 ? Double(count - 1) * leastStep + 2 : 0
    return stubs > 0 ? max(turns, Double(count) * spacing + 2) + stubs : turns
  }

  static func key(_ value: Double) -> Int64 { Int64((value * 100).rounded()) }
}
