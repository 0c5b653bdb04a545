import RenderSupport

/// Finds where a Claude Code session was rewound.
///
/// Every record names the one before it (`parentUuid`). Rewinding (Esc Esc, `/rewind`) goes on
/// from an earlier message: the next prompt's parent is a record that already has a later
/// prompt after it, and the abandoned exchange stays in the file above.
///
/// Read once, as a stream (`transcript --follow`), the abandoned messages are already passed
/// on when the rewind comes (`note`): a reader that can take them back (its sink's `retract`)
/// gets the fold of the abandoned records instead, where they stood, as a whole reading
/// shows it; one that cannot gets a marker where the new branch starts, saying how far back
/// it goes, so the branch left above never reads as what the new prompt answers.
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
    /// Messages passed on before the record's own (prompts of a stream that can retract).
    var mark: Int?
    /// What the record adds to a fold (a stream that can retract: the fold is made there).
    var entry: FoldEntry?
  }

  /// A rewind found while streaming: the records it left and how far back it goes.
  struct Rewind {
    /// The records of the abandoned branch, in order, as a fold shows them.
    var entries: [FoldEntry]
    /// Messages passed on since the branch's first record (its prompt): the ones to take back.
    var mark: Int?
    /// The first abandoned record's time.
    var timestamp: String?
    /// Prompts from the one rewound to up to the new one.
    var back: Int
  }

  private var promptsAt: [String: Int] = [:]
  private var prompts = 0
  private var lastUUID: String?
  private var chain: [Link] = []
  /// The index in `chain` of each record's latest child.
  private var liveChild: [String: Int] = [:]

  /// Notes one record of the main chain (`mark`, `keepEntry`: the reader can retract, see
  /// `Link`); returns the rewind when `isPrompt` and the record goes on from a record whose
  /// child on the current path is an earlier prompt (one written at another moment: a copy
  /// stamped like it is a replay).
  mutating func note(_ value: JSONValue, isPrompt: Bool, mark: Int?, keepEntry: Bool) -> Rewind? {
    guard let uuid = value["uuid"]?.stringValue else { return nil }
    // After a compaction the chain starts again; `logicalParentUuid` names the record before.
    let parent = value["parentUuid"]?.stringValue ?? value["logicalParentUuid"]?.stringValue
    let timestamp = value["timestamp"]?.stringValue
    var rewind: Rewind?
    if isPrompt, let direct = value["parentUuid"]?.stringValue, direct != lastUUID,
      let at = promptsAt[direct], prompts > at, let child = liveChild[direct],
      chain[child].isPrompt, chain[child].timestamp != timestamp || timestamp == nil
    {
      let left = chain[child...]
      rewind = Rewind(
        entries: left.compactMap(\.entry), mark: chain[child].mark,
        timestamp: chain[child].timestamp, back: prompts - at)
    }
    if let parent { liveChild[parent] = chain.count }
    chain.append(
      Link(
        uuid: uuid, parent: parent, isPrompt: isPrompt, timestamp: timestamp,
        mark: isPrompt ? mark : nil, entry: keepEntry ? Self.entry(value) : nil))
    if isPrompt { prompts += 1 }
    // Prompts up to and with the record: a later prompt after it makes it a fork point.
    promptsAt[uuid] = prompts
    lastUUID = uuid
    return rewind
  }

  /// The marker of a rewind whose abandoned messages could not be taken back.
  static func marker(back: Int) -> TranscriptNotice {
    TranscriptNotice(
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

  /// What one record adds to a fold: its prompt or reply text as Markdown lines, its calls.
  struct FoldEntry {
    var isPrompt: Bool
    var lines: [String]
    /// Ids of its tool calls (nil: a call without one).
    var calls: [String?]
  }

  /// The fold entry of one record.
  static func entry(_ value: JSONValue) -> FoldEntry {
    var texts: [String] = []
    var calls: [String?] = []
    switch value["message"]?["content"] ?? value["content"] {
    case .string(let text)?: texts = [text]
    case .array(let parts)?:
      for part in parts {
        switch part["type"]?.stringValue {
        case "text"?: texts += part["text"]?.stringValue.map { [$0] } ?? []
        case "tool_use"?: calls.append(part["id"]?.stringValue)
        default: break
        }
      }
    default: break
    }
    let isPrompt = Self.isPrompt(value)
    var lines: [String] = []
    for text in texts where !text.isEmpty {
      switch value["type"]?.stringValue {
      case "user"? where isPrompt:
        lines.append("**User:** " + TranscriptPromptText.markdown(text))
      case "assistant"?: lines.append("**Claude:** " + text)
      case "system"?: lines.append("**System:** " + text)
      default: break
      }
    }
    return FoldEntry(isPrompt: isPrompt, lines: lines, calls: calls)
  }

  /// The fold that stands for the records of one abandoned branch, where it stood: its
  /// prompts, replies and notes as Markdown, and how many tool calls it made. The session's
  /// totals (prompts, tool calls, tokens) count the conversation as it stands, without the
  /// branch, and the fold says so.
  static func fold(_ entries: [FoldEntry]) -> TranscriptNotice {
    var lines: [String] = []
    var calls: Set<String> = []
    var prompts = 0
    for entry in entries {
      for call in entry.calls { calls.insert(call ?? "#\(calls.count)") }
      if entry.isPrompt { prompts += 1 }
      lines += entry.lines
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
