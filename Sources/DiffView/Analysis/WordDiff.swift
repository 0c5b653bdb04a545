/// The words that differ between a removed line and the added line paired with it.
///
/// Common prefix and suffix are trimmed first (linear), then the middles are compared with
/// Myers' O(ND) greedy algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986)
/// stopped at `maxEdits`, so one pair costs at most O((N+M)·maxEdits) whatever the input.
/// Lines too different to be worth emphasising get no emphasis at all.
package enum WordDiff {
  /// Byte ranges to emphasise in each line, or `nil` when the lines are too different.
  package struct Result: Equatable, Sendable {
    package var old: [Range<Int>]
    package var new: [Range<Int>]
  }

  /// Tunables; the defaults keep a pair's cost bounded for any input.
  package struct Options: Sendable {
    /// Lines with more tokens than this compare by common prefix and suffix only.
    package var maxTokens = 400
    /// The Myers search stops after this many edits (then falls back to prefix and suffix).
    package var maxEdits = 48
    /// Above this share of changed bytes (on either side) nothing is emphasised.
    package var maxChangedShare = 0.6

    package init() {}
  }

  package static func compare(_ old: String, _ new: String, options: Options = Options()) -> Result?
  {
    var oldText = old
    var newText = new
    return oldText.withUTF8 { a in newText.withUTF8 { b in compare(a, b, options: options) } }
  }

  static func compare(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, options: Options
  ) -> Result? {
    guard let ta = WordTokenizer.tokens(a, limit: options.maxTokens),
      let tb = WordTokenizer.tokens(b, limit: options.maxTokens)
    else { return prefixSuffix(a, b, options: options) }
    var prefix = 0
    while prefix < ta.count && prefix < tb.count && ta[prefix].hash == tb[prefix].hash {
      prefix += 1
    }
    var suffix = 0
    while suffix < ta.count - prefix && suffix < tb.count - prefix
      && ta[ta.count - 1 - suffix].hash == tb[tb.count - 1 - suffix].hash
    {
      suffix += 1
    }
    let rangeA = prefix..<(ta.count - suffix)
    let rangeB = prefix..<(tb.count - suffix)
    var changedA: [Range<Int>] = []
    var changedB: [Range<Int>] = []
    if let script = myers(ta, rangeA, tb, rangeB, maxEdits: options.maxEdits) {
      for index in script.deletedA { changedA.append(ta[index].start..<ta[index].end) }
      for index in script.insertedB { changedB.append(tb[index].start..<tb[index].end) }
    } else {
      if !rangeA.isEmpty {
        changedA = [ta[rangeA.lowerBound].start..<ta[rangeA.upperBound - 1].end]
      }
      if !rangeB.isEmpty {
        changedB = [tb[rangeB.lowerBound].start..<tb[rangeB.upperBound - 1].end]
      }
    }
    return finish(changedA, changedB, a, b, options: options)
  }

  /// Emphasis from the common byte prefix and suffix alone (very long lines).
  private static func prefixSuffix(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, options: Options
  ) -> Result? {
    var prefix = ByteRuns.commonPrefix(a, b)
    while prefix > 0 && prefix < a.count && a[prefix] & 0xC0 == 0x80 { prefix -= 1 }
    var suffix = ByteRuns.commonSuffix(a, b, limit: min(a.count, b.count) - prefix)
    while suffix > 0 && a.count - suffix < a.count && a[a.count - suffix] & 0xC0 == 0x80 {
      suffix -= 1
    }
    let ra = prefix < a.count - suffix ? [prefix..<(a.count - suffix)] : []
    let rb = prefix < b.count - suffix ? [prefix..<(b.count - suffix)] : []
    return finish(ra, rb, a, b, options: options)
  }

  private static func finish(
    _ ra: [Range<Int>], _ rb: [Range<Int>], _ a: UnsafeBufferPointer<UInt8>,
    _ b: UnsafeBufferPointer<UInt8>, options: Options
  ) -> Result? {
    let oldRanges = merged(ra, in: a)
    let newRanges = merged(rb, in: b)
    if tooChanged(oldRanges, a, limit: options.maxChangedShare)
      || tooChanged(newRanges, b, limit: options.maxChangedShare)
    {
      return nil
    }
    return Result(old: oldRanges, new: newRanges)
  }

  /// Whether `ranges` hold more than `limit` of the line's non-blank bytes (none: a share of 0).
  static func tooChanged(
    _ ranges: [Range<Int>], _ bytes: UnsafeBufferPointer<UInt8>, limit: Double
  ) -> Bool {
    let changed = Double(ranges.reduce(0) { $0 + $1.count })
    // Counting the blanks walks the whole line. A share of all bytes over the limit is a
    // share of the non-blank ones over it too, once one non-blank byte shows there are some.
    if !bytes.isEmpty && changed / Double(bytes.count) > limit
      && bytes.contains(where: { $0 != 0x20 && $0 != 0x09 })
    {
      return true
    }
    // Otherwise the blanks are counted a block at a time, and counting stops once there are
    // so many non-blank bytes that the share is certainly within the limit (the margin keeps
    // rounding on the side of counting on).
    var nonBlank = 0
    var start = 0
    let enough = limit > 0 ? changed / limit * (1 + 1e-9) + 1e-9 : Double.infinity
    while start < bytes.count {
      let end = min(bytes.count, start + 4096)
      let block = UnsafeBufferPointer(rebasing: bytes[start..<end])
      nonBlank += block.count - ByteRuns.count(of: 0x20, or: 0x09, in: block)
      if Double(nonBlank) >= enough { return false }
      start = end
    }
    return (nonBlank > 0 ? changed / Double(nonBlank) : 0) > limit
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x80...0xFF: return true
    default: return false
    }
  }

  /// Sorted ranges with neighbours joined when only whitespace separates them, so one edit
  /// reads as one highlighted phrase rather than a row of fragments.
  static func merged(_ ranges: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
      if let last = result.last {
        let gap = last.upperBound..<range.lowerBound
        // Join across whitespace, and across one punctuation byte (`3.14` → `Double.pi`
        // reads as one change, not two fragments around an unchanged dot).
        if gap.allSatisfy({ bytes[$0] == 0x20 || bytes[$0] == 0x09 })
          || (gap.count == 1 && !Self.isWordByte(bytes[gap.lowerBound]))
        {
          result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
          continue
        }
      }
      result.append(range)
    }
    return result
  }

  /// Indices (into the whole arrays) deleted from `a[ra]` and inserted from `b[rb]` by a
  /// shortest edit script, or `nil` if it needs more than `maxEdits` edits.
  static func myers(
    _ a: [WordTokenizer.Token], _ ra: Range<Int>, _ b: [WordTokenizer.Token], _ rb: Range<Int>,
    maxEdits: Int
  ) -> (deletedA: [Int], insertedB: [Int])? {
    let n = ra.count
    let m = rb.count
    if n == 0 || m == 0 { return (Array(ra), Array(rb)) }
    let limit = min(n + m, maxEdits)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    // Round d's starting points v[-d...d] are kept flat: round d starts at index d * d.
    var trace: [Int] = []
    trace.reserveCapacity(64)
    for d in 0...limit {
      trace.append(contentsOf: v[(offset - d)...(offset + d)])
      var k = -d
      while k <= d {
        var x: Int
        if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
          x = v[offset + k + 1]
        } else {
          x = v[offset + k - 1] + 1
        }
        var y = x - k
        while x < n && y < m && a[ra.lowerBound + x].hash == b[rb.lowerBound + y].hash {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n && y >= m {
          var deleted: [Int] = []
          var inserted: [Int] = []
          var k = k
          var d = d
          while d > 0 {
            // Round d started from round d - 1's furthest points, saved at d * d.
            let base = d * d + d
            let down = k == -d || (k != d && trace[base + k - 1] < trace[base + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = trace[base + previousK]
            if down {
              inserted.append(rb.lowerBound + previousX - previousK)
            } else {
              deleted.append(ra.lowerBound + previousX)
            }
            k = previousK
            d -= 1
          }
          return (deleted.reversed(), inserted.reversed())
        }
        k += 2
      }
    }
    return nil
  }
}
