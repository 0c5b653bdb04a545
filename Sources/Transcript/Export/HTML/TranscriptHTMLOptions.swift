import MarkdownRender

/// Settings of `TranscriptHTMLExporter`.
package struct TranscriptHTMLOptions: Sendable {
  /// Renderers for fenced code and tool JSON by language (highlighting, Mermaid diagrams),
  /// plugged in by the caller so this module depends on neither.
  package var codeBlockRenderers: CodeBlockRendererRegistry
  /// Images embedded per message; later ones become placeholders.
  package var maxImagesPerMessage: Int
  /// Largest image embedded, in decoded bytes.
  package var maxImageBytes: Int
  /// The folder image paths are relative to; `nil` refuses every path image.
  package var baseDirectory: String?
  /// The page's `lang`.
  package var language: String
  /// Tool output longer than this many bytes is shown without highlighting.
  package var maxHighlightedBytes: Int
  /// Draws the diffs of edit calls (DiffView, plugged in by the caller); `nil` draws them
  /// plain.
  package var diffRenderer: (any TranscriptDiffRenderer)?
  /// Times in the machine's time zone instead of UTC.
  package var localTime = false
  /// Text of turns (messages and tool traffic) the page highlights in all: past it, turns show
  /// their code, outputs and diffs plain, under one notice. Each block keeps its own limits;
  /// this one bounds a long session's time. Claimed turn by turn in page order, so the same
  /// input gives the same page on any machine.
  package var maxDocumentHighlightedBytes = 16 << 20

  package init(
    codeBlockRenderers: CodeBlockRendererRegistry = CodeBlockRendererRegistry(),
    maxImagesPerMessage: Int = 10, maxImageBytes: Int = 5 << 20, baseDirectory: String? = nil,
    language: String = "en", maxHighlightedBytes: Int = 256 << 10,
    diffRenderer: (any TranscriptDiffRenderer)? = nil
  ) {
    self.diffRenderer = diffRenderer
    self.codeBlockRenderers = codeBlockRenderers
    self.maxImagesPerMessage = maxImagesPerMessage
    self.maxImageBytes = maxImageBytes
    self.baseDirectory = baseDirectory
    self.language = language
    self.maxHighlightedBytes = maxHighlightedBytes
  }
}

extension TranscriptHTMLOptions {
  /// The same settings with no highlighting, diagrams or drawn diffs: what turns past the
  /// page's highlighting budget are written with.
  var plain: TranscriptHTMLOptions {
    var copy = self
    copy.codeBlockRenderers = CodeBlockRendererRegistry()
    copy.diffRenderer = nil
    return copy
  }
}
