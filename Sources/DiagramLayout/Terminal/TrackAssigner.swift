/// Channel routing between two ranks of the terminal layout: gives each edge segment that
/// changes column a track (a row in a top-to-bottom layout) to run its horizontal part on.
///
/// The left-edge algorithm with vertical constraints (Hashimoto and Stevens 1971): segments
/// are taken by their left end and packed onto the first track where their horizontal part
/// overlaps no other (sharing a column where both leave the same point, or both reach the same
/// point, is a fork or a merge and allowed), and only after every segment that must run above
/// them: one whose upward leg stands in a column where this one's downward leg does. A cycle
/// of such constraints (which would need a dogleg) is broken by placing a segment anyway.
///
/// Pre: `lo < hi` for every segment. Post: `tracks[i]` in `0..<trackCount`.
struct TrackAssigner {
  /// One segment: its horizontal extent and the columns of its legs with the points they
  /// join (points are keyed so that legs reaching the same point can share cells).
  struct Segment {
    var lo: Int
    var hi: Int
    /// Legs from the track up to the upper rank: (column, point key).
    var tops: [(column: Int, key: Int)]
    /// Legs from the track down to the lower rank.
    var bottoms: [(column: Int, key: Int)]
  }

  static func assign(_ segments: [Segment]) -> (tracks: [Int], trackCount: Int) {
    let count = segments.count
    guard count > 0 else { return ([], 0) }
    // above[b] lists the segments that must be on an earlier track than b.
    var bottomsByColumn: [Int: [Int]] = [:]
    for (index, segment) in segments.enumerated() {
      for leg in segment.bottoms { bottomsByColumn[leg.column, default: []].append(index) }
    }
    var above = Array(repeating: [Int](), count: count)
    for (index, segment) in segments.enumerated() {
      for leg in segment.tops {
        for other in bottomsByColumn[leg.column] ?? [] where other != index {
          above[other].append(index)
        }
      }
    }
    let order = (0..<count).sorted {
      (segments[$0].lo, segments[$0].hi, $0) < (segments[$1].lo, segments[$1].hi, $1)
    }
    var tracks = Array(repeating: -1, count: count)
    var remaining = order
    var track = 0
    while !remaining.isEmpty {
      var placed: [Int] = []
      var left: [Int] = []
      for index in remaining {
        let ready = above[index].allSatisfy { tracks[$0] >= 0 && tracks[$0] < track }
        if ready && placed.allSatisfy({ compatible(segments[$0], segments[index]) }) {
          tracks[index] = track
          placed.append(index)
        } else {
          left.append(index)
        }
      }
      if placed.isEmpty, let first = left.first {
        // A constraint cycle: break it.
        tracks[first] = track
        left.removeFirst()
      }
      remaining = left
      track += 1
    }
    return (tracks, track)
  }

  /// Whether two segments can share a track.
  static func compatible(_ a: Segment, _ b: Segment) -> Bool {
    if a.hi < b.lo || b.hi < a.lo { return true }
    let sharesTop = a.tops.contains { leg in b.tops.contains { $0.key == leg.key } }
    let sharesBottom = a.bottoms.contains { leg in b.bottoms.contains { $0.key == leg.key } }
    return sharesTop || sharesBottom
  }
}
