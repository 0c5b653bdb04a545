import RenderSupport

/// Finds where a Claude Code session was rewound.
///
/// Every record names the one before it (`parentUuid`). Rewinding (Esc Esc, `/rewind`) goes on
/// from an earlier message: the next prompt's parent is a record that already has later
/// prompts after it, and the abandoned exchange stays in the file above. The log is streamed
/// (never held whole), so the abandoned messages are already shown when the fork is found:
/// the fork is marked where the new branch starts, saying how far back it goes, so the branch
/// left above never reads as what the new prompt answers. Only the prompt count at each
/// record is kept.
struct ClaudeCodeForks {
  private var promptsAt: [String: Int] = [:]
  private var prompts = 0
  private var lastUUID: String?

  /// Notes one record of the main chain; returns the fork marker when `isPrompt` and the
  /// record goes on from a record with later prompts after it.
  mutating func note(_ value: JSONValue, isPrompt: Bool) -> TranscriptNotice? {
    guard let uuid = value["uuid"]?.stringValue else { return nil }
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
