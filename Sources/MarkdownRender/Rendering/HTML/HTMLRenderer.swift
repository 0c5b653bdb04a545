/// Renders a `MarkdownDocument` as an HTML fragment.
///
/// With `unsafeRawHTML` the output is byte for byte what `cmark-gfm --unsafe` writes for the
/// same document (GFM spec and cmark-gfm 0.29.0.gfm.6's footnotes); the default safe mode
/// differs only where raw HTML or a URL is filtered.
package struct HTMLRenderer: Sendable {
  package var options: HTMLRenderOptions

  package init(options: HTMLRenderOptions = HTMLRenderOptions()) {
    self.options = options
  }

  /// The HTML of `document` as UTF-8 bytes (the fast path for writing to a file).
  package func renderBytes(_ document: MarkdownDocument, sizeHint: Int = 0) -> [UInt8] {
    var writer = HTMLWriter(options: options)
    writer.out.reserveCapacity(max(sizeHint + sizeHint / 4, 1024))
    writer.writeDocument(document)
    return writer.out
  }

  /// The HTML of `document`.
  package func render(_ document: MarkdownDocument) -> String {
    String(decoding: renderBytes(document), as: UTF8.self)
  }
}
