import Highlight

/// An open document highlighted line by line, kept up to date under edits.
///
/// Each line keeps its text, its line break, its spans and the tokenizer's state at its end.
/// An edit replaces some lines; those are tokenized again from the state before them, and the
/// lines after follow while their end state differs from the one they had (the stitching rule
/// of the parallel pass: once the states agree, every later line tokenizes as before). So the
/// result is always what highlighting the whole edited text from scratch gives.
///
/// The budgets are `highlight`'s, with its `fallback` reasons: a document over `maxBytes`, in
/// an unknown language or with a line over `maxLineLength` is shown plain and not tokenized at
/// all; one over `maxRuns` is shown plain; and each request tokenizes for at most `timeLimit`
/// CPU seconds. What is left to tokenize stays pending (one range of lines, after which every
/// line's state is consistent with the line before) until a later request gets to it.
final class IncrementalDocument {
  /// One LSP-style edit: UTF-16 positions (line, character), or the whole text.
  struct Change {
    typealias Range = (start: (line: Int, character: Int), end: (line: Int, character: Int))
    var range: Range?
    var text: String
  }

  /// What one request changed, as the client sees it: the lines replaced, every line whose
  /// shown runs changed, and why the document is shown plain (nil when it is highlighted).
  struct Update {
    var start: Int
    var oldCount: Int
    var newCount: Int
    var changed: [(line: Int, runs: LineRuns)]
    var fallback: HighlightFallback?
  }

  let language: Language?
  private let highlighter: LineHighlighter?
  private let plains: [TokenStyle]
  let limits: HighlightLimits
  /// Why no grammar can highlight the document at all (`highlight`'s reason).
  private let unavailable: HighlightFallback?
  private var storage: DocumentLines
  private var states: [LineState] = []
  private var runs: [LineRuns] = []
  /// Each line's run count as the run budget counts them (first theme only).
  private var runCounts: [Int] = []
  private var totalRuns = 0
  /// Lines still to tokenize; every line after it has a state consistent with the line before.
  private var pending: Range<Int>?
  /// The fallback of the last answer the client got: while it is set, the client shows every
  /// line plain, so a change of it lists every line that has runs.
  private(set) var shownFallback: HighlightFallback?
  /// The line count of the last answer the client got.
  private var shownLineCount = 0
  /// Set when a change was applied but its answer was cancelled: the next answer then
  /// replaces every line the client has.
  private var clientIsBehind = false

  init(
    text: String, language: Language?, highlighter: LineHighlighter?, plains: [TokenStyle],
    limits: HighlightLimits, unavailable: HighlightFallback?
  ) {
    self.language = language
    self.highlighter = highlighter
    self.plains = plains
    self.limits = limits
    self.unavailable = unavailable
    storage = DocumentLines(text, maxLineLength: limits.maxLineLength)
    let lines = storage.texts
    states = Array(repeating: .initial, count: lines.count)
    runs = Array(repeating: LineRuns(runs: []), count: lines.count)
    runCounts = Array(repeating: 0, count: lines.count)
    pending = 0..<lines.count
  }

  var lineCount: Int { storage.count }

  /// Each line's text, without its line break.
  var lines: [String] { storage.texts }

  /// The text's size in UTF-8 bytes.
  var byteCount: Int { storage.byteCount }

  /// The runs of line `index` as tokenized (tests compare them with highlighting from
  /// scratch; answers show none while the document falls back).
  func runs(ofLine index: Int) -> LineRuns { runs[index] }

  /// The whole text.
  var text: String {
    var out = ""
    for index in lines.indices { out += storage.texts[index] + storage.terminators[index].text }
    return out
  }

  /// Highlights the whole document within `budget` (`document/open`): every line's runs
  /// as shown, and the fallback.
  func highlightAll(_ budget: PassBudget) -> Update {
    var changed: [Int] = []
    let fallback = refresh(budget, changed: &changed)
    return Update(
      start: 0, oldCount: 0, newCount: lines.count,
      changed: lines.indices.map { ($0, fallback == nil ? runs[$0] : LineRuns(runs: [])) },
      fallback: fallback)
  }

  /// Applies `changes` in order and re-highlights what they touched within `budget`.
  func apply(_ changes: [Change], _ budget: PassBudget) -> Update {
    var dirty: Range<Int>?
    var delta = 0
    for change in changes {
      let (start, end, cut) = replacement(for: change)
      let inserted = cut.texts.count
      storage.replace(start..<end, with: cut)
      states.replaceSubrange(start..<end, with: repeatElement(.initial, count: inserted))
      runs.replaceSubrange(start..<end, with: repeatElement(LineRuns(runs: []), count: inserted))
      totalRuns -= runCounts[start..<end].reduce(0, +)
      runCounts.replaceSubrange(start..<end, with: repeatElement(0, count: inserted))
      delta += inserted - (end - start)
      let edit = start..<(start + inserted)
      dirty = Self.hull(dirty.map { Self.map($0, start, end, inserted) }, edit)
      pending = pending.map { Self.map($0, start, end, inserted) }
    }
    guard let region = dirty else {
      return Update(start: 0, oldCount: 0, newCount: 0, changed: [], fallback: shownFallback)
    }
    var changed: [Int] = []
    let fallback = refresh(budget, edit: region, changed: &changed)
    var listed = Set(changed).union(region)
    switch (shownFallback, fallback) {
    case (nil, nil): break
    case (nil, _?):
      // Every line the client shows with runs goes plain.
      listed.formUnion(lines.indices.filter { !runs[$0].runs.isEmpty })
    case (_?, nil):
      listed.formUnion(lines.indices.filter { !runs[$0].runs.isEmpty })
    case (_?, _?):
      listed = Set(region)
    }
    return Update(
      start: region.lowerBound, oldCount: region.count - delta, newCount: region.count,
      changed: listed.sorted().map { ($0, fallback == nil ? runs[$0] : LineRuns(runs: [])) },
      fallback: fallback)
  }

  /// What the client gets for `update`: the update itself, or every line when an earlier
  /// answer was cancelled. Records what the client shows from now on.
  func delivered(_ update: Update) -> Update {
    var update = update
    if clientIsBehind {
      update = Update(
        start: 0, oldCount: shownLineCount, newCount: lines.count,
        changed: lines.indices.map {
          ($0, update.fallback == nil ? runs[$0] : LineRuns(runs: []))
        }, fallback: update.fallback)
      clientIsBehind = false
    }
    shownFallback = update.fallback
    shownLineCount = lines.count
    return update
  }

  /// Notes that an applied change was not answered (it was cancelled).
  func missedAnswer() { clientIsBehind = true }

  /// Why `highlight` would show the text plain before tokenizing it, in its order.
  private var staticFallback: HighlightFallback? {
    if byteCount > limits.maxBytes {
      return .tooManyBytes(size: byteCount, limit: limits.maxBytes)
    }
    if let unavailable { return unavailable }
    if let long = storage.firstOverLong {
      return .lineTooLong(
        line: long + 1, length: storage.lengths[long], limit: limits.maxLineLength)
    }
    return nil
  }

  /// Tokenizes what is pending (unless the document falls back before tokenizing) and gives
  /// the fallback; `changed` gets every line whose runs changed.
  private func refresh(_ budget: PassBudget, edit: Range<Int>? = nil, changed: inout [Int])
    -> HighlightFallback?
  {
    if let reason = staticFallback {
      if let edit { pending = Self.hull(pending, edit) }
      return reason
    }
    guard tokenizePending(budget, edit: edit, changed: &changed) else {
      return .timeLimit(seconds: limits.timeLimit)
    }
    return totalRuns > limits.maxRuns ? .tooManyRuns(limit: limits.maxRuns) : nil
  }

  /// Tokenizes the pending lines, then the lines after them while their end state differs
  /// from the one they had. False when the budget ran out (or the request was cancelled)
  /// first; what is left stays pending.
  private func tokenizePending(_ budget: PassBudget, edit: Range<Int>?, changed: inout [Int])
    -> Bool
  {
    var clock = BudgetClock(pass: budget)
    if let edit, let unfinished = pending, edit.upperBound <= unfinished.lowerBound {
      // An edit above what an earlier budget left undone: the lines between the two were
      // tokenized right, so the edit settles among them as usual, and only the undone part
      // is taken up after it (a hull of both would redo every line in between, each time).
      if let stopped = tokenize(edit, before: unfinished.lowerBound, &clock, &changed) {
        pending = stopped..<unfinished.upperBound
        return false
      }
    } else if let edit {
      pending = Self.hull(pending, edit)
    }
    guard let region = pending else { return true }
    if let stopped = tokenize(region, before: lines.count, &clock, &changed) {
      pending = stopped..<max(stopped + 1, region.upperBound)
      return false
    }
    pending = nil
    return true
  }

  /// Tokenizes from `region`'s start, then past its end until a line's end state is the one
  /// it had, stopping at `limit` at the latest; `changed` gets every line whose runs changed.
  /// The line the budget ran out at, or nil when done.
  private func tokenize(
    _ region: Range<Int>, before limit: Int, _ clock: inout BudgetClock, _ changed: inout [Int]
  ) -> Int? {
    var index = region.lowerBound
    while index < limit {
      if clock.isOverBudget() { return index }
      let oldState = states[index]
      let oldRuns = runs[index]
      tokenize(index)
      if runs[index] != oldRuns { changed.append(index) }
      let settled = index >= region.upperBound && oldState == states[index]
      index += 1
      if settled { break }
    }
    return nil
  }

  /// The lines `change` replaces (`start..<end`) and the lines that take their place.
  private func replacement(for change: Change) -> (Int, Int, DocumentLines.Cut) {
    guard let range = change.range else {
      return (0, lineCount, DocumentLines.split(change.text))
    }
    let lines = storage.texts
    let (startLine, startIndex) = position(range.start)
    var (endLine, endIndex) = position(range.end)
    if (endLine, endIndex.utf16Offset(in: lines[endLine]))
      < (startLine, startIndex.utf16Offset(in: lines[startLine]))
    {
      (endLine, endIndex) = (startLine, startIndex)
    }
    var first = startLine
    var joined = String(lines[startLine][..<startIndex]) + change.text
    joined += lines[endLine][endIndex...] + storage.terminators[endLine].text
    // A lone CR ending the line before, and a LF starting the new text, make one CRLF.
    if first > 0, storage.terminators[first - 1] == .carriageReturn, joined.utf8.first == 0x0A {
      first -= 1
      joined = lines[first] + "\r" + joined
    }
    let last = endLine + 1
    // Only at the end of the document does a final line break open one more (empty) line.
    return (first, last, DocumentLines.split(joined, keepEmptyLast: last == lines.count))
  }

  /// The line and string index of a UTF-16 position, clamped into the document as LSP asks.
  private func position(_ point: (line: Int, character: Int)) -> (Int, String.Index) {
    guard point.line < lineCount else {
      let last = lineCount - 1
      return (last, storage.texts[last].endIndex)
    }
    let line = storage.texts[max(0, point.line)]
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
    let line = storage.texts[index]
    totalRuns -= runCounts[index]
    guard let highlighter else {
      states[index] = before
      runs[index] = LineRuns(runs: [])
      runCounts[index] = 0
      return
    }
    highlighter.reset(to: before)
    // A byte-order mark is not code: the first line is tokenized after it, as `highlight`
    // does, and its spans moved past it.
    var spans: [StyledSpan]
    if index == 0, line.unicodeScalars.first == "\u{FEFF}" {
      spans = highlighter.highlight(line[line.unicodeScalars.index(after: line.startIndex)...])
      for i in spans.indices {
        spans[i].start += 3
        spans[i].end += 3
      }
    } else {
      spans = highlighter.highlight(line)
    }
    states[index] = highlighter.state
    runs[index] = LineRuns(spans: spans, line: line, plains: plains)
    runCounts[index] = TokenRunBuilder.lineRunCount(spans, plain: plains[0])
    totalRuns += runCounts[index]
  }

  /// `region` after lines `start..<end` became `inserted` lines: lines after the edit move
  /// with it, lines inside it collapse into what replaced them.
  private static func map(_ region: Range<Int>, _ start: Int, _ end: Int, _ inserted: Int)
    -> Range<Int>
  {
    let shift = inserted - (end - start)
    let lower =
      region.lowerBound < start
      ? region.lowerBound : region.lowerBound < end ? start : region.lowerBound + shift
    let upper =
      region.upperBound <= start
      ? region.upperBound
      : region.upperBound <= end ? start + inserted : region.upperBound + shift
    return lower..<max(lower, upper)
  }

  /// The smallest range holding both.
  private static func hull(_ first: Range<Int>?, _ second: Range<Int>) -> Range<Int> {
    guard let first else { return second }
    return min(first.lowerBound, second.lowerBound)..<max(first.upperBound, second.upperBound)
  }
}

extension LineRuns {
  init(runs: [Run]) { self.runs = runs }
}
