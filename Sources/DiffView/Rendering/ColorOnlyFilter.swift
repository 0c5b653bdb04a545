import RenderSupport

/// Colours a diff while keeping every input line as exactly one output line, for git's
/// `interactive.diffFilter` (`git add -p` matches the filter's lines to its own, one to one).
///
/// The output is the input plus escapes: removing the SGR sequences from both gives the same
/// bytes (tabs, CRs, controls, invalid UTF-8 and a missing final line break included), so the
/// filter can never shift a line against git's. Header lines keep their text; each hunk is held
/// until it ends, then its lines get change backgrounds, intraline emphasis and syntax colours
/// like the full renderer, without line numbers, wrapping or padding.
package final class ColorOnlyFilter {
  private let out: DiffOutput
  private let sgr: SGRCache
  private let painter: TextPainter
  private let theme: DiffTheme
  private let pairing = LinePairing()
  private let coloring: any DiffSyntaxColoring
  private var path = ""
  private var hunk: DiffHunk?
  /// The held hunk's input lines in order: its lines and `\ No newline` notes.
  private var held: [HeldLine] = []
  private var remainingOld = 0
  private var remainingNew = 0
  /// The line break of the line last written, written when another line follows or the
  /// input's last line had one.
  private var pendingNewline = false

  /// One input line of the held hunk, as read.
  private struct HeldLine {
    /// The marker byte (`+`, `-`, space; none for an empty context line) and the content.
    var bytes: [UInt8]
    var carriageReturn: Bool
    /// The index in `hunk.lines`; `nil` for a `\ No newline` note.
    var line: Int?
    /// The content is valid UTF-8 (else it is written as read, without syntax colours).
    var valid: Bool
  }

  package init(output: DiffOutput, options: DiffRenderOptions, coloring: any DiffSyntaxColoring) {
    out = output
    sgr = SGRCache(level: options.colorLevel)
    var painter = TextPainter(sgr: sgr)
    painter.verbatim = true
    self.painter = painter
    theme = PaletteAdaptation.theme(options.theme, for: options.colorLevel)
    self.coloring = coloring
  }

  /// Filters every line of `reader` to the output.
  package func run(_ reader: LineReader) {
    while reader.nextLine({ SGRStripper.withStripped($0) { handle(Array($0)) } }) != nil {}
    flushHunk()
    if pendingNewline && reader.lastLineEndedInNewline { out.write(byte: 0x0A) }
    out.flush()
  }

  private func handle(_ raw: [UInt8]) {
    let carriageReturn = raw.last == 0x0D
    let line = carriageReturn ? Array(raw.dropLast()) : raw
    if hunk != nil {
      if line.first == 0x5C, !held.isEmpty {
        if let last = hunk!.lines.indices.last { hunk!.lines[last].noNewlineAtEnd = true }
        held.append(HeldLine(bytes: line, carriageReturn: carriageReturn, line: nil, valid: true))
        return
      }
      if let kind = Self.kind(line.first),
        kind == .added
          ? remainingNew > 0
          : kind == .removed ? remainingOld > 0 : remainingOld > 0 && remainingNew > 0
      {
        if kind != .added { remainingOld -= 1 }
        if kind != .removed { remainingNew -= 1 }
        let content = line.dropFirst()
        let text = String(validating: content, as: UTF8.self)
        held.append(
          HeldLine(
            bytes: line, carriageReturn: carriageReturn, line: hunk!.lines.count,
            valid: text != nil))
        hunk!.lines.append(
          DiffLine(
            kind: kind, oldLine: nil, newLine: nil,
            text: text ?? String(decoding: content, as: UTF8.self)))
        return
      }
      flushHunk()
    }
    let text = String(decoding: line, as: UTF8.self)
    if text.hasPrefix("@@"), let header = try? HunkHeader.parse(Substring(text)),
      header.oldRanges.count == 1
    {
      plain(raw, TextStyle(foreground: theme.hunkHeader))
      hunk = DiffHunk(
        header: text, oldStart: header.oldRanges[0].start, oldLines: header.oldRanges[0].count,
        newStart: header.newStart, newLines: header.newCount, context: header.context)
      remainingOld = header.oldRanges[0].count
      remainingNew = header.newCount
      held = []
      return
    }
    if text.hasPrefix("+++ ") {
      let name = GitPath.field(Substring(text.dropFirst(4)))
      path = GitPath.withoutPrefix(name)
    }
    if text.hasPrefix("diff ") || text.hasPrefix("--- ") || text.hasPrefix("+++ ") {
      plain(raw, TextStyle(foreground: theme.fileHeader, bold: true))
    } else if text.hasPrefix("commit ") {
      plain(raw, TextStyle(foreground: theme.commitHeader, bold: true))
    } else {
      plain(raw, TextStyle(foreground: theme.meta))
    }
  }

  private static func kind(_ marker: UInt8?) -> DiffLine.Kind? {
    switch marker {
    case 0x20, nil: return .context
    case 0x2B: return .added
    case 0x2D: return .removed
    default: return nil
    }
  }

  /// Starts an output line: the previous line's break goes out first.
  private func startLine() {
    if pendingNewline { out.write(byte: 0x0A) }
    pendingNewline = true
  }

  /// Ends an output line: attributes reset, then the CR it was read with.
  private func endLine(carriageReturn: Bool) {
    out.write(sgr.reset)
    if carriageReturn { out.write(byte: 0x0D) }
    out.flushIfFull()
  }

  /// A whole line (its CR included) as read, in one style.
  private func plain(_ bytes: [UInt8], _ style: TextStyle) {
    startLine()
    if sgr.level != .none { out.write(sgr.sequence(for: style)) }
    out.write(bytes)
    out.write(sgr.reset)
    out.flushIfFull()
  }

  private func flushHunk() {
    guard let done = hunk else { return }
    hunk = nil
    let analysis = pairing.analyze(done)
    let runs = coloring.colorHunk(done, path: path) ?? []
    let tinted = sgr.level != .ansi16
    for entry in held {
      guard let index = entry.line else {
        startLine()
        if sgr.level != .none {
          out.write(sgr.sequence(for: TextStyle(foreground: theme.meta, dim: true)))
        }
        out.write(entry.bytes)
        endLine(carriageReturn: entry.carriageReturn)
        continue
      }
      let line = done.lines[index]
      let background: RGBColor? =
        line.kind == .added
        ? theme.addedBackground : line.kind == .removed ? theme.removedBackground : nil
      let emphasis =
        line.kind == .added
        ? theme.addedEmphasis : line.kind == .removed ? theme.removedEmphasis : nil
      let marker =
        line.kind == .added ? theme.addedMarker : line.kind == .removed ? theme.removedMarker : nil
      let base = TextStyle(
        foreground: tinted && !runs.isEmpty ? theme.foreground : marker,
        background: tinted ? background : nil)
      startLine()
      if sgr.level != .none {
        out.write(sgr.sequence(for: TextStyle(foreground: marker, background: base.background)))
      }
      out.write(entry.bytes.prefix(1))
      if entry.valid {
        let rows = painter.paint(
          line.text,
          runs: runs.isEmpty ? [] : tinted ? runs[index] : PaletteAdaptation.basicRuns(runs[index]),
          emphasis: analysis.emphasis[index],
          base: base, emphasisBackground: tinted ? emphasis : nil,
          emphasisExtra: tinted ? .plain : TextStyle(bold: true), width: 0)
        for row in rows { out.write(row.bytes) }
      } else {
        if sgr.level != .none { out.write(sgr.sequence(for: base)) }
        out.write(entry.bytes.dropFirst())
      }
      endLine(carriageReturn: entry.carriageReturn)
    }
    held = []
  }
}
