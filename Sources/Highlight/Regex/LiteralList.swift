/// The strings one of `FragmentInfo`'s lists holds, as a handle into the `LiteralArena` of
/// the reader that made it, with what the reader decides by: how many strings, the
/// shortest and longest, whether one is empty. The strings are spelled out only for the
/// list a pattern's filter keeps (`LiteralArena.strings(of:)`).
///
/// The reader makes lists for every branch of a big keyword trie, and nearly all of them
/// are dropped when a list further up gives up (past `FragmentInfo.maxStrings`). Made as
/// arrays, each list cost allocations, copies of its strings and reference counting, level
/// after level of the C grammars' function lists, on every first run in C. A handle is a
/// plain value, and a list of one plain run of the pattern is the run's place in it.
struct LiteralList {
  /// The node in the arena (0 and up), or one of the lists no arena holds: `none`,
  /// `emptyString`, or a single byte (`byte(_:)`).
  fileprivate let id: Int32
  // 32 bits each: the reader copies its fragments' four lists around a lot.
  private let storedCount: Int32
  private let storedShortest: Int32
  private let storedLongest: Int32
  /// Whether one of the strings is empty.
  let containsEmpty: Bool

  fileprivate init(id: Int32, count: Int, shortest: Int, longest: Int, containsEmpty: Bool) {
    self.id = id
    storedCount = Int32(count)
    storedShortest = Int32(shortest)
    storedLongest = Int32(longest)
    self.containsEmpty = containsEmpty
  }

  /// How many strings the list holds.
  var count: Int { Int(storedCount) }

  /// The length of the longest string; 0 for no string.
  var longest: Int { Int(storedLongest) }

  fileprivate var shortestLength: Int { Int(storedShortest) }

  fileprivate static let noneID: Int32 = -1
  fileprivate static let emptyStringID: Int32 = -2
  /// Single bytes take the ids below this one: byte `b` is `byteIDs - b`.
  fileprivate static let byteIDs: Int32 = -3

  /// No string.
  static let none = LiteralList(
    id: noneID, count: 0, shortest: 0, longest: 0, containsEmpty: false)

  /// One empty string: what a zero-width fragment matches.
  static let emptyString = LiteralList(
    id: emptyStringID, count: 1, shortest: 0, longest: 0, containsEmpty: true)

  /// The one string of one byte.
  static func byte(_ byte: UInt8) -> LiteralList {
    LiteralList(
      id: byteIDs - Int32(byte), count: 1, shortest: 1, longest: 1, containsEmpty: false)
  }

  var isEmpty: Bool { count == 0 }

  /// The length of the shortest string; nil for no string.
  var shortest: Int? { count == 0 ? nil : shortestLength }

  /// The list is exactly the one empty string.
  fileprivate var isOneEmptyString: Bool { count == 1 && containsEmpty }

  /// Whether both are the same list as made (then they hold the same strings). Lists made
  /// apart may hold the same strings and still answer false: the reader only uses this to
  /// skip work whose result would be the same.
  func isSame(as other: LiteralList) -> Bool { id == other.id }
}

/// The lists one pattern reader makes: each joined list a node naming the two it joins, and
/// each run of plain characters its place in the pattern. Nothing is copied until
/// `strings(of:)` spells a list out.
struct LiteralArena {
  private enum Node {
    /// The one string at `start..<start + length` of the pattern.
    case run(start: Int32, length: Int32)
    /// The strings of the first list, then those of the second.
    case union(Int32, Int32)
    /// Each string of the first list followed by each of the second, in that order.
    case product(Int32, Int32)
  }

  private let pattern: [UInt8]
  private var nodes: [Node] = []

  init(pattern: [UInt8]) { self.pattern = pattern }

  private mutating func add(
    _ node: Node, count: Int, shortest: Int, longest: Int, containsEmpty: Bool
  ) -> LiteralList {
    nodes.append(node)
    return LiteralList(
      id: Int32(nodes.count - 1), count: count, shortest: shortest, longest: longest,
      containsEmpty: containsEmpty)
  }

  /// The one string the pattern holds at `range`.
  mutating func run(_ range: Range<Int>) -> LiteralList {
    add(
      .run(start: Int32(range.lowerBound), length: Int32(range.count)), count: 1,
      shortest: range.count, longest: range.count, containsEmpty: range.isEmpty)
  }

  /// The strings of `first`, then those of `second`.
  mutating func union(_ first: LiteralList, _ second: LiteralList) -> LiteralList {
    if first.isEmpty { return second }
    if second.isEmpty { return first }
    return add(
      .union(first.id, second.id), count: first.count + second.count,
      shortest: min(first.shortestLength, second.shortestLength),
      longest: max(first.longest, second.longest),
      containsEmpty: first.containsEmpty || second.containsEmpty)
  }

  /// Every string of `left` followed by every string of `right`, in that order; nil when one
  /// of them would be longer than `maxLength`.
  mutating func product(_ left: LiteralList, _ right: LiteralList, maxLength: Int) -> LiteralList? {
    guard left.longest + right.longest <= maxLength else { return nil }
    if left.isEmpty || right.isEmpty { return .none }
    // The one empty string joins nothing: a product's parts are then each shorter or fewer
    // than it, which bounds how deeply `spell` recurses.
    if left.isOneEmptyString { return right }
    if right.isOneEmptyString { return left }
    return add(
      .product(left.id, right.id), count: left.count * right.count,
      shortest: left.shortestLength + right.shortestLength,
      longest: left.longest + right.longest,
      containsEmpty: left.containsEmpty && right.containsEmpty)
  }

  /// `list` with the pattern's characters at `range` appended to every string. A run of
  /// plain characters grows as one place in the pattern.
  mutating func appendToEach(_ list: LiteralList, _ range: Range<Int>) -> LiteralList {
    if range.isEmpty || list.isEmpty { return list }
    if list.isOneEmptyString { return run(range) }
    if list.id >= 0, case .run(let start, let length) = nodes[Int(list.id)],
      Int(start + length) == range.lowerBound
    {
      return run(Int(start)..<range.upperBound)
    }
    return product(list, run(range), maxLength: Int.max)!
  }

  /// The strings of `list`, in order.
  ///
  /// Spelled depth first into one buffer: a product spells each string of its left list,
  /// then carries on with its right one (kept on a stack of what is still to follow), and
  /// a string is complete when nothing is left to follow. Spelling each product's strings
  /// as an array of its own, and joining them, cost more than reading the pattern.
  func strings(of list: LiteralList) -> [ArraySlice<UInt8>] {
    var speller = Speller(nodes: nodes, pattern: pattern, longest: list.longest)
    speller.spell(list.id)
    let storage = speller.storage
    var result: [ArraySlice<UInt8>] = []
    result.reserveCapacity(list.count)
    var at = 0
    while at < storage.count {
      let length = Int(storage[at])
      result.append(storage[(at + 1)..<(at + 1 + length)])
      at += 1 + length
    }
    return result
  }

  /// The walk `strings(of:)` makes.
  private struct Speller {
    let nodes: [Node]
    let pattern: [UInt8]
    /// Each string after a byte that gives its length.
    var storage: [UInt8] = []
    /// The string being spelled.
    var buffer: [UInt8] = []
    /// The lists whose strings follow the one being spelled, the next one last.
    var following: [Int32] = []

    init(nodes: [Node], pattern: [UInt8], longest: Int) {
      self.nodes = nodes
      self.pattern = pattern
      buffer.reserveCapacity(longest)
    }

    /// Every string of the list `id`, each followed by every string of `following`. Unions
    /// recurse as deep as an alternation has branches, and products as deep as a string
    /// has parts: both bounded by the few short strings a kept list holds.
    mutating func spell(_ id: Int32) {
      if id < 0 {
        if id == LiteralList.emptyStringID {
          carryOn()
        } else if id <= LiteralList.byteIDs {
          buffer.append(UInt8(LiteralList.byteIDs - id))
          carryOn()
          buffer.removeLast()
        }
        return
      }
      switch nodes[Int(id)] {
      case .run(let start, let length):
        buffer.append(contentsOf: pattern[Int(start)..<Int(start + length)])
        carryOn()
        buffer.removeLast(Int(length))
      case .union(let first, let second):
        spell(first)
        spell(second)
      case .product(let left, let right):
        following.append(right)
        spell(left)
        following.removeLast()
      }
    }

    /// Spells what follows the string in `buffer`, or stores it when nothing does.
    private mutating func carryOn() {
      guard let next = following.popLast() else {
        storage.append(UInt8(buffer.count))
        storage.append(contentsOf: buffer)
        return
      }
      spell(next)
      following.append(next)
    }
  }
}
