/// Where a long tool output is folded: more than `maxLines` lines or `maxBytes` bytes shows
/// its head and tail, with the lines between behind a "… N more lines" marker (a `<details>`
/// in HTML, a marker line in the terminal and in print).
struct OutputFold: Equatable {
  static let maxLines = 40
  static let maxBytes = 4096
  static let headLines = 20
  static let tailLines = 10
  static let headBytes = 2048
  static let tailBytes = 1024

  var head: Substring
  var hidden: Substring
  var tail: Substring
  /// Lines (or, inside one long line, bytes) behind the marker.
  var hiddenCount: Int
  var countsLines: Bool

  /// The marker's words: `… 312 more lines`.
  var marker: String {
    "… \(hiddenCount) more \(countsLines ? (hiddenCount == 1 ? "line" : "lines") : "bytes")"
  }

  /// The fold of `text`, or nil when it is short enough to show whole. Scans from both ends
  /// and counts the middle's line feeds, so a giant output costs no allocation.
  ///
  /// JSON (`language` `json`, pretty-printed one member or element a line) folds on whole lines
  /// only, so the fold hides whole values and never cuts inside a string: a long text that is
  /// one line is shown whole rather than cut.
  static func of(_ text: String, language: String = "") -> OutputFold? {
    let wholeLines = language == "json"
    let utf8 = text.utf8
    guard utf8.count > maxBytes || lineCount(text, atLeast: maxLines + 1) > maxLines else {
      return nil
    }
    // Head: whole lines, at most `headLines` and `headBytes`.
    var headEnd = utf8.startIndex
    var headCount = 0
    while headCount < headLines, headEnd < utf8.endIndex {
      let lineEnd =
        utf8[headEnd...].firstIndex(of: 0x0A).map { utf8.index(after: $0) }
        ?? utf8.endIndex
      guard utf8.distance(from: utf8.startIndex, to: lineEnd) <= headBytes else { break }
      headEnd = lineEnd
      headCount += 1
    }
    // Tail: whole lines from the end, at most `tailLines` and `tailBytes`.
    var tailStart = utf8.endIndex
    var tailCount = 0
    var scan = utf8.endIndex
    if scan > headEnd, utf8[utf8.index(before: scan)] == 0x0A { scan = utf8.index(before: scan) }
    while tailCount < tailLines, scan > headEnd {
      let lineStart =
        utf8[headEnd..<scan].lastIndex(of: 0x0A).map { utf8.index(after: $0) }
        ?? headEnd
      guard utf8.distance(from: lineStart, to: utf8.endIndex) <= tailBytes else { break }
      tailStart = lineStart
      tailCount += 1
      scan = lineStart == headEnd ? headEnd : utf8.index(before: lineStart)
    }
    let middle = utf8[headEnd..<tailStart]
    var hiddenLines = 0
    for byte in middle where byte == 0x0A { hiddenLines += 1 }
    if let last = middle.last, last != 0x0A { hiddenLines += 1 }
    if hiddenLines >= 2 || wholeLines && hiddenLines >= 1 {
      return OutputFold(
        head: text[..<headEnd], hidden: text[headEnd..<tailStart], tail: text[tailStart...],
        hiddenCount: hiddenLines, countsLines: true)
    }
    if wholeLines { return nil }
    // Few but long lines: cut inside the text, on character boundaries.
    let head = text.prefix(headBytes / 2)
    let tail = text.suffix(tailBytes / 2)
    guard head.endIndex < tail.startIndex else { return nil }
    let hidden = text[head.endIndex..<tail.startIndex]
    return OutputFold(
      head: head, hidden: hidden, tail: tail, hiddenCount: hidden.utf8.count, countsLines: false)
  }

  /// Lines of `text`, counting no further than `limit`.
  static func lineCount(_ text: String, atLeast limit: Int) -> Int {
    var count = text.isEmpty ? 0 : 1
    for byte in text.utf8 where byte == 0x0A {
      count += 1
      if count > limit { break }
    }
    if text.hasSuffix("\n"), count <= limit { count -= 1 }
    return count
  }
}
