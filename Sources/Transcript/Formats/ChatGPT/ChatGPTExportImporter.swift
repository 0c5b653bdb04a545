import RenderSupport

/// Imports ChatGPT's data export (`conversations.json`): an array of conversations, each a
/// tree `mapping` of nodes `{id, message?, parent, children}` with a `current_node`.
///
/// The branch that ends at `current_node` (what the ChatGPT page shows) is read from the leaf
/// up and shown in order; a reply the user regenerated or a prompt they edited leaves other
/// branches, which are shown folded where they split off (a notice per branch, its messages
/// under the fold; a branch with nothing to show, such as an empty system root, is left out). Each
/// conversation of the file opens with a system line naming its title and date; a file of
/// several is titled by their count (`--out-dir` converts each on its own instead).
package struct ChatGPTExportImporter: TranscriptImporter {
  /// Nodes of the branches shown folded, at most, per split (a conversation regenerated a
  /// hundred times keeps its page short).
  static let maxFoldedNodes = 200

  private var conversations = 0

  package init() {}

  package mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) {}

  package mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard case .object = value, let mapping = value["mapping"]?.objectValue else {
      sink.warn("expected a conversation with a \"mapping\"; skipped", in: record)
      return
    }
    conversations += 1
    var nodes: [String: JSONValue] = [:]
    for member in mapping.members { nodes[member.key] = member.value }
    // The shown branch: from the current node up to the root (a cycle is cut where it closes).
    var path: [String] = []
    var seen: Set<String> = []
    var cursor =
      value["current_node"]?.stringValue
      ?? mapping.members.last { $0.value["children"]?.arrayValue?.isEmpty ?? true }?.key
    while let id = cursor, let node = nodes[id], !seen.contains(id) {
      seen.insert(id)
      path.append(id)
      cursor = node["parent"]?.stringValue
    }
    path.reverse()
    let title = value["title"]?.stringValue
    if conversations == 1, sink.title == nil { sink.title = title }
    let created = value["create_time"].flatMap(Self.timestamp)
    try sink.emit(
      TranscriptMessage(
        role: .system, timestamp: created,
        blocks: [.text("**\(Self.escaped(title ?? "Untitled"))**")]))
    let model = value["default_model_slug"]?.stringValue
    for (index, id) in path.enumerated() {
      guard let node = nodes[id] else { continue }
      if let message = Self.message(node["message"], model: model) { try sink.emit(message) }
      let children = (node["children"]?.arrayValue ?? []).compactMap(\.stringValue)
      let next = index + 1 < path.count ? path[index + 1] : nil
      let others = children.filter { $0 != next }
      guard next != nil, !others.isEmpty else { continue }
      let folds = Self.folded(others, nodes: nodes, model: model)
      guard !folds.isEmpty else { continue }
      try sink.emit(TranscriptMessage(role: .system, blocks: folds.map { .notice($0) }))
    }
  }

  /// Other branches as folded notices, one each with its messages' text as Markdown.
  static func folded(_ roots: [String], nodes: [String: JSONValue], model: String?)
    -> [TranscriptNotice]
  {
    var folds: [(lines: [String], messages: Int)] = []
    var budget = maxFoldedNodes
    for root in roots {
      var lines: [String] = []
      var messages = 0
      var cursor: String? = root
      var seen: Set<String> = []
      // Each branch is followed along its first children, as ChatGPT shows a branch.
      while let id = cursor, let node = nodes[id], budget > 0, !seen.contains(id) {
        seen.insert(id)
        budget -= 1
        if let message = message(node["message"], model: model) {
          messages += 1
          for case .text(let text) in message.blocks {
            let shown = message.role == .user ? TranscriptPromptText.markdown(text) : text
            lines.append("**\(message.role.displayName):** " + shown)
          }
        }
        cursor = node["children"]?.arrayValue?.first?.stringValue
      }
      if !lines.isEmpty { folds.append((lines, messages)) }
    }
    return folds.enumerated().map { number, fold in
      TranscriptNotice(
        folds.count == 1 ? "Another branch" : "Branch \(number + 1) of \(folds.count)",
        details: [
          "not shown on the page",
          "\(fold.messages) \(fold.messages == 1 ? "message" : "messages")",
        ],
        summary: fold.lines.joined(separator: "\n\n"), summaryTitle: "The branch's messages")
    }
  }

  /// A node's message, or nil for hidden and empty ones (the system prompt, tool plumbing
  /// the page does not show).
  static func message(_ value: JSONValue?, model: String?) -> TranscriptMessage? {
    guard let value, case .object = value else { return nil }
    let role = value["author"]?["role"]?.stringValue ?? "user"
    let metadata = value["metadata"]
    if metadata?["is_visually_hidden_from_conversation"]?.boolValue == true { return nil }
    let content = value["content"]
    var texts: [String] = []
    switch content?["content_type"]?.stringValue {
    case "text", "multimodal_text", nil:
      for part in content?["parts"]?.arrayValue ?? [] {
        if let text = part.stringValue, !text.isEmpty { texts.append(text) }
      }
    case "code":
      if let code = content?["text"]?.stringValue { texts.append("```\n\(code)\n```") }
    case "thoughts":
      let thoughts = (content?["thoughts"]?.arrayValue ?? []).compactMap {
        $0["content"]?.stringValue
      }
      guard !thoughts.isEmpty else { return nil }
      return TranscriptMessage(
        role: .assistant, timestamp: value["create_time"].flatMap(timestamp),
        blocks: thoughts.map { .reasoning($0) })
    default:
      if let text = content?["text"]?.stringValue { texts.append(text) }
    }
    guard !texts.isEmpty else { return nil }
    let text = texts.joined(separator: "\n\n")
    let stamp = value["create_time"].flatMap(timestamp)
    switch role {
    case "assistant":
      return TranscriptMessage(
        role: .assistant, model: metadata?["model_slug"]?.stringValue ?? model, timestamp: stamp,
        blocks: [.text(text)])
    case "tool":
      let name = value["author"]?["name"]?.stringValue ?? "tool"
      return TranscriptMessage(role: .tool, author: name, timestamp: stamp, blocks: [.text(text)])
    case "system":
      return nil
    default:
      return TranscriptMessage(role: .user, timestamp: stamp, blocks: [.text(text)])
    }
  }

  /// Seconds since 1970 (ChatGPT's `create_time`) as RFC 3339 UTC.
  static func timestamp(_ value: JSONValue) -> String? {
    guard case .number(let text) = value, let seconds = Double(text), seconds >= 0,
      seconds < 1e11
    else { return nil }
    let whole = Int(seconds)
    let days = whole / 86400
    let rest = whole % 86400
    let date = CalendarDate(dayNumber: Int64(days))
    let (year, month, day) = (date.year, date.month, date.day)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return
      "\(year)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))Z"
  }

  /// A title as Markdown text that stays text.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      if "\\`*_[]<>#!|~&".contains(character) { out.append("\\") }
      out.append(character == "\n" ? " " : character)
    }
    return out
  }

  package mutating func finish(sink: TranscriptImportSink) throws {
    // A page of several conversations is named for all of them; each keeps its title line.
    if conversations > 1 { sink.title = "ChatGPT export: \(conversations) conversations" }
  }
}
