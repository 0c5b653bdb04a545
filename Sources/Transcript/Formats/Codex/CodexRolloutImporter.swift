import RenderSupport

/// Imports OpenAI Codex CLI session rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`).
///
/// Each line is `{timestamp, type, payload}`: `session_meta` (the session's id and working
/// directory), `turn_context` (the model), `response_item` (a Responses API item: `message`,
/// `reasoning`, `function_call`, `function_call_output`, `custom_tool_call`,
/// `custom_tool_call_output`, `local_shell_call`), `event_msg` (UI events; `token_count`
/// carries usage) and `compacted`. Older rollouts write the items themselves as lines, after a
/// first line of session metadata. Items are turned into messages; the injected
/// `<environment_context>` and `<user_instructions>` user messages are notes, not prompts;
/// a prompt recorded only as an `event_msg` (`user_message`) is kept.
package struct CodexRolloutImporter: TranscriptImporter {
  private var model: String?
  /// Usage reported since the last assistant message, given to the next one.
  private var lastAssistant: TranscriptMessage?
  /// Usage reported when no assistant message was waiting, given to the next one.
  private var pendingUsage: TokenUsage?
  /// Prompts shown from one of Codex's two records of them (a `response_item` message and an
  /// `event_msg` of type `user_message`) whose other record has not come yet, by trimmed text:
  /// each prompt is shown once whichever of them a rollout holds (some hold only the event).
  private var awaitingEvent: [String: Int] = [:]
  private var awaitingItem: [String: Int] = [:]

  package init() {}

  package mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) {}

  package mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard case .object = value else {
      sink.warn("expected an event object, found \(value.kindName); skipped", in: record)
      return
    }
    let timestamp = value["timestamp"]?.stringValue
    guard let type = value["type"]?.stringValue else {
      // The first line of an older rollout: the session's metadata.
      if value["id"] != nil, value["timestamp"] != nil {
        if sink.workingDirectory == nil, let cwd = value["cwd"]?.stringValue, !cwd.isEmpty {
          sink.workingDirectory = cwd
        }
        return
      }
      sink.warn("event has no \"type\"; skipped", in: record)
      return
    }
    switch type {
    case "session_meta":
      if sink.workingDirectory == nil, let cwd = value["payload"]?["cwd"]?.stringValue,
        !cwd.isEmpty
      {
        sink.workingDirectory = cwd
      }
    case "compacted":
      return
    case "turn_context":
      if let name = value["payload"]?["model"]?.stringValue { model = name }
    case "event_msg":
      let payload = value["payload"]
      if payload?["type"]?.stringValue == "user_message",
        let text = payload?["message"]?.stringValue
      {
        try prompt(text, fromEvent: true, timestamp: timestamp, sink: sink)
        return
      }
      if payload?["type"]?.stringValue == "token_count",
        let usage = TokenUsage(payload?["info"]?["last_token_usage"])
      {
        try attach(usage, sink: sink)
      }
    case "response_item":
      guard let payload = value["payload"], case .object = payload else {
        sink.warn("response_item has no payload object; skipped", in: record)
        return
      }
      try item(payload, timestamp: timestamp, record: record, sink: sink)
    default:
      // An older rollout writes items as lines.
      if value["role"] != nil || type.hasSuffix("call") || type.hasSuffix("output")
        || type == "reasoning"
      {
        try item(value, timestamp: timestamp, record: record, sink: sink)
      } else {
        sink.skip(type)
      }
    }
  }

  private mutating func item(
    _ item: JSONValue, timestamp: String?, record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    let type = item["type"]?.stringValue ?? "message"
    switch type {
    case "message":
      let role = item["role"]?.stringValue ?? "user"
      var texts: [String] = []
      for part in item["content"]?.arrayValue ?? [] {
        if let text = part["text"]?.stringValue { texts.append(text) }
      }
      if case .string(let text)? = item["content"] { texts.append(text) }
      let text = texts.joined(separator: "\n\n")
      guard !text.isEmpty else { return }
      switch role {
      case "assistant":
        try emitAssistant(
          TranscriptMessage(
            role: .assistant, model: model, timestamp: timestamp, blocks: [.text(text)]),
          sink: sink)
      case "system", "developer":
        try flush(sink)
        try sink.emit(TranscriptMessage(role: .system, timestamp: timestamp, blocks: [.text(text)]))
      default:
        try prompt(text, fromEvent: false, timestamp: timestamp, sink: sink)
      }
    case "reasoning":
      let summary = (item["summary"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }
      let content = (item["content"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }
      let text = (summary.isEmpty ? content : summary).joined(separator: "\n\n")
      guard !text.isEmpty else { return }
      try emitAssistant(
        TranscriptMessage(
          role: .assistant, model: model, timestamp: timestamp, blocks: [.reasoning(text)]),
        sink: sink)
    case "function_call", "custom_tool_call", "local_shell_call":
      let name = item["name"]?.stringValue ?? (type == "local_shell_call" ? "shell" : "tool")
      let arguments: JSONValue
      if let text = item["arguments"]?.stringValue {
        arguments = (try? JSONParser.parse(Array(text.utf8))) ?? .string(text)
      } else if let input = item["input"]?.stringValue {
        arguments = .string(input)
      } else {
        arguments = item["action"] ?? item["arguments"] ?? .null
      }
      let call = ToolCall(
        id: item["call_id"]?.stringValue ?? item["id"]?.stringValue, name: name,
        arguments: arguments)
      try emitAssistant(
        TranscriptMessage(
          role: .assistant, model: model, timestamp: timestamp, blocks: [.toolCall(call)]),
        sink: sink)
    case "function_call_output", "custom_tool_call_output", "local_shell_call_output":
      try flush(sink)
      try sink.emit(
        TranscriptMessage(
          role: .tool, timestamp: timestamp,
          blocks: [.toolResult(Self.result(item))]))
    default:
      sink.skip("response item \(type)")
    }
  }

  /// Shows a prompt unless its other record showed it already; the context Codex injects
  /// (`<environment_context>`, `<user_instructions>`) becomes a note (`InjectedText`).
  private mutating func prompt(
    _ text: String, fromEvent: Bool, timestamp: String?, sink: TranscriptImportSink
  ) throws {
    let key = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !key.isEmpty else { return }
    if fromEvent {
      if let count = awaitingEvent[key] {
        awaitingEvent[key] = count > 1 ? count - 1 : nil
        return
      }
      awaitingItem[key, default: 0] += 1
    } else {
      if let count = awaitingItem[key] {
        awaitingItem[key] = count > 1 ? count - 1 : nil
        return
      }
      // The injected context has no event of its own.
      if InjectedText.pieces(text) == nil { awaitingEvent[key, default: 0] += 1 }
    }
    try flush(sink)
    let blocks = InjectedText.separating([.text(text)])
    let onlyNotes = blocks.allSatisfy {
      if case .notice = $0 { return true }
      return false
    }
    try sink.emit(
      TranscriptMessage(role: onlyNotes ? .system : .user, timestamp: timestamp, blocks: blocks))
  }

  /// A tool's output: Codex writes the shell's as JSON text
  /// (`{"output": "...", "metadata": {"exit_code": 1}}`); a failing exit status becomes the
  /// `Exit code N` line the command renderer reads.
  static func result(_ item: JSONValue) -> ToolResult {
    let id = item["call_id"]?.stringValue
    let raw = item["output"]
    var text = raw?.stringValue ?? raw?["content"]?.stringValue ?? ""
    var failed = raw?["success"]?.boolValue == false
    if let parsed = try? JSONParser.parse(Array(text.utf8)),
      let output = parsed["output"]?.stringValue
    {
      text = output
      if let status = parsed["metadata"]?["exit_code"]?.intValue, status != 0, status < 1 << 16,
        status > -(1 << 16)
      {
        text = "Exit code \(status)\n" + text
        failed = true
      }
    }
    return ToolResult(callID: id, output: .text(text), isError: failed)
  }

  /// Holds an assistant message back one step, so usage reported after it lands on it.
  private mutating func emitAssistant(_ message: TranscriptMessage, sink: TranscriptImportSink)
    throws
  {
    try flush(sink)
    var message = message
    message.usage = message.usage.adding(pendingUsage)
    pendingUsage = nil
    lastAssistant = message
  }

  private mutating func attach(_ usage: TokenUsage, sink: TranscriptImportSink) throws {
    guard var message = lastAssistant else {
      pendingUsage = pendingUsage.adding(usage)
      return
    }
    message.usage = message.usage.adding(usage)
    lastAssistant = message
    try flush(sink)
  }

  private mutating func flush(_ sink: TranscriptImportSink) throws {
    if let message = lastAssistant { try sink.emit(message) }
    lastAssistant = nil
  }

  package mutating func finish(sink: TranscriptImportSink) throws {
    try flush(sink)
  }
}
