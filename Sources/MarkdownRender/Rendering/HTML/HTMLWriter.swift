import RenderSupport

/// The state of one HTML rendering: the output bytes and what must stay unique (heading ids).
///
/// Blocks follow cmark-gfm's HTML layout: a block starts on a fresh line (`newline()` adds one
/// only if the output does not already end with one) and ends with a newline.
struct HTMLWriter: Sendable {
  let options: HTMLRenderOptions
  var out: [UInt8] = []
  private var slugger = HeadingSlugger()

  init(options: HTMLRenderOptions) {
    self.options = options
  }

  mutating func writeDocument(_ document: MarkdownDocument) {
    if let frontMatter = document.frontMatter { writeFrontMatter(frontMatter) }
    for block in document.blocks { writeBlock(block, tight: false) }
    writeFootnotes(document.footnotes)
  }

  // MARK: Output primitives

  @inline(__always)
  mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  @inline(__always)
  mutating func putByte(_ byte: UInt8) { out.append(byte) }

  mutating func putRaw(_ text: String) { out.append(contentsOf: text.utf8) }

  mutating func putNumber(_ number: Int) { out.append(contentsOf: String(number).utf8) }

  mutating func putText(_ text: String) { HTMLEscaping.appendText(text, to: &out) }

  /// An attribute value: unsafe mode escapes exactly like cmark-gfm (the value is always in
  /// double quotes, so `'` is inert); safe mode also escapes `'`.
  mutating func putAttribute(_ value: String) {
    if options.unsafeRawHTML {
      HTMLEscaping.appendText(value, to: &out)
    } else {
      HTMLEscaping.appendAttribute(value, to: &out)
    }
  }

  /// Starts a line unless the output is empty or already at the start of one.
  @inline(__always)
  mutating func newline() {
    if let last = out.last, last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
  }

  mutating func putSourcePosition(_ range: SourceRange?) {
    guard options.sourcePositions, let range else { return }
    put(" data-sourcepos=\"")
    putNumber(range.start.line)
    putByte(UInt8(ascii: ":"))
    putNumber(range.start.column)
    putByte(UInt8(ascii: "-"))
    putNumber(range.end.line)
    putByte(UInt8(ascii: ":"))
    putNumber(range.end.column)
    putByte(UInt8(ascii: "\""))
  }

  // MARK: Blocks

  mutating func writeBlock(_ block: Block, tight: Bool) {
    switch block {
    case .paragraph(let inlines, let range):
      if tight {
        writeInlines(inlines)
      } else {
        newline()
        put("<p")
        putSourcePosition(range)
        putByte(UInt8(ascii: ">"))
        writeInlines(inlines)
        put("</p>\n")
      }
    case .heading(let level, let inlines, let range):
      newline()
      put("<h")
      putNumber(level)
      putSourcePosition(range)
      if options.headingIDs {
        put(" id=\"")
        putAttribute(options.headingIDPrefix + slugger.slug(for: inlines.plainText))
        putByte(UInt8(ascii: "\""))
      }
      putByte(UInt8(ascii: ">"))
      writeInlines(inlines)
      put("</h")
      putNumber(level)
      put(">\n")
    case .blockQuote(let blocks, let range):
      newline()
      put("<blockquote")
      putSourcePosition(range)
      put(">\n")
      for child in blocks { writeBlock(child, tight: false) }
      newline()
      put("</blockquote>\n")
    case .alert(let kind, let blocks, let range):
      writeAlert(kind, blocks: blocks, range: range)
    case .list(let kind, let isTight, let items, let range):
      writeList(kind, tight: isTight, items: items, range: range)
    case .codeBlock(let info, let literal, let fenced, let range):
      writeCodeBlock(info: info, literal: literal, fenced: fenced, range: range)
    case .htmlBlock(let html, _):
      newline()
      writeRawHTML(html)
      newline()
    case .thematicBreak(let range):
      newline()
      put("<hr")
      putSourcePosition(range)
      put(" />\n")
    case .table(let header, let alignments, let rows, let range):
      writeTable(header: header, alignments: alignments, rows: rows, range: range)
    }
  }

  private mutating func writeList(
    _ kind: ListKind, tight: Bool, items: [ListItem], range: SourceRange?
  ) {
    newline()
    switch kind {
    case .bullet:
      put("<ul")
      putSourcePosition(range)
      put(">\n")
    case .ordered(let start, _):
      put("<ol")
      putSourcePosition(range)
      if start != 1 {
        put(" start=\"")
        putNumber(start)
        putByte(UInt8(ascii: "\""))
      }
      put(">\n")
    }
    for item in items {
      newline()
      put("<li")
      putSourcePosition(item.range)
      putByte(UInt8(ascii: ">"))
      if let checked = item.task {
        put(
          checked
            ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> "
            : "<input type=\"checkbox\" disabled=\"\" /> ")
      }
      for block in item.blocks { writeBlock(block, tight: tight) }
      put("</li>\n")
    }
    newline()
    if case .bullet = kind { put("</ul>\n") } else { put("</ol>\n") }
  }

  private mutating func writeCodeBlock(
    info: String, literal: String, fenced: Bool, range: SourceRange?
  ) {
    newline()
    let block = info.isEmpty ? nil : CodeBlock(info: info, code: literal, start: range?.start)
    if let block, !options.codeBlockRenderers.isEmpty,
      let renderer = options.codeBlockRenderers.renderer(for: block.language),
      let html = renderer.html(for: block)
    {
      putRaw(html)
      newline()
      return
    }
    put("<pre")
    putSourcePosition(range)
    put("><code")
    if !info.isEmpty {
      // cmark-gfm's class is the info string's first word as written (not lowercased).
      let word = info.utf8.prefix { $0 != UInt8(ascii: " ") && $0 != 0x09 && $0 != 0x0A }
      put(" class=\"language-")
      putAttribute(String(decoding: word, as: UTF8.self))
      putByte(UInt8(ascii: "\""))
    }
    putByte(UInt8(ascii: ">"))
    putText(literal)
    put("</code></pre>\n")
  }

  private mutating func writeTable(
    header: [[Inline]], alignments: [TableAlignment], rows: [[[Inline]]], range: SourceRange?
  ) {
    newline()
    put("<table")
    putSourcePosition(range)
    put(">\n<thead>\n")
    writeRow(header, cellTag: "th", alignments: alignments)
    put("</thead>\n")
    if !rows.isEmpty {
      put("<tbody>\n")
      for row in rows { writeRow(row, cellTag: "td", alignments: alignments) }
      put("</tbody>\n")
    }
    put("</table>\n")
  }

  private mutating func writeRow(
    _ cells: [[Inline]], cellTag: StaticString, alignments: [TableAlignment]
  ) {
    put("<tr>\n")
    // GFM: a row has as many cells as the header; missing ones are empty.
    let count = max(alignments.count, alignments.isEmpty ? cells.count : 0)
    for index in 0..<count {
      putByte(UInt8(ascii: "<"))
      put(cellTag)
      switch index < alignments.count ? alignments[index] : .none {
      case .none: break
      case .left: put(" align=\"left\"")
      case .center: put(" align=\"center\"")
      case .right: put(" align=\"right\"")
      }
      putByte(UInt8(ascii: ">"))
      if index < cells.count { writeInlines(cells[index]) }
      put("</")
      put(cellTag)
      put(">\n")
    }
    put("</tr>\n")
  }

  /// Raw HTML: as written in unsafe mode (minus the tag filter), else through the allow-list.
  mutating func writeRawHTML(_ html: String) {
    MarkupPolicy.appendRawHTML(
      html, unsafe: options.unsafeRawHTML, tagFilter: options.tagFilter, to: &out)
  }
}
