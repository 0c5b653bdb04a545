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
    if header.oldRanges.count > 1 {
      hunk!.parentRanges = header.oldRanges.map { LineRange(start: $0.start, count: $0.count) }
      remainingParents = header.oldRanges.map(\.count)
      nextParents = header.oldRanges.map(\.start)
      remainingOld = remainingParents.reduce(0, +)
    }
    state = .hunk
  }

  func closeHunk() {
    guard let done = hunk else { return }
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
    if remainingOld == 0 && remainingNew == 0 {
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
    for i in 0..<parents where Self.inParent(line.bytes[i], onNew: onNew) {
      if remainingParents[i] == 0 { return malformed() }
    }
    var numbers: [Int?] = Array(repeating: nil, count: parents)
    for i in 0..<parents where Self.inParent(line.bytes[i], onNew: onNew) {
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

  /// A line that cannot belong to the open hunk while it still expects lines: report it with
  /// its line number, keep what was read, and look at the line again as a file-level line.
  private func malformed() -> Bool {
    let header = hunk?.inputLine ?? reader.lineNumber
    warn(
      "malformed hunk (header at line \(header)): expected \(remainingOld) more old and "
        + "\(remainingNew) more new lines")
    closeHunk()
    state = .fileBody
    return false
  }
}
