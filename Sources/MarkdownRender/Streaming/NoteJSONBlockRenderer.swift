import RenderSupport

/// The JSON model (`schemas/note.v1.schema.json`) of a note that arrives in sections, block by
/// block, for clients that update a list row per block: each block's value as `note --format
/// json` writes it inside `blocks`, the footnotes and the front matter apart. Heading ids stay
/// unique across sections, as in the whole model.
package struct NoteJSONBlockRenderer: Sendable {
  private var writer: NoteJSONWriter

  package init(options: NoteJSONOptions = NoteJSONOptions()) {
    writer = NoteJSONWriter(options: options)
  }

  /// The model of each of `section`'s blocks.
  package mutating func blocks(of section: MarkdownDocument) -> [JSONValue] {
    section.blocks.map { writer.block($0) }
  }

  /// The model of `section`'s footnote definitions (the last section carries the note's).
  package mutating func footnotes(of section: MarkdownDocument) -> [JSONValue] {
    writer.footnotes(section.footnotes)
  }

  /// The model's `frontMatter` member.
  package static func frontMatter(_ frontMatter: FrontMatter?) -> JSONValue {
    NoteJSONWriter.frontMatter(frontMatter)
  }
}
