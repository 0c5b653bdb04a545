import RenderSupport

/// Colours a diff while keeping every input line as exactly one output line, for git's
/// `interactive.diffFilter` (`git add -p` matches the filter's lines to its own, one to one).
///
/// Header lines keep their text; each hunk is held until it ends, then its lines get change
/// backgrounds, intraline emphasis and syntax colours like the full renderer, without line
/// numbers, wrapping or padding.
public final class ColorOnlyFilter {
  private let out: DiffOutput
  private let sgr: SGRCache
  private let painter: TextPainter
  private let theme: DiffTheme
  private let pairing = LinePairing()
  private let coloring: any DiffSyntaxColoring
  private var path = ""
  private var hunk: DiffHunk?
  private var markers: [String] = []
  private var remainingOld = 0
  private var remainingNew = 0

  public init(output: DiffOutput, options: DiffRenderOptions, coloring: any DiffSyntaxColoring) {
    out = output
    sgr = SGRCache(level: options.colorLevel)
    var painter = TextPainter(sgr: sgr)
    painter.tabWidth = options.tabWidth
    self.painter = painter
    theme = options.theme
    self.coloring = coloring
  }

  /// Filters every line of `reader` to the output.
  public func run(_ reader: LineReader) {
    while let line = reader.nextLine({
      SGRStripper.withStripped($0) { String(decoding: $0, as: UTF8.self) }
    }) {
      handle(line)
    }
    flushHunk()
    out.flush()
  }

  private func handle(_ raw: String) {
    let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
    if hunk != nil {
      if line.hasPrefix("\\"), !markers.isEmpty {
        hunk!.lines[hunk!.lines.count - 1].noNewlineAtEnd = true
        markers.append(line)
        return
      }
      if let kind = Self.kind(line.first),
        kind == .added
          ? remainingNew > 0
          : kind == .removed ? remainingOld > 0 : remainingOld > 0 && remainingNew > 0
      {
        if kind != .added { remainingOld -= 1 }
        if kind != .removed { remainingNew -= 1 }
        hunk!.lines.append(
          DiffLine(kind: kind, oldLine: nil, newLine: nil, text: String(line.dropFirst())))
        markers.append(String(line.prefix(1)))
        return
      }
      flushHunk()
    }
    if line.hasPrefix("@@"), let header = try? HunkHeader.parse(Substring(line)),
      header.oldRanges.count == 1
    {
      plain(line, TextStyle(foreground: theme.hunkHeader))
      hunk = DiffHunk(
        header: line, oldStart: header.oldRanges[0].start, oldLines: header.oldRanges[0].count,
        newStart: header.newStart, newLines: header.newCount, context: header.context)
      remainingOld = header.oldRanges[0].count
      remainingNew = header.newCount
      markers = []
      return
    }
    if line.hasPrefix("+++ ") {
      let name = GitPath.field(Substring(line.dropFirst(4)))
      path = GitPath.withoutPrefix(name)
    }
    if line.hasPrefix("diff ") || line.hasPrefix("--- ") || line.hasPrefix("+++ ") {
      plain(line, TextStyle(foreground: theme.fileHeader, bold: true))
    } else if line.hasPrefix("commit ") {
      plain(line, TextStyle(foreground: theme.commitHeader, bold: true))
    } else {
      plain(line, TextStyle(foreground: theme.meta))
    }
  }

  private static func kind(_ marker: Character?) -> DiffLine.Kind? {
    switch marker {
    case " ", nil: return .context
    case "+": return .added
    case "-": return .removed
    default: return nil
    }
  }

  private func plain(_ text: String, _ style: TextStyle) {
    let rows = painter.paint(
      text, runs: [], emphasis: [], base: style, emphasisBackground: nil, width: 0)
    for row in rows { out.write(row.bytes) }
    out.write(sgr.reset)
    out.write(byte: 0x0A)
    out.flushIfFull()
  }

  private func flushHunk() {
    guard let done = hunk else { return }
    hunk = nil
    let analysis = pairing.analyze(done)
    let runs = coloring.colorHunk(done, path: path) ?? []
    var markerIndex = 0
    for (index, line) in done.lines.enumerated() {
      let tinted = sgr.level != .ansi16
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
      if sgr.level != .none {
        out.write(sgr.sequence(for: TextStyle(foreground: marker, background: base.background)))
      }
      out.write(markers[markerIndex])
      markerIndex += 1
      let rows = painter.paint(
        line.text, runs: runs.isEmpty ? [] : runs[index], emphasis: analysis.emphasis[index],
        base: base, emphasisBackground: tinted ? emphasis : nil,
        emphasisExtra: tinted ? .plain : TextStyle(bold: true), width: 0)
      for row in rows { out.write(row.bytes) }
      out.write(sgr.reset)
      out.write(byte: 0x0A)
      if line.noNewlineAtEnd {
        plain(markers[markerIndex], TextStyle(foreground: theme.meta, dim: true))
        markerIndex += 1
      }
      out.flushIfFull()
    }
  }
}
