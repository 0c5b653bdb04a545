import MarkdownRender
import RenderSupport

/// Settings of `TranscriptTerminalRenderer`.
package struct TranscriptTerminalOptions: Sendable {
  package var width: Int
  /// `.none` writes plain text with the same layout.
  package var colorLevel: ColorLevel
  /// Show activity rails in full instead of their summary line.
  package var expand: Bool
  package var theme: TerminalThemeName
  /// Colours fenced code and tool JSON (plugged in by the caller).
  package var codeHighlighter: (any CodeBlockHighlighter)?
  /// Draws the diffs of edit calls (plugged in by the caller); `nil` draws them plain.
  package var diffRenderer: (any TranscriptDiffRenderer)?
  /// Times in the machine's time zone instead of UTC.
  package var localTime = false
  /// Pictures for images in the messages' Markdown (`nil`: their references as text).
  package var images: (any TerminalImageSource)?
  /// How links in the messages' Markdown show where they lead (`note --links`).
  package var links = TerminalLinkStyle.auto
  /// The terminal takes OSC 8 hyperlinks: what `links` `auto` follows.
  package var hyperlinks = false

  package init(
    width: Int = 80, colorLevel: ColorLevel = .truecolor, expand: Bool = false,
    theme: TerminalThemeName = .dark, codeHighlighter: (any CodeBlockHighlighter)? = nil,
    diffRenderer: (any TranscriptDiffRenderer)? = nil
  ) {
    self.diffRenderer = diffRenderer
    self.width = width
    self.colorLevel = colorLevel
    self.expand = expand
    self.theme = theme
    self.codeHighlighter = codeHighlighter
  }
}

/// Renders a transcript for the terminal: a header, then each turn under a role header with its
/// Markdown laid out by the terminal renderer, and activity rails collapsed to their summary
/// line unless `expand` is set. Streams turn by turn like the HTML exporter.
package struct TranscriptTerminalRenderer {
  package var options: TranscriptTerminalOptions

  package init(options: TranscriptTerminalOptions = TranscriptTerminalOptions()) {
    self.options = options
  }

  /// Streams the messages of `reader` under `header` to `write`.
  package func render(
    _ reader: TranscriptReader, header: TranscriptHeader, to write: (String) throws -> Void
  ) throws {
    try withoutActuallyEscaping(write) { write in
      var failure: Error?
      var painter = TranscriptTerminalPainter(options: options)
      // A long turn goes out while it is painted, so its text is never held whole.
      painter.spill = { text in
        guard failure == nil else { return }
        do { try write(text) } catch { failure = error }
      }
      func check() throws { if let failure { throw failure } }
      painter.header(header)
      try write(painter.take())
      var builder = TranscriptTurnBuilder()
      try reader.forEachMessage { message in
        if let turn = builder.add(message) {
          painter.turn(turn)
          try check()
          try write(painter.take())
        }
      }
      if let turn = builder.finish() { painter.turn(turn) }
      try check()
      try write(painter.take())
    }
  }

  /// The whole output as a string (tests, small inputs).
  package func render(header: TranscriptHeader, messages: [TranscriptMessage]) -> String {
    var painter = TranscriptTerminalPainter(options: options)
    painter.header(header)
    var builder = TranscriptTurnBuilder()
    for message in messages {
      if let turn = builder.add(message) { painter.turn(turn) }
    }
    if let turn = builder.finish() { painter.turn(turn) }
    return painter.take()
  }
}
