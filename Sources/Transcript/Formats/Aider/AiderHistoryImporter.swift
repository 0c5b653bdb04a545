import RenderSupport

/// Imports Aider's chat history (`.aider.chat.history.md`), which Aider appends as Markdown:
/// `# aider chat started at 2024-05-01 10:00:00` opens a session, `#### ` lines are what the
/// user typed, `> ` lines are Aider's own output (commands, tokens, commits), and the rest is
/// the model's reply; the notes' `Main model:` and `Tokens:` lines give the model and the
/// tokens (`AiderNotes`); Aider's tag fences (`<source>python`) become code (`AiderFences`).
/// Read line by line (the file is text, not JSON), so a long history never sits in memory
/// whole.
package struct AiderHistoryImporter: TranscriptImporter {
  private enum Kind { case user, tool, assistant }
  private var kind: Kind?
  private var lines: [String] = []
  private var bytes = 0
  private var lastLine = 0
  private var timestamp: String?
  private var notes = 0
  /// The model Aider's notes named last, for the replies after them.
  private var model: String?

  /// A message longer than this is emitted in parts (bounded memory for any history).
  static let maxMessageBytes = 8 << 20

  package init() {}

  package var readsText: Bool { true }

  package mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) {}

  package mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {}

  package mutating func text(_ record: TranscriptRecord, sink: TranscriptImportSink) throws {
    var line = String(decoding: record.bytes, as: UTF8.self)
    // Blank lines are not records: the gap in line numbers puts them back.
    let blanks = max(0, record.position.line - lastLine - 1)
    lastLine = record.position.line
    if line.hasPrefix("# aider chat started at ") {
      try flush(sink)
      let stamp = line.dropFirst("# aider chat started at ".count)
      timestamp = Self.timestamp(String(stamp))
      try sink.emit(
        TranscriptMessage(
          role: .system, author: "Aider", timestamp: timestamp,
          blocks: [.text("Chat started at " + stamp)]))
      return
    }
    let next: Kind
    if line.hasPrefix("#### ") {
      next = .user
      line.removeFirst(5)
    } else if line.hasPrefix("> ") || line == ">" {
      next = .tool
      line = String(line.dropFirst(line == ">" ? 1 : 2))
    } else {
      next = .assistant
    }
    if next != kind || bytes > Self.maxMessageBytes {
      try flush(sink)
      kind = next
    } else if blanks > 0, kind != .tool {
      lines += Array(repeating: "", count: blanks)
    }
    bytes += line.utf8.count + 1
    lines.append(line)
  }

  private mutating func flush(_ sink: TranscriptImportSink) throws {
    defer {
      lines = []
      bytes = 0
      kind = nil
    }
    guard let kind, lines.contains(where: { !$0.isEmpty }) else { return }
    let joined = lines.joined(separator: "\n")
    // What the model and the user write may hold Aider's tag fences; its own notes never do.
    let text = kind == .tool ? joined : AiderFences.markdown(joined)
    switch kind {
    case .user:
      try sink.emit(TranscriptMessage(role: .user, timestamp: timestamp, blocks: [.text(text)]))
    case .assistant:
      try sink.emit(
        TranscriptMessage(
          role: .assistant, model: model, timestamp: timestamp, blocks: [.text(text)]))
    case .tool:
      // Aider's notes (tokens, commits, applied edits) read as its console output; the model
      // they name and the tokens they count go to the header and the turn.
      var usage: TokenUsage?
      for line in lines {
        if let named = AiderNotes.model(line) { model = named }
        usage = usage.adding(AiderNotes.usage(line))
      }
      notes += 1
      let id = "aider-\(notes)"
      try sink.emit(
        TranscriptMessage(
          role: .tool, author: "Aider", timestamp: timestamp,
          blocks: [
            .toolCall(ToolCall(id: id, name: "Aider", arguments: .null)),
            .toolResult(ToolResult(callID: id, output: .text(text))),
          ], usage: usage))
    }
  }

  /// `2024-05-01 10:00:00` as `2024-05-01T10:00:00`: Aider writes local time without a zone,
  /// so the stamp is shown as written, never converted.
  static func timestamp(_ text: String) -> String? {
    let parts = text.split(separator: " ")
    guard parts.count == 2, parts[0].count == 10, parts[1].count == 8 else { return nil }
    return "\(parts[0])T\(parts[1])"
  }

  package mutating func finish(sink: TranscriptImportSink) throws {
    try flush(sink)
  }
}
