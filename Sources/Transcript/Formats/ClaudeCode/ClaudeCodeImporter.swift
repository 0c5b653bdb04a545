import RenderSupport

/// Imports Claude Code session logs (JSONL, one event per line).
///
/// `user` and `assistant` events carry Anthropic content blocks under `message`; Claude Code
/// writes one line per content block of a streamed reply, so consecutive assistant lines with
/// the same `message.id` are joined into one message. A user event holding only tool results
/// becomes a `tool` message; slash commands, their output and interruptions become compact
/// system messages (`ClaudeCodeLocalCommand`), never prompts, and meta records are skipped.
/// Records a resumed session replays are shown once, the replay marked (`ClaudeCodeReplay`);
/// the harness's wrappers in prompts are notes (`InjectedText`); a rewind is marked where the
/// new branch starts (`ClaudeCodeForks`).
/// `summary` events give the title, a `custom-title` (the name the user gave) overrides it;
/// the first `cwd` of a record is the session's working directory;
/// hook reports are skipped, so they never split a turn, and the other `system` events with
/// text (a compaction, with the summary record after it) become notices, marker lines of the
/// turn they fall in (`ClaudeCodeNotice`); bookkeeping records (`file-history-snapshot`, `queue-operation`, …) are skipped
/// silently; any other event type is skipped and counted. Sub-agent sessions (sidechain
/// records, `subagents/agent-*.jsonl` files) go under the Task call that started them
/// (`ClaudeCodeSidechains`), so they never count as messages of the session.
package struct ClaudeCodeImporter: TranscriptImporter {
  private var pending: TranscriptMessage?
  private var pendingID: String?
  private var sidechains: ClaudeCodeSidechains
  private var replay = ClaudeCodeReplay()
  private var forks = ClaudeCodeForks()
  /// The records a rewind left, known from the first pass (nil in it: rewinds are marked).
  private var abandoned: Set<String>?
  /// The abandoned records met since the last live one, folded when the branch ends, and
  /// the first one's time.
  private var rewound: [ClaudeCodeForks.FoldEntry] = []
  private var rewoundStamp: String?
  /// The last record read, to name in warnings about sessions no call claimed.
  private var lastRecord: TranscriptRecord?

  /// An importer of the session in the file at `sessionPath` (nil: a stream, whose sub-agent
  /// files cannot be found); `depth` counts the sub-agent sessions it is nested in.
  package init(sessionPath: String? = nil, depth: Int = 0) {
    sidechains = ClaudeCodeSidechains(sessionPath: sessionPath, depth: depth)
  }

  /// Record types Claude Code writes besides messages, understood and not shown: file
  /// snapshots for undo, the prompt queue, progress ticks of running tools.
  static let bookkeepingTypes: Set<String> = [
    "file-history-snapshot", "queue-operation", "progress", "hook", "attachment",
  ]

  package mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) {}

  /// Whether a `system` record reports a hook run: it names the tool call it ran for
  /// (`toolUseID`), lists the hooks (`hookInfos`, `hookEvent`), or its subtype says so
  /// (`stop_hook_summary`, `turn_duration`).
  static func isHookRecord(_ value: JSONValue) -> Bool {
    if value["toolUseID"] != nil || value["hookInfos"] != nil || value["hookEvent"] != nil {
      return true
    }
    guard let subtype = value["subtype"]?.stringValue else { return false }
    return subtype.contains("hook") || subtype == "turn_duration"
  }

  package mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard case .object = value else {
      sink.warn("expected an event object, found \(value.kindName); skipped", in: record)
      return
    }
    guard let type = value["type"]?.stringValue else {
      sink.warn("event has no \"type\"; skipped", in: record)
      return
    }
    lastRecord = record
    // Every record names the folder Claude Code ran in; the first is the session's project
    // (the folder the log sits in only encodes it, lossily: `/` and `.` both become `-`).
    if sink.workingDirectory == nil, let cwd = value["cwd"]?.stringValue, !cwd.isEmpty {
      sink.workingDirectory = cwd
    }
    // In a sub-agent's own file every record is a sidechain record: there they are the session.
    if sidechains.depth == 0, value["isSidechain"]?.boolValue == true {
      if type == "user" || type == "assistant" { try sidechains.record(value, record) }
      return
    }
    if let abandoned {
      if let uuid = value["uuid"]?.stringValue {
        if abandoned.contains(uuid) {
          if rewound.isEmpty {
            try flush(sink)
            rewoundStamp = value["timestamp"]?.stringValue
          }
          rewound.append(ClaudeCodeForks.entry(value))
          return
        }
        try foldRewound(sink)
      }
    } else {
      try noteFork(value, sink: sink)
    }
    switch type {
    case "summary":
      if let summary = value["summary"]?.stringValue, sink.title == nil { sink.title = summary }
    case "custom-title":
      // The name the user gave the session (`/rename`) wins over generated summaries.
      if let title = value["customTitle"]?.stringValue, !title.isEmpty { sink.title = title }
    case "user", "assistant":
      try message(value, type: type, record: record, sink: sink)
    case "system":
      // Hooks report as they run, between a tool call and its result or a result and the next
      // reply: shown, they would split the agent turn they ran inside, so they are skipped.
      if Self.isHookRecord(value) { return }
      if let text = value["content"]?.stringValue, let command = ClaudeCodeLocalCommand(text) {
        try local(command, timestamp: value["timestamp"]?.stringValue, sink: sink)
        return
      }
      // API errors and other bookkeeping carry no text to show.
      guard let notice = ClaudeCodeNotice.notice(value) else { return }
      try flush(sink)
      // Held back: a compaction's summary comes in the next record.
      pending = TranscriptMessage(
        role: .system, timestamp: value["timestamp"]?.stringValue, blocks: [.notice(notice)])
    case _ where Self.bookkeepingTypes.contains(type):
      return
    default:
      sink.skip(type)
    }
  }

  private mutating func message(
    _ event: JSONValue, type: String, record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard let body = event["message"], case .object = body else {
      sink.warn("\(type) event has no \"message\" object; skipped", in: record)
      return
    }
    // Meta records are what Claude Code told the model about local commands (the caveat
    // that they follow, expanded command prompts): the user wrote none of them.
    if type == "user", event["isMeta"]?.boolValue == true { return }
    // The summary a compaction left is the model's words for what came before, not a prompt.
    if type == "user", event["isCompactSummary"]?.boolValue == true {
      return try compactSummary(body["content"], timestamp: event["timestamp"]?.stringValue, sink)
    }
    let repeated =
      type == "assistant"
      ? replay.isRepeatedReply(event, body: body) : replay.isRepeatedPrompt(event, body: body)
    if repeated {
      let calls = body["content"]?.arrayValue?.filter { $0["type"]?.stringValue == "tool_use" }
        .count
      return replay.skip(calls: calls ?? 0)
    }
    let converted = AnthropicBlockConverter.blocks(
      body["content"], record: record, sink: sink, path: "message.content")
    var blocks = replay.newBlocks(converted)
    if blocks.isEmpty, !converted.isEmpty { return replay.skip(calls: 0) }
    if let notice = replay.takeNotice() {
      try flush(sink)
      try sink.emit(TranscriptMessage(role: .system, blocks: [.notice(notice)]))
    }
    // The patch Claude Code recorded for an edit carries the file's own line numbers.
    if let patch = event["toolUseResult"]?["structuredPatch"],
      let hunks = ToolDiff.hunks(fromStructuredPatch: patch),
      let index = blocks.firstIndex(where: {
        if case .toolResult = $0 { return true }
        return false
      }), case .toolResult(var result) = blocks[index]
    {
      result.patch = hunks
      blocks[index] = .toolResult(result)
    }
    sidechains.noteCalls(blocks)
    // The record's `toolUseResult` describes its first result only.
    var resultEvent = event
    for index in blocks.indices {
      guard case .toolResult(var result) = blocks[index] else { continue }
      defer { resultEvent = .null }
      guard
        let session = try sidechains.session(
          for: result, event: resultEvent, record: record, sink: sink)
      else { continue }
      result.subagent = session
      blocks[index] = .toolResult(result)
    }
    let timestamp = event["timestamp"]?.stringValue
    if type == "assistant" {
      let id = body["id"]?.stringValue
      // Each line of a streamed reply repeats the reply's usage so far: the last one counts.
      let usage = TokenUsage(body["usage"])
      if let id, id == pendingID, var message = pending {
        pending = nil  // so the blocks array is extended in place, not copied
        message.blocks += blocks
        if let usage { message.usage = usage }
        pending = message
        return
      }
      try flush(sink)
      var model = body["model"]?.stringValue
      if model == "<synthetic>" { model = nil }
      pending = TranscriptMessage(
        role: .assistant, model: model, timestamp: timestamp, blocks: blocks, usage: usage)
      pendingID = id
      return
    }
    if let command = Self.localCommand(blocks) {
      try local(command, timestamp: timestamp, sink: sink)
      return
    }
    try flush(sink)
    blocks = InjectedText.separating(blocks)
    guard !blocks.isEmpty else { return }
    if blocks.allSatisfy({
      if case .notice = $0 { return true }
      return false
    }) {
      return try sink.emit(TranscriptMessage(role: .system, timestamp: timestamp, blocks: blocks))
    }
    let onlyResults = blocks.allSatisfy {
      if case .toolResult = $0 { return true }
      if case .image = $0 { return true }
      return false
    }
    let role: TranscriptRole = onlyResults && blocks.contains(where: \.isActivity) ? .tool : .user
    try sink.emit(TranscriptMessage(role: role, timestamp: timestamp, blocks: blocks))
  }

  /// The local command a user record of text blocks only records, if it records one.
  static func localCommand(_ blocks: [TranscriptBlock]) -> ClaudeCodeLocalCommand? {
    var texts: [String] = []
    for block in blocks {
      guard case .text(let text) = block else { return nil }
      texts.append(text)
    }
    guard !texts.isEmpty else { return nil }
    return ClaudeCodeLocalCommand(texts.joined(separator: "\n"))
  }

  /// Puts a compaction's summary under the notice of its boundary record, or under a notice
  /// of its own when the log has no boundary before it.
  private mutating func compactSummary(
    _ content: JSONValue?, timestamp: String?, _ sink: TranscriptImportSink
  ) throws {
    var text = content?.stringValue ?? ""
    if case .array(let parts)? = content {
      text = parts.compactMap { $0["text"]?.stringValue }.joined(separator: "\n\n")
    }
    if pendingID == nil, var message = pending, message.isNoticeOnly,
      case .notice(var notice)? = message.blocks.last, notice.summary == nil
    {
      notice.summary = text.isEmpty ? nil : text
      message.blocks[message.blocks.count - 1] = .notice(notice)
      pending = message
      return
    }
    try flush(sink)
    try sink.emit(
      TranscriptMessage(
        role: .system, timestamp: timestamp,
        blocks: [.notice(ClaudeCodeNotice.summary(text.isEmpty ? nil : text))]))
  }

  /// Shows a local command; its output joins the command it answers.
  private mutating func local(
    _ command: ClaudeCodeLocalCommand, timestamp: String?, sink: TranscriptImportSink
  ) throws {
    if case .output(let text) = command, pendingID == nil, var message = pending,
      message.role == .system, !message.isNoticeOnly
    {
      message.blocks.append(ClaudeCodeLocalCommand.outputBlock(text))
      pending = message
      return
    }
    try flush(sink)
    var message = command.message
    message.timestamp = timestamp
    guard case .command = command else { return try sink.emit(message) }
    // Held back: the output comes in the next record.
    pending = message
  }

  private mutating func flush(_ sink: TranscriptImportSink) throws {
    if let message = pending, !message.blocks.isEmpty { try sink.emit(message) }
    pending = nil
    pendingID = nil
  }

  package var branchPlan: TranscriptBranchPlan? { forks.plan }

  package mutating func follow(_ plan: TranscriptBranchPlan) {
    abandoned = plan.abandoned
  }

  /// Shows the abandoned records met since the last live one as one fork, where they stood.
  private mutating func foldRewound(_ sink: TranscriptImportSink) throws {
    guard !rewound.isEmpty else { return }
    let notice = ClaudeCodeForks.fold(rewound)
    rewound = []
    try sink.emit(
      TranscriptMessage(role: .system, timestamp: rewoundStamp, blocks: [.notice(notice)]))
  }

  /// A single pass (no plan): notes the record, and at a rewind takes the abandoned
  /// messages back and shows their fold where they stood, as a whole reading does; when the
  /// sink cannot take them back (already shown), marks the rewind where the new branch starts.
  private mutating func noteFork(_ value: JSONValue, sink: TranscriptImportSink) throws {
    let isPrompt = ClaudeCodeForks.isPrompt(value)
    // Where this prompt's messages start: after those passed on and the one held back, which
    // the prompt lets go.
    let mark = isPrompt && sink.canRetract ? sink.messageCount + (heldCount > 0 ? 1 : 0) : nil
    guard
      let rewind = forks.note(value, isPrompt: isPrompt, mark: mark, keepEntry: sink.canRetract)
    else { return }
    try flush(sink)
    if let start = rewind.mark, sink.retract(sink.messageCount - start) {
      let notice = ClaudeCodeForks.fold(rewind.entries)
      try sink.emit(
        TranscriptMessage(role: .system, timestamp: rewind.timestamp, blocks: [.notice(notice)]))
      return
    }
    try sink.emit(
      TranscriptMessage(
        role: .system, timestamp: value["timestamp"]?.stringValue,
        blocks: [.notice(ClaudeCodeForks.marker(back: rewind.back))]))
  }

  /// Blocks of the message held back (what a flush passes on).
  private var heldCount: Int { pending?.blocks.count ?? 0 }

  package var retractsSinceLastPrompt: Bool { true }

  /// The message whose records may still go on (its last record, the newest content).
  package var heldMessage: TranscriptMessage? { pending }

  package mutating func finish(sink: TranscriptImportSink) throws {
    try flush(sink)
    try foldRewound(sink)
    if let notice = replay.takeNotice() {
      try sink.emit(TranscriptMessage(role: .system, blocks: [.notice(notice)]))
    }
    // A sidechain whose call is not in the log still shows, as a sub-agent of its own.
    for session in try sidechains.unclaimed(sink: sink, record: lastRecord) {
      var prompt = ""
      if case .text(let text)? = session.first?.blocks.first { prompt = text }
      let call = ToolCall(
        id: nil, name: "Task",
        arguments: .object(JSONObject([JSONMember(key: "prompt", value: .string(prompt))])))
      let result = ToolResult(callID: nil, output: .text(""), subagent: session)
      try sink.emit(TranscriptMessage(role: .tool, blocks: [.toolCall(call), .toolResult(result)]))
    }
  }
}
