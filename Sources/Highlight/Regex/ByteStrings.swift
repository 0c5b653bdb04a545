/// A list of byte strings stored one after another in one buffer: the words and symbols
/// a pattern's big alternations spell out. Tens of thousands of them, each its own array,
/// cost an allocation to make and another to free; here appending one is a copy into the
/// buffer, and the list is freed as two arrays.
struct ByteStrings: RandomAccessCollection, Equatable, Sendable {
  /// The strings one after another; string `i` ends at `ends[i]`.
  private(set) var bytes: [UInt8] = []
  private var ends: [Int] = []

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { ends.count }

  subscript(position: Int) -> ArraySlice<UInt8> {
    bytes[(position == 0 ? 0 : ends[position - 1])..<ends[position]]
  }

  /// Whether one of the strings is empty.
  var containsEmpty: Bool {
    var previous = 0
    for end in ends {
      if end == previous { return true }
      previous = end
    }
    return false
  }

  mutating func append<Bytes: Collection>(_ string: Bytes) where Bytes.Element == UInt8 {
    bytes.append(contentsOf: string)
    ends.append(bytes.count)
  }

  /// Appends the bytes of `source` in `range`, copied straight from its buffer.
  mutating func append(_ source: [UInt8], _ range: Range<Int>) {
    source.withUnsafeBufferPointer { buffer in
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
    }
    ends.append(bytes.count)
  }

  mutating func reserveCapacity(strings: Int, bytes count: Int) {
    ends.reserveCapacity(strings)
    bytes.reserveCapacity(count)
  }
}
