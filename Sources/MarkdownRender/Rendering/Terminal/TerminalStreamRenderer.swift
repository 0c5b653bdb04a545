/// Renders a document that arrives in sections (see `MarkdownParser.parseSections`): the
/// layout state that spans sections (link reference numbers, the blank line between blocks)
/// lives here, and output is written in chunks of about 64 KiB, so memory stays near one
/// section's size whatever the size of the note.
package struct TerminalStreamRenderer {
  package let options: TerminalRenderOptions
  /// Plain text (no escapes) instead of ANSI.
  package let plain: Bool
  private var layout: TerminalLayout
  private var ansi: ANSIWriter
  private var first = true

  package init(options: TerminalRenderOptions, plain: Bool) {
    self.options = options
    self.plain = plain
    layout = TerminalLayout(options: options)
    ansi = ANSIWriter(level: options.colorLevel, hyperlinks: options.usesHyperlinks)
  }

  /// Renders the blocks of `section`, then its footnotes (the last section carries them).
  package mutating func render(_ section: MarkdownDocument, to write: (String) -> Void) {
    var buffer = ""
    buffer.reserveCapacity(1 << 16)
    if let frontMatter = section.frontMatter {
      emit(
        FrontMatterLayout.lines(frontMatter, width: options.layoutWidth, layout: &layout),
        into: &buffer, write)
    }
    for block in section.blocks {
      var lines = layout.lines(for: block, width: options.layoutWidth)
      lines.append(contentsOf: TerminalRenderer.referenceLines(&layout, options: options))
      emit(lines, into: &buffer, write)
    }
    let notes = TerminalRenderer.footnoteLines(
      section.footnotes, layout: &layout, options: options)
    emit(notes, into: &buffer, write)
    if !buffer.isEmpty { write(buffer) }
  }

  /// Writes one block's lines, after a blank line unless it is the first output.
  private mutating func emit(
    _ lines: [TerminalLine], into buffer: inout String, _ write: (String) -> Void
  ) {
    guard !lines.isEmpty else { return }
    if !first { buffer += "\n" }
    first = false
    let text = PlainTextWriter()
    for line in lines {
      if plain { text.write(line, into: &buffer) } else { ansi.write(line, into: &buffer) }
    }
    if buffer.utf8.count >= 1 << 16 {
      write(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }
}
