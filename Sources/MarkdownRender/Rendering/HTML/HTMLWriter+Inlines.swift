import RenderSupport

extension HTMLWriter {
  mutating func writeInlines(_ inlines: [Inline]) {
    for inline in inlines { writeInline(inline) }
  }

  mutating func writeInline(_ inline: Inline) {
    switch inline {
    case .text(let text):
      putText(text)
    case .softBreak:
      putByte(UInt8(ascii: "\n"))
    case .lineBreak:
      put("<br />\n")
    case .code(let code):
      put("<code>")
      putText(code)
      put("</code>")
    case .html(let html):
      writeRawHTML(html)
    case .emphasis(let children):
      put("<em>")
      writeInlines(children)
      put("</em>")
    case .strong(let children):
      put("<strong>")
      writeInlines(children)
      put("</strong>")
    case .strikethrough(let children):
      put("<del>")
      writeInlines(children)
      put("</del>")
    case .link(let destination, let title, let children, _):
      put("<a href=\"")
      putURL(
        options.headingIDs
          ? MarkupPolicy.linkDestination(destination, headingIDPrefix: options.headingIDPrefix)
          : destination,
        for: .link)
      putByte(UInt8(ascii: "\""))
      if !title.isEmpty {
        put(" title=\"")
        putAttribute(title)
        putByte(UInt8(ascii: "\""))
      }
      putByte(UInt8(ascii: ">"))
      writeInlines(children)
      put("</a>")
    case .image(let source, let title, let alt):
      put("<img src=\"")
      putURL(source, for: .image)
      put("\" alt=\"")
      writeAltText(alt)
      putByte(UInt8(ascii: "\""))
      if !title.isEmpty {
        put(" title=\"")
        putAttribute(title)
        putByte(UInt8(ascii: "\""))
      }
      put(" />")
    case .footnoteReference(let label, let number, let occurrence):
      put("<sup class=\"footnote-ref\"><a href=\"#fn-")
      HTMLEscaping.appendHref(label, to: &out)
      put("\" id=\"fnref-")
      HTMLEscaping.appendHref(label, to: &out)
      if occurrence > 1 {
        putByte(UInt8(ascii: "-"))
        putNumber(occurrence)
      }
      put("\" data-footnote-ref>")
      putNumber(number)
      put("</a></sup>")
    }
  }

  /// A URL for `href`/`src`: as written in unsafe mode, else empty unless `SafeURL` allows it
  /// (cmark-gfm's safe mode also writes an empty value).
  private mutating func putURL(_ url: String, for use: SafeURL.Use) {
    if MarkupPolicy.allows(url, for: use, unsafe: options.unsafeRawHTML) {
      HTMLEscaping.appendHref(url, to: &out)
    }
  }

  /// An image's `alt`: the text of its description, markup dropped, breaks as spaces; raw HTML
  /// is kept as (escaped) text, as cmark-gfm does.
  private mutating func writeAltText(_ inlines: [Inline]) {
    for inline in inlines {
      switch inline {
      case .text(let text), .code(let text), .html(let text):
        putAttribute(text)
      case .softBreak, .lineBreak:
        putByte(UInt8(ascii: " "))
      case .emphasis(let children), .strong(let children), .strikethrough(let children),
        .link(_, _, let children, _), .image(_, _, let children):
        writeAltText(children)
      case .footnoteReference:
        break
      }
    }
  }

  // MARK: Footnotes

  /// The footnote section as cmark-gfm 0.29.0.gfm.6 writes it: one `<li>` per note, with a
  /// back-reference per citation appended to the note's last paragraph (or after its last
  /// block when that is not a paragraph).
  mutating func writeFootnotes(_ footnotes: [FootnoteDefinition]) {
    guard !footnotes.isEmpty else { return }
    newline()
    put("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
    for note in footnotes {
      newline()
      put("<li id=\"fn-")
      HTMLEscaping.appendHref(note.label, to: &out)
      put("\">\n")
      var wroteBackReferences = false
      for (index, block) in note.blocks.enumerated() {
        if index == note.blocks.count - 1, case .paragraph(let inlines, let range) = block {
          newline()
          put("<p")
          putSourcePosition(range)
          putByte(UInt8(ascii: ">"))
          writeInlines(inlines)
          putByte(UInt8(ascii: " "))
          writeBackReferences(note)
          put("</p>\n")
          wroteBackReferences = true
        } else {
          writeBlock(block, tight: false)
        }
      }
      if !wroteBackReferences {
        writeBackReferences(note)
        putByte(UInt8(ascii: "\n"))
      }
      put("</li>\n")
    }
    put("</ol>\n</section>\n")
  }

  private mutating func writeBackReferences(_ note: FootnoteDefinition) {
    for occurrence in 1...max(note.referenceCount, 1) {
      if occurrence > 1 { putByte(UInt8(ascii: " ")) }
      put("<a href=\"#fnref-")
      HTMLEscaping.appendHref(note.label, to: &out)
      if occurrence > 1 {
        putByte(UInt8(ascii: "-"))
        putNumber(occurrence)
      }
      put("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"Back to content\">↩")
      if occurrence > 1 {
        put("<sup class=\"footnote-ref\">")
        putNumber(occurrence)
        put("</sup>")
      }
      put("</a>")
    }
  }
}
