/// The numbers of a hunk header: `@@ -a,b +c,d @@ context`, or a combined diff's
/// `@@@ -a,b -c,d +e,f @@@ context` with one `-` range per parent (git-diff(1), "combined diff
/// format"). An omitted count means 1.
///
/// Every number is range-checked: start and count are each at most `maxLineNumber`, and so is
/// their sum, so the parser's line counters (which grow by one per input line from a start)
/// and a renderer's `start + count` can never overflow.
struct HunkHeader: Equatable {
  /// Why a header was refused.
  enum Problem: Error, Equatable {
    /// Not `@@ -a,b +c,d @@`.
    case malformed
    /// The numbers are there but no file has such lines.
    case outOfRange
  }

  /// 2^48 lines: far past any real file, and far enough below `Int.max` that a start plus a
  /// count plus one line number per input line stays representable.
  static let maxLineNumber = 1 << 48

  var oldRanges: [(start: Int, count: Int)]
  var newStart: Int
  var newCount: Int
  var context: String?

  static func == (lhs: HunkHeader, rhs: HunkHeader) -> Bool {
    lhs.oldRanges.map(\.start) == rhs.oldRanges.map(\.start)
      && lhs.oldRanges.map(\.count) == rhs.oldRanges.map(\.count) && lhs.newStart == rhs.newStart
      && lhs.newCount == rhs.newCount && lhs.context == rhs.context
  }

  /// Parses a header line (without its line break).
  static func parse(_ line: Substring) throws(Problem) -> HunkHeader {
    if let header = try parseBytes(line) { return header }
    return try parseCharacters(line)
  }

  /// `parseCharacters` on bytes, for a header whose fence, ranges and closing fence are
  /// ASCII (every real one): the Character path is costly for every header, on the thread
  /// that parses and renders. Nil when a non-ASCII byte comes before the closing
  /// fence or right after it, where a combining mark could join an `@` or a space into
  /// another Character; the Character path then decides.
  static func parseBytes(_ line: Substring) throws(Problem) -> HunkHeader? {
    let bytes = Array(line.utf8.prefix(64))
    // The closing fence and the byte after it must lie in the ASCII prefix.
    let ascii = bytes.firstIndex { $0 >= 0x80 } ?? (bytes.count < 64 ? bytes.count + 1 : 64)
    var ats = 0
    while ats < bytes.count, bytes[ats] == 0x40 { ats += 1 }
    guard ats < ascii else { return nil }
    guard ats >= 2 else { throw .malformed }
    guard ats < bytes.count, bytes[ats] == 0x20 else { throw .malformed }
    let open = ats + 1
    // The first " @@…" (as many `@` as open the header) after the opening fence.
    var close = open
    while true {
      guard close + ats + 1 < ascii else {
        // Not within the ASCII prefix: malformed if the whole line was read, else undecided.
        if ascii == bytes.count + 1 { throw .malformed }
        return nil
      }
      if bytes[close] == 0x20, bytes[(close + 1)...(close + ats)].allSatisfy({ $0 == 0x40 }) {
        break
      }
      close += 1
    }
    let ranges = bytes[open..<close].split(separator: 0x20)
    guard ranges.count == ats else { throw .malformed }
    var oldRanges: [(start: Int, count: Int)] = []
    for range in ranges.dropLast() {
      guard range.first == 0x2D else { throw .malformed }
      oldRanges.append(try parseRange(range.dropFirst()))
    }
    guard let last = ranges.last, last.first == 0x2B else { throw .malformed }
    let new = try parseRange(last.dropFirst())
    var context: String?
    let after = line[line.utf8.index(line.startIndex, offsetBy: close + ats + 1)...]
    if !after.isEmpty {
      let trimmed = after.first == " " ? after.dropFirst() : after
      if !trimmed.isEmpty { context = String(trimmed) }
    }
    return HunkHeader(
      oldRanges: oldRanges, newStart: new.start, newCount: new.count, context: context)
  }

  private static func parseRange(_ text: ArraySlice<UInt8>) throws(Problem) -> (
    start: Int, count: Int
  ) {
    let parts = text.split(separator: 0x2C, omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { throw .malformed }
    let start = try number(parts[0])
    let count = parts.count == 2 ? try number(parts[1]) : 1
    guard start + count <= maxLineNumber else { throw .outOfRange }
    return (start, count)
  }

  /// Decimal digits only (no sign), at most `maxLineNumber`.
  private static func number(_ digits: ArraySlice<UInt8>) throws(Problem) -> Int {
    guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      throw .malformed
    }
    var value = 0
    for digit in digits {
      value = value * 10 + Int(digit - 0x30)
      // More digits than Int holds is out of range, not malformed.
      guard value <= maxLineNumber else { throw .outOfRange }
    }
    return value
  }

  /// Parses a header line Character by Character: the way for any header.
  static func parseCharacters(_ line: Substring) throws(Problem) -> HunkHeader {
    let ats = line.prefix { $0 == "@" }.count
    guard ats >= 2 else { throw .malformed }
    let parents = ats - 1
    let fence = String(repeating: "@", count: ats)
    var rest = line.dropFirst(ats)
    guard rest.first == " " else { throw .malformed }
    rest = rest.dropFirst()
    guard let close = rest.range(of: " " + fence) else { throw .malformed }
    let ranges = rest[..<close.lowerBound].split(separator: " ")
    guard ranges.count == parents + 1 else { throw .malformed }
    var oldRanges: [(start: Int, count: Int)] = []
    for range in ranges.dropLast() {
      guard range.first == "-" else { throw .malformed }
      oldRanges.append(try parseRange(range.dropFirst()))
    }
    guard let last = ranges.last, last.first == "+" else { throw .malformed }
    let new = try parseRange(last.dropFirst())
    var context: String?
    let after = rest[close.upperBound...]
    if !after.isEmpty {
      let trimmed = after.first == " " ? after.dropFirst() : after
      if !trimmed.isEmpty { context = String(trimmed) }
    }
    return HunkHeader(
      oldRanges: oldRanges, newStart: new.start, newCount: new.count, context: context)
  }

  private static func parseRange(_ text: Substring) throws(Problem) -> (start: Int, count: Int) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { throw .malformed }
    let start = try number(parts[0])
    let count = parts.count == 2 ? try number(parts[1]) : 1
    // Both are at most 2^48, so the sum cannot overflow.
    guard start + count <= maxLineNumber else { throw .outOfRange }
    return (start, count)
  }

  /// Decimal digits only (no sign), at most `maxLineNumber`.
  private static func number(_ text: Substring) throws(Problem) -> Int {
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
      throw .malformed
    }
    // More digits than Int holds is out of range, not malformed.
    guard let value = Int(text), value <= maxLineNumber else { throw .outOfRange }
    return value
  }
}
