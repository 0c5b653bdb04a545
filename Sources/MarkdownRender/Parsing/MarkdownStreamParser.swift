/// Parses Markdown that arrives in pieces (an agent's answer as it is written), handing out each
/// top-level section once nothing that may still come can change it (the sections that became
/// final in one append as one document, when each is), and the rest on demand.
///
/// A section ends where `MarkdownSectionSplitter` may cut (spec 5.2, 5.3: after a blank line, a
/// complete line at column 0 that is no list item, outside fences and HTML blocks), so what
/// follows cannot change it. Other sections reach it only through definitions: final sections
/// that may hold link reference definitions (their text has `]:`) are parsed again before each
/// later one, their blocks dropped (so cmark-gfm itself decides what is a definition, and the
/// first of a label wins, as in the whole text), and a section where a bracket is left as text
/// (a reference a later definition may resolve) or that has footnotes (numbered and listed for
/// the whole note) stays open with everything after it. So the final sections followed by
/// `rest()` parse as the whole text does.
package struct MarkdownStreamParser: Sendable {
  /// The parser of every section (its front matter option applies to the text's start only).
  package let parser: MarkdownParser
  private var bytes: [UInt8] = []
  /// Where the text not yet handed out starts.
  private var finalEnd = 0
  /// Whether the front matter question is settled (the first line is complete, and when it
  /// opens front matter, the front matter is closed).
  private var settled = false
  /// The final sections that may hold link reference definitions, and how many blocks they
  /// parse to.
  private var definitions: [UInt8] = []
  private var definitionBlocks = 0
  /// Where each final section copied into `definitions` starts there and in the whole text,
  /// so source positions name the whole text's lines.
  private var definitionSegments: [(buffer: Int, original: Int)] = []
  /// The line of the whole text where the text not yet handed out starts.
  private var finalLine = 1
  /// The section starts found in the text not yet handed out, the scan resuming where it
  /// stopped.
  private var boundaries = SectionBoundaryScan(from: 0)
  /// Whether a section waits for the end of the text (a bracket left as text, footnotes).
  private var heldToEnd = false

  package init(parser: MarkdownParser) {
    self.parser = parser
  }

  /// The bytes received so far.
  package var byteCount: Int { bytes.count }

  /// How many bytes are not yet handed out as final.
  package var openByteCount: Int { bytes.count - finalEnd }

  /// Adds `chunk` (any cut of UTF-8 text) and returns the sections that became final.
  package mutating func append(_ chunk: some Sequence<UInt8>) -> [MarkdownDocument] {
    bytes.append(contentsOf: chunk)
    var out: [MarkdownDocument] = []
    if !settled {
      guard let frontMatter = settleFrontMatter() else { return out }
      if let frontMatter { out.append(frontMatter) }
      boundaries = SectionBoundaryScan(from: finalEnd)
    }
    // A section left open for the end keeps everything after it open: it parses the same each
    // time (its text and the definitions before it do not change), so it is not tried again.
    guard !heldToEnd else { return out }
    let body = parser.withoutFrontMatter
    var found: [UInt8] = []
    var foundBlocks = definitionBlocks
    var segments = definitionSegments
    var end = finalEnd
    var endLine = finalLine
    var held = false
    bytes.withUnsafeBufferPointer { all in
      boundaries.scan(all)
      // A section ends where the next starts; the next's first line is complete (the scan
      // waits for line breaks), so nothing still to come changes the sections before it.
      let starts = boundaries.starts.filter { $0 > end }
      // Takes the final text up to `next`, parsed as `document`.
      func accept(_ document: MarkdownDocument, through next: Int) {
        let text = UnsafeBufferPointer(rebasing: all[end..<next])
        out.append(document)
        if Self.mayDefine(text) {
          segments.append((Self.newlines(in: definitions + found) + 1, endLine))
          found.append(contentsOf: text)
          foundBlocks += document.blocks.count
        }
        endLine += Self.newlines(in: text)
        end = next
      }
      // Takes the sections up to `last`, parsed together as `document`. Only the sections
      // that may define a link join the definitions every later parse is given (each parsed
      // alone again for its count of blocks), never the whole run: a code fence holding `]:`
      // must not drag the sections around it into every later parse.
      func accept(_ document: MarkdownDocument, sections: [Int]) {
        out.append(document)
        var start = end
        for next in sections {
          let text = UnsafeBufferPointer(rebasing: all[start..<next])
          if Self.mayDefine(text) {
            let section = Self.parse(
              text, after: definitions + found, blocks: foundBlocks, segments: segments,
              line: endLine, with: body)
            segments.append((Self.newlines(in: definitions + found) + 1, endLine))
            found.append(contentsOf: text)
            foundBlocks += section.blocks.count
          }
          endLine += Self.newlines(in: text)
          start = next
        }
        end = start
      }
      // The sections that became final together are parsed as one when all of them are self-
      // contained (the common case: text comes faster than it is rendered, a frame at a time):
      // a parse per section costs a parser's set-up each, and sections parse alone as they do
      // together (that is where a section may start).
      if starts.count > 1, let last = starts.last {
        let document = Self.parse(
          UnsafeBufferPointer(rebasing: all[end..<last]), after: definitions,
          blocks: foundBlocks, segments: segments, line: endLine, with: body)
        if Self.isSelfContained(document) {
          accept(document, sections: starts)
          return
        }
      }
      for next in starts {
        let document = Self.parse(
          UnsafeBufferPointer(rebasing: all[end..<next]), after: definitions + found,
          blocks: foundBlocks, segments: segments, line: endLine, with: body)
        guard Self.isSelfContained(document) else {
          held = true
          return
        }
        accept(document, through: next)
      }
    }
    heldToEnd = held
    boundaries.drop(through: end)
    finalEnd = end
    finalLine = endLine
    definitions += found
    definitionBlocks = foundBlocks
    definitionSegments = segments
    return out
  }

  /// The text not yet handed out, parsed as the end of the whole (with the definitions before
  /// it): the open tail while text arrives, the last piece once it has ended.
  package func rest() -> MarkdownDocument {
    guard settled else { return parser.parse(String(decoding: bytes, as: UTF8.self)) }
    return bytes.withUnsafeBufferPointer { all in
      Self.parse(
        UnsafeBufferPointer(rebasing: all[finalEnd...]), after: definitions,
        blocks: definitionBlocks, segments: definitionSegments, line: finalLine,
        with: parser.withoutFrontMatter)
    }
  }

  /// `nil` while the start of the text may still be front matter; else the front matter's
  /// document (`.some(nil)` when there is none), the text after it left to the sections.
  private mutating func settleFrontMatter() -> MarkdownDocument?? {
    guard let newline = bytes.firstIndex(of: 0x0A) else { return nil }
    let opens =
      parser.options.frontMatter && bytes.starts(with: "---".utf8)
      && bytes[3..<newline].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    guard opens else {
      settled = true
      return .some(nil)
    }
    let split = bytes.withUnsafeBufferPointer { FrontMatterParser.split($0) }
    if let split, split.bodyStart > 0, bytes[split.bodyStart - 1] == 0x0A {
      settled = true
      finalEnd = split.bodyStart
      finalLine = split.lines + 1
      return .some(MarkdownDocument(blocks: [], frontMatter: split.frontMatter))
    }
    guard bytes.count > FrontMatterParser.maximumBytes else { return nil }
    // Never closed within the reader's bound: it is no front matter.
    settled = true
    return .some(nil)
  }

  /// `text` parsed after `definitions` (final sections, whose `blocks` first blocks are
  /// dropped: they were written already, the parse only learns their definitions).
  /// Source positions name the whole text's lines: `text` starts at `line`, and the
  /// definitions' lines map through `segments`.
  private static func parse(
    _ text: UnsafeBufferPointer<UInt8>, after definitions: [UInt8], blocks: Int,
    segments: [(buffer: Int, original: Int)], line: Int, with parser: MarkdownParser
  ) -> MarkdownDocument {
    var registry = FootnoteRegistry()
    guard !definitions.isEmpty else {
      let blocks = parser.parseBytes(
        text, footnotes: &registry, lines: LineMap(segments: [(1, line)]))
      return MarkdownDocument(blocks: blocks, footnotes: registry.definitions)
    }
    let joined = definitions + Array(text)
    let lines = LineMap(segments: segments + [(newlines(in: definitions) + 1, line)])
    let parsed = joined.withUnsafeBufferPointer {
      parser.parseBytes($0, footnotes: &registry, lines: lines)
    }
    return MarkdownDocument(
      blocks: Array(parsed.dropFirst(blocks)), footnotes: registry.definitions)
  }

  private static func newlines(in bytes: some Sequence<UInt8>) -> Int {
    bytes.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
  }

  /// Whether `text` may hold a link reference definition (one has `]:` after its label).
  private static func mayDefine(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = text.startIndex
    while let close = text[index...].firstIndex(of: UInt8(ascii: "]")) {
      if close + 1 < text.endIndex, text[close + 1] == UInt8(ascii: ":") { return true }
      index = close + 1
    }
    return false
  }

  /// Whether nothing later in the text can change `document`: no footnotes, and no bracket
  /// left as text (a reference whose definition may still come).
  static func isSelfContained(_ document: MarkdownDocument) -> Bool {
    document.footnotes.isEmpty && document.blocks.allSatisfy(isSelfContained)
  }

  private static func isSelfContained(_ block: Block) -> Bool {
    switch block {
    case .paragraph(let inlines, _), .heading(_, let inlines, _):
      return isSelfContained(inlines)
    case .blockQuote(let blocks, _), .alert(_, let blocks, _):
      return blocks.allSatisfy(isSelfContained)
    case .list(_, _, let items, _):
      return items.allSatisfy { $0.blocks.allSatisfy(isSelfContained) }
    case .codeBlock, .htmlBlock, .thematicBreak:
      return true
    case .table(let header, _, let rows, _):
      return header.allSatisfy(isSelfContained)
        && rows.allSatisfy { $0.allSatisfy(isSelfContained) }
    }
  }

  private static func isSelfContained(_ inlines: [Inline]) -> Bool {
    inlines.allSatisfy { inline in
      switch inline {
      case .text(let text):
        return !text.utf8.contains { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") }
      case .footnoteReference:
        return false
      case .emphasis(let children), .strong(let children), .strikethrough(let children),
        .link(_, _, let children, _), .image(_, _, let children):
        return isSelfContained(children)
      case .softBreak, .lineBreak, .code, .html:
        return true
      }
    }
  }
}

extension MarkdownParser {
  /// This parser for text after the start: a `---` there is a thematic break.
  var withoutFrontMatter: MarkdownParser {
    var parser = self
    parser.options.frontMatter = false
    return parser
  }
}
