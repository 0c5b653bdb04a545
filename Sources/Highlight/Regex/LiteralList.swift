/// The strings one of `FragmentInfo`'s lists holds, in order, one after another in one buffer,
/// each after a byte that gives its length. The pattern reader makes, joins and drops a list
/// for nearly every fragment of a big keyword alternation, and an array per string cost an
/// allocation and a free each: here a list is one array, and a list of one string (the
/// common case) one allocation instead of two.
struct LiteralList: Sequence, Equatable {
  /// Each string as its length (one byte: strings stay within `FragmentInfo.maxLength`)
  /// followed by its bytes.
  private(set) var storage: [UInt8] = []
  /// How many strings the list holds.
  private(set) var count = 0

  init() {}

  /// The list of one string.
  init<Bytes: Collection>(_ string: Bytes) where Bytes.Element == UInt8 {
    // Room for the string to grow to the longest a list keeps: a sequence's run of plain
    // characters is appended to it in place.
    storage.reserveCapacity(1 + Swift.max(string.count, FragmentInfo.maxLength))
    append(string)
  }

  /// One empty string: what a zero-width fragment matches.
  static let emptyString = LiteralList(EmptyCollection<UInt8>())

  var isEmpty: Bool { count == 0 }

  /// Whether one of the strings is empty.
  var containsEmpty: Bool {
    var at = 0
    while at < storage.count {
      let length = Int(storage[at])
      if length == 0 { return true }
      at += 1 + length
    }
    return false
  }

  /// The length of the longest string; 0 for no string.
  var longest: Int {
    var result = 0
    var at = 0
    while at < storage.count {
      let length = Int(storage[at])
      result = Swift.max(result, length)
      at += 1 + length
    }
    return result
  }

  /// The length of the shortest string; nil for no string.
  var shortest: Int? {
    var result: Int?
    var at = 0
    while at < storage.count {
      let length = Int(storage[at])
      result = Swift.min(result ?? length, length)
      at += 1 + length
    }
    return result
  }

  mutating func append<Bytes: Collection>(_ string: Bytes) where Bytes.Element == UInt8 {
    storage.append(UInt8(string.count))
    storage.append(contentsOf: string)
    count += 1
  }

  mutating func append(contentsOf other: LiteralList) {
    storage.append(contentsOf: other.storage)
    count += other.count
  }

  /// Appends `suffix` to every string.
  mutating func appendToEach(_ suffix: ArraySlice<UInt8>) {
    suffix.withUnsafeBufferPointer { suffix in
      if count == 1 {
        storage[0] += UInt8(suffix.count)
        storage.append(contentsOf: suffix)
        return
      }
      storage = storage.withUnsafeBufferPointer { old in
        [UInt8](unsafeUninitializedCapacity: old.count + count * suffix.count) { joined, size in
          var from = 0
          while from < old.count {
            let length = Int(old[from])
            joined[size] = UInt8(length + suffix.count)
            Self.copy(old, from + 1, length, to: joined, at: size + 1)
            Self.copy(suffix, 0, suffix.count, to: joined, at: size + 1 + length)
            size += 1 + length + suffix.count
            from += 1 + length
          }
        }
      }
    }
  }

  /// Every string of `left` followed by every string of `right`, in that order; nil when one
  /// of them would be longer than `maxLength`.
  static func product(_ left: LiteralList, _ right: LiteralList, maxLength: Int) -> LiteralList? {
    guard left.longest + right.longest <= maxLength else { return nil }
    var product = LiteralList()
    // Each of the left strings once per right string, and the other way round.
    let bytes =
      (left.storage.count - left.count) * right.count
      + (right.storage.count - right.count) * left.count + left.count * right.count
    product.storage = left.storage.withUnsafeBufferPointer { left in
      right.storage.withUnsafeBufferPointer { right in
        [UInt8](unsafeUninitializedCapacity: bytes) { joined, size in
          var leftAt = 0
          while leftAt < left.count {
            let length = Int(left[leftAt])
            var rightAt = 0
            while rightAt < right.count {
              let rightLength = Int(right[rightAt])
              joined[size] = UInt8(length + rightLength)
              copy(left, leftAt + 1, length, to: joined, at: size + 1)
              copy(right, rightAt + 1, rightLength, to: joined, at: size + 1 + length)
              size += 1 + length + rightLength
              rightAt += 1 + rightLength
            }
            leftAt += 1 + length
          }
        }
      }
    }
    product.count = left.count * right.count
    return product
  }

  /// Copies `count` bytes of `source` from `start` into `target` at `offset`.
  @inline(__always)
  private static func copy(
    _ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int,
    to target: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    guard count > 0 else { return }
    (target.baseAddress! + offset).update(from: source.baseAddress! + start, count: count)
  }

  func makeIterator() -> Iterator { Iterator(storage: storage) }

  /// The strings in order, each a slice of the list's buffer.
  struct Iterator: IteratorProtocol {
    let storage: [UInt8]
    var at = 0

    init(storage: [UInt8]) { self.storage = storage }

    mutating func next() -> ArraySlice<UInt8>? {
      guard at < storage.count else { return nil }
      let length = Int(storage[at])
      defer { at += 1 + length }
      return storage[(at + 1)..<(at + 1 + length)]
    }
  }
}
