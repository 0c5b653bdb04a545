/// Renders a document that arrives in sections (`MarkdownParser.parseSections`) as HTML, piece
/// by piece, keeping what must hold across sections (heading ids stay unique).
package struct HTMLStreamRenderer: Sendable {
  private var writer: HTMLWriter

  package init(options: HTMLRenderOptions = HTMLRenderOptions()) {
    writer = HTMLWriter(options: options)
  }

  /// The HTML of the next section (its blocks, then its footnotes if it carries any).
  package mutating func render(_ section: MarkdownDocument) -> [UInt8] {
    writer.writeDocument(section)
    let bytes = writer.out
    writer.out = []
    writer.out.reserveCapacity(bytes.count + bytes.count / 4)
    return bytes
  }
}
