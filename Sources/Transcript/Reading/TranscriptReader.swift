import RenderSupport

/// Reads a transcript in any supported format as a stream of messages.
///
/// Exports make two passes: `scanHeader()` gathers the title, models, participants, date range
/// and message count (and the diagnostics, reported once), then `forEachMessage` streams the
/// messages to a renderer. Neither pass keeps more than one record in memory. A Claude Code
/// session a rewind branched is scanned twice: the first scan finds the abandoned records
/// (`TranscriptBranchPlan`), the second and the export fold them.
package struct TranscriptReader {
  package let source: TranscriptSource
  package let format: TranscriptFormat
  package let layout: TranscriptRecordReader.Layout

  /// Opens `source`, detecting the format unless `format` is given.
  package init(source: TranscriptSource, format: TranscriptFormat? = nil) throws {
    self.source = source
    if let format {
      self.format = format
      // Claude Code is JSONL, but a JSON document handed in explicitly is still read.
      self.layout =
        format.isLineOriented ? .lines : try TranscriptFormatDetector.layout(of: source)
    } else if let format = try TranscriptFormatDetector.textFormat(of: source) {
      self.format = format
      self.layout = .lines
    } else {
      let layout = try TranscriptFormatDetector.layout(of: source)
      self.layout = layout
      self.format = try TranscriptFormatDetector.format(
        of: TranscriptRecordReader(source: source, layout: layout))
    }
  }

  /// What a pass found besides the messages.
  package struct Report {
    package var title: String?
    package var model: String?
    /// The folder the session ran in, when the log names one.
    package var workingDirectory: String?
    package var diagnostics: [Diagnostic]
    package var droppedDiagnostics: Int
    package var skippedSummary: String?
    package var messageCount: Int
    /// No message could be read and the input had errors: nothing to render.
    package var nothingRead: Bool
    /// The input holds nothing but whitespace.
    package var isEmpty = false
    /// Records (JSONL lines, message-array elements) found, readable or not.
    package var recordCount = 0
  }

  /// Replaces secrets in every message before it is passed on (`--redact`).
  package var redactor: TranscriptRedactor?

  /// When set, only the record of this index is read (one conversation of a ChatGPT export
  /// that holds several, each converted on its own).
  package var onlyRecord: Int?

  /// What the first pass learned about branches (Claude Code rewinds), for the later passes.
  private let branchPlan = TranscriptBranchPlanBox()

  /// Records of the input (conversations of a ChatGPT export, lines of a log), counted in a
  /// pass that parses none of them.
  package func recordCount() throws -> Int {
    var count = 0
    try TranscriptRecordReader(source: source, layout: layout).forEach { event in
      if case .record = event { count += 1 }
      return true
    }
    return count
  }

  /// Streams every message to `body`.
  @discardableResult
  package func forEachMessage(_ body: (TranscriptMessage) throws -> Void) throws -> Report {
    try withoutActuallyEscaping(body) { body in
      let redactor = self.redactor
      var report = try pass(
        TranscriptImportSink { message in
          try body(redactor.map { $0.redact(message) } ?? message)
        })
      if let redactor {
        report.title = report.title.map { redactor.redact($0) }
        report.workingDirectory = report.workingDirectory.map { redactor.redact($0) }
      }
      return report
    }
  }

  private func pass(_ sink: TranscriptImportSink) throws -> Report {
    var importer = format.makeImporter(
      sessionPath: source.baseDirectory == nil ? nil : source.name)
    // The first pass shows every record where it stands; later ones know the branches.
    if let plan = branchPlan.plan { importer.follow(plan) }
    var recordsSeen = 0
    var recordsFailed = 0
    var empty = false
    try TranscriptRecordReader(source: source, layout: layout).forEach { event in
      switch event {
      case .member(let key, let value):
        try importer.member(key: key, value: value, sink: sink)
      case .record(let record):
        if let only = onlyRecord, record.index != only { return true }
        recordsSeen += 1
        if importer.readsText {
          try importer.text(record, sink: sink)
        } else if let value = record.parse(report: sink.report) {
          try importer.record(value, record, sink: sink)
        } else {
          recordsFailed += 1
        }
      case .problem(let diagnostic):
        sink.report(diagnostic)
      case .empty:
        empty = true
      }
      return true
    }
    try importer.finish(sink: sink)
    if onlyRecord == nil { branchPlan.keep(importer.branchPlan) }
    let failed = !sink.diagnostics.isEmpty || recordsFailed > 0 || recordsSeen == 0
    return Report(
      title: sink.title, model: sink.model, workingDirectory: sink.workingDirectory,
      diagnostics: sink.diagnostics,
      droppedDiagnostics: sink.droppedDiagnostics, skippedSummary: sink.skippedSummary,
      messageCount: sink.messageCount, nothingRead: sink.messageCount == 0 && failed,
      isEmpty: empty, recordCount: recordsSeen)
  }

  /// The first pass: the header and the diagnostics.
  package func scanHeader() throws -> (TranscriptHeader, Report) {
    var header = TranscriptHeader()
    let planned = branchPlan.plan != nil
    var report = try forEachMessage { header.add($0) }
    if !planned, branchPlan.plan != nil {
      // The pass found branches a rewind left (known only at the end): the header counts and
      // numbers the messages as the export shows them, the abandoned ones folded.
      header = TranscriptHeader()
      report = try forEachMessage { header.add($0) }
    }
    header.title = report.title
    header.workingDirectory = report.workingDirectory
    if let model = report.model, !header.models.contains(model) {
      header.models.insert(model, at: 0)
    }
    return (header, report)
  }

  /// Reads every message into memory (tests and small inputs).
  package func readAll() throws -> (TranscriptHeader, [TranscriptMessage], Report) {
    var messages: [TranscriptMessage] = []
    let (header, _) = try scanHeader()
    let report = try forEachMessage { messages.append($0) }
    return (header, messages, report)
  }
}
