import RenderSupport

/// Writes a document that arrives in sections (`MarkdownParser.parseSections`) as one JSON
/// model (`schemas/note.v1.schema.json`), section by section: the front matter comes with the
/// first section, the footnotes (the last section carries them) at the end.
package struct NoteJSONStreamRenderer: Sendable {
  /// The model's version, the `v1` of its schema's name.
  package static let version = 1

  private var writer: NoteJSONWriter
  private var started = false
  private var firstBlock = true
  private var footnotes: [JSONValue] = []

  package init(options: NoteJSONOptions = NoteJSONOptions()) {
    writer = NoteJSONWriter(options: options)
  }

  /// The JSON text of the next section's blocks (after the model's opening, for the first).
  package mutating func render(_ section: MarkdownDocument) -> String {
    var out = started ? "" : opening(section.frontMatter)
    for block in section.blocks {
      if !firstBlock { out += "," }
      firstBlock = false
      out += writer.block(block).compactText()
    }
    footnotes += writer.footnotes(section.footnotes)
    return out
  }

  /// The end of the model: the footnotes, and the closing brace and newline.
  package mutating func finish() -> String {
    let out = started ? "" : opening(nil)
    return out + "],\"footnotes\":" + JSONValue.array(footnotes).compactText() + "}\n"
  }

  /// The whole model of one parsed document.
  package static func render(
    _ document: MarkdownDocument, options: NoteJSONOptions = NoteJSONOptions()
  ) -> String {
    var renderer = NoteJSONStreamRenderer(options: options)
    return renderer.render(document) + renderer.finish()
  }

  private mutating func opening(_ frontMatter: FrontMatter?) -> String {
    started = true
    return "{\"version\":\(Self.version),\"frontMatter\":"
      + NoteJSONWriter.frontMatter(frontMatter).compactText() + ",\"blocks\":["
  }
}
