/// Hunk lines: counted against the header's ranges, numbered on each side, with
/// `\ No newline at end of file` attached to the line before it.
extension DiffParser {
  func openHunk(_ text: String) {
    if hunk != nil { closeHunk() }
    if heldLines >= Self.pieceLines || heldBytes >= Self.pieceBytes { cutPiece() }
    let header: HunkHeader
    do {
      header = try HunkHeader.parse(Substring(text))
    } catch {
      let what = error == .outOfRange ? "line numbers out of range in" : "malformed"
      warn("\(what) hunk header '\(text.prefix(80))': its lines are skipped")
      state = .skippingHunk
      return
    }
    let first = header.oldRanges[0]
    hunk = DiffHunk(
      header: text, oldStart: first.start, oldLines: first.count, newStart: header.newStart,
      newLines: header.newCount, context: header.context, inputLine: reader.lineNumber,
      parents: header.oldRanges.count)
    remainingOld = first.count
    remainingNew = header.newCount
    nextOld = first.start
    nextNew = header.newStart
    warnedOverCount = false
    if header.oldRanges.count > 1 {
      hunk!.parentRanges = header.oldRanges.map { LineRange(start: $0.start, count: $0.count) }
      remainingParents = header.oldRanges.map(\.count)
      nextParents = header.oldRanges.map(\.start)
      remainingOld = remainingParents.reduce(0, +)
    }
    state = .hunk
  }

  func closeHunk() {
    guard var done = hunk else { return }
    done.conflicts = Self.conflicts(in: done)
    file?.hunks.append(done)
    hunk = nil
    if state == .hunk { state = .fileBody }
  }

  func hunkLine(_ raw: ByteLine) -> Bool {
    // Read fields, never bind the hunk to a local: a second reference to its line array
    // would make every append copy it. (`hunk != nil` copied the whole hunk, retaining and
    // releasing each of its fields, on every line: 7M instructions on a 512 KiB diff.)
    guard let parents = hunk?.parents else {
      state = .fileBody
      return false
    }
    if raw.first == 0x5C {  // "\ No newline at end of file"
      let count = hunk!.lines.count
      if count > 0 { hunk!.lines[count - 1].noNewlineAtEnd = true }
      return true
    }
    if hunk!.wordDiff != nil, remainingOld > 0 || remainingNew > 0 || wordFragments != nil {
      return wordLine(raw.trimmingCR, hasCR: raw.endsWithCR)
    }
    if remainingOld == 0 && remainingNew == 0 {
      // A porcelain word diff of one changed line uses up its counts before its first `~`.
      if raw.count == 1, raw.first == 0x7E, startWordDiff(raw, hasCR: false) { return true }
      closeHunk()
      return false
    }
    let hasCR = raw.endsWithCR
    let line = raw.trimmingCR
    if line.isEmpty && parents == 1 && remainingOld > 0 && remainingNew > 0 {
      // Some tools strip the space of an empty context line; git apply accepts it too.
      append(.context, text: "", hasCR: hasCR)
      return true
    }
    guard line.count >= parents else { return malformed() }
    cutInsideHunkIfFull(line)
    if parents == 1 {
      switch line.first {
      case 0x20 where remainingOld > 0 && remainingNew > 0:
        append(.context, text: line.string(droppingFirst: 1), hasCR: hasCR)
      case 0x2D where remainingOld > 0:
        append(.removed, text: line.string(droppingFirst: 1), hasCR: hasCR)
      case 0x2B where remainingNew > 0:
        append(.added, text: line.string(droppingFirst: 1), hasCR: hasCR)
      default:
        if startWordDiff(line, hasCR: hasCR) { return true }
        return malformed()
      }
      return true
    }
    return combinedLine(line, parents: parents, hasCR: hasCR)
  }

  /// A combined-diff line: one marker column per parent (git-diff(1), "combined diff
  /// format"). `-` in column N: the line is in parent N, not in the result; `+`: in the
  /// result, not in parent N. A line with no `-` is in the result, and then a space in column
  /// N means parent N has it too; a line with a `-` is not in the result, and a space means
  /// parent N lacks it. Each parent's count and numbers advance on its own.
  private func combinedLine(_ line: ByteLine, parents: Int, hasCR: Bool) -> Bool {
    var anyMinus = false
    var anyPlus = false
    for i in 0..<parents {
      switch line.bytes[i] {
      case 0x2D: anyMinus = true
      case 0x2B: anyPlus = true
      case 0x20: break
      default: return malformed()
      }
    }
    let onNew = !anyMinus
    if onNew && remainingNew == 0 { return malformed() }
    // git's own output can hold more lines of a parent than its header counts (from 33
    // parents on it prints some removed lines twice; from 64 on it drops removed lines and
    // the marks past the 64th column): such a line is kept without that parent's number, and
    // the hunk says so once. A line no side can take is malformed.
    var counted = [Bool](repeating: false, count: parents)
    var over: [Int] = []
    for i in 0..<parents where Self.inParent(line.bytes[i], onNew: onNew) {
      if remainingParents[i] > 0 { counted[i] = true } else { over.append(i + 1) }
    }
    if !onNew && !counted.contains(true) { return malformed() }
    if !over.isEmpty && !warnedOverCount {
      warnedOverCount = true
      warn(
        "combined hunk (header at line \(hunk!.inputLine)) has more lines of parent "
          + "\(over.map(String.init).joined(separator: ", ")) than its header counts"
          + gitLimitNote + ": they are kept without that parent's line number")
    }
    var numbers: [Int?] = Array(repeating: nil, count: parents)
    for i in 0..<parents where counted[i] {
      numbers[i] = nextParents[i]
      nextParents[i] += 1
      remainingParents[i] -= 1
      remainingOld -= 1
    }
    let kind: DiffLine.Kind = anyMinus ? .removed : (anyPlus ? .added : .context)
    let markers = String(
      decoding: UnsafeBufferPointer(rebasing: line.bytes[0..<parents]), as: UTF8.self)
    var entry = DiffLine(
      kind: kind, oldLine: numbers[0], newLine: onNew ? nextNew : nil,
      text: line.string(droppingFirst: parents), hasCarriageReturn: hasCR, combinedMarkers: markers)
    entry.parentLines = numbers
    if onNew {
      nextNew += 1
      remainingNew -= 1
    }
    hunk!.lines.append(entry)
    heldLines += 1
    heldBytes += entry.text.utf8.count
    return true
  }

  /// The parents from which git's combined diffs repeat removed lines, and from which they
  /// drop them (see `combinedLine`), as git 2.39 prints them.
  static let gitRepeatLimit = 33
  static let gitParentLimit = 64

  /// Whether a combined line whose column reads `marker` is in that column's parent.
  private static func inParent(_ marker: UInt8, onNew: Bool) -> Bool {
    marker == 0x2D || (onNew && marker == 0x20)
  }

  private func append(_ kind: DiffLine.Kind, text: String, hasCR: Bool) {
    var line = DiffLine(
      kind: kind, oldLine: nil, newLine: nil, text: text, hasCarriageReturn: hasCR)
    if kind != .added {
      line.oldLine = nextOld
      nextOld += 1
      remainingOld -= 1
    }
    if kind != .removed {
      line.newLine = nextNew
      nextNew += 1
      remainingNew -= 1
    }
    heldLines += 1
    heldBytes += text.utf8.count
    hunk!.lines.append(line)
  }

  /// Why a combined hunk of many parents comes up short: git's own limit, not damage.
  var gitLimitNote: String {
    let parents = hunk?.parents ?? 0
    if parents >= Self.gitParentLimit {
      return " (git prints no removed lines of a merge of \(Self.gitParentLimit) parents or more)"
    }
    if parents >= Self.gitRepeatLimit {
      return " (git repeats removed lines of a merge of \(Self.gitRepeatLimit) parents or more)"
    }
    return ""
  }

  /// A line that cannot belong to the open hunk while it still expects lines: report it with
  /// its line number, keep what was read, and look at the line again as a file-level line.
  private func malformed() -> Bool {
    let header = hunk?.inputLine ?? reader.lineNumber
    warn(
      "malformed hunk (header at line \(header)): expected \(remainingOld) more old and "
        + "\(remainingNew) more new lines" + gitLimitNote)
    closeHunk()
    state = .fileBody
    return false
  }
}
