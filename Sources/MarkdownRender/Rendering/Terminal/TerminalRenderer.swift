import RenderSupport

/// Renders a Markdown document for a terminal: ANSI escapes at the chosen colour level, or
/// plain text with the very same layout.
///
/// The pipeline: `TerminalLayout` turns each top-level block into lines of styled spans that
/// fit the width (wrapping, prefixes, tables, code frames), link references follow the block
/// that cited them, footnotes close the document; then `ANSIWriter` or `PlainTextWriter` turns
/// the lines into text. Output is produced block by block, so memory stays near one block's
/// layout.
package struct TerminalRenderer: Sendable {
  package var options: TerminalRenderOptions

  package init(options: TerminalRenderOptions = TerminalRenderOptions()) {
    self.options = options
  }

  /// The document as ANSI text (plain text when the colour level is `.none`).
  package func render(_ document: MarkdownDocument) -> String {
    var out = ""
    render(document, plain: options.colorLevel == .none) { out += $0 }
    return out
  }

  /// The document as plain text laid out exactly as `render` lays it out.
  package func renderPlainText(_ document: MarkdownDocument) -> String {
    var out = ""
    render(document, plain: true) { out += $0 }
    return out
  }

  /// Streams the output in chunks of about 64 KiB to `write`.
  package func render(
    _ document: MarkdownDocument, plain: Bool, to write: (String) -> Void
  ) {
    var stream = TerminalStreamRenderer(options: options, plain: plain)
    stream.render(document, to: write)
  }

  /// `[n]: URL` lines for the URLs first cited since the last call.
  package static func referenceLines(_ layout: inout TerminalLayout, options: TerminalRenderOptions)
    -> [TerminalLine]
  {
    let pending = layout.references.takePending()
    var out: [TerminalLine] = []
    let style = layout.theme.linkReference
    for (number, url) in pending {
      // One line whatever its length: a URL broken across lines can no longer be copied or
      // clicked, so a long one overflows the width instead.
      out.append(
        TerminalLine([
          StyledSpan("[" + String(number) + "]:", style: style), StyledSpan(" "),
          StyledSpan(TextSanitizer.printable(url), style: style),
        ]))
    }
    return out
  }

  /// Footnotes after a rule, each with its number as a hanging marker.
  package static func footnoteLines(
    _ notes: [FootnoteDefinition], layout: inout TerminalLayout, options: TerminalRenderOptions
  ) -> [TerminalLine] {
    guard !notes.isEmpty else { return [] }
    let width = options.layoutWidth
    let theme = layout.theme
    var out = [TerminalLine([StyledSpan(String.repeated("─", width), style: theme.muted)])]
    for note in notes {
      let marker = "[^\(note.number)] "
      let markerWidth = marker.count
      let body = layout.lines(for: note.blocks, width: width - markerWidth)
      let first = [StyledSpan(marker, style: theme.footnoteReference)]
      let indent = [StyledSpan(String.repeated(" ", markerWidth))]
      if body.isEmpty {
        out.append(TerminalLine().prefixed(by: first))
      } else {
        out.append(contentsOf: TerminalLayout.prefix(body, first: first, rest: indent))
      }
      out.append(contentsOf: referenceLines(&layout, options: options))
    }
    return out
  }
}
