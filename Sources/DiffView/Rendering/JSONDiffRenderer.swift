import RenderSupport

/// The JSON contract for clients:
/// `{"files":[{"oldPath","newPath","status","similarity","oldMode","newMode","binary",
/// "hunks":[{"header","oldStart","oldLines","newStart","newLines","context","lines":[{"kind",
/// "oldLine","newLine","text","noNewlineAtEnd","runs":[…]}]}]}],"commits":[…]}`.
///
/// Each commit has `"headers":[{"name","value"}…]`: every header line in input order
/// (`author` and `date` repeat two of them). Absent values are `null`. A line that ended in CR LF has `"carriageReturn":true` (its
/// `text` never holds the CR). A combined diff's hunk has `"oldRanges":[{"start","count"}…]`,
/// one per parent, and each of its lines `"markers"` (the marker columns) and
/// `"oldLines":[n1,n2,…]`, its number in each parent or `null` where that parent lacks it. A
/// word diff's line (`--word-diff`) has `"words":[{"location","length","kind"}…]`, its removed
/// and added spans of `text` (which holds no markers). Runs follow Highlight's contract (`location`/`length` in UTF-16
/// code units of the line's text, six-digit `color`, Shiki's `fontStyle` flags). Files are
/// written as they are parsed, one per line; commits (small) are written at the end, each
/// with the indices of its files. A hunk holding conflict regions has `"conflicts"` (see
/// `JSONDiffRenderer+Conflicts`), and so has the whole when a conflicted file was read as it is.
package final class JSONDiffRenderer: DiffRenderer {
  private let out: DiffOutput
  private let coloring: any DiffSyntaxColoring
  private var fileCount = 0
  private var commits: [(commit: DiffCommit, files: [Int])] = []
  private var buffer: [UInt8] = []
  /// For a file rendered in pieces: hunks written of it, and lines of its open hunk.
  private var hunksWritten = 0
  private var linesWritten = 0
  /// Conflict regions of a conflicted file read as it is, written at the end.
  private var conflictTexts: [ConflictText] = []
  /// Search and annotation output, written at the end.
  var listings: [(listing: SourceListing, language: String?)] = []

  package init(output: DiffOutput, coloring: any DiffSyntaxColoring) {
    out = output
    self.coloring = coloring
  }

  package func begin() { out.write("{\"files\":[") }

  package func render(text: String) {}

  package func render(conflict: AnalyzedConflict) {
    conflictTexts.append(conflict.text)
  }

  package func render(commit: DiffCommit) {
    commits.append((commit, []))
  }

  package func render(file analyzed: AnalyzedFile) {
    var j = JSONBuffer(bytes: [])
    swap(&j.bytes, &buffer)
    j.bytes.removeAll(keepingCapacity: true)
    let file = analyzed.file
    if !file.isContinuation { writeFileStart(file, into: &j) }
    for (index, hunk) in file.hunks.enumerated() {
      let runs = index < analyzed.runs.count ? analyzed.runs[index] : []
      write(hunk, runs: runs, into: &j)
    }
    if !file.continues { j.raw("]}") }
    out.write(j.bytes)
    buffer = j.bytes
    out.flushIfFull()
    guard !file.continues else { return }
    if !commits.isEmpty { commits[commits.count - 1].files.append(fileCount) }
    fileCount += 1
  }

  /// A file's fields up to the opening of its `hunks` array.
  private func writeFileStart(_ file: DiffFile, into j: inout JSONBuffer) {
    hunksWritten = 0
    if fileCount > 0 { j.bytes.append(0x2C) }
    j.bytes.append(0x0A)
    j.key("oldPath", first: true)
    j.string(file.oldPath)
    j.key("newPath")
    j.string(file.newPath)
    j.key("status")
    j.string(file.status.rawValue)
    j.key("similarity")
    j.number(file.similarity)
    j.key("oldMode")
    j.string(file.oldMode)
    j.key("newMode")
    j.string(file.newMode)
    j.key("binary")
    j.raw(file.binary ? "true" : "false")
    j.key("hunks")
    j.bytes.append(0x5B)
  }

  package func finish() {
    var j = JSONBuffer(bytes: [])
    swap(&j.bytes, &buffer)
    j.bytes.removeAll(keepingCapacity: true)
    j.raw("\n],\"commits\":[")
    for (index, entry) in commits.enumerated() {
      if index > 0 { j.bytes.append(0x2C) }
      j.bytes.append(0x0A)
      let commit = entry.commit
      j.key("hash", first: true)
      j.string(commit.hash)
      j.key("decorations")
      j.string(commit.decorations)
      if let graph = commit.graph {
        j.key("graph")
        j.string(graph)
      }
      j.key("author")
      j.string(commit.author)
      j.key("date")
      j.string(commit.date)
      j.key("headers")
      j.bytes.append(0x5B)
      for (index, field) in commit.headers.enumerated() {
        if index > 0 { j.bytes.append(0x2C) }
        j.key("name", first: true)
        j.string(field.name)
        j.key("value")
        j.string(field.value)
        j.bytes.append(0x7D)
      }
      j.bytes.append(0x5D)
      j.key("message")
      j.string(commit.message)
      j.key("files")
      j.raw("[" + entry.files.map(String.init).joined(separator: ",") + "]}")
    }
    j.raw("\n]")
    if !conflictTexts.isEmpty {
      j.key("conflicts")
      Self.write(conflictTexts, into: &j)
    }
    if !listings.isEmpty {
      j.key("listings")
      Self.write(listings, into: &j)
    }
    j.raw("}\n")
    out.write(j.bytes)
    buffer = j.bytes
    out.flush()
  }

  /// A hunk, or the part of one in this piece: a continuation goes on with the lines of the
  /// hunk left open, and a hunk that `continues` is left open.
  private func write(_ hunk: DiffHunk, runs: [[SyntaxRun]], into j: inout JSONBuffer) {
    if !hunk.isContinuation { writeHunkStart(hunk, into: &j) }
    for (index, line) in hunk.lines.enumerated() {
      if linesWritten > 0 { j.bytes.append(0x2C) }
      linesWritten += 1
      j.key("kind", first: true)
      j.string(line.kind.rawValue)
      j.key("oldLine")
      j.number(line.oldLine)
      j.key("newLine")
      j.number(line.newLine)
      j.key("text")
      j.string(line.text)
      j.key("noNewlineAtEnd")
      j.raw(line.noNewlineAtEnd ? "true" : "false")
      if line.hasCarriageReturn {
        j.key("carriageReturn")
        j.raw("true")
      }
      if let changes = line.wordChanges {
        writeWords(changes, text: line.text, into: &j)
      }
      if let numbers = line.parentLines {
        j.key("markers")
        j.string(line.combinedMarkers)
        j.key("oldLines")
        j.bytes.append(0x5B)
        for (index, number) in numbers.enumerated() {
          if index > 0 { j.bytes.append(0x2C) }
          j.number(number)
        }
        j.bytes.append(0x5D)
      }
      j.key("runs")
      j.bytes.append(0x5B)
      if index < runs.count { writeRuns(runs[index], text: line.text, into: &j) }
      j.raw("]}")
    }
    guard !hunk.continues else { return }
    j.raw("]")
    if !hunk.conflicts.isEmpty {
      j.key("conflicts")
      Self.write(hunk.conflicts, into: &j)
    }
    j.raw("}")
  }

  /// A hunk's fields up to the opening of its `lines` array.
  private func writeHunkStart(_ hunk: DiffHunk, into j: inout JSONBuffer) {
    if hunksWritten > 0 { j.bytes.append(0x2C) }
    hunksWritten += 1
    linesWritten = 0
    j.key("header", first: true)
    j.string(hunk.header)
    j.key("oldStart")
    j.number(hunk.oldStart)
    j.key("oldLines")
    j.number(hunk.oldLines)
    j.key("newStart")
    j.number(hunk.newStart)
    j.key("newLines")
    j.number(hunk.newLines)
    j.key("context")
    j.string(hunk.context)
    if !hunk.parentRanges.isEmpty {
      j.key("oldRanges")
      j.bytes.append(0x5B)
      for (index, range) in hunk.parentRanges.enumerated() {
        if index > 0 { j.bytes.append(0x2C) }
        j.key("start", first: true)
        j.number(range.start)
        j.key("count")
        j.number(range.count)
        j.bytes.append(0x7D)
      }
      j.bytes.append(0x5D)
    }
    j.key("lines")
    j.bytes.append(0x5B)
  }

  /// A word diff's changed spans, in UTF-16 code units as the runs are.
  private func writeWords(_ changes: [WordChange], text: String, into j: inout JSONBuffer) {
    let offsets = UTF16Offsets(text)
    j.key("words")
    j.bytes.append(0x5B)
    for (index, change) in changes.enumerated() {
      if index > 0 { j.bytes.append(0x2C) }
      let start = offsets.utf16(change.range.lowerBound)
      j.key("location", first: true)
      j.number(start)
      j.key("length")
      j.number(offsets.utf16(change.range.upperBound) - start)
      j.key("kind")
      j.string(change.kind.rawValue)
      j.bytes.append(0x7D)
    }
    j.bytes.append(0x5D)
  }

  private func writeRuns(_ runs: [SyntaxRun], text: String, into j: inout JSONBuffer) {
    guard !runs.isEmpty else { return }
    let offsets = UTF16Offsets(text)
    for (index, run) in runs.enumerated() {
      if index > 0 { j.bytes.append(0x2C) }
      let start = offsets.utf16(run.start)
      let end = offsets.utf16(run.start + run.length)
      let style = run.style
      var flags = 0
      if style.italic { flags |= 1 }
      if style.bold { flags |= 2 }
      if style.underline { flags |= 4 }
      if style.strikethrough { flags |= 8 }
      j.key("location", first: true)
      j.number(start)
      j.key("length")
      j.number(end - start)
      j.key("color")
      j.color(style.foreground ?? coloring.foreground)
      j.key("fontStyle")
      j.number(flags)
      j.bytes.append(0x7D)
    }
  }

}

/// Appends the decimal digits of `value` without building a string.
func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
  if value < 0 {
    bytes.append(0x2D)
    appendDecimal(-value, to: &bytes)
    return
  }
  if value < 10 {
    bytes.append(0x30 + UInt8(value))
    return
  }
  appendDecimal(value / 10, to: &bytes)
  bytes.append(0x30 + UInt8(value % 10))
}

/// The bytes of a JSON document under construction.
struct JSONBuffer {
  var bytes: [UInt8]

  mutating func key(_ name: StaticString, first: Bool = false) {
    bytes.append(first ? 0x7B : 0x2C)
    bytes.append(0x22)
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    bytes.append(contentsOf: [0x22, 0x3A])
  }

  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func string(_ text: String?) {
    guard let text else { return raw("null") }
    JSONEscaping.append(text, to: &bytes)
  }

  mutating func number(_ value: Int?) {
    guard let value else { return raw("null") }
    appendDecimal(value, to: &bytes)
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// `"#RRGGBB"` (as `RGBColor.hex` spells it), without building a string.
  mutating func color(_ color: RGBColor) {
    bytes.append(contentsOf: [0x22, 0x23])
    for channel in [color.red, color.green, color.blue] {
      bytes.append(Self.hexDigits[Int(channel >> 4)])
      bytes.append(Self.hexDigits[Int(channel & 0xF)])
    }
    bytes.append(0x22)
  }
}

/// Converts UTF-8 byte offsets of one line to UTF-16 code-unit offsets.
struct UTF16Offsets {
  private let ascii: Bool
  private var table: [Int] = []

  init(_ text: String) {
    var text = text
    ascii = text.withUTF8 { ByteRuns.isASCII($0) }
    guard !ascii else { return }
    // table[byteOffset] = UTF-16 offset, for every byte offset (boundaries inside a scalar
    // map to the scalar's start).
    table.reserveCapacity(text.utf8.count + 1)
    var utf16 = 0
    for scalar in text.unicodeScalars {
      let length = UTF8.width(scalar)
      for _ in 0..<length { table.append(utf16) }
      utf16 += UTF16.width(scalar)
    }
    table.append(utf16)
  }

  func utf16(_ byteOffset: Int) -> Int {
    if ascii { return byteOffset }
    return table[min(max(0, byteOffset), table.count - 1)]
  }
}
