import Foundation
import MarkdownRender
import RenderSupport

/// The sub-agent sessions of a Claude Code log, found for the `Task` calls that started them.
///
/// Claude Code has kept them in two places. Older versions write the sub-agent's records into
/// the session file itself, marked `isSidechain: true`, chained to each other by `parentUuid`
/// (the first one, the prompt, has none). Newer versions write each sub-agent to its own file,
/// `<session>/subagents/agent-<agentId>.jsonl` beside `<session>.jsonl` (earlier still,
/// `agent-<agentId>.jsonl` in the project folder itself), every record marked `isSidechain` and
/// `agentId`, and the `Task` result in the session names the agent (`toolUseResult.agentId`,
/// or an `agentId: …` line in the result text). Inline chains are held until the result of
/// their call arrives; a file is read when it does. Problems are warnings: the call then shows
/// its report alone.
struct ClaudeCodeSidechains {
  /// One inline chain of sidechain records, imported as it arrives.
  final class Chain {
    var importer: ClaudeCodeImporter
    var messages: [TranscriptMessage] = []
    var bytes = 0
    var truncated = false
    var uuids: Set<String> = []
    var agentID: String?
    var prompt: String?
    lazy var sink = TranscriptImportSink { [unowned self] message in
      if self.prompt == nil, message.role == .user, case .text(let text)? = message.blocks.first {
        self.prompt = text
      }
      let size = message.blocks.reduce(0) { $0 + $1.approximateSize }
      guard self.bytes + size <= ClaudeCodeSidechains.maximumBytes else {
        self.truncated = true
        return
      }
      self.bytes += size
      self.messages.append(message)
    }

    init(depth: Int) {
      importer = ClaudeCodeImporter(sessionPath: nil, depth: depth)
    }
  }

  /// Text a sub-agent session may hold in memory until its call's result arrives; later
  /// messages are dropped with a warning (a runaway sub-agent cannot exhaust memory).
  static let maximumBytes = 64 << 20
  /// Sub-agents inside sub-agents are followed this deep (a file naming itself stops here).
  static let maximumDepth = 4

  let sessionPath: String?
  let depth: Int
  private(set) var chains: [Chain] = []
  /// Task calls seen, by call id: the prompt each was given.
  private var taskPrompts: [String: String] = [:]

  init(sessionPath: String?, depth: Int) {
    self.sessionPath = sessionPath
    self.depth = depth
  }

  /// Remembers the `Task` calls among `blocks`.
  mutating func noteCalls(_ blocks: [TranscriptBlock]) {
    for case .toolCall(let call) in blocks {
      guard let id = call.id, ToolViewBuilder.isTask(call.name) else { continue }
      taskPrompts[id] = call.arguments["prompt"]?.stringValue ?? ""
    }
  }

  /// Imports one inline sidechain record into the chain it continues (or a new one).
  mutating func record(_ value: JSONValue, _ record: TranscriptRecord) throws {
    let parent = value["parentUuid"]?.stringValue
    let agent = value["agentId"]?.stringValue
    let chain =
      chains.last { chain in parent.map { chain.uuids.contains($0) } ?? false }
      ?? chains.last { chain in agent != nil && chain.agentID == agent }
      ?? {
        let chain = Chain(depth: depth + 1)
        chain.agentID = agent
        chains.append(chain)
        return chain
      }()
    if let uuid = value["uuid"]?.stringValue { chain.uuids.insert(uuid) }
    try chain.importer.record(value, record, sink: chain.sink)
  }

  /// The sub-agent session of the Task call `result` answers, if there is one; the `event`
  /// is the log record that carried the result.
  mutating func session(
    for result: ToolResult, event: JSONValue, record: TranscriptRecord, sink: TranscriptImportSink
  ) throws -> [TranscriptMessage]? {
    guard let id = result.callID, let prompt = taskPrompts.removeValue(forKey: id) else {
      return nil
    }
    let agent = Self.agentID(event: event, result: result)
    // An agent named but not as a plain name is nobody's: no other chain is given to it.
    let named = agent != nil || Self.namesAgent(event: event, result: result)
    if let agent, let path = subagentFile(agent) {
      return try read(path, agent: agent, record: record, sink: sink)
    }
    let index =
      chains.firstIndex { agent != nil && $0.agentID == agent }
      ?? chains.firstIndex { $0.prompt == prompt } ?? (named ? nil : chains.indices.first)
    guard let index else {
      if let agent {
        sink.warn(
          "the sub-agent \(InputQuote.excerpt(agent)) has no session file "
            + "(agent-\(agent).jsonl) beside the log; only its report is shown", in: record)
      }
      return nil
    }
    let chain = chains.remove(at: index)
    return try finish(chain, record: record, sink: sink)
  }

  /// Chains no Task result claimed: each is returned to be shown on its own.
  mutating func unclaimed(sink: TranscriptImportSink, record: TranscriptRecord?) throws
    -> [[TranscriptMessage]]
  {
    var sessions: [[TranscriptMessage]] = []
    for chain in chains {
      let messages = try finish(chain, record: record, sink: sink)
      if !messages.isEmpty { sessions.append(messages) }
    }
    chains = []
    return sessions
  }

  private func finish(_ chain: Chain, record: TranscriptRecord?, sink: TranscriptImportSink)
    throws -> [TranscriptMessage]
  {
    try chain.importer.finish(sink: chain.sink)
    for diagnostic in chain.sink.diagnostics { sink.report(diagnostic) }
    if chain.truncated, let record {
      sink.warn("a sub-agent session is longer than 64 MiB; its end is not shown", in: record)
    }
    return chain.messages
  }

  /// The agent a Task result names: `toolUseResult.agentId`, else an `agentId: …` line of
  /// the result text (what Claude Code prints for the model), checked to be a plain name.
  static func agentID(event: JSONValue, result: ToolResult) -> String? {
    if let id = event["toolUseResult"]?["agentId"]?.stringValue, isPlainName(id) { return id }
    var text = ""
    switch result.output {
    case .text(let output): text = output
    case .json(let json):
      for case .object(let block) in json.arrayValue ?? [] {
        if let part = block["text"]?.stringValue { text += part + "\n" }
      }
    }
    for line in text.split(whereSeparator: \.isNewline) {
      guard let range = line.range(of: "agentId: ") else { continue }
      let id = line[range.upperBound...].prefix { !$0.isWhitespace && $0 != ")" }
      if isPlainName(id) { return String(id) }
    }
    return nil
  }

  /// Whether the result names an agent at all, readable or not.
  static func namesAgent(event: JSONValue, result: ToolResult) -> Bool {
    if event["toolUseResult"]?["agentId"] != nil { return true }
    if case .text(let text) = result.output { return text.contains("agentId: ") }
    return false
  }

  /// Letters, digits, `-` and `_` only, so a name from the log can never leave the folder.
  static func isPlainName(_ name: some StringProtocol) -> Bool {
    !name.isEmpty && name.utf8.count <= 96
      && name.unicodeScalars.allSatisfy {
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
            || $0 == "_")
      }
  }

  /// The regular file holding agent `agent`'s session, in either layout.
  func subagentFile(_ agent: String) -> String? {
    guard let sessionPath, depth < Self.maximumDepth else { return nil }
    let session = URL(fileURLWithPath: sessionPath)
    let folder = session.deletingLastPathComponent()
    let stem = session.deletingPathExtension().lastPathComponent
    let name = "agent-\(agent).jsonl"
    let candidates = [
      folder.appendingPathComponent(stem).appendingPathComponent("subagents")
        .appendingPathComponent(name),
      // A sub-agent's own file: its nested agents sit beside it in the same folder.
      folder.appendingPathComponent(name),
    ]
    for candidate in candidates where candidate.path != sessionPath {
      var info = stat()
      if stat(candidate.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
        return candidate.path
      }
    }
    return nil
  }

  /// Reads a sub-agent's file; any problem with it is one warning on the Task result.
  private func read(
    _ path: String, agent: String, record: TranscriptRecord, sink: TranscriptImportSink
  ) throws -> [TranscriptMessage]? {
    let chain = Chain(depth: depth + 1)
    chain.importer = ClaudeCodeImporter(sessionPath: path, depth: depth + 1)
    var problems = 0
    var first: String?
    let fileName = "agent-\(agent).jsonl"
    do {
      try TranscriptRecordReader(source: .file(path), layout: .lines).forEach { event in
        switch event {
        case .record(let line):
          if let value = line.parse(report: { _ in problems += 1 }) {
            try chain.importer.record(value, line, sink: chain.sink)
          } else if first == nil {
            first = "\(line.label): malformed JSON"
          }
        case .problem(let diagnostic):
          problems += 1
          if first == nil { first = diagnostic.message }
        case .member, .empty:
          break
        }
        return true
      }
      try chain.importer.finish(sink: chain.sink)
    } catch let error as TranscriptError {
      sink.warn(
        "the sub-agent file \(fileName) cannot be read (\(InputQuote.excerpt(error.description))); only its report is shown",
        in: record)
      return nil
    }
    problems += chain.sink.diagnostics.count + chain.sink.droppedDiagnostics
    if first == nil { first = chain.sink.diagnostics.first?.message }
    if problems > 0 {
      sink.warn(
        "the sub-agent file \(fileName) has \(problems) \(problems == 1 ? "problem" : "problems")"
          + (first.map { " (first: \(InputQuote.excerpt($0)))" } ?? "")
          + "; the rest is shown",
        in: record)
    }
    if chain.truncated {
      sink.warn(
        "the sub-agent file \(fileName) is longer than 64 MiB; its end is not shown", in: record)
    }
    return chain.messages.isEmpty ? nil : chain.messages
  }
}
