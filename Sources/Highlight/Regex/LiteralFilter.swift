/// A necessary condition for a pattern to match anywhere in a line: at least one of a few
/// literal strings occurs in it. Derived from the pattern text by a conservative reading of
/// Oniguruma's Ruby syntax; any construct it does not fully understand (and any
/// case-insensitive part) yields no filter. Most patterns of a grammar's big rule lists find
/// nothing on a given line, and this answers that without running the regex.
struct LiteralFilter: Sendable {
  /// One of these occurs in every match (or in the text a lookaround inspects).
  let literals: [[UInt8]]

  /// nil when the pattern gives no usable literal.
  init?(pattern: String) {
    var parser = PatternReader(Array(pattern.utf8))
    guard let info = parser.parseAlternation(depth: 0), parser.atEnd,
      let required = info.required, !required.isEmpty,
      required.allSatisfy({ !$0.isEmpty })
    else { return nil }
    literals = required
  }

  /// Whether the line `index` describes may contain a match.
  func mayMatch(_ index: LineIndex) -> Bool {
    literals.contains { index.mayContain($0) }
  }
}

/// What a pattern fragment says about the text it matches.
struct FragmentInfo {
  /// Every string the fragment can match, when few and short (nil: unknown or too many).
  var exact: [[UInt8]]?
  /// Every match contains one of these (nil: no guarantee).
  var required: [[UInt8]]?

  static let empty = FragmentInfo(exact: [[]], required: nil)
  static let unknown = FragmentInfo(exact: nil, required: nil)

  static let maxStrings = 400
  static let maxLength = 64

  /// The more selective of two requirements: longer shortest literal, then fewer literals.
  static func better(_ a: [[UInt8]]?, _ b: [[UInt8]]?) -> [[UInt8]]? {
    guard let a, !a.isEmpty else { return b }
    guard let b, !b.isEmpty else { return a }
    let minA = a.map(\.count).min()!
    let minB = b.map(\.count).min()!
    if minA != minB { return minA > minB ? a : b }
    return a.count <= b.count ? a : b
  }

  /// Every string of `left` followed by every string of `right`, unless that is too many.
  static func product(_ left: [[UInt8]], _ right: [[UInt8]]) -> [[UInt8]]? {
    guard left.count * right.count <= maxStrings else { return nil }
    var product: [[UInt8]] = []
    for a in left {
      for b in right {
        guard a.count + b.count <= maxLength else { return nil }
        product.append(a + b)
      }
    }
    return product
  }

  /// The fragment followed by `next`.
  func followed(by next: FragmentInfo) -> FragmentInfo {
    var exact: [[UInt8]]?
    if let left = self.exact, let right = next.exact { exact = Self.product(left, right) }
    var required = Self.better(self.required, next.required)
    if let exact, !exact.contains(where: \.isEmpty) { required = Self.better(required, exact) }
    return FragmentInfo(exact: exact, required: required)
  }

  /// Either this fragment or `other`.
  func or(_ other: FragmentInfo) -> FragmentInfo {
    var exact: [[UInt8]]?
    if let a = self.exact, let b = other.exact, a.count + b.count <= Self.maxStrings {
      exact = a + b
    }
    var required: [[UInt8]]?
    let left = self.required ?? self.exact.flatMap { $0.contains(where: \.isEmpty) ? nil : $0 }
    let right = other.required ?? other.exact.flatMap { $0.contains(where: \.isEmpty) ? nil : $0 }
    if let left, let right, left.count + right.count <= Self.maxStrings { required = left + right }
    return FragmentInfo(exact: exact, required: required)
  }
}

/// Which bytes and byte pairs occur in the current line, stamped per line so it is never
/// cleared.
final class LineIndex {
  private var pairStamps = [UInt32](repeating: 0, count: 65536)
  private var byteStamps = [UInt32](repeating: 0, count: 256)
  private(set) var stamp: UInt32 = 0

  func index(_ base: UnsafePointer<UInt8>, count: Int) {
    stamp &+= 1
    if stamp == 0 {
      pairStamps = [UInt32](repeating: 0, count: 65536)
      byteStamps = [UInt32](repeating: 0, count: 256)
      stamp = 1
    }
    let current = stamp
    pairStamps.withUnsafeMutableBufferPointer { pairs in
      byteStamps.withUnsafeMutableBufferPointer { bytes in
        var previous = -1
        for offset in 0..<count {
          let byte = Int(base[offset])
          bytes[byte] = current
          if previous >= 0 { pairs[previous << 8 | byte] = current }
          previous = byte
        }
      }
    }
  }

  /// False only when `literal` certainly does not occur in the line.
  func mayContain(_ literal: [UInt8]) -> Bool {
    if literal.count == 1 { return byteStamps[Int(literal[0])] == stamp }
    for offset in 1..<literal.count
    where pairStamps[Int(literal[offset - 1]) << 8 | Int(literal[offset])] != stamp {
      return false
    }
    return true
  }
}
