import RenderSupport

/// Collects what importers produce: messages (passed straight on, never stored), header facts
/// found outside messages, diagnostics and the count of skipped events per type.
package final class TranscriptImportSink {
  /// At most this many diagnostics are kept; the rest are only counted.
  package static let diagnosticLimit = 200

  private let onMessage: (TranscriptMessage) throws -> Void
  package private(set) var diagnostics: [Diagnostic] = []
  package private(set) var droppedDiagnostics = 0
  /// A title given by the input (intent `title`, Claude Code `summary` events).
  package var title: String?
  /// A model named for the whole conversation (a request body's `model`).
  package var model: String?
  /// The folder the session ran in, as the log wrote it (Claude Code's `cwd`, a Codex
  /// rollout's `session_meta`): the first one given, the project the session belongs to.
  package var workingDirectory: String?
  /// Skipped events or blocks by type, in order of first appearance.
  package private(set) var skipped: [(type: String, count: Int)] = []
  package private(set) var messageCount = 0
  /// Whether the input's structure failed so that the rest of it could not be read.
  package private(set) var structureFailed = false

  /// Takes back the last N messages passed on, when the consumer still holds them.
  private let onRetract: ((Int) -> Bool)?

  /// A sink passing messages to `onMessage`; `onRetract` (nil: never) takes back the last N
  /// of them, returning whether it could (a stream that has not shown them yet).
  package init(
    onMessage: @escaping (TranscriptMessage) throws -> Void,
    onRetract: ((Int) -> Bool)? = nil
  ) {
    self.onMessage = onMessage
    self.onRetract = onRetract
  }

  /// Passes a message on.
  package func emit(_ message: TranscriptMessage) throws {
    messageCount += 1
    try onMessage(message)
  }

  /// Whether messages passed on may be taken back (`retract`).
  package var canRetract: Bool { onRetract != nil }

  /// Takes back the last `count` messages passed on (a branch a rewind left, replaced by its
  /// fold); false, with nothing changed, when the consumer has already shown some of them.
  package func retract(_ count: Int) -> Bool {
    guard count > 0, count <= messageCount, let onRetract, onRetract(count) else { return false }
    messageCount -= count
    return true
  }

  /// Records a problem.
  package func report(_ diagnostic: Diagnostic) {
    if diagnostic.severity == .error { structureFailed = true }
    if diagnostics.count < Self.diagnosticLimit {
      diagnostics.append(diagnostic)
    } else {
      droppedDiagnostics += 1
    }
  }

  /// Records a soft problem with a record: `LABEL: message`.
  package func warn(_ message: String, in record: TranscriptRecord) {
    report(Diagnostic(.warning, "\(record.label): \(message)", at: record.position))
  }

  /// The `role` of a message object, or nil (with a warning: the message is skipped) when
  /// the record is not an object or has no role string.
  func messageRole(of value: JSONValue, in record: TranscriptRecord) -> String? {
    guard case .object = value else {
      warn("expected a message object, found \(value.kindName); skipped", in: record)
      return nil
    }
    guard let role = value["role"]?.stringValue else {
      warn("message has no \"role\"; skipped", in: record)
      return nil
    }
    return role
  }

  /// How many distinct skipped types are named; the rest are counted together, so a hostile
  /// input with a new type on every line keeps this list (and the warning) short.
  static let namedSkipLimit = 20
  private var otherSkipped = 0

  /// Counts one skipped event or block of `type`.
  package func skip(_ type: String) {
    if let index = skipped.firstIndex(where: { $0.type == type }) {
      skipped[index].count += 1
    } else if skipped.count < Self.namedSkipLimit {
      skipped.append((type, 1))
    } else {
      otherSkipped += 1
    }
  }

  /// `skipped 3 events of unknown types: queue-operation ×2, x ×1`, or nil when none were.
  package var skippedSummary: String? {
    guard !skipped.isEmpty else { return nil }
    let total = skipped.reduce(otherSkipped) { $0 + $1.count }
    var parts = skipped.map { "\(InputQuote.excerpt($0.type)) ×\($0.count)" }
      .joined(separator: ", ")
    if otherSkipped > 0 { parts += ", other types ×\(otherSkipped)" }
    return "skipped \(total) \(total == 1 ? "item" : "items") of unknown types: \(parts)"
  }
}

/// Turns the records of one input format into messages.
package protocol TranscriptImporter {
  /// A top-level member of a JSON document other than `messages` (title, model, system).
  mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) throws
  /// One record, already parsed.
  mutating func record(_ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink)
    throws
  /// The input ended: emit anything held back.
  mutating func finish(sink: TranscriptImportSink) throws
  /// Whether records are lines of text rather than JSON (Aider's Markdown history).
  var readsText: Bool { get }
  /// One line of a text format, with its line number.
  mutating func text(_ record: TranscriptRecord, sink: TranscriptImportSink) throws
  /// After `finish`: what later passes need to know about the branches (nil: nothing).
  var branchPlan: TranscriptBranchPlan? { get }
  /// Before the first record of a later pass: what the first pass found.
  mutating func follow(_ plan: TranscriptBranchPlan)
  /// A message held back until the next record says whether it goes on (Claude Code merges
  /// the records of one API message): what a followed session is doing right now.
  var heldMessage: TranscriptMessage? { get }
  /// Whether a later prompt may take back the messages since the last one (a rewind), so a
  /// stream of them holds those back from display until the next prompt arrives.
  var retractsSinceLastPrompt: Bool { get }
}

extension TranscriptImporter {
  /// JSON formats: records are parsed before they reach the importer.
  package var readsText: Bool { false }

  package mutating func text(_ record: TranscriptRecord, sink: TranscriptImportSink) throws {}

  /// Formats without branches a later pass must know about have no plan.
  package var branchPlan: TranscriptBranchPlan? { nil }

  package mutating func follow(_ plan: TranscriptBranchPlan) {}

  /// Formats that emit each message as its record is read hold nothing back.
  package var heldMessage: TranscriptMessage? { nil }

  /// Formats without rewinds never take a message back.
  package var retractsSinceLastPrompt: Bool { false }
}
