/// Hunks of `git diff --word-diff[=plain|porcelain]` and `--color-words` (once its colours are
/// stripped): the header counts the file's lines, but each printed line mixes old and new
/// words. A hunk becomes a word diff at its first line that cannot be a unified line (a `~`,
/// or a line without a marker); the lines read before it are read again the word-diff way.
extension DiffParser {
  /// Turns the open hunk into a word diff if `line` says it is one, and reads `line`.
  func startWordDiff(_ line: ByteLine, hasCR: Bool) -> Bool {
    guard hunk != nil, hunk!.parents == 1, hunk!.wordDiff == nil, !Self.endsWordHunk(line)
    else { return false }
    let porcelain = line.count == 1 && line.first == 0x7E
    if !porcelain, let first = line.first, first == 0x20 || first == 0x2B || first == 0x2D {
      return false
    }
    let earlier = hunk!.lines
    // A plain word diff shows a marker in the line or an earlier one, `--color-words` its
    // colours; any other stray line is a malformed hunk, as before.
    let format: WordDiffFormat
    if porcelain {
      format = .porcelain
    } else if rawHasColor {
      format = .color
    } else if Self.hasWordMarker(line.string())
      || earlier.contains(where: {
        Self.hasWordMarker($0.text)
      })
    {
      format = .plain
    } else {
      return false
    }
    hunk!.lines = []
    hunk!.wordDiff = format
    remainingOld = hunk!.oldLines
    remainingNew = hunk!.newLines
    nextOld = hunk!.oldStart
    nextNew = hunk!.newStart
    wordFragments = nil
    for old in earlier {
      let marker: UInt8 = old.kind == .added ? 0x2B : old.kind == .removed ? 0x2D : 0x20
      var bytes = [marker] + Array(old.text.utf8)
      bytes.withUnsafeMutableBufferPointer {
        _ = wordLine(ByteLine(bytes: UnsafeBufferPointer($0)), hasCR: old.hasCarriageReturn)
      }
    }
    return wordLine(line, hasCR: hasCR)
  }

  /// A line that ends a word-diff hunk whatever its counts say: the next hunk, file or commit.
  static func endsWordHunk(_ line: ByteLine) -> Bool {
    line.hasPrefix("@@") || line.hasPrefix("diff --git ") || line.hasPrefix("diff --cc ")
      || line.hasPrefix("diff --combined ") || line.hasPrefix("commit ")
  }

  /// One line of a word-diff hunk.
  func wordLine(_ line: ByteLine, hasCR: Bool) -> Bool {
    if Self.endsWordHunk(line) {
      closeHunk()
      return false
    }
    if hunk!.wordDiff == .porcelain {
      switch line.first {
      case 0x7E where line.count == 1:
        let done = wordFragments ?? WordFragments()
        wordFragments = nil
        appendWordLine(done.text, changes: done.changes, old: done.old, new: done.new, hasCR: hasCR)
      case 0x20, 0x2B, 0x2D:
        var building = wordFragments ?? WordFragments()
        building.add(line.string(droppingFirst: 1), marker: line.first!)
        wordFragments = building
      default:
        closeHunk()
        return false
      }
      return true
    }
    let parsed: (text: String, changes: [WordChange], old: Bool, new: Bool)
    if hunk!.wordDiff == .color, rawHasColor, let raw = rawLine {
      parsed = Self.coloredWordLine(Array(raw))
    } else {
      parsed = Self.plainWordLine(line.string())
    }
    appendWordLine(
      parsed.text, changes: parsed.changes, old: parsed.old, new: parsed.new, hasCR: hasCR)
    return true
  }

  /// A word line numbered on the sides it is on; a side whose count is used up is left out
  /// (`--color-words` without its colours cannot say which side a line is on).
  private func appendWordLine(
    _ text: String, changes: [WordChange], old: Bool, new: Bool, hasCR: Bool
  ) {
    let onOld = old && remainingOld > 0
    let onNew = new && remainingNew > 0 || (!onOld && remainingNew > 0)
    let kind: DiffLine.Kind = onOld && onNew ? .context : onOld ? .removed : .added
    var entry = DiffLine(
      kind: kind, oldLine: onOld ? nextOld : nil, newLine: onNew ? nextNew : nil, text: text,
      hasCarriageReturn: hasCR)
    entry.wordChanges = changes
    if onOld {
      nextOld += 1
      remainingOld -= 1
    }
    if onNew {
      nextNew += 1
      remainingNew -= 1
    }
    hunk!.lines.append(entry)
    heldLines += 1
    heldBytes += text.utf8.count
  }

  /// A `--word-diff=plain` line: its text without the markers, the changed spans, and which
  /// sides it is on (old: any text outside `{+…+}`; new: any outside `[-…-]`).
  static func plainWordLine(_ line: String) -> (
    text: String, changes: [WordChange], old: Bool, new: Bool
  ) {
    var text: [UInt8] = []
    var changes: [WordChange] = []
    var old = false
    var new = false
    let bytes = Array(line.utf8)
    var i = 0
    while i < bytes.count {
      let opensRemoved = bytes[i] == 0x5B && i + 1 < bytes.count && bytes[i + 1] == 0x2D
      let opensAdded = bytes[i] == 0x7B && i + 1 < bytes.count && bytes[i + 1] == 0x2B
      if opensRemoved || opensAdded {
        let close: [UInt8] = opensRemoved ? [0x2D, 0x5D] : [0x2B, 0x7D]
        if let end = find(close, in: bytes, from: i + 2) {
          let start = text.count
          text.append(contentsOf: bytes[(i + 2)..<end])
          changes.append(
            WordChange(range: start..<text.count, kind: opensRemoved ? .removed : .added))
          if opensRemoved { old = true } else { new = true }
          i = end + 2
          continue
        }
      }
      text.append(bytes[i])
      old = true
      new = true
      i += 1
    }
    if bytes.isEmpty {
      old = true
      new = true
    }
    return (String(decoding: text, as: UTF8.self), changes, old, new)
  }

  /// Whether `text` holds a plain word diff's `[-…-]` or `{+…+}`.
  static func hasWordMarker(_ text: String) -> Bool {
    if let open = text.range(of: "[-"), text[open.upperBound...].contains("-]") { return true }
    if let open = text.range(of: "{+"), text[open.upperBound...].contains("+}") { return true }
    return false
  }

  /// A `--color-words` line as read: text in red (SGR 31) was removed, in green (32) added;
  /// other colours (the hunk header's, the context's) change nothing.
  static func coloredWordLine(_ raw: [UInt8]) -> (
    text: String, changes: [WordChange], old: Bool, new: Bool
  ) {
    var text: [UInt8] = []
    var changes: [WordChange] = []
    var current: DiffLine.Kind?
    var start = 0
    var old = false
    var new = false
    func close() {
      guard let kind = current, text.count > start else { return }
      changes.append(WordChange(range: start..<text.count, kind: kind))
    }
    var i = 0
    let end = raw.last == 0x0D ? raw.count - 1 : raw.count
    while i < end {
      if raw[i] == 0x1B, i + 1 < end, raw[i + 1] == 0x5B {
        var j = i + 2
        while j < end, (0x30...0x3B).contains(raw[j]) { j += 1 }
        if j < end, raw[j] == 0x6D {
          let parameters = String(decoding: raw[(i + 2)..<j], as: UTF8.self).split(separator: ";")
          let kind: DiffLine.Kind? =
            parameters.contains("31") ? .removed : parameters.contains("32") ? .added : nil
          if kind != current {
            close()
            current = kind
            start = text.count
          }
          i = j + 1
          continue
        }
      }
      text.append(raw[i])
      switch current {
      case .removed: old = true
      case .added: new = true
      default:
        old = true
        new = true
      }
      i += 1
    }
    close()
    if text.isEmpty {
      old = true
      new = true
    }
    return (String(decoding: text, as: UTF8.self), changes, old, new)
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    var i = start
    while i + 1 < bytes.count {
      if bytes[i] == needle[0] && bytes[i + 1] == needle[1] { return i }
      i += 1
    }
    return nil
  }
}

/// The fragments of one porcelain word-diff line, until its `~`.
struct WordFragments {
  var text = ""
  var changes: [WordChange] = []
  var old = false
  var new = false

  mutating func add(_ fragment: String, marker: UInt8) {
    let start = text.utf8.count
    text += fragment
    switch marker {
    case 0x2D:
      changes.append(WordChange(range: start..<text.utf8.count, kind: .removed))
      old = true
    case 0x2B:
      changes.append(WordChange(range: start..<text.utf8.count, kind: .added))
      new = true
    default:
      old = true
      new = true
    }
  }
}
