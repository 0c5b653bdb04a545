import Foundation

/// A necessary condition for a pattern to match anywhere in a line: at least one of a few
/// literal strings occurs in it. Derived from the pattern text by a conservative reading of
/// Oniguruma's Ruby syntax; any construct it does not fully understand (and any
/// case-insensitive part) yields no filter. Most patterns of a grammar's big rule lists find
/// nothing on a given line, and this answers that without running the regex.
struct LiteralFilter: Sendable {
  /// `LineIndex` keys, `keysPerLiteral` per distinct literal: a literal may occur only when
  /// all its keys are present. A few byte pairs of each literal (first, middle, last) say
  /// nearly as much as all of them and keep the check one flat, cache-friendly scan. Only the
  /// keys are kept: a process holds thousands of filters.
  let keys: [UInt32]
  static let keysPerLiteral = 3

  /// nil when the pattern gives no usable literal.
  init?(pattern: String) {
    guard let required = Self.literals(of: pattern) else { return nil }
    var keys: [UInt32] = []
    keys.reserveCapacity(required.count * Self.keysPerLiteral)
    // Literals whose groups are the same say the same: each group is kept once, where it
    // first comes. The groups kept are found by a hash of their keys in a small open table
    // (slots of group numbers, -1 free), which cost a fraction of a `Set`'s seeded hashing.
    var slots = 8
    while slots < required.count * 2 { slots *= 2 }
    var table = [Int32](repeating: -1, count: slots)
    next: for literal in required {
      let group = LineIndex.keyGroup(of: literal)
      var slot = group.slot(among: slots)
      while table[slot] >= 0 {
        let kept = Int(table[slot]) * Self.keysPerLiteral
        if keys[kept] == group.first && keys[kept + 1] == group.middle
          && keys[kept + 2] == group.last
        {
          continue next
        }
        slot = (slot + 1) & (slots - 1)
      }
      table[slot] = Int32(keys.count / Self.keysPerLiteral)
      keys.append(group.first)
      keys.append(group.middle)
      keys.append(group.last)
    }
    self.keys = keys
  }

  /// A filter with keys computed earlier by `init(pattern:)` (read from the asset cache).
  init(keys: [UInt32]) {
    self.keys = keys
  }

  /// The literals one of which occurs in every match (or in the text a lookaround inspects),
  /// or nil when the pattern gives none.
  static func literals(of pattern: String) -> [ArraySlice<UInt8>]? {
    var parser = PatternReader(Array(pattern.utf8))
    guard let info = parser.parseAlternation(depth: 0), parser.atEnd,
      let required = info.required, !required.isEmpty,
      !required.containsEmpty
    else { return nil }
    return parser.strings(of: required)
  }

  /// Whether the line `index` describes may contain a match.
  func mayMatch(_ index: LineIndex) -> Bool {
    keys.withUnsafeBufferPointer { index.containsAnyGroup($0, groupSize: Self.keysPerLiteral) }
  }
}

/// What a pattern fragment says about the text it matches.
struct FragmentInfo {
  /// Every string the fragment can match, when few and short (nil: unknown or too many).
  var exact: LiteralList?
  /// Every match contains one of these (nil: no guarantee).
  var required: LiteralList?
  /// Every match starts with one of these, when `exact` is unknown (nil: no guarantee).
  var prefixes: LiteralList? = nil
  /// Every match ends with one of these, when `exact` is unknown (nil: no guarantee).
  var suffixes: LiteralList? = nil

  static let empty = FragmentInfo(exact: .emptyString, required: nil)
  static let unknown = FragmentInfo(exact: nil, required: nil)

  static let maxStrings = 128
  static let maxLength = 32

  /// The more selective of two requirements: longer shortest literal, then fewer literals.
  static func better(_ a: LiteralList?, _ b: LiteralList?) -> LiteralList? {
    guard let a, !a.isEmpty else { return b }
    guard let b, !b.isEmpty else { return a }
    let minA = a.shortest!
    let minB = b.shortest!
    if minA != minB { return minA > minB ? a : b }
    return a.count <= b.count ? a : b
  }

  /// Strings every match starts with: the exact strings when none is empty, else `prefixes`.
  var startStrings: LiteralList? {
    if let exact { return exact.containsEmpty ? nil : exact }
    return prefixes.flatMap { $0.containsEmpty ? nil : $0 }
  }

  /// Strings every match ends with: the exact strings when none is empty, else `suffixes`.
  var endStrings: LiteralList? {
    if let exact { return exact.containsEmpty ? nil : exact }
    return suffixes.flatMap { $0.containsEmpty ? nil : $0 }
  }

  /// Matches only the empty string (an anchor or a lookaround): invisible to its sequence.
  var isZeroWidth: Bool { exact?.count == 1 && exact!.containsEmpty }

  /// What every match must contain: the requirement, else the exact strings when none of
  /// them is empty.
  var requirement: LiteralList? {
    if let required { return required }
    guard let exact, !exact.containsEmpty else { return nil }
    return exact
  }
}

/// Which bytes and byte pairs occur in the current line, stamped per line so it is rarely
/// cleared. Keys 0..<65536 are byte pairs (`first << 8 | second`), 65536 + b the single byte b.
final class LineIndex {
  /// Every key is below this (a filter's keys index the stamp table).
  static let keyCount = 65536 + 256
  /// 16-bit stamps: every tokenizer (one per grammar per thread, dozens in a diff of many
  /// languages) has its own table, and the pages a line's byte pairs touch are page faults
  /// the process pays on both cores. Half the width of a 32-bit stamp halves the table (to
  /// 128 KiB) and the pages a text's pairs spread over; the wrap-around clear it costs comes
  /// once per 65,535 lines.
  private let stamps: UnsafeMutablePointer<UInt16>
  private(set) var stamp: UInt16 = 0

  init() {
    // Zeroed by the system: a line touches the pages of its own byte pairs only, so the
    // table costs a tokenizer a few pages instead of all of them.
    let raw = calloc(Self.keyCount, MemoryLayout<UInt16>.stride)!
    stamps = raw.bindMemory(to: UInt16.self, capacity: Self.keyCount)
  }

  deinit { free(stamps) }

  func index(_ base: UnsafePointer<UInt8>, count: Int) {
    stamp &+= 1
    if stamp == 0 {
      stamps.update(repeating: 0, count: Self.keyCount)
      stamp = 1
    }
    let current = stamp
    var previous = -1
    for offset in 0..<count {
      let byte = Int(base[offset])
      stamps[65536 + byte] = current
      if previous >= 0 { stamps[previous << 8 | byte] = current }
      previous = byte
    }
  }

  /// `LiteralFilter.keysPerLiteral` keys, as one value a filter's set of groups can hold.
  struct KeyGroup {
    let first: UInt32
    let middle: UInt32
    let last: UInt32

    /// A slot for the group in an open table of `count` slots (a power of two).
    func slot(among count: Int) -> Int {
      let mixed =
        (UInt64(first) << 32 | UInt64(middle)) &* 0x9E37_79B9_7F4A_7C15
        ^ UInt64(last) &* 0xC2B2_AE3D_27D4_EB4F
      return Int(truncatingIfNeeded: mixed >> 32) & (count - 1)
    }
  }

  /// The keys whose presence a line containing `literal` must show: its first, middle and
  /// last byte pairs (the one pair three times over), or its byte when it has one.
  static func keyGroup(of literal: ArraySlice<UInt8>) -> KeyGroup {
    if literal.count == 1 {
      let key = 65536 + UInt32(literal.first!)
      return KeyGroup(first: key, middle: key, last: key)
    }
    let pairs = literal.count - 1
    func pair(_ slot: Int) -> UInt32 {
      let offset = literal.startIndex + slot * (pairs - 1) / 2
      return UInt32(literal[offset]) << 8 | UInt32(literal[offset + 1])
    }
    return KeyGroup(first: pair(0), middle: pair(1), last: pair(2))
  }

  /// True when for some group of `groupSize` consecutive keys all are present in the line.
  @inline(__always)
  func containsAnyGroup(_ keys: UnsafeBufferPointer<UInt32>, groupSize: Int) -> Bool {
    let current = stamp
    var group = 0
    while group < keys.count {
      var all = true
      for offset in group..<group + groupSize where stamps[Int(keys[offset])] != current {
        all = false
        break
      }
      if all { return true }
      group += groupSize
    }
    return false
  }

  /// False only when `literal` certainly does not occur in the line.
  func mayContain(_ literal: [UInt8]) -> Bool {
    if literal.count == 1 { return stamps[65536 + Int(literal[0])] == stamp }
    for offset in 1..<literal.count
    where stamps[Int(literal[offset - 1]) << 8 | Int(literal[offset])] != stamp {
      return false
    }
    return true
  }
}
