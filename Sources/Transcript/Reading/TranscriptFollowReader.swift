import Foundation
import RenderSupport

/// Reads a transcript file that is still being written, as `tail -F` does: each `poll()`
/// returns the messages the records appended since the last one made, keeping the importer's
/// state (a Claude Code message merged across records, a Codex turn's usage) between polls.
///
/// A partial last line is kept until its newline arrives. A file that shrank (truncated) or
/// whose path now names another file (replaced, as an editor's save or log rotation does) is
/// read again from its start with a fresh importer, and the poll says so. Formats that are one
/// JSON document rather than lines (ChatGPT, OpenAI, Gemini's chat JSON) cannot be appended to
/// record by record: the whole file is read again when it changes, and the messages past those
/// already returned are passed on.
package final class TranscriptFollowReader {
  /// What a poll found besides messages.
  package enum Change: Equatable, Sendable {
    /// The file is shorter than what was read: it was truncated.
    case truncated
    /// The path names another file than the one read (or a whole document shrank).
    case replaced
  }

  /// One poll's findings.
  package struct Update {
    /// Why reading started over (the messages then come from the file's start).
    package var restart: Change?
    /// Set for whole-document formats each time they are read again.
    package var reread = false
    package var messages: [TranscriptMessage] = []
    package var diagnostics: [Diagnostic] = []
  }

  package let path: String
  /// The format asked for (`nil`: detected from the first complete records).
  package let requestedFormat: TranscriptFormat?
  /// The format in use, once known.
  package private(set) var format: TranscriptFormat?
  /// Whether the format is read as one JSON document (re-read on change).
  package private(set) var isDocument = false
  /// What the input named as its title, model and folder, as far as it has been read.
  package private(set) var title: String?
  package private(set) var model: String?
  package private(set) var workingDirectory: String?

  private var descriptor: Int32 = -1
  private var identity: (device: UInt64, inode: UInt64)?
  private var offset = 0
  private var partial: [UInt8] = []
  private var lineNumber = 1
  private var recordIndex = 0
  private var importer: (any TranscriptImporter)?
  /// Messages made and not passed on yet: a poll passes on those before the last prompt
  /// when a later prompt may take back the exchange after it (a rewind), else all of them.
  private var undelivered: [TranscriptMessage] = []
  private var sink: TranscriptImportSink!
  private var diagnosticsSeen = 0
  /// Whole-document formats: messages already passed on, and the size and time last read.
  private var documentMessages = 0
  private var documentStamp: (size: Int, modified: timespec)?

  package init(path: String, format: TranscriptFormat? = nil) {
    self.path = path
    requestedFormat = format
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// The messages not passed on yet: those since the last prompt of a format whose next
  /// prompt may rewind them (Claude Code), then the one the importer holds back until the
  /// next record (the newest content: a tool call whose result has not come yet).
  package var heldMessages: [TranscriptMessage] {
    let held = importer?.heldMessage.map { [$0] } ?? []
    return undelivered + held
  }

  /// Reads what was appended since the last poll. When the file was truncated or replaced,
  /// the update holds the last messages of what was read before and says so; the next poll
  /// reads the file from its start.
  package func poll() throws -> Update {
    var update = Update()
    guard let info = Self.status(path) else { return update }
    if descriptor >= 0, let identity,
      identity.device != UInt64(info.st_dev) || identity.inode != UInt64(info.st_ino)
    {
      // As `tail -F`: the old file's last records are read before the new one (its open
      // descriptor still reads them), then reading starts over.
      if !isDocument { try readAppended(into: &update) }
      update.messages += try finish().messages
      reset()
      update.restart = .replaced
      return update
    }
    if descriptor < 0 {
      let opened = Glibc.open(path, O_RDONLY | O_CLOEXEC)
      guard opened >= 0 else { return update }
      descriptor = opened
      identity = (UInt64(info.st_dev), UInt64(info.st_ino))
    }
    if !isDocument, Int(info.st_size) < offset {
      // What was cut is gone: the partial line is dropped, what the importer holds is let go.
      partial = []
      update.messages += try finish().messages
      reset(keepDescriptor: true)
      update.restart = .truncated
      return update
    }
    if isDocument {
      try pollDocument(info, into: &update)
    } else {
      try readAppended(into: &update)
    }
    return update
  }

  /// The input ended (following stopped): the partial last line is read as a record and the
  /// importer lets go of what it held back.
  package func finish() throws -> Update {
    var update = Update()
    guard var finished = importer, !isDocument else { return update }
    if !partial.isEmpty {
      var line = partial
      partial = []
      try feed(&line)
      finished = importer!
    }
    importer = nil
    defer { importer = finished }
    try finished.finish(sink: sink)
    drain(into: &update, all: true)
    return update
  }

  private func reset(keepDescriptor: Bool = false) {
    if !keepDescriptor, descriptor >= 0 {
      close(descriptor)
      descriptor = -1
      identity = nil
    }
    offset = 0
    partial = []
    lineNumber = 1
    recordIndex = 0
    importer = nil
    format = nil
    isDocument = false
    documentMessages = 0
    documentStamp = nil
    title = nil
    model = nil
    workingDirectory = nil
  }

  private static func status(_ path: String) -> stat? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return info
  }

  /// Reads the bytes past `offset`, passing each complete line to the importer.
  private func readAppended(into update: inout Update) throws {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var appended: [UInt8] = []
    while true {
      let count = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, off_t(offset))
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw TranscriptError.unreadable(
          "\(path): cannot read: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      offset += count
      appended += buffer[0..<count]
    }
    guard !appended.isEmpty else { return }
    if appended.contains(0) {
      throw TranscriptError.binary(
        "\(path):\(lineNumber):1: looks like a binary file (it contains NUL bytes)")
    }
    partial += appended
    guard let lastNewline = partial.lastIndex(of: 0x0A) else { return }
    if importer == nil {
      let head = Array(partial[...lastNewline])
      // Blank lines before the first record prove no format yet.
      guard head.contains(where: { !TranscriptRecordReader.isWhitespace($0) }) else { return }
      guard requestedFormat != nil || Self.decidesFormat(head) else { return }
      try start(with: head)
      if isDocument {
        partial = []
        try pollDocument(Self.status(path) ?? stat(), into: &update)
        return
      }
    }
    guard importer != nil else { return }
    var start = 0
    while let newline = partial[start...].firstIndex(of: 0x0A), newline <= lastNewline {
      var line = Array(partial[start..<newline])
      start = newline + 1
      try feed(&line)
    }
    partial.removeFirst(start)
    drain(into: &update)
  }

  /// Whether the complete lines `head` are enough to detect the format from: one of its
  /// JSON lines proves a format, or it is no log of JSON lines (a document, a text history),
  /// or it holds as many records as detection samples. Lines that prove none (the
  /// `file-history-snapshot` a Claude Code session may start with) wait for more, as a whole
  /// reading samples past them.
  static func decidesFormat(_ head: [UInt8]) -> Bool {
    let lines = head.split(separator: 0x0A).filter {
      $0.contains { !TranscriptRecordReader.isWhitespace($0) }
    }
    guard let first = lines.first, case .object? = try? JSONParser.parse(Array(first)) else {
      return true
    }
    if lines.count >= TranscriptFormatDetector.sampleSize { return true }
    return lines.contains { line in
      (try? JSONParser.parse(Array(line))).flatMap(TranscriptFormatDetector.vote) != nil
    }
  }

  /// Detects the format from the first complete lines and makes the importer.
  private func start(with head: [UInt8]) throws {
    let source = TranscriptSource.bytes(head, name: path)
    let reader = try TranscriptReader(source: source, format: requestedFormat)
    format = reader.format
    isDocument = reader.layout == .document
    importer = reader.format.makeImporter(sessionPath: path)
    sink = TranscriptImportSink(
      onMessage: { [unowned self] message in undelivered.append(message) },
      onRetract: { [unowned self] count in
        // Only what was not passed on yet can be taken back.
        guard count <= undelivered.count else { return false }
        undelivered.removeLast(count)
        return true
      })
    diagnosticsSeen = 0
  }

  /// One line to the importer, as `TranscriptRecordReader` splits lines (a BOM on the first,
  /// a CR before the newline dropped, blank lines skipped but counted).
  private func feed(_ line: inout [UInt8]) throws {
    guard var current = importer else { return }
    if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
    if line.last == 0x0D { line.removeLast() }
    defer { lineNumber += 1 }
    guard line.contains(where: { !TranscriptRecordReader.isWhitespace($0) }) else { return }
    let record = TranscriptRecord(
      bytes: line, position: SourcePosition(line: lineNumber, column: 1), index: recordIndex,
      label: "line \(lineNumber)")
    recordIndex += 1
    importer = nil  // so the importer's state is changed in place, not copied
    defer { importer = current }
    if current.readsText {
      try current.text(record, sink: sink)
    } else if let value = record.parse(report: sink.report) {
      try current.record(value, record, sink: sink)
    }
  }

  /// Moves what the sink collected into `update`: all of it at the end (`all`), else, when
  /// the next prompt may rewind the exchange since the last one, what comes before that.
  private func drain(into update: inout Update, all: Bool = false) {
    var end = undelivered.endIndex
    if !all, importer?.retractsSinceLastPrompt == true {
      end = undelivered.lastIndex { $0.role == .user } ?? undelivered.startIndex
    }
    update.messages += undelivered[..<end]
    undelivered.removeFirst(end)
    let diagnostics = sink.diagnostics
    if diagnostics.count > diagnosticsSeen {
      update.diagnostics += diagnostics[diagnosticsSeen...]
      diagnosticsSeen = diagnostics.count
    }
    title = sink.title
    model = sink.model
    workingDirectory = sink.workingDirectory
  }

  /// A whole-document format: read again when its size or time changed, once it parses
  /// without errors (a half-written document is waited for).
  private func pollDocument(_ info: stat, into update: inout Update) throws {
    let stamp = (size: Int(info.st_size), modified: info.st_mtim)
    if let last = documentStamp, last.size == stamp.size,
      last.modified.tv_sec == stamp.modified.tv_sec,
      last.modified.tv_nsec == stamp.modified.tv_nsec
    {
      return
    }
    var reader = try TranscriptReader(source: .file(path), format: requestedFormat ?? format)
    reader.redactor = nil
    var messages: [TranscriptMessage] = []
    let report = try reader.forEachMessage { messages.append($0) }
    guard !report.diagnostics.contains(where: { $0.severity == .error }) else { return }
    if messages.count < documentMessages {
      // Fewer messages than were shown: another conversation, shown from the next poll on.
      update.restart = .replaced
      documentMessages = 0
      return
    }
    documentStamp = stamp
    update.reread = true
    update.messages += messages.dropFirst(documentMessages)
    documentMessages = messages.count
    // Each reading finds the earlier problems again: only the new ones are reported.
    update.diagnostics += report.diagnostics.dropFirst(diagnosticsSeen)
    diagnosticsSeen = max(diagnosticsSeen, report.diagnostics.count)
    title = report.title
    model = report.model
    workingDirectory = report.workingDirectory
  }
}
