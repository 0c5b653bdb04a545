extension GapTracks {
  /// Which pieces must turn after which, with every implied order known at once: a bit per
  /// pair (the transitive closure), so asking whether an order would close a cycle is one
  /// lookup. Walking the orders for each question made a gap of a few hundred bending
  /// edges cost cubic time (a 484-edge complete bipartite flowchart took 0.6 s).
  struct Precedence {
    private let words: Int
    /// Row `i`: the pieces that turn after `i`, and `i` itself.
    private var bits: [UInt64]

    /// The closure of `after`, whose orders must run from lower to higher `rank` (each
    /// piece's place in the sorted order), so rows can be filled from the last rank back.
    init(after: [[Int]], rank: [Int]) {
      let count = after.count
      words = (count + 63) / 64
      bits = Array(repeating: 0, count: count * words)
      for i in rank.indices.sorted(by: { rank[$0] > rank[$1] }) {
        set(i, i)
        for j in after[i] { merge(row: j, into: i) }
      }
    }

    /// Whether `later` turns after `piece` (or is it).
    func follows(_ later: Int, _ piece: Int) -> Bool {
      bits[piece * words + later / 64] >> UInt64(later % 64) & 1 != 0
    }

    /// Records that `then` turns after `first`, and so after everything `first` follows.
    mutating func add(_ first: Int, _ then: Int) {
      for row in 0..<(bits.count / max(1, words)) where follows(first, row) {
        merge(row: then, into: row)
      }
    }

    private mutating func set(_ row: Int, _ column: Int) {
      bits[row * words + column / 64] |= 1 << UInt64(column % 64)
    }

    private mutating func merge(row source: Int, into target: Int) {
      for word in 0..<words { bits[target * words + word] |= bits[source * words + word] }
    }
  }
}
