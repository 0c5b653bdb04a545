import RenderSupport

/// Finds where a Claude Code session was rewound.
///
/// Every record names the one before it (`parentUuid`). Rewinding (Esc Esc, `/rewind`) goes on
/// from an earlier message: the next prompt's parent is a record that already has later
/// prompts after it, and the abandoned exchange stays in the file above. The log is streamed
/// (never held whole), so the abandoned messages are already shown when the fork is found:
/// the fork is marked where the new branch starts, saying how far back it goes, so the branch
/// left above never reads as what the new prompt answers.
///
/// The first pass also keeps every record's parent, and at its end finds the records a rewind
/// left (`plan`): those off the path from the session's last record back to its first, on a
/// branch that leaves that path at a prompt (a branch starting at a tool result or a
/// compaction, or a copy written at the same moment as the live prompt, is no rewind and
/// stays). Later passes fold them where they stood (`fold`), as
/// Gemini's `$rewindTo` and ChatGPT's other branches are.
struct ClaudeCodeForks {
  private struct Link {
    let uuid: String
    let parent: String?
    let isPrompt: Bool
    let timestamp: String?
  }

  private var promptsAt: [String: Int] = [:]
  private var prompts = 0
  private var lastUUID: String?
  private var chain: [Link] = []

  /// Notes one record of the main chain; returns the fork marker when `isPrompt` and the
  /// record goes on from a record with later prompts after it.
  mutating func note(_ value: JSONValue, isPrompt: Bool) -> TranscriptNotice? {
    guard let uuid = value["uuid"]?.stringValue else { return nil }
    // After a compaction the chain starts again; `logicalParentUuid` names the record before.
    chain.append(
      Link(
        uuid: uuid,
        parent: value["parentUuid"]?.stringValue ?? value["logicalParentUuid"]?.stringValue,
        isPrompt: isPrompt, timestamp: value["timestamp"]?.stringValue))
    defer {
      if isPrompt { prompts += 1 }
      promptsAt[uuid] = prompts
      lastUUID = uuid
    }
    guard isPrompt, let parent = value["parentUuid"]?.stringValue, parent != lastUUID,
      let at = promptsAt[parent], prompts > at
    else { return nil }
    let back = prompts - at
    return TranscriptNotice(
      "The user rewound the conversation",
      details: [
        "back \(back) \(back == 1 ? "prompt" : "prompts")",
        "the \(back == 1 ? "exchange" : "exchanges") above from there on \(back == 1 ? "was" : "were") left",
      ])
  }

  /// The records a rewind left, once every record was noted (nil: none).
  var plan: TranscriptBranchPlan? {
    guard let last = chain.last else { return nil }
    var parents: [String: String] = [:]
    for link in chain { if let parent = link.parent { parents[link.uuid] = parent } }
    var live: Set<String> = []
    var at: String? = last.uuid
    while let uuid = at, live.insert(uuid).inserted { at = parents[uuid] }
    // A copy written at the same moment as the live child of the same parent is a replay
    // (compaction and resume write those), not a branch the user left.
    var liveChildStamps: [String: Set<String>] = [:]
    for link in chain where live.contains(link.uuid) {
      if let parent = link.parent, let stamp = link.timestamp {
        liveChildStamps[parent, default: []].insert(stamp)
      }
    }
    var abandoned: Set<String> = []
    // Parents come before their children in the file: one pass finds whole branches.
    for link in chain where !live.contains(link.uuid) {
      guard let parent = link.parent else { continue }
      if abandoned.contains(parent) {
        abandoned.insert(link.uuid)
      } else if link.isPrompt, live.contains(parent),
        !(link.timestamp.map { liveChildStamps[parent]?.contains($0) == true } ?? false)
      {
        abandoned.insert(link.uuid)
      }
    }
    return abandoned.isEmpty ? nil : TranscriptBranchPlan(abandoned: abandoned)
  }

  /// The fold that stands for the records of one abandoned branch, where it stood: its
  /// prompts, replies and notes as Markdown, and how many tool calls it made. The session's
  /// totals (prompts, tool calls, tokens) count the conversation as it stands, without the
  /// branch, and the fold says so.
  static func fold(_ values: [JSONValue]) -> TranscriptNotice {
    var lines: [String] = []
    var calls: Set<String> = []
    var prompts = 0
    for value in values {
      var texts: [String] = []
      switch value["message"]?["content"] ?? value["content"] {
      case .string(let text)?: texts = [text]
      case .array(let parts)?:
        for part in parts {
          switch part["type"]?.stringValue {
          case "text"?: texts += part["text"]?.stringValue.map { [$0] } ?? []
          case "tool_use"?: calls.insert(part["id"]?.stringValue ?? "#\(calls.count)")
          default: break
          }
        }
      default: break
      }
      let isPrompt = Self.isPrompt(value)
      if isPrompt { prompts += 1 }
      for text in texts where !text.isEmpty {
        switch value["type"]?.stringValue {
        case "user"? where isPrompt:
          lines.append("**User:** " + TranscriptPromptText.markdown(text))
        case "assistant"?: lines.append("**Claude:** " + text)
        case "system"?: lines.append("**System:** " + text)
        default: break
        }
      }
    }
    var details = ["\(prompts) \(prompts == 1 ? "prompt" : "prompts") and what followed"]
    if !calls.isEmpty {
      details.append("\(calls.count) tool \(calls.count == 1 ? "call" : "calls")")
    }
    // The totals are of the conversation as it stands, which the rewind took these out of.
    details.append("not counted in the totals")
    return TranscriptNotice(
      "The user rewound the conversation here", details: details,
      summary: lines.isEmpty ? nil : lines.joined(separator: "\n\n"),
      summaryTitle: "The exchange the rewind left")
  }

  /// Whether a user record is a prompt: text the user sent, not tool results, not meta.
  static func isPrompt(_ value: JSONValue) -> Bool {
    guard value["type"]?.stringValue == "user", value["isMeta"]?.boolValue != true,
      value["isCompactSummary"]?.boolValue != true
    else { return false }
    switch value["message"]?["content"] {
    case .string?: return true
    case .array(let parts)?:
      return !parts.contains { $0["type"]?.stringValue == "tool_result" }
        && parts.contains { $0["type"]?.stringValue == "text" }
    default: return false
    }
  }
}
