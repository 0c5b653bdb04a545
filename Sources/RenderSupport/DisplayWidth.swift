/// How many terminal cells text occupies, measured per grapheme cluster (UAX #29) with the
/// East Asian Width property (UAX #11) and the emoji presentation rules of UTS #51.
///
/// A grapheme is never split: its width is decided as a whole. East Asian Wide/Fullwidth
/// characters and emoji take two cells; combining marks, variation selectors and the parts an
/// emoji ZWJ sequence joins take none of their own; controls take none.
package enum DisplayWidth {
  /// The cells one grapheme cluster takes (0, 1 or 2).
  package static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    guard let second = iterator.next() else { return of(scalar: first) }
    // Flags (regional indicator pairs), emoji with modifiers or ZWJ sequences, and anything
    // asking for emoji presentation (VS16) draw as one two-cell picture.
    if isRegionalIndicator(first) { return 2 }
    var hasEmojiPresentation = second.value == 0xFE0F
    var hasTextPresentation = second.value == 0xFE0E
    var joined = second.value == 0x200D
    for scalar in scalars.dropFirst(2) {
      switch scalar.value {
      case 0xFE0F: hasEmojiPresentation = true
      case 0xFE0E: hasTextPresentation = true
      case 0x200D: joined = true
      default: break
      }
    }
    let firstWidth = of(scalar: first)
    if first.properties.isEmoji {
      if hasEmojiPresentation || (joined && firstWidth == 2) { return 2 }
      if hasTextPresentation { return 1 }
      if joined { return 2 }
    }
    // Otherwise the base decides and marks add nothing; spacing marks (Mc) add their cell,
    // like wcswidth, so Indic conjuncts are not undercounted.
    var width = firstWidth
    for scalar in scalars.dropFirst() where scalar.value != 0x200D {
      let extra = of(scalar: scalar)
      if extra > 0, scalar.properties.generalCategory == .spacingMark { width += extra }
    }
    return width
  }

  /// The cells one code point takes on its own.
  package static func of(scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }
    // CJK ideographs, the commonest wide scalars, skip the two table searches (a line of
    // Chinese measured one scalar at a time); `DisplayWidthTests` checks the tables agree.
    if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) { return 2 }
    // Emoji and the other symbols of their blocks, the commonest scalars of four bytes, are
    // read from a bitmap of the wide table's ranges there (a line of emoji measured one
    // scalar at a time searched both tables for each); `DisplayWidthTests` checks it.
    if pictographs.contains(value) {
      let offset = Int(value - pictographs.lowerBound)
      return pictographWide[offset >> 6] & (1 << UInt64(offset & 63)) != 0 ? 2 : 1
    }
    return ofTables(value)
  }

  /// The blocks `pictographWide` covers, from Mahjong tiles to Legacy Computing; the
  /// zero-width table has nothing here.
  static let pictographs: Range<UInt32> = 0x1F000..<0x1FC00

  /// One bit per scalar of `pictographs`, set when the wide table holds it.
  private static let pictographWide: [UInt64] = {
    var bits = [UInt64](repeating: 0, count: pictographs.count / 64)
    let table = DisplayWidthTables.wide
    for pair in stride(from: 0, to: table.count, by: 2) {
      let first = max(table[pair], pictographs.lowerBound)
      let last = min(table[pair + 1], pictographs.upperBound - 1)
      guard first <= last else { continue }
      for value in first...last {
        let offset = Int(value - pictographs.lowerBound)
        bits[offset >> 6] |= 1 << UInt64(offset & 63)
      }
    }
    return bits
  }()

  /// The width of a scalar of U+0300 or above by the tables alone.
  static func ofTables(_ value: UInt32) -> Int {
    if contains(DisplayWidthTables.zeroWidth, value) { return 0 }
    if value < 0x1100 { return 1 }
    return contains(DisplayWidthTables.wide, value) ? 2 : 1
  }

  /// The cells a string takes, summed over its grapheme clusters; ASCII is measured without
  /// segmenting.
  package static func of<S: StringProtocol>(_ text: S) -> Int {
    if let ascii = asciiWidth(text.utf8) { return ascii }
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// The cells a string takes (the non-generic entry point, so callers in other modules get a
  /// specialized fast path).
  package static func of(_ text: String) -> Int {
    if let ascii = asciiWidth(text) { return ascii }
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// The cells a substring takes.
  package static func of(_ text: Substring) -> Int {
    if let ascii = asciiWidth(text.utf8) { return ascii }
    var width = 0
    for character in text { width += of(character) }
    return width
  }

  /// The width of a string of printable ASCII, or `nil` when it holds anything else.
  package static func asciiWidth(_ text: String) -> Int? {
    asciiWidth(text.utf8)
  }

  /// The width of printable ASCII bytes (one cell each), or `nil` when `bytes` holds anything
  /// else: the fast path renderers try before segmenting graphemes.
  @inline(__always)
  package static func asciiWidth<C: Collection<UInt8>>(_ bytes: C) -> Int? {
    let fast = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
      for byte in buffer where byte < 0x20 || byte >= 0x7F { return nil }
      return buffer.count
    }
    if let fast { return fast }
    var count = 0
    for byte in bytes {
      if byte < 0x20 || byte >= 0x7F { return nil }
      count += 1
    }
    return count
  }

  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Binary search in a flattened `[first, last, …]` range table.
  static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count / 2 - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < table[2 * middle] {
        high = middle - 1
      } else if value > table[2 * middle + 1] {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
