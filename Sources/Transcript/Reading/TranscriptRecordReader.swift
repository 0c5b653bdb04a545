import RenderSupport

/// Splits a transcript's bytes into records without holding more than one record at a time.
///
/// - `.lines` (JSONL): one record per non-blank line (`\r\n` allowed, a UTF-8 BOM skipped).
/// - `.document`: a JSON array whose elements are records, or an object whose `messages`
///   array elements are records and whose other members are reported as `.member`. A byte
///   scanner finds the element boundaries (strings and nesting tracked), so an element that is
///   malformed inside is reported alone while its neighbours still parse.
package struct TranscriptRecordReader {
  /// How records are laid out: one JSON value a line (JSONL), or one JSON document whose
  /// message array holds them.
  package enum Layout: Sendable {
    case lines
    case document
  }

  /// The longest record (a JSONL line, a message-array element or a document member): 256 MiB,
  /// so one giant tool result or reply (the 102 MB of a million-line message) still renders.
  /// Anything longer is an error naming its line, never an allocation failure.
  package static let maximumRecordBytes = 256 << 20

  package let source: TranscriptSource
  package let layout: Layout
  /// The cap this reader applies (`maximumRecordBytes` unless a test lowers it).
  package var recordLimit = TranscriptRecordReader.maximumRecordBytes

  package init(source: TranscriptSource, layout: Layout) {
    self.source = source
    self.layout = layout
  }

  /// The limit in words, for messages.
  var limitText: String {
    recordLimit % (1 << 20) == 0 ? "\(recordLimit >> 20) MiB" : "\(recordLimit) bytes"
  }

  func binary(line: Int, column: Int) -> TranscriptError {
    .binary("\(source.name):\(line):\(column): looks like a binary file (it contains NUL bytes)")
  }

  /// Calls `body` with each event in input order until the input ends or `body` returns false.
  package func forEach(_ body: (TranscriptRecordEvent) throws -> Bool) throws {
    switch layout {
    case .lines: try readLines(body)
    case .document: try readDocument(body)
    }
  }

  private func readLines(_ body: (TranscriptRecordEvent) throws -> Bool) throws {
    var pending: [UInt8] = []
    var lineNumber = 1
    var index = 0
    var first = true
    var stopped = false
    var sawContent = false
    func emit(_ line: inout [UInt8]) throws {
      if first {
        first = false
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
      }
      if line.last == 0x0D { line.removeLast() }
      defer { lineNumber += 1 }
      guard line.contains(where: { !Self.isWhitespace($0) }) else { return }
      sawContent = true
      let record = TranscriptRecord(
        bytes: line, position: SourcePosition(line: lineNumber, column: 1), index: index,
        label: "line \(lineNumber)")
      index += 1
      if try !body(.record(record)) { stopped = true }
    }
    func append(_ part: Slice<UnsafeBufferPointer<UInt8>>) throws {
      if let nul = part.firstIndex(of: 0) {
        let before = pending.reduce(0) { $1 & 0xC0 != 0x80 ? $0 + 1 : $0 }
        let at = TranscriptPosition.advance(line: 1, column: before + 1, over: part[..<nul])
        throw binary(line: lineNumber, column: at.column)
      }
      guard pending.count + part.count <= recordLimit else {
        throw TranscriptError.overLimit(
          "\(source.name):\(lineNumber):1: line \(lineNumber) is longer than the \(limitText) "
            + "limit of one record")
      }
      pending.append(contentsOf: part)
    }
    try source.forEachChunk { chunk in
      var start = 0
      while start < chunk.count {
        guard let newline = chunk[start...].firstIndex(of: 0x0A) else {
          try append(chunk[start...])
          break
        }
        try append(chunk[start..<newline])
        try emit(&pending)
        // A fresh buffer: the record keeps the old one's storage.
        pending = []
        if stopped { return false }
        start = newline + 1
      }
      return true
    }
    if !stopped, !pending.isEmpty { try emit(&pending) }
    if !stopped, !sawContent { _ = try body(.empty) }
  }

  private func readDocument(_ body: (TranscriptRecordEvent) throws -> Bool) throws {
    var scanner = JSONDocumentScanner(limit: recordLimit)
    var stopped = false
    try source.forEachChunk { chunk in
      for byte in chunk {
        let found: JSONDocumentEvent?
        do throws(JSONDocumentScanner.Stop) {
          found = try scanner.feed(byte)
        } catch {
          switch error {
          case .nul(let at): throw binary(line: at.line, column: at.column)
          case .tooLong(let what, let at):
            throw TranscriptError.overLimit(
              "\(source.name):\(at.line):\(at.column): \(what) is longer than the \(limitText) "
                + "limit of one record")
          }
        }
        if let event = found {
          if try !body(TranscriptRecordEvent(event)) {
            stopped = true
            return false
          }
        }
      }
      return true
    }
    if !stopped, let event = scanner.finish() { _ = try body(TranscriptRecordEvent(event)) }
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
