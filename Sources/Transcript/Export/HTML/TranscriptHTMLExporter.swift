import Foundation
import MarkdownRender
import RenderSupport

/// Exports a transcript as one self-contained HTML page, streamed out turn by turn.
///
/// The page needs nothing outside itself: inline CSS, images as `data:` URIs, no script, and a
/// Content-Security-Policy that forbids everything else (`default-src 'none'; img-src data:;
/// style-src 'unsafe-inline'`). Message Markdown goes through `HTMLRenderer` in safe mode;
/// every other string is escaped through `HTMLEscaping`. Memory stays near one turn: the header
/// comes from a first pass (`TranscriptReader.scanHeader`), then turns are rendered and flushed
/// as they complete.
package struct TranscriptHTMLExporter {
  /// The exact Content-Security-Policy of every export.
  package static let contentSecurityPolicy = ContentSecurityPolicy.selfContained

  package var options: TranscriptHTMLOptions

  package init(options: TranscriptHTMLOptions = TranscriptHTMLOptions()) {
    self.options = options
  }

  /// Streams the messages of `reader` as a page under `header` (from `reader.scanHeader()`)
  /// to `write`, in chunks of about 64 KiB or one window of turns.
  ///
  /// Turns are rendered in windows of at most `windowTurns` turns (and about 8 MiB of text) on
  /// all cores, then written in order: highlighting dominates the cost, and each turn renders
  /// on its own, so the page is the same as a serial render while memory stays bounded by
  /// the window.
  package func export(
    _ reader: TranscriptReader, header: TranscriptHeader, windowTurns: Int = 64,
    to output: ([UInt8]) throws -> Void
  ) throws {
    func write(_ bytes: [UInt8]) throws { try output(TranscriptControlScrub.scrub(bytes)) }
    var writer = TranscriptHTMLWriter(options: options)
    writer.writeDocumentStart(header)
    try write(writer.take())
    var builder = TranscriptTurnBuilder()
    var window: [TranscriptTurn] = []
    var windowBytes = 0
    var highlightLeft = options.maxDocumentHighlightedBytes
    let plainOptions = options.plain
    // Turns of one window are all highlighted or all plain: the budget runs out between windows.
    var windowOptions = options
    func flush() throws {
      for chunk in renderInParallel(window, windowOptions) { try write(chunk) }
      window.removeAll(keepingCapacity: true)
      windowBytes = 0
    }
    func add(_ turn: TranscriptTurn) throws {
      let size = turn.approximateSize
      if highlightLeft >= 0 {
        highlightLeft -= size
        if highlightLeft < 0 {
          try flush()
          windowOptions = plainOptions
          try write(Self.budgetNotice(options.maxDocumentHighlightedBytes))
        }
      }
      if size >= Self.streamedTurnBytes {
        // A giant turn (a huge message or tool output) is written as it renders, in chunks,
        // never held whole as HTML.
        try flush()
        try Self.stream(turn, windowOptions, to: write)
        return
      }
      window.append(turn)
      windowBytes += size
      if window.count >= windowTurns || windowBytes >= 8 << 20 { try flush() }
    }
    try reader.forEachMessage { message in
      if let turn = builder.add(message) { try add(turn) }
    }
    if let turn = builder.finish() { try add(turn) }
    try flush()
    writer.writeDocumentEnd()
    try write(writer.take())
  }

  /// The notice before the first turn past the page's highlighting budget.
  static func budgetNotice(_ bytes: Int) -> [UInt8] {
    Array(
      ("<p class=\"plain-notice budget-notice\">Highlighting ends here: the session is longer "
        + "than the \(ByteCount.text(bytes)) a page highlights, so the code, outputs and diffs "
        + "below are shown plain.</p>\n").utf8)
  }

  /// The HTML of each turn, in order.
  func renderInParallel(_ turns: [TranscriptTurn], _ options: TranscriptHTMLOptions) -> [[UInt8]] {
    let results = TurnResults(count: turns.count)
    if turns.count < 2 {
      for (index, turn) in turns.enumerated() { results.set(index, Self.html(turn, options)) }
    } else {
      DispatchQueue.concurrentPerform(iterations: turns.count) { index in
        results.set(index, Self.html(turns[index], options))
      }
    }
    return results.values
  }

  /// Turns holding at least this much text are rendered alone and streamed.
  static let streamedTurnBytes = 1 << 20

  static func stream(
    _ turn: TranscriptTurn, _ options: TranscriptHTMLOptions, to write: ([UInt8]) throws -> Void
  ) throws {
    try withoutActuallyEscaping(write) { write in
      var failure: Error?
      var writer = TranscriptHTMLWriter(options: options)
      writer.spill = { bytes in
        guard failure == nil else { return }
        do { try write(bytes) } catch { failure = error }
      }
      writer.writeTurn(turn)
      writer.drain(force: true)
      if let failure { throw failure }
    }
  }

  static func html(_ turn: TranscriptTurn, _ options: TranscriptHTMLOptions) -> [UInt8] {
    var writer = TranscriptHTMLWriter(options: options)
    writer.writeTurn(turn)
    return writer.out
  }

  /// The whole page as a string (tests, small inputs).
  package func render(header: TranscriptHeader, messages: [TranscriptMessage]) -> String {
    var writer = TranscriptHTMLWriter(options: options)
    writer.writeDocumentStart(header)
    var builder = TranscriptTurnBuilder()
    for message in messages {
      if let turn = builder.add(message) { writer.writeTurn(turn) }
    }
    if let turn = builder.finish() { writer.writeTurn(turn) }
    writer.writeDocumentEnd()
    return String(decoding: TranscriptControlScrub.scrub(writer.out), as: UTF8.self)
  }
}

/// The page's HTML, appended to a byte buffer the exporter drains.
struct TranscriptHTMLWriter {
  let options: TranscriptHTMLOptions
  let markdown: HTMLRenderer
  let embedder: TranscriptImageEmbedder
  var out: [UInt8] = []
  /// Where a streamed turn's bytes go every 64 KiB (`nil`: kept in `out`).
  var spill: (([UInt8]) -> Void)?
  /// Put before every anchor id, so a sub-agent's turns (`m3-a1-m2`) never take the ids of
  /// the session's own.
  var anchorPrefix = ""
  /// Sub-agent sessions drawn so far in this turn, numbering their anchor prefixes.
  var subagentCount = 0
  /// The ordinal of the turn being written.
  var turnOrdinal = 0
  /// Markdown this long is parsed and rendered section by section.
  static let sectionedMarkdownBytes = 64 << 10

  init(options: TranscriptHTMLOptions) {
    self.options = options
    markdown = HTMLRenderer(
      options: HTMLRenderOptions(
        unsafeRawHTML: false, tagFilter: true, headingIDs: false,
        codeBlockRenderers: options.codeBlockRenderers))
    embedder = TranscriptImageEmbedder(
      maxBytes: options.maxImageBytes, baseDirectory: options.baseDirectory)
    out.reserveCapacity(1 << 17)
  }

  /// Hands over what was written so far.
  mutating func take() -> [UInt8] {
    defer { out.removeAll(keepingCapacity: true) }
    return out
  }

  mutating func raw(_ text: String) {
    out.append(contentsOf: text.utf8)
  }

  mutating func text(_ text: String) {
    HTMLEscaping.appendText(text, to: &out)
  }

  mutating func attribute(_ value: String) {
    HTMLEscaping.appendAttribute(value, to: &out)
  }

  mutating func writeDocumentStart(_ header: TranscriptHeader) {
    raw("<!DOCTYPE html>\n<html lang=\"")
    attribute(options.language)
    raw("\">\n<head>\n<meta charset=\"utf-8\">\n")
    raw("<meta http-equiv=\"Content-Security-Policy\" content=\"")
    attribute(TranscriptHTMLExporter.contentSecurityPolicy)
    raw("\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    raw("<meta name=\"color-scheme\" content=\"light dark\">\n")
    raw("<meta name=\"generator\" content=\"intent-render\">\n<title>")
    text(header.displayTitle)
    raw("</title>\n<style>\n")
    raw(TranscriptStylesheet.css)
    raw(TranscriptStylesheet.toolCSS)
    raw(TranscriptStylesheet.summaryCSS)
    if let diffRenderer = options.diffRenderer { raw(diffRenderer.stylesheet) }
    raw("</style>\n</head>\n<body>\n<header class=\"transcript-header\">\n<h1>")
    text(header.displayTitle)
    raw("</h1>\n<dl class=\"facts\">\n")
    writeFacts(header)
    raw("</dl>\n")
    writeContents(header)
    raw("</header>\n<main class=\"transcript\">\n")
  }

  mutating func fact(_ name: String, _ value: String) {
    raw("<div><dt>")
    text(name)
    raw("</dt><dd>")
    text(value)
    raw("</dd></div>\n")
  }

  mutating func time(_ stamp: String) {
    if let instant = ISOTimestamp(stamp) {
      raw("<time datetime=\"")
      attribute(stamp)
      raw("\">")
      text(instant.displayText(localTime: options.localTime))
      raw("</time>")
    } else {
      text(stamp)
    }
  }

  mutating func writeDocumentEnd() {
    raw("</main>\n<footer class=\"transcript-footer\">Exported with intent-render</footer>\n")
    raw("</body>\n</html>\n")
  }

  /// Hands what was written to `spill`, when streaming and at least 64 KiB (or `force`).
  mutating func drain(force: Bool = false) {
    guard let spill, !out.isEmpty, force || out.count >= 1 << 16 else { return }
    spill(out)
    out.removeAll(keepingCapacity: true)
  }

  /// The HTML of Markdown `source`, through the safe renderer.
  mutating func markdown(_ source: String) {
    raw("<div class=\"markdown\">\n")
    if TranscriptMarkdownPolicy.needsPlainText(source) {
      raw("<p class=\"plain-notice\">")
      text(TranscriptMarkdownPolicy.plainNotice)
      raw("</p>\n")
      code(source, language: "")
    } else if source.utf8.count < Self.sectionedMarkdownBytes {
      let document = TranscriptMarkdownPolicy.rewrite(MarkdownParser.parse(source))
      out.append(contentsOf: markdown.renderBytes(document, sizeHint: source.utf8.count))
    } else {
      // Sections parse the same apart as together (`MarkdownSectionSplitter`), so memory stays
      // near one section instead of cmark's tree and the document of the whole text.
      var stream = HTMLStreamRenderer(options: markdown.options)
      MarkdownParser().parseSections(source) { section in
        out.append(contentsOf: stream.render(TranscriptMarkdownPolicy.rewrite(section)))
        drain()
      }
    }
    raw("</div>\n")
  }

  /// Code through the registered renderer for `language`, else a plain escaped block.
  mutating func code(_ code: String, language: String) {
    if !language.isEmpty, code.utf8.count <= options.maxHighlightedBytes,
      let renderer = options.codeBlockRenderers.renderer(for: language),
      let html = renderer.html(
        for: CodeBlock(info: language, code: code.hasSuffix("\n") ? code : code + "\n"))
    {
      raw(html)
      return
    }
    raw("<pre><code")
    if !language.isEmpty {
      raw(" class=\"language-")
      attribute(language)
      raw("\"")
    }
    raw(">")
    escapedSlices(code)
    if !code.hasSuffix("\n") { raw("\n") }
    raw("</code></pre>\n")
  }

  /// `code` escaped straight into the output in slices (escaping is byte by byte), so a giant
  /// tool output is never copied whole.
  mutating func escapedSlices(_ code: String) {
    var code = code
    code.withUTF8 { bytes in
      var start = 0
      while start < bytes.count {
        let end = min(start + (1 << 16), bytes.count)
        HTMLEscaping.appendEscapedBytes(
          UnsafeBufferPointer(rebasing: bytes[start..<end]), attribute: false, to: &out)
        drain()
        start = end
      }
    }
  }
}

/// Rendered turns filled in by parallel workers, each writing its own slot.
final class TurnResults: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [[UInt8]]

  init(count: Int) {
    slots = Array(repeating: [], count: count)
  }

  func set(_ index: Int, _ bytes: [UInt8]) {
    lock.withLock { slots[index] = bytes }
  }

  var values: [[UInt8]] {
    lock.withLock { slots }
  }
}

extension TranscriptTurn {
  /// Bytes of text the turn holds, roughly.
  var approximateSize: Int {
    var total = 0
    for part in parts {
      switch part {
      case .block(let block): total += block.approximateSize
      case .anchor: total += 8
      case .rail(let rail):
        for item in rail.items {
          switch item.kind {
          case .reasoning(let text): total += text.utf8.count
          case .tool(let call, let result):
            if let call { total += TranscriptBlock.toolCall(call).approximateSize }
            if let result { total += TranscriptBlock.toolResult(result).approximateSize }
          }
        }
      }
    }
    return total
  }
}
