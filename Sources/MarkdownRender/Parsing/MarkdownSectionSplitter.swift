import Glibc
import RenderSupport

/// Cuts a large Markdown text into sections that parse the same apart as together, so a big
/// note never needs cmark-gfm's whole tree (about 19 times the input) in memory at once.
///
/// A section starts at a line that begins a top-level block no matter what came before (spec
/// 5.2, 5.3: a blank line, then a line at column 0 that is not a list marker, so every open
/// list, quote, indented code block, footnote and paragraph has ended), outside top-level
/// fenced code and outside HTML blocks of kinds 1–5 (spec 4.6), which may span blank lines.
/// Link reference and footnote definitions are document-wide, so the splitter also indexes the
/// ones that start a paragraph at the top level; `prefix(for:)` gives each section the ones it
/// uses from elsewhere.
struct MarkdownSectionSplitter {
  struct Section {
    var range: Range<Int>
    /// 1-based line number of the section's first line in the whole text.
    var firstLine: Int
  }

  struct Definition {
    var range: Range<Int>
    var isFootnote: Bool
    /// 1-based line number of the definition's first line.
    var firstLine: Int
  }

  private(set) var sections: [Section] = []
  /// The first top-level definition of each normalised label (`^label` for footnotes).
  private(set) var definitions: [String: Definition] = [:]
  private var longestLabel = 0

  /// Scans `bytes`; `scanned(offset)` is told every mebibyte or so how far the scan got (the
  /// caller may release memory behind it).
  init(
    _ bytes: UnsafeBufferPointer<UInt8>, targetSize: Int, scanned: (Int) -> Void = { _ in }
  ) {
    var scanner = LineScanner(bytes: bytes)
    var reported = 0
    var sectionStart = 0
    var sectionLine = 1
    var line = 0
    var previousBlank = true
    var previousWasDefinition = false
    var previousClosedBlock = false
    var openDefinition:
      (key: String, start: Int, line: Int, isFootnote: Bool, needsDestination: Bool)?
    while let current = scanner.next() {
      line += 1
      if current.start - reported >= 1 << 20 {
        reported = current.start
        scanned(reported)
      }
      let blank = current.isBlank
      if scanner.inOpaqueBlock {
        previousClosedBlock = scanner.update(current)
        previousBlank = blank
        continue
      }
      // A definition runs until a blank line (a footnote until a blank line followed by an
      // unindented one) or the next definition.
      if let open = openDefinition {
        let ends: Bool
        if open.isFootnote {
          ends = previousBlank && !blank && current.indent == 0
        } else {
          // A reference definition continues only with its destination or title (spec 4.7).
          ends =
            blank || current.startsDefinition || !(open.needsDestination || current.startsTitle)
          openDefinition?.needsDestination = false
        }
        if ends {
          record(open.key, open.start..<current.start, line: open.line, isFootnote: open.isFootnote)
          openDefinition = nil
        }
      }
      if Self.startsSection(current, afterBlank: previousBlank),
        current.start - sectionStart >= targetSize
      {
        sections.append(Section(range: sectionStart..<current.start, firstLine: sectionLine))
        sectionStart = current.start
        sectionLine = line
      }
      if previousBlank || previousWasDefinition || previousClosedBlock, openDefinition == nil,
        current.indent <= 3,
        let (key, isFootnote) = current.definitionLabel()
      {
        openDefinition = (key, current.start, line, isFootnote, current.endsAfterLabel)
      }
      // Definitions may follow each other without blank lines (one paragraph of them).
      previousWasDefinition = openDefinition.map { !$0.isFootnote } ?? false
      previousClosedBlock = scanner.update(current)
      previousBlank = blank
    }
    if let open = openDefinition {
      record(open.key, open.start..<bytes.count, line: open.line, isFootnote: open.isFootnote)
    }
    sections.append(Section(range: sectionStart..<bytes.count, firstLine: sectionLine))
  }

  /// Whether `line` (outside fences and HTML blocks of kinds 1–5) starts a top-level block no
  /// matter what came before: after a blank line, at column 0, no list marker (spec 5.2, 5.3).
  static func startsSection(_ line: LineScanner.Line, afterBlank: Bool) -> Bool {
    afterBlank && !line.isBlank && line.indent == 0 && !line.startsListItem
  }

  private mutating func record(_ key: String, _ range: Range<Int>, line: Int, isFootnote: Bool) {
    guard definitions[key] == nil else { return }
    definitions[key] = Definition(range: range, isFootnote: isFootnote, firstLine: line)
    longestLabel = max(longestLabel, key.utf8.count)
  }

  /// The definitions `section` refers to (`[label]`, `[^label]`) that lie outside it, in text
  /// order, including those that borrowed footnotes refer to.
  func definitionsUsed(by section: Section, in bytes: UnsafeBufferPointer<UInt8>)
    -> [Definition]
  {
    guard !definitions.isEmpty else { return [] }
    var used: [Int: Definition] = [:]
    collectReferences(in: section.range, bytes, outside: section.range, into: &used)
    for footnote in used.values where footnote.isFootnote {
      collectReferences(in: footnote.range, bytes, outside: section.range, into: &used)
    }
    return used.keys.sorted().map { used[$0]! }
  }

  private func collectReferences(
    in range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>, outside section: Range<Int>,
    into used: inout [Int: Definition]
  ) {
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      guard
        let found = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "[")), end - index)
      else { break }
      let open = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
      var close = open + 1
      while close < end, close - open <= longestLabel + 2, bytes[close] != UInt8(ascii: "]"),
        bytes[close] != UInt8(ascii: "[")
      {
        close += 1
      }
      if close < end, bytes[close] == UInt8(ascii: "]"), close > open + 1,
        let definition = definitions[Self.normalizedLabel(bytes[(open + 1)..<close])],
        !section.contains(definition.range.lowerBound)
      {
        used[definition.range.lowerBound] = definition
      }
      index = open + 1
    }
  }

  /// A label as cmark-gfm matches it: case-insensitive, inner whitespace collapsed, trimmed.
  static func normalizedLabel(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    // Fast path for the usual ASCII label: lowercase and collapse whitespace on the bytes.
    if !bytes.contains(where: { $0 >= 0x80 }) {
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count)
      var pendingSpace = false
      for byte in bytes {
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
          pendingSpace = !out.isEmpty
          continue
        }
        if pendingSpace {
          out.append(0x20)
          pendingSpace = false
        }
        out.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
      }
      return String(decoding: out, as: UTF8.self)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
      .map(String.init).concatenated(separator: " ")
  }
}
