/// The words of a pattern that, after its leading assertions, is a list of plain words
/// closed by `\b`: `\b(?:(document|window)|(Blob|Attr))\b`, the shape of the big keyword and
/// library-name rules (JavaScript's DOM names hold hundreds). Oniguruma tries such a list
/// branch by branch at every word start; a set of the words' hashes answers first whether
/// the word there can be one of them. Only words of ASCII letters, digits and `_` are taken,
/// so a match is exactly the run of those characters at its start.
struct KeywordList: Sendable, Equatable {
  /// `NodeHash` FNV-1a of each word (a collision only costs a search).
  let hashes: Set<Int>

  /// The list as the asset cache stored it.
  init(hashes: Set<Int>) { self.hashes = hashes }

  /// nil unless the pattern from `start` is such a list (in extended mode when `extended`).
  init?(_ bytes: [UInt8], from start: Int, extended: Bool) {
    var reader = Reader(bytes: bytes, index: start, extended: extended)
    var words: [ArraySlice<UInt8>] = []
    reader.skipSpace()
    guard reader.group(into: &words, depth: 0), !words.isEmpty else { return nil }
    reader.skipSpace()
    guard reader.take("\\b") else { return nil }
    reader.skipSpace()
    guard reader.atEnd else { return nil }
    hashes = Set(words.map { NodeHash.of(bytes: $0) })
  }

  /// False when the word starting at `offset` of the line is certainly none of the list.
  @inline(__always)
  func mayStart(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> Bool {
    var end = offset
    while end < count && PatternSyntax.isASCIIWord(base[end]) { end += 1 }
    // A character above ASCII may or may not end the word: let Oniguruma decide.
    if end < count && base[end] >= 0x80 { return true }
    return hashes.contains(
      NodeHash.of(bytes: UnsafeBufferPointer(start: base + offset, count: end - offset)))
  }

  private struct Reader {
    let bytes: [UInt8]
    var index: Int
    let extended: Bool

    var atEnd: Bool { index >= bytes.count }

    mutating func take(_ text: StaticString) -> Bool {
      guard PatternSyntax.hasPrefix(bytes, at: index, text) else { return false }
      index += text.utf8CodeUnitCount
      return true
    }

    mutating func skipSpace() {
      guard extended else { return }
      while let end = PatternSyntax.extendedSpaceEnd(bytes, at: index) { index = end }
    }

    /// `(…)` or `(?:…)` of branches that are words or such groups.
    mutating func group(into words: inout [ArraySlice<UInt8>], depth: Int) -> Bool {
      guard depth < 4, take("(") else { return false }
      if PatternSyntax.hasPrefix(bytes, at: index, "?") && !take("?:") { return false }
      while true {
        skipSpace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "(") {
          guard group(into: &words, depth: depth + 1) else { return false }
        } else {
          let start = index
          while index < bytes.count && PatternSyntax.isASCIIWord(bytes[index]) { index += 1 }
          guard index > start else { return false }
          words.append(bytes[start..<index])
        }
        skipSpace()
        if take("|") { continue }
        return take(")")
      }
    }
  }
}
