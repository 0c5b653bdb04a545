/// The numbers of a hunk header: `@@ -a,b +c,d @@ context`, or a combined diff's
/// `@@@ -a,b -c,d +e,f @@@ context` with one `-` range per parent (git-diff(1), "combined diff
/// format"). An omitted count means 1.
struct HunkHeader: Equatable {
  var oldRanges: [(start: Int, count: Int)]
  var newStart: Int
  var newCount: Int
  var context: String?

  static func == (lhs: HunkHeader, rhs: HunkHeader) -> Bool {
    lhs.oldRanges.map(\.start) == rhs.oldRanges.map(\.start)
      && lhs.oldRanges.map(\.count) == rhs.oldRanges.map(\.count) && lhs.newStart == rhs.newStart
      && lhs.newCount == rhs.newCount && lhs.context == rhs.context
  }

  /// Parses a header line (without its line break), or `nil` if it is malformed.
  static func parse(_ line: Substring) -> HunkHeader? {
    let ats = line.prefix { $0 == "@" }.count
    guard ats >= 2 else { return nil }
    let parents = ats - 1
    let fence = String(repeating: "@", count: ats)
    var rest = line.dropFirst(ats)
    guard rest.first == " " else { return nil }
    rest = rest.dropFirst()
    guard let close = rest.range(of: " " + fence) else { return nil }
    let ranges = rest[..<close.lowerBound].split(separator: " ")
    guard ranges.count == parents + 1 else { return nil }
    var oldRanges: [(start: Int, count: Int)] = []
    for range in ranges.dropLast() {
      guard range.first == "-", let parsed = parseRange(range.dropFirst()) else { return nil }
      oldRanges.append(parsed)
    }
    guard let last = ranges.last, last.first == "+", let new = parseRange(last.dropFirst())
    else { return nil }
    var context: String?
    let after = rest[close.upperBound...]
    if !after.isEmpty {
      let trimmed = after.first == " " ? after.dropFirst() : after
      if !trimmed.isEmpty { context = String(trimmed) }
    }
    return HunkHeader(
      oldRanges: oldRanges, newStart: new.start, newCount: new.count, context: context)
  }

  private static func parseRange(_ text: Substring) -> (start: Int, count: Int)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2, let start = Int(parts[0]), start >= 0 else {
      return nil
    }
    guard parts.count == 2 else { return (start, 1) }
    guard let count = Int(parts[1]), count >= 0 else { return nil }
    return (start, count)
  }
}
