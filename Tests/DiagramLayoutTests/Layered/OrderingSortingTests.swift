import Testing

@testable import DiagramLayout

/// The layer sort of the sweeps gives exactly the library sort's order, by key and ties by
/// index, whatever the layer's size and disorder: layouts stay byte-identical.
@Suite struct OrderingSortingTests {
  /// A deterministic pseudo-random sequence (a linear congruential generator).
  static func values(count: Int, seed: UInt64, range: Int) -> [Int] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(range))
    }
  }

  @Test(arguments: [0, 1, 2, 31, 32, 33, 64, 65, 200, 777])
  func sortsAsTheLibrarySortDoes(count: Int) {
    var spare: [(key: Double, index: Int)] = []
    // Shuffled keys with many ties, then nearly sorted ones, with one spare buffer reused.
    for (seed, range) in [(UInt64(1), 7), (UInt64(2), 1000), (UInt64(3), 3)] {
      let keys = Self.values(count: count, seed: seed, range: range)
      var items = keys.enumerated().map { (key: Double($0.element) / 2, index: $0.offset) }
      let expected = items.sorted { ($0.key, $0.index) < ($1.key, $1.index) }
      Ordering.sortByKey(&items, spare: &spare)
      #expect(items.map(\.index) == expected.map(\.index))
      var nearly = expected
      for at in stride(from: 1, to: nearly.count, by: 5) { nearly.swapAt(at - 1, at) }
      Ordering.sortByKey(&nearly, spare: &spare)
      #expect(nearly.map(\.index) == expected.map(\.index))
    }
  }
}
