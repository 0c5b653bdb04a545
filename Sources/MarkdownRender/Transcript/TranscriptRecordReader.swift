import RenderSupport

/// Splits a transcript's bytes into records without holding more than one record at a time.
///
/// - `.lines` (JSONL): one record per non-blank line (`\r\n` allowed, a UTF-8 BOM skipped).
/// - `.document`: a JSON array whose elements are records, or an object whose `messages`
///   array elements are records and whose other members are reported as `.member`. A byte
///   scanner finds the element boundaries (strings and nesting tracked), so an element that is
///   malformed inside is reported alone while its neighbours still parse.
public struct TranscriptRecordReader {
  public enum Layout: Sendable {
    case lines
    case document
  }

  public let source: TranscriptSource
  public let layout: Layout

  public init(source: TranscriptSource, layout: Layout) {
    self.source = source
    self.layout = layout
  }

  /// Calls `body` with each event in input order until the input ends or `body` returns false.
  public func forEach(_ body: (TranscriptRecordEvent) throws -> Bool) throws {
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
    func emit(_ line: inout [UInt8]) throws {
      if first {
        first = false
        if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
      }
      if line.last == 0x0D { line.removeLast() }
      defer { lineNumber += 1 }
      guard line.contains(where: { !Self.isWhitespace($0) }) else { return }
      let record = TranscriptRecord(
        bytes: line, position: SourcePosition(line: lineNumber, column: 1), index: index,
        label: "line \(lineNumber)")
      index += 1
      if try !body(.record(record)) { stopped = true }
    }
    try source.forEachChunk { chunk in
      var start = 0
      while start < chunk.count {
        guard let newline = chunk[start...].firstIndex(of: 0x0A) else {
          pending.append(contentsOf: chunk[start...])
          break
        }
        pending.append(contentsOf: chunk[start..<newline])
        try emit(&pending)
        pending.removeAll(keepingCapacity: true)
        if stopped { return false }
        start = newline + 1
      }
      return true
    }
    if !stopped, !pending.isEmpty { try emit(&pending) }
  }

  private func readDocument(_ body: (TranscriptRecordEvent) throws -> Bool) throws {
    var scanner = JSONDocumentScanner()
    var stopped = false
    try source.forEachChunk { chunk in
      for byte in chunk {
        if let event = scanner.feed(byte) {
          if try !body(event) {
            stopped = true
            return false
          }
        }
      }
      return true
    }
    if !stopped, let event = scanner.finish() { _ = try body(event) }
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
