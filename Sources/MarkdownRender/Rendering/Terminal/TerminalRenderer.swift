import RenderSupport

/// Renders a Markdown document for a terminal: ANSI escapes at the chosen colour level, or
/// plain text with the very same layout.
///
/// The pipeline: `TerminalLayout` turns each top-level block into lines of styled spans that
/// fit the width (wrapping, prefixes, tables, code frames), link references follow the block
/// that cited them, footnotes close the document; then `ANSIWriter` or `PlainTextWriter` turns
/// the lines into text. Output is produced block by block, so memory stays near one block's
/// layout.
public struct TerminalRenderer: Sendable {
  public var options: TerminalRenderOptions

  public init(options: TerminalRenderOptions = TerminalRenderOptions()) {
    self.options = options
  }

  /// The document as ANSI text (plain text when the colour level is `.none`).
  public func render(_ document: MarkdownDocument) -> String {
    var out = ""
    render(document, plain: options.colorLevel == .none) { out += $0 }
    return out
  }

  /// The document as plain text laid out exactly as `render` lays it out.
  public func renderPlainText(_ document: MarkdownDocument) -> String {
    var out = ""
    render(document, plain: true) { out += $0 }
    return out
  }

  /// Streams the output in chunks of about 64 KiB to `write`.
  public func render(
    _ document: MarkdownDocument, plain: Bool, to write: (String) -> Void
  ) {
    var ansi = ANSIWriter(level: options.colorLevel, hyperlinks: options.usesHyperlinks)
    let text = PlainTextWriter()
    var buffer = ""
    buffer.reserveCapacity(1 << 16)
    func emit(_ lines: [TerminalLine]) {
      for line in lines {
        if plain { text.write(line, into: &buffer) } else { ansi.write(line, into: &buffer) }
      }
      if buffer.utf8.count >= 1 << 16 {
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    var layout = TerminalLayout(options: options)
    var first = true
    for block in document.blocks {
      var lines = layout.lines(for: block, width: options.layoutWidth)
      lines.append(contentsOf: referenceLines(&layout))
      if lines.isEmpty { continue }
      if !first { emit([TerminalLine()]) }
      first = false
      emit(lines)
    }
    let notes = footnoteLines(document.footnotes, layout: &layout)
    if !notes.isEmpty {
      if !first { emit([TerminalLine()]) }
      emit(notes)
    }
    if !buffer.isEmpty { write(buffer) }
  }

  /// `[n]: URL` lines for the links cited since the last call.
  func referenceLines(_ layout: inout TerminalLayout) -> [TerminalLine] {
    let pending = layout.references.takePending()
    var out: [TerminalLine] = []
    for (number, url) in pending {
      var wrapper = LineWrapper(width: options.layoutWidth)
      wrapper.addGlued("[" + String(number) + "]:", style: layout.theme.linkReference)
      wrapper.addSpace(style: .plain)
      wrapper.add(url, style: layout.theme.linkReference)
      out.append(contentsOf: wrapper.finish())
    }
    return out
  }

  /// Footnotes after a rule, each with its number as a hanging marker.
  func footnoteLines(_ notes: [FootnoteDefinition], layout: inout TerminalLayout)
    -> [TerminalLine]
  {
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
      out.append(contentsOf: referenceLines(&layout))
    }
    return out
  }
}
