import CCmarkGFM
import Foundation

/// Parses Markdown with cmark-gfm and converts the result at once into `MarkdownDocument`s.
///
/// The C tree lives only inside the parser: it is converted to immutable Swift values and freed
/// before a document is returned, so no renderer touches C memory.
package struct MarkdownParser: Sendable {
  package var options: MarkdownParseOptions

  package init(options: MarkdownParseOptions = .gfm) {
    self.options = options
  }

  /// Parses `text` into one document.
  package func parse(_ text: String) -> MarkdownDocument {
    var source = text
    return source.withUTF8 { parseWhole($0) }
  }

  /// One document from all of `bytes`, front matter first when asked for.
  private func parseWhole(_ bytes: UnsafeBufferPointer<UInt8>) -> MarkdownDocument {
    var registry = FootnoteRegistry()
    if options.frontMatter, let split = FrontMatterParser.split(bytes) {
      // The Markdown after the front matter keeps its line numbers in the whole text.
      let blocks = parseBytes(
        UnsafeBufferPointer(rebasing: bytes[split.bodyStart...]), footnotes: &registry,
        lines: LineMap(segments: [(1, 1 + split.lines)]))
      return MarkdownDocument(
        blocks: blocks, footnotes: registry.definitions, frontMatter: split.frontMatter)
    }
    let blocks = parseBytes(bytes, footnotes: &registry, lines: LineMap())
    return MarkdownDocument(blocks: blocks, footnotes: registry.definitions)
  }

  /// Parses `text` into one document.
  package static func parse(_ text: String, options: MarkdownParseOptions = .gfm)
    -> MarkdownDocument
  {
    MarkdownParser(options: options).parse(text)
  }

  /// Parses `text` section by section, handing each to `body` in order, so memory stays
  /// proportional to `sectionSize` rather than to the text (cmark-gfm's tree takes about 19
  /// bytes per input byte).
  ///
  /// Sections carry blocks only; footnotes are numbered across the whole text and arrive last,
  /// in a document without blocks. Link reference and footnote definitions apply across
  /// sections (see `MarkdownSectionSplitter`). A text below twice `sectionSize` is one section.
  package func parseSections(
    _ text: String, sectionSize: Int = 32 * 1024, _ body: (MarkdownDocument) throws -> Void
  ) rethrows {
    guard text.utf8.count >= 2 * sectionSize else {
      try body(parse(text))
      return
    }
    var source = text
    try source.withUTF8 { bytes in
      try parseSections(utf8: bytes, sectionSize: sectionSize, body)
    }
  }

  /// `parseSections` over valid UTF-8 bytes (a mapped file, say). `done(offset)` hints that
  /// the bytes before `offset` are not needed for a while (the scan for sections passed them, or
  /// their section is parsed), so a caller that can bring them back may release them: pages
  /// of a mapped file return from the page cache when a later section reads a definition there.
  package func parseSections(
    utf8 bytes: UnsafeBufferPointer<UInt8>, sectionSize: Int = 32 * 1024,
    done: (Int) -> Void = { _ in }, _ body: (MarkdownDocument) throws -> Void
  ) rethrows {
    guard bytes.count >= 2 * sectionSize else {
      let document = parseWhole(bytes)
      done(bytes.count)
      try body(document)
      return
    }
    var lineOffset = 0
    var bytes = bytes
    var base = 0
    if options.frontMatter, let split = FrontMatterParser.split(bytes) {
      // Its own document first; the sections then start after it, numbered as in the text.
      try body(MarkdownDocument(blocks: [], frontMatter: split.frontMatter))
      lineOffset = split.lines
      base = split.bodyStart
      bytes = UnsafeBufferPointer(rebasing: bytes[split.bodyStart...])
    }
    func finished(_ offset: Int) { done(base + offset) }
    let splitter = MarkdownSectionSplitter(bytes, targetSize: sectionSize, scanned: finished)
    finished(bytes.count)
    var verified: [Int: Bool] = [:]
    var registry = FootnoteRegistry()
    var buffer: [UInt8] = []
    for section in splitter.sections {
      buffer.removeAll(keepingCapacity: true)
      var lines = LineMap(segments: [])
      var bufferLine = 1
      for definition in splitter.definitionsUsed(by: section, in: bytes) {
        let text = UnsafeBufferPointer(rebasing: bytes[definition.range])
        let isDefinition =
          verified[definition.range.lowerBound] ?? isOnlyDefinitions(text)
        verified[definition.range.lowerBound] = isDefinition
        guard isDefinition else { continue }
        buffer.append(contentsOf: text)
        buffer.append(contentsOf: [0x0A, 0x0A])
        lines.segments.append((bufferLine, definition.firstLine + lineOffset))
        bufferLine += text.reduce(2) { $1 == 0x0A ? $0 + 1 : $0 }
      }
      lines.segments.append((bufferLine, section.firstLine + lineOffset))
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[section.range]))
      let blocks = buffer.withUnsafeBufferPointer {
        parseBytes($0, footnotes: &registry, lines: lines)
      }
      finished(section.range.upperBound)
      try body(MarkdownDocument(blocks: blocks))
    }
    if !registry.definitions.isEmpty {
      try body(MarkdownDocument(blocks: [], footnotes: registry.definitions))
    }
  }

  /// Whether `text` parses to nothing visible: link reference or footnote definitions only.
  private static let cmarkLock = NSLock()

  private func isOnlyDefinitions(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var registry = FootnoteRegistry()
    return parseBytes(text, footnotes: &registry, lines: LineMap()).isEmpty
  }

  func parseBytes(
    _ bytes: UnsafeBufferPointer<UInt8>, footnotes: inout FootnoteRegistry, lines: LineMap
  ) -> [Block] {
    // cmark-gfm keeps process-wide state: extension registration, and the inline parser's
    // table of special characters, which attaching an extension extends and freeing its parser
    // shrinks again. Parsers on two threads corrupt each other's table (an autolink `www.`
    // then goes unrecognised at random), so one parser runs at a time.
    return Self.cmarkLock.withLock { () -> [Block] in
      cmark_gfm_core_extensions_ensure_registered()
      var flags: Int32 = CMARK_OPT_DEFAULT
      if options.smartPunctuation { flags |= CMARK_OPT_SMART }
      if options.extensions.contains(.footnotes) { flags |= CMARK_OPT_FOOTNOTES }
      // Nothing allocated from this thread's arena is alive here: every parse frees its tree
      // before returning.
      CmarkArena.current.reset()
      guard let parser = cmark_parser_new_with_mem(flags, CmarkArena.memory) else { return [] }
      defer { cmark_parser_free(parser) }
      // Fixed order, so the extensions' precedence never depends on `Set` iteration order.
      for name in MarkdownParseOptions.Extension.allCases where name != .footnotes {
        guard options.extensions.contains(name),
          let extensionPointer = cmark_find_syntax_extension(name.rawValue)
        else { continue }
        cmark_parser_attach_syntax_extension(parser, extensionPointer)
      }
      bytes.withMemoryRebound(to: CChar.self) { chars in
        if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
      }
      guard let root = cmark_parser_finish(parser) else { return [] }
      defer { cmark_node_free(root) }
      var converter = CmarkTreeConverter(
        options: options, source: bytes, footnotes: footnotes, lines: lines)
      let blocks = converter.convertBlocks(ofDocument: root)
      footnotes = converter.footnotes
      return blocks
    }
  }
}
