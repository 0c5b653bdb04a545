import RenderSupport

/// Imports Gemini CLI chats: the session files of its chat recording
/// (`~/.gemini/tmp/<project>/chats/session-*.json`: `{sessionId, startTime, messages: [{type:
/// "user"|"gemini"|"info"|"error"|"warning", content, thoughts?, toolCalls?, tokens?, model?,
/// timestamp}]}`) and the checkpoints `/chat save` writes (an array of Gemini API `Content`:
/// `{role: "user"|"model", parts: [{text}|{functionCall}|{functionResponse}]}`).
///
/// The JSONL chats of newer versions (a metadata line, message records rewritten by `id`,
/// `$set` patches whose `summary` is the title, `$rewindTo` rewinds) are folded by
/// `GeminiRecordLog` and shown when the input ends.
package struct GeminiChatImporter: TranscriptImporter {
  private var log = GeminiRecordLog()
  /// The last record of the log, for warnings about its messages.
  private var lastRecord: TranscriptRecord?

  package init() {}

  package mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) {
    if key == "summary", let summary = value.stringValue, sink.title == nil { sink.title = summary }
  }

  package mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard case .object = value else {
      sink.warn("expected a message object, found \(value.kindName); skipped", in: record)
      return
    }
    if let parts = value["parts"]?.arrayValue {
      try content(value, parts: parts, sink: sink)
      return
    }
    if let patch = value["$set"] {
      // A JSONL chat's metadata patch: its summary names the chat.
      if let summary = patch["summary"]?.stringValue, !summary.isEmpty { sink.title = summary }
      return
    }
    if let target = value["$rewindTo"] {
      log.rewind(to: target.stringValue ?? "")
      return
    }
    if value["type"] == nil, value["sessionId"] != nil || value["projectHash"] != nil {
      // A JSONL chat's first line: the session's metadata.
      if let summary = value["summary"]?.stringValue, !summary.isEmpty, sink.title == nil {
        sink.title = summary
      }
      return
    }
    if let id = value["id"]?.stringValue, value["type"] != nil {
      lastRecord = record
      log.upsert(value, id: id)
      return
    }
    try message(value, record, sink: sink)
  }

  /// Shows one message record.
  private func message(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard let type = value["type"]?.stringValue else {
      sink.warn("message has no \"type\"; skipped", in: record)
      return
    }
    let timestamp = value["timestamp"]?.stringValue
    let text = Self.text(value["content"])
    switch type {
    case "user":
      guard !text.isEmpty else { return }
      try sink.emit(TranscriptMessage(role: .user, timestamp: timestamp, blocks: [.text(text)]))
    case "gemini", "model":
      var blocks: [TranscriptBlock] = []
      for thought in value["thoughts"]?.arrayValue ?? [] {
        let subject = thought["subject"]?.stringValue ?? ""
        let description = thought["description"]?.stringValue ?? ""
        let line = subject.isEmpty ? description : "**\(subject)** \(description)"
        if !line.isEmpty { blocks.append(.reasoning(line)) }
      }
      if !text.isEmpty { blocks.append(.text(text)) }
      var results: [TranscriptBlock] = []
      for call in value["toolCalls"]?.arrayValue ?? [] {
        let id = call["id"]?.stringValue
        blocks.append(
          .toolCall(
            ToolCall(
              id: id, name: call["name"]?.stringValue ?? "tool", arguments: call["args"] ?? .null)))
        results.append(.toolResult(Self.toolResult(call, id: id)))
      }
      let tokens = value["tokens"]
      let usage = tokens.flatMap { tokens -> TokenUsage? in
        guard let input = tokens["input"]?.intValue, let output = tokens["output"]?.intValue,
          input >= 0, output >= 0, input < 1 << 48, output < 1 << 48
        else { return nil }
        // Gemini's prompt count includes the cached content: the fresh input is the rest.
        let cached =
          tokens["cached"]?.intValue.flatMap { (0..<1 << 48).contains($0) ? $0 : nil } ?? 0
        return TokenUsage(input: max(0, input - cached), output: output, cacheRead: cached)
      }
      guard !blocks.isEmpty else { return }
      try sink.emit(
        TranscriptMessage(
          role: .assistant, model: value["model"]?.stringValue, timestamp: timestamp,
          blocks: blocks, usage: usage))
      if !results.isEmpty {
        try sink.emit(TranscriptMessage(role: .tool, timestamp: timestamp, blocks: results))
      }
    case "info", "error", "warning":
      guard !text.isEmpty else { return }
      try sink.emit(
        TranscriptMessage(
          role: .system, author: type == "info" ? nil : type.capitalized, timestamp: timestamp,
          blocks: [.text(text)]))
    default:
      sink.skip("message type \(type)")
    }
  }

  /// A checkpoint's `Content`: text, function calls and responses as parts.
  private func content(_ value: JSONValue, parts: [JSONValue], sink: TranscriptImportSink) throws {
    var blocks: [TranscriptBlock] = []
    var onlyResponses = true
    for part in parts {
      if let text = part["text"]?.stringValue {
        blocks.append(part["thought"]?.boolValue == true ? .reasoning(text) : .text(text))
        onlyResponses = false
      } else if let call = part["functionCall"] {
        blocks.append(
          .toolCall(
            ToolCall(
              id: call["id"]?.stringValue, name: call["name"]?.stringValue ?? "tool",
              arguments: call["args"] ?? .null)))
        onlyResponses = false
      } else if let response = part["functionResponse"] {
        blocks.append(.toolResult(Self.response(response)))
      }
    }
    guard !blocks.isEmpty else { return }
    let role: TranscriptRole =
      value["role"]?.stringValue == "model" ? .assistant : onlyResponses ? .tool : .user
    try sink.emit(TranscriptMessage(role: role, blocks: blocks))
  }

  static func text(_ content: JSONValue?) -> String {
    switch content {
    case .string(let text)?: return text
    case .array(let parts)?:
      return parts.compactMap { $0["text"]?.stringValue }.joined(separator: "\n")
    default: return ""
    }
  }

  static func toolResult(_ call: JSONValue, id: String?) -> ToolResult {
    let failed = ["error", "cancelled"].contains(call["status"]?.stringValue ?? "")
    for part in call["result"]?.arrayValue ?? [] {
      if let answer = part["functionResponse"] {
        var result = response(answer)
        result.callID = id
        result.isError = result.isError || failed
        return result
      }
    }
    let display = call["resultDisplay"]?.stringValue ?? ""
    return ToolResult(callID: id, output: .text(display), isError: failed)
  }

  static func response(_ response: JSONValue) -> ToolResult {
    let body = response["response"]
    let id = response["id"]?.stringValue
    if let error = body?["error"] {
      return ToolResult(
        callID: id, output: .text(error.stringValue ?? error.prettyPrinted()), isError: true)
    }
    if let output = body?["output"]?.stringValue {
      return ToolResult(callID: id, output: .text(output))
    }
    return ToolResult(callID: id, output: body.map { .json($0) } ?? .text(""))
  }

  package mutating func finish(sink: TranscriptImportSink) throws {
    guard let record = lastRecord else { return }
    for entry in log.entries {
      switch entry {
      case .record(let value): try message(value, record, sink: sink)
      case .rewound(let values):
        try sink.emit(
          TranscriptMessage(role: .system, blocks: [.notice(GeminiRecordLog.notice(values))]))
      }
    }
  }
}
