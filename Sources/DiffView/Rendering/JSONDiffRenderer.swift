import RenderSupport

/// The JSON contract for clients:
/// `{"files":[{"oldPath","newPath","status","similarity","oldMode","newMode","binary",
/// "hunks":[{"header","oldStart","oldLines","newStart","newLines","context","lines":[{"kind",
/// "oldLine","newLine","text","noNewlineAtEnd","runs":[…]}]}]}],"commits":[…]}`.
///
/// Absent values are `null`. Runs follow Highlight's contract (`location`/`length` in UTF-16
/// code units of the line's text, six-digit `color`, Shiki's `fontStyle` flags). Files are
/// written as they are parsed, one per line; commits (small) are written at the end, each
/// with the indices of its files.
public final class JSONDiffRenderer: DiffRenderer {
  private let out: DiffOutput
  private let coloring: any DiffSyntaxColoring
  private var fileCount = 0
  private var commits: [(commit: DiffCommit, files: [Int])] = []
  private var buffer: [UInt8] = []

  public init(output: DiffOutput, coloring: any DiffSyntaxColoring) {
    out = output
    self.coloring = coloring
  }

  public func begin() { out.write("{\"files\":[") }

  public func render(text: String) {}

  public func render(commit: DiffCommit) {
    commits.append((commit, []))
  }

  public func render(file analyzed: AnalyzedFile) {
    buffer.removeAll(keepingCapacity: true)
    if fileCount > 0 { buffer.append(0x2C) }
    buffer.append(0x0A)
    let file = analyzed.file
    key("oldPath", first: true)
    string(file.oldPath)
    key("newPath")
    string(file.newPath)
    key("status")
    string(file.status.rawValue)
    key("similarity")
    number(file.similarity)
    key("oldMode")
    string(file.oldMode)
    key("newMode")
    string(file.newMode)
    key("binary")
    raw(file.binary ? "true" : "false")
    key("hunks")
    buffer.append(0x5B)
    for (index, hunk) in file.hunks.enumerated() {
      if index > 0 { buffer.append(0x2C) }
      let runs = index < analyzed.runs.count ? analyzed.runs[index] : []
      write(hunk, runs: runs)
    }
    raw("]}")
    out.write(buffer)
    out.flushIfFull()
    if !commits.isEmpty { commits[commits.count - 1].files.append(fileCount) }
    fileCount += 1
  }

  public func finish() {
    buffer.removeAll(keepingCapacity: true)
    raw("\n],\"commits\":[")
    for (index, entry) in commits.enumerated() {
      if index > 0 { buffer.append(0x2C) }
      buffer.append(0x0A)
      let commit = entry.commit
      key("hash", first: true)
      string(commit.hash)
      key("decorations")
      string(commit.decorations)
      key("author")
      string(commit.author)
      key("date")
      string(commit.date)
      key("message")
      string(commit.message)
      key("files")
      raw("[" + entry.files.map(String.init).joined(separator: ",") + "]}")
    }
    raw("\n]}\n")
    out.write(buffer)
    out.flush()
  }

  private func write(_ hunk: DiffHunk, runs: [[SyntaxRun]]) {
    key("header", first: true)
    string(hunk.header)
    key("oldStart")
    number(hunk.oldStart)
    key("oldLines")
    number(hunk.oldLines)
    key("newStart")
    number(hunk.newStart)
    key("newLines")
    number(hunk.newLines)
    key("context")
    string(hunk.context)
    key("lines")
    buffer.append(0x5B)
    for (index, line) in hunk.lines.enumerated() {
      if index > 0 { buffer.append(0x2C) }
      key("kind", first: true)
      string(line.kind.rawValue)
      key("oldLine")
      number(line.oldLine)
      key("newLine")
      number(line.newLine)
      key("text")
      string(line.text)
      key("noNewlineAtEnd")
      raw(line.noNewlineAtEnd ? "true" : "false")
      key("runs")
      buffer.append(0x5B)
      if index < runs.count { writeRuns(runs[index], text: line.text) }
      raw("]}")
    }
    raw("]}")
  }

  private func writeRuns(_ runs: [SyntaxRun], text: String) {
    guard !runs.isEmpty else { return }
    let offsets = UTF16Offsets(text)
    for (index, run) in runs.enumerated() {
      if index > 0 { buffer.append(0x2C) }
      let start = offsets.utf16(run.start)
      let end = offsets.utf16(run.start + run.length)
      let style = run.style
      var flags = 0
      if style.italic { flags |= 1 }
      if style.bold { flags |= 2 }
      if style.underline { flags |= 4 }
      if style.strikethrough { flags |= 8 }
      let color = (style.foreground ?? coloring.foreground).hex
      raw(
        "{\"location\":\(start),\"length\":\(end - start),\"color\":\"\(color)\",\"fontStyle\":\(flags)}"
      )
    }
  }

  private func key(_ name: String, first: Bool = false) {
    buffer.append(first ? 0x7B : 0x2C)
    buffer.append(0x22)
    buffer.append(contentsOf: name.utf8)
    buffer.append(contentsOf: [0x22, 0x3A])
  }

  private func raw(_ text: String) { buffer.append(contentsOf: text.utf8) }

  private func string(_ text: String?) {
    guard let text else { return raw("null") }
    JSONText.append(text, to: &buffer)
  }

  private func number(_ value: Int?) {
    guard let value else { return raw("null") }
    raw(String(value))
  }
}

/// Converts UTF-8 byte offsets of one line to UTF-16 code-unit offsets.
struct UTF16Offsets {
  private let ascii: Bool
  private var table: [Int] = []

  init(_ text: String) {
    ascii = text.utf8.allSatisfy { $0 < 0x80 }
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
