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
    if line.isEmpty && remainingOld > 0 && remainingNew > 0 {
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

  /// A combined-diff line: one marker column per parent. It is on the new side unless a column
  /// says `-`; it is on the first parent's side unless that column says `+`.
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
    let onOld = line.bytes[0] != 0x2B
    if (onNew && remainingNew == 0) || (onOld && remainingOld == 0 && !onNew) { return malformed() }
    let kind: DiffLine.Kind = anyMinus ? .removed : (anyPlus ? .added : .context)
    let markers = String(
      decoding: UnsafeBufferPointer(rebasing: line.bytes[0..<parents]), as: UTF8.self)
    var entry = DiffLine(
      kind: kind, oldLine: onOld ? nextOld : nil, newLine: onNew ? nextNew : nil,
      text: line.string(droppingFirst: parents), hasCarriageReturn: hasCR, combinedMarkers: markers)
    if onOld {
      nextOld += 1
      remainingOld = max(0, remainingOld - 1)
    } else {
      entry.oldLine = nil
    }
    if onNew {
      nextNew += 1
      remainingNew -= 1
    }
    hunk!.lines.append(entry)
    heldLines += 1
    heldBytes += entry.text.utf8.count
    return true
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
