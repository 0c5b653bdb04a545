import DiffView
import Highlight
import MarkdownRender
import RenderSupport
import Transcript

/// The diffs of a transcript's edit calls drawn by DiffView: line numbers, word emphasis in
/// paired lines and syntax colours for the file's language, with DiffView's own budgets
/// (`LinePairing`, `HighlightLimits` per hunk). Wired in by the CLI, since MarkdownRender
/// does not depend on DiffView.
struct TranscriptDiffView: TranscriptDiffRenderer {
  /// `nil` when highlighting is off: diffs keep their emphasis, without syntax colours.
  let highlighter: SharedHighlighter?
  /// The colours of HTML diffs: one scheme (`--theme`), or both following the reader's.
  var htmlTheme = CodeRenderers.HTMLTheme.auto

  /// The diff colours `htmlTheme` fixes, or nil for both.
  var forcedTheme: DiffTheme? {
    switch htmlTheme {
    case .light: return .light
    case .dark: return .dark
    case .auto: return nil
    }
  }

  var stylesheet: String { HTMLDiffRenderer.stylesheet(theme: forcedTheme) + "\n" }

  func html(_ diff: ToolDiff) -> String? {
    let analyzed: AnalyzedFile
    switch htmlTheme {
    case .light: analyzed = analyze(diff, theme: ThemeCatalog.light, alternate: nil)
    case .dark: analyzed = analyze(diff, theme: ThemeCatalog.dark, alternate: nil)
    case .auto: analyzed = analyze(diff, theme: ThemeCatalog.light, alternate: ThemeCatalog.dark)
    }
    var bytes: [UInt8] = []
    let out = DiffOutput { bytes += $0 }
    // No `begin`/`finish`: the page carries the stylesheet once and has no file index.
    HTMLDiffRenderer(output: out, layout: .unified, standalone: false, theme: forcedTheme)
      .render(file: analyzed)
    out.flush()
    var html = String(decoding: bytes, as: UTF8.self)
    // Every fragment would be the index's first file; the page links to the tool call instead.
    if let id = html.range(of: " id=\"ir-file-1\"") { html.removeSubrange(id) }
    return "<div class=\"ir-diff\">\n" + html + "</div>\n"
  }

  func terminal(_ diff: ToolDiff, width: Int, colorLevel: ColorLevel, theme: TerminalThemeName)
    -> [String]?
  {
    let syntax = theme == .light ? ThemeCatalog.light : ThemeCatalog.dark
    var options = DiffRenderOptions()
    options.width = width
    options.colorLevel = colorLevel
    options.theme = syntax.isDark ? .dark : .light
    options.theme.foreground = syntax.foreground
    let analyzed = analyze(diff, theme: syntax, alternate: nil)
    var bytes: [UInt8] = []
    let out = DiffOutput { bytes += $0 }
    let renderer = ANSIDiffRenderer(output: out, options: options)
    renderer.render(file: analyzed)
    renderer.finish()
    var lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// The edit as a DiffView file, paired, emphasized and coloured.
  func analyze(_ diff: ToolDiff, theme: Theme, alternate: Theme?) -> AnalyzedFile {
    var hunks: [DiffHunk] = []
    for hunk in diff.hunks {
      var oldLine = hunk.oldStart
      var newLine = hunk.newStart
      var lines: [DiffLine] = []
      for line in hunk.lines {
        switch line.kind {
        case .context:
          lines.append(
            DiffLine(kind: .context, oldLine: oldLine, newLine: newLine, text: line.text))
          oldLine += 1
          newLine += 1
        case .removed:
          lines.append(DiffLine(kind: .removed, oldLine: oldLine, newLine: nil, text: line.text))
          oldLine += 1
        case .added:
          lines.append(DiffLine(kind: .added, oldLine: nil, newLine: newLine, text: line.text))
          newLine += 1
        }
      }
      let header =
        "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@"
      hunks.append(
        DiffHunk(
          header: header, oldStart: hunk.oldStart, oldLines: hunk.oldCount,
          newStart: hunk.newStart, newLines: hunk.newCount, context: nil, lines: lines))
    }
    let file = DiffFile(oldPath: diff.path, newPath: diff.path, hunks: hunks)
    let coloring: any DiffSyntaxColoring =
      highlighter.map {
        HighlightColoring(highlighter: $0.highlighter, theme: theme, alternateTheme: alternate)
      } ?? PlainColoring(foreground: theme.foreground, background: theme.background)
    return DiffPipeline(colorizer: FileColorizer(coloring: coloring)).analyze(file)
  }
}
