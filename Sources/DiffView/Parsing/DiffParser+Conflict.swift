/// Conflict regions: inside a hunk (`git diff` of a conflicted file: `++<<<<<<< HEAD`) they are
/// found when the hunk closes; outside any diff (the conflicted file itself) the lines from
/// `<<<<<<<` on are held until `>>>>>>>` closes the region, then handed out as one event.
extension DiffParser {
  /// Lines held for one region at most; a longer one is handed out as text, with a warning.
  static let conflictLineLimit = 100_000

  /// Whether `line` (outside a diff) opens a conflict region; it is then held.
  func startConflict(_ line: ByteLine) -> Bool {
    guard line.first == 0x3C, case .ours? = MergeConflictScanner.marker(line.string()) else {
      return false
    }
    conflictLines = [line.string()]
    conflictStart = reader.lineNumber
    state = .conflictText
    return true
  }

  /// One line of a held region.
  func conflictLine(_ line: ByteLine) -> Bool {
    let text = line.string()
    conflictLines.append(text)
    if line.first == 0x3E, case .theirs? = MergeConflictScanner.marker(text),
      let region = MergeConflictScanner.scan(conflictLines).last,
      region.range.upperBound == conflictLines.count
    {
      // Lines before the region's own `<<<<<<<` (an earlier one never closed) stay text.
      for index in 0..<region.range.lowerBound { pending.append(.text(conflictLines[index])) }
      let lines = Array(conflictLines[region.range])
      let shifted = MergeConflictScanner.scan(lines)[0]
      pending.append(
        .conflict(
          ConflictText(
            lines: lines, conflict: shifted, inputLine: conflictStart + region.range.lowerBound)))
      conflictLines = []
      state = .idle
    } else if conflictLines.count >= Self.conflictLineLimit {
      warn(
        "the conflict region opened here is not closed within \(Self.conflictLineLimit) lines: "
          + "its lines are shown as text", line: conflictStart)
      releaseConflictLines()
    }
    return true
  }

  /// Hands out a region that never closed as the text lines it is, with a warning.
  func finishConflictAtEnd() {
    warn(
      "the conflict region opened here has no closing >>>>>>> marker: its lines are shown as text",
      line: conflictStart)
    releaseConflictLines()
  }

  private func releaseConflictLines() {
    for text in conflictLines where !text.isEmpty { pending.append(.text(text)) }
    conflictLines = []
    state = .idle
  }

  /// The regions of a finished hunk: only where a marker line is, and none holding a removed
  /// line (a resolved conflict's markers being deleted is an ordinary change).
  static func conflicts(in hunk: DiffHunk) -> [MergeConflict] {
    guard hunk.lines.contains(where: { $0.text.utf8.first == 0x3C }) else { return [] }
    let lines = hunk.lines
    return MergeConflictScanner.scan(count: lines.count) { lines[$0].text }.filter { region in
      !lines[region.range].contains { $0.kind == .removed }
    }
  }
}
