import Testing

@testable import DiffView

/// The word-at-a-time scans against the plain loops they stand for, on random byte strings
/// drawn from the bytes each scan tells apart, at every length and alignment up to a few words.
struct ByteRunsTests {
  /// Bytes at the edges of every class the scans test: blanks, controls, DEL, high bytes.
  static let alphabet: [UInt8] = [
    0x00, 0x09, 0x0A, 0x1B, 0x1F, 0x20, 0x21, 0x41, 0x61, 0x7E, 0x7F, 0x80, 0x9F, 0xC3, 0xE2, 0xFF,
  ]

  static func randomBytes(_ count: Int, _ rng: inout SystemRandomNumberGenerator, plain: Bool)
    -> [UInt8]
  {
    // `plain` draws mostly printable ASCII, so long runs reach the word loops.
    (0..<count).map { _ in
      plain && Int.random(in: 0..<12, using: &rng) > 0
        ? UInt8.random(in: 0x20...0x7E, using: &rng)
        : alphabet.randomElement(using: &rng)!
    }
  }

  static func cases() -> [[UInt8]] {
    var rng = SystemRandomNumberGenerator()
    var result: [[UInt8]] = []
    for length in 0...40 {
      for plain in [false, true] {
        for _ in 0..<20 { result.append(randomBytes(length, &rng, plain: plain)) }
      }
    }
    for _ in 0..<40 { result.append(randomBytes(Int.random(in: 41...3000), &rng, plain: true)) }
    return result
  }

  @Test func singleStringScansMatchTheirLoops() {
    for bytes in Self.cases() {
      bytes.withUnsafeBufferPointer { buffer in
        #expect(ByteRuns.isASCII(buffer) == bytes.allSatisfy { $0 < 0x80 })
        #expect(
          ByteRuns.isPrintableASCIIOrTab(buffer)
            == bytes.allSatisfy { (0x20..<0x7F).contains($0) || $0 == 0x09 })
        #expect(
          ByteRuns.count(of: 0x20, or: 0x09, in: buffer)
            == bytes.filter { $0 == 0x20 || $0 == 0x09 }.count)
        for from in Set([0, 1, bytes.count / 2, bytes.count]) where from <= bytes.count {
          var end = from
          while end < bytes.count && (0x20..<0x7F).contains(bytes[end]) { end += 1 }
          #expect(ByteRuns.printableASCIIEnd(buffer, from: from, to: bytes.count) == end)
        }
      }
    }
  }

  @Test func nonASCIIEndMatchesItsLoop() {
    var rng = SystemRandomNumberGenerator()
    for plain in Self.cases() {
      // Mostly high bytes, so long runs reach the word loop.
      let bytes = plain.map { Int.random(in: 0..<12, using: &rng) > 0 ? $0 | 0x80 : $0 }
      bytes.withUnsafeBufferPointer { buffer in
        for from in Set([0, 1, bytes.count / 2, bytes.count]) where from <= bytes.count {
          var end = from
          while end < bytes.count && bytes[end] >= 0x80 { end += 1 }
          #expect(ByteRuns.nonASCIIEnd(buffer, from: from, to: bytes.count) == end)
        }
      }
    }
  }

  @Test func commonPrefixAndSuffixMatchTheirLoops() {
    var rng = SystemRandomNumberGenerator()
    for a in Self.cases() {
      // b shares a random prefix and suffix of a with one changed byte between them, or is
      // a cut of a, so the shared parts end at every offset.
      var b = a
      if !b.isEmpty {
        let at = Int.random(in: 0..<b.count, using: &rng)
        if Bool.random(using: &rng) { b[at] &+= 1 } else { b.removeSubrange(at...) }
      }
      if Bool.random(using: &rng) { b.append(contentsOf: Self.randomBytes(5, &rng, plain: true)) }
      a.withUnsafeBufferPointer { pa in
        b.withUnsafeBufferPointer { pb in
          var prefix = 0
          while prefix < min(a.count, b.count) && a[prefix] == b[prefix] { prefix += 1 }
          #expect(ByteRuns.commonPrefix(pa, pb) == prefix)
          let limit = min(a.count, b.count) - prefix
          var suffix = 0
          while suffix < limit && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
          }
          #expect(ByteRuns.commonSuffix(pa, pb, limit: limit) == suffix)
        }
      }
    }
  }

  /// `WordDiff.tooChanged` stops counting blanks early; its answer is the plain share's.
  @Test func tooChangedIsTheShareOfNonBlankBytes() {
    var rng = SystemRandomNumberGenerator()
    var lines = Self.cases()
    lines.append([UInt8](repeating: 0x20, count: 9000))
    lines.append([UInt8](repeating: 0x41, count: 9000) + [UInt8](repeating: 0x20, count: 9000))
    for bytes in lines {
      for limit in [0.6, 0.0, 0.3, 1.0, -0.5, 0.5] {
        var ranges: [Range<Int>] = []
        var at = 0
        while at < bytes.count && Int.random(in: 0..<3, using: &rng) > 0 {
          let end = Int.random(in: at...bytes.count, using: &rng)
          ranges.append(at..<end)
          at = min(bytes.count, end + Int.random(in: 0...bytes.count, using: &rng))
        }
        let nonBlank = bytes.filter { $0 != 0x20 && $0 != 0x09 }.count
        let changed = Double(ranges.reduce(0) { $0 + $1.count })
        let expected = (nonBlank > 0 ? changed / Double(nonBlank) : 0) > limit
        bytes.withUnsafeBufferPointer { buffer in
          #expect(WordDiff.tooChanged(ranges, buffer, limit: limit) == expected)
        }
      }
    }
  }
}
