import Highlight

/// An open document highlighted line by line, kept up to date under edits.
///
/// Each line keeps its text, its line break, its spans and the tokenizer's state at its end.
/// An edit replaces some lines; those are tokenized again from the state before them, and the
/// lines after follow while their end state differs from the one they had (the stitching rule
/// of the parallel pass: once the states agree, every later line tokenizes as before). So the
/// result is always what highlighting the whole edited text from scratch gives.
final class IncrementalDocument {
  /// One LSP-style edit: UTF-16 positions (line, character), or the whole text.
  struct Change {
    typealias Range = (start: (line: Int, character: Int), end: (line: Int, character: Int))
    var range: Range?
    var text: String
  }

  /// Which lines an update replaced, and the runs of every line whose tokens changed.
  struct Update {
    var start: Int
    var oldCount: Int
    var newCount: Int
    var changed: [(line: Int, runs: LineRuns)]
  }

  let language: Language?
  private let highlighter: LineHighlighter?
  private let plains: [TokenStyle]
  private let maxLineLength: Int
  private(set) var lines: [Substring] = []
  private var terminators: [Substring] = []
  private var states: [LineState] = []
  private var runs: [LineRuns] = []
  private(set) var byteCount = 0

  init(
    text: String, language: Language?, highlighter: LineHighlighter?, plains: [TokenStyle],
    maxLineLength: Int
  ) {
    self.language = language
    self.highlighter = highlighter
    self.plains = plains
    self.maxLineLength = maxLineLength
    (lines, terminators) = Self.split(text)
    byteCount = text.utf8.count
    states = Array(repeating: .initial, count: lines.count)
    runs = Array(repeating: LineRuns(runs: []), count: lines.count)
    for index in lines.indices { tokenize(index) }
  }

  var lineCount: Int { lines.count }

  /// The runs of line `index`.
  func runs(ofLine index: Int) -> LineRuns { runs[index] }

  /// The whole text.
  var text: String {
    var out = ""
    for index in lines.indices { out += lines[index] + terminators[index] }
    return out
  }

  /// Applies `changes` in order and re-highlights what they touched.
  func apply(_ changes: [Change]) -> Update {
    var dirty: Range<Int>?
    var delta = 0
    var oldStates: [LineState?] = states.map { $0 }
    var oldRuns: [LineRuns?] = runs.map { $0 }
    for change in changes {
      let (start, end, newLines, newTerminators) = replacement(for: change)
      let inserted = newLines.count
      lines.replaceSubrange(start..<end, with: newLines)
      terminators.replaceSubrange(start..<end, with: newTerminators)
      oldStates.replaceSubrange(start..<end, with: repeatElement(nil, count: inserted))
      oldRuns.replaceSubrange(start..<end, with: repeatElement(nil, count: inserted))
      let shift = inserted - (end - start)
      delta += shift
      if let region = dirty {
        // The region in the new coordinates: lines after the edit move by `shift`, lines
        // inside it collapse into what replaced them; the hull of both is re-highlighted.
        let lower =
          region.lowerBound < start
          ? region.lowerBound : region.lowerBound < end ? start : region.lowerBound + shift
        let upper =
          region.upperBound <= start
          ? region.upperBound
          : region.upperBound <= end ? start + inserted : region.upperBound + shift
        dirty = min(lower, start)..<max(upper, start + inserted)
      } else {
        dirty = start..<(start + inserted)
      }
    }
    byteCount = lines.indices.reduce(0) { $0 + lines[$1].utf8.count + terminators[$1].utf8.count }
    guard let region = dirty else { return Update(start: 0, oldCount: 0, newCount: 0, changed: []) }
    states = oldStates.map { $0 ?? .initial }
    runs = oldRuns.map { $0 ?? LineRuns(runs: []) }
    var changed: [(Int, LineRuns)] = []
    var index = region.lowerBound
    while index < lines.count {
      tokenize(index)
      let inRegion = index < region.upperBound
      if inRegion || oldRuns[index] != runs[index] { changed.append((index, runs[index])) }
      if !inRegion, oldStates[index] == states[index] { break }
      index += 1
    }
    return Update(
      start: region.lowerBound, oldCount: region.count - delta, newCount: region.count,
      changed: changed)
  }

  /// The lines `change` replaces (`start..<end`) and the lines that take their place.
  private func replacement(for change: Change) -> (Int, Int, [Substring], [Substring]) {
    guard let range = change.range else {
      let (newLines, newTerminators) = Self.split(change.text)
      return (0, lines.count, newLines, newTerminators)
    }
    let (startLine, startIndex) = position(range.start)
    var (endLine, endIndex) = position(range.end)
    if (endLine, endIndex.utf16Offset(in: lines[endLine].base))
      < (startLine, startIndex.utf16Offset(in: lines[startLine].base))
    {
      (endLine, endIndex) = (startLine, startIndex)
    }
    var first = startLine
    var joined = String(lines[startLine][..<startIndex]) + change.text
    joined += lines[endLine][endIndex...] + terminators[endLine]
    // A lone CR ending the line before, and a LF starting the new text, make one CRLF.
    if first > 0, terminators[first - 1] == "\r", joined.utf8.first == 0x0A {
      first -= 1
      joined = String(lines[first]) + "\r" + joined
    }
    let last = endLine + 1
    // Only at the end of the document does a final line break open one more (empty) line.
    let (newLines, newTerminators) = Self.split(joined, keepEmptyLast: last == lines.count)
    return (first, last, newLines, newTerminators)
  }

  /// The line and string index of a UTF-16 position, clamped into the document as LSP asks.
  private func position(_ point: (line: Int, character: Int)) -> (Int, String.Index) {
    guard point.line < lines.count else {
      let last = lines.count - 1
      return (last, lines[last].endIndex)
    }
    let line = lines[max(0, point.line)]
    let utf16 = line.utf16
    let offset = min(max(0, point.character), utf16.count)
    var index = utf16.index(utf16.startIndex, offsetBy: offset)
    // A position inside a surrogate pair moves to the pair's start.
    if index < utf16.endIndex, (0xDC00...0xDFFF).contains(utf16[index]) {
      index = utf16.index(before: index)
    }
    return (max(0, point.line), index)
  }

  private func tokenize(_ index: Int) {
    let before = index == 0 ? LineState.initial : states[index - 1]
    guard let highlighter, lines[index].utf16.count <= maxLineLength else {
      states[index] = before
      runs[index] = LineRuns(runs: [])
      return
    }
    highlighter.reset(to: before)
    let spans = highlighter.highlight(lines[index])
    states[index] = highlighter.state
    runs[index] = LineRuns(spans: spans, line: lines[index], plains: plains)
  }

  /// Lines and their line breaks (as `LineBreaks` cuts them). A text that ends with a line
  /// break has an empty last line when `keepEmptyLast`, as editors count lines.
  static func split(_ text: String, keepEmptyLast: Bool = true) -> ([Substring], [Substring]) {
    var lines: [Substring] = []
    var terminators: [Substring] = []
    let utf8 = text.utf8
    for line in LineBreaks.split(text) {
      let start = utf8.index(utf8.startIndex, offsetBy: line.start)
      let end = utf8.index(start, offsetBy: line.end - line.start)
      let stop = utf8.index(end, offsetBy: line.terminatorLength)
      lines.append(text[start..<end])
      terminators.append(text[end..<stop])
    }
    if keepEmptyLast, terminators.last?.isEmpty == false {
      lines.append(text[text.endIndex...])
      terminators.append(text[text.endIndex...])
    }
    return (lines, terminators)
  }
}

extension LineRuns {
  init(runs: [Run]) { self.runs = runs }
}
