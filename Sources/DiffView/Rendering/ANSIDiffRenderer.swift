import RenderSupport

/// Paints a diff for a terminal or a pager (`less -R`): commit and file headers, hunks in the
/// unified or side-by-side layout, with line numbers, markers, change backgrounds, intraline
/// emphasis and syntax colours. Every output line ends with a reset, so nothing bleeds into
/// the next line when a pager or `head` cuts the stream.
package final class ANSIDiffRenderer: DiffRenderer {
  let out: DiffOutput
  let options: DiffRenderOptions
  let sgr: SGRCache
  let painter: TextPainter
  let theme: DiffTheme
  var width: Int { max(20, options.width) }
  /// The line-number width of the file whose pieces are being rendered (it only grows).
  private var pieceNumberWidth = 1
  /// The tool and path of the listing last given a header (a long file comes in several).
  var listingTitle: (SourceListing.Origin, String)?

  package init(output: DiffOutput, options: DiffRenderOptions) {
    out = output
    self.options = options
    sgr = SGRCache(level: options.colorLevel)
    var painter = TextPainter(sgr: sgr)
    painter.tabWidth = options.tabWidth
    self.painter = painter
    theme = PaletteAdaptation.theme(options.theme, for: options.colorLevel)
  }

  package func begin() {}
  package func finish() { out.flush() }

  var colored: Bool { options.colorLevel != .none }
  /// 16-colour terminals cannot show tinted backgrounds: lines are coloured by foreground.
  var basicColors: Bool { options.colorLevel == .ansi16 }

  /// Writes `text` as one or more rows in `style`, wrapped at the width; with `link` (and
  /// colour) each row is an OSC 8 hyperlink to it, closed before the row ends.
  func line(
    _ text: String, style: TextStyle, fill: Bool = false, indent: String = "", graph: String? = nil,
    link: String? = nil
  ) {
    let link = colored ? link : nil
    let graphWidth = graph?.count ?? 0
    let rows = painter.paint(
      indent + text, runs: [], emphasis: [], base: style, emphasisBackground: nil,
      width: width - graphWidth)
    for (index, row) in rows.enumerated() {
      if let graph {
        if colored { out.write(sgr.sequence(for: TextStyle(foreground: theme.meta))) }
        out.write(index == 0 ? graph : String(repeating: " ", count: graphWidth))
      }
      if let link { out.write(ANSIText.hyperlinkStart(link)) }
      out.write(row.bytes)
      if fill && colored && row.cells < width {
        out.write([UInt8](repeating: 0x20, count: width - row.cells))
      }
      if link != nil { out.write(ANSIText.hyperlinkEnd) }
      out.write(sgr.reset)
      out.write(byte: 0x0A)
    }
    out.flushIfFull()
  }

  package func render(text: String) {
    line(text, style: TextStyle(foreground: theme.meta))
  }

  /// Passes a line git coloured through unchanged (git's pager is meant to show `git status`
  /// and `git branch` as git painted them), when colour is on and its only escapes were SGR:
  /// any other control character is shown as the plain line shows it.
  package func render(text: String, raw: String) {
    guard options.colorLevel != .none,
      !text.unicodeScalars.contains(where: {
        $0.value < 0x20 && $0 != "\t" || (0x7F...0x9F).contains($0.value)
      })
    else { return render(text: text) }
    out.write(raw)
    out.write(sgr.reset)
    out.write(byte: 0x0A)
    out.flushIfFull()
  }

  package func render(commit: DiffCommit) {
    var title = "commit \(commit.hash)"
    if let decorations = commit.decorations { title += " (\(decorations))" }
    // `git log --graph`: the graph column git drew beside the commit line, then the title.
    line(
      title, style: TextStyle(foreground: theme.commitHeader, bold: true), graph: commit.graph,
      link: options.hyperlinks?.commitURL(hash: commit.hash))
    // Every header line in input order, values aligned as git aligns them.
    let labelWidth = commit.headers.lazy.filter(\.hasColon).map(\.name.count).max() ?? 0
    for field in commit.headers {
      let label =
        field.hasColon
        ? field.name + ":" + String(repeating: " ", count: labelWidth - field.name.count + 1)
        : field.name + " "
      for (index, part) in field.value.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        line((index == 0 ? label : " ") + String(part), style: TextStyle(foreground: theme.meta))
      }
    }
    out.write(byte: 0x0A)
    // The subject line is found once, not again for every line of a long message.
    let subject = commit.message.prefix { $0 != "\n" }
    for messageLine in commit.message.split(separator: "\n", omittingEmptySubsequences: false) {
      line(String(messageLine), style: TextStyle(bold: messageLine == subject), indent: "    ")
    }
    out.write(byte: 0x0A)
  }

  package func render(file analyzed: AnalyzedFile) {
    let file = analyzed.file
    if !file.isContinuation {
      fileHeader(analyzed)
      if file.binary {
        line(
          "  " + (file.binarySummary ?? "binary file"),
          style: TextStyle(foreground: theme.meta, italic: true))
      }
      pieceNumberWidth = 1
    }
    let numberWidth = max(Self.numberWidth(file), pieceNumberWidth)
    pieceNumberWidth = numberWidth
    for (index, hunk) in file.hunks.enumerated() {
      if !hunk.isContinuation {
        line(
          (options.navigate ? "• " : "") + hunk.header,
          style: TextStyle(foreground: theme.hunkHeader),
          link: fileLink(file, line: hunk.newLines > 0 ? hunk.newStart : hunk.oldStart))
      }
      let runs = index < analyzed.runs.count ? analyzed.runs[index] : []
      let analysis = analyzed.analyses[index]
      let layout =
        file.isCombined || !hunk.conflicts.isEmpty
        ? DiffRenderOptions.Layout.unified : options.layout
      switch layout {
      case .unified: unifiedHunk(hunk, analysis: analysis, runs: runs, numberWidth: numberWidth)
      case .split: splitHunk(hunk, analysis: analysis, runs: runs, numberWidth: numberWidth)
      }
    }
    if !file.continues { out.write(byte: 0x0A) }
    out.flushIfFull()
  }

  private func fileHeader(_ analyzed: AnalyzedFile) {
    let file = analyzed.file
    var parts: [String] = []
    switch file.status {
    case .renamed, .copied:
      var word = file.status == .renamed ? "renamed" : "copied"
      if let similarity = file.similarity { word += " \(similarity)%" }
      parts.append(word)
    case .added: parts.append("added")
    case .deleted: parts.append("deleted")
    case .modified: break
    }
    if let old = file.oldMode, let new = file.newMode, old != new {
      parts.append("mode \(old) → \(new)")
    } else if file.status == .added, let mode = file.newMode, mode != "100644" {
      parts.append("mode \(mode)")
    }
    // A file in pieces is not held whole, so its counts are not known yet.
    let counts = analyzed.lineCounts
    if !file.continues && counts.added + counts.removed > 0 {
      parts.append("+\(counts.added) −\(counts.removed)")
    }
    var title = (options.navigate ? "Δ " : " ") + file.title
    if !parts.isEmpty { title += "  · " + parts.concatenated(separator: " · ") }
    line(
      title,
      style: TextStyle(
        foreground: theme.fileHeader, background: basicColors ? nil : theme.fileHeaderBackground,
        bold: true), fill: true, link: fileLink(file, line: file.hunks.first?.newStart))
  }

  /// The link of `file` at `line` (`--hyperlinks`): its new path, the old one when deleted.
  private func fileLink(_ file: DiffFile, line: Int?) -> String? {
    guard let hyperlinks = options.hyperlinks, !file.displayPath.isEmpty else { return nil }
    return hyperlinks.fileURL(path: file.displayPath, line: line)
  }

  static func numberWidth(_ file: DiffFile) -> Int {
    var largest = 1
    for hunk in file.hunks {
      largest = max(largest, hunk.oldStart + hunk.oldLines, hunk.newStart + hunk.newLines)
    }
    return String(largest).count
  }

  /// The base style, emphasis background and marker colour of a line kind.
  func styles(for kind: DiffLine.Kind, syntax: Bool) -> (
    base: TextStyle, emphasis: RGBColor?, extra: TextStyle, marker: TextStyle
  ) {
    let foreground = syntax ? theme.foreground : nil
    switch kind {
    case .context:
      return (TextStyle(foreground: foreground), nil, .plain, TextStyle())
    case .added:
      if basicColors {
        let green = TextStyle(foreground: ANSIPalette.basic[2])
        return (green, nil, TextStyle(bold: true, underline: true), green)
      }
      return (
        TextStyle(foreground: foreground, background: theme.addedBackground), theme.addedEmphasis,
        .plain,
        TextStyle(foreground: theme.addedMarker, background: theme.addedBackground)
      )
    case .removed:
      if basicColors {
        let red = TextStyle(foreground: ANSIPalette.basic[1])
        return (red, nil, TextStyle(bold: true, underline: true), red)
      }
      return (
        TextStyle(foreground: foreground, background: theme.removedBackground),
        theme.removedEmphasis, .plain,
        TextStyle(foreground: theme.removedMarker, background: theme.removedBackground)
      )
    }
  }

  /// The visible end of a changed line: `␍` when its CR is what differs from its partner.
  func trailer(_ line: DiffLine, partner: DiffLine?) -> String? {
    guard line.kind != .context, line.hasCarriageReturn, let partner, !partner.hasCarriageReturn
    else { return nil }
    return "␍"
  }
}
