import RenderSupport

/// Finds the records of a Claude Code log that repeat earlier ones.
///
/// A resumed or forked session starts its file by replaying the conversation it goes on from:
/// the same API replies (`message.id` with the `requestId` that fetched them), the same tool
/// calls (`tool_use.id`) and their results, under new `uuid`s. Shown again, they would count
/// every call and token twice. A reply's line is a repeat when its `message.id`, `requestId`
/// and content were seen (a streamed reply writes one line per content block, all under one
/// id, so the content tells its lines apart); a tool call or result is a repeat when its id
/// was seen; a prompt is a repeat when its text and timestamp were (a replay keeps both).
/// Only hashes are kept, so memory stays small for any log.
struct ClaudeCodeReplay {
  private var replies: Set<Int> = []
  private var prompts: Set<Int> = []
  private var calls: Set<String> = []
  private var results: Set<String> = []
  /// Records dropped since the last one shown: the replay being skipped.
  private(set) var skipped = 0
  /// Tool calls among them.
  private(set) var skippedCalls = 0

  /// Whether an assistant record repeats an earlier one (and remembers it when it does not).
  mutating func isRepeatedReply(_ event: JSONValue, body: JSONValue) -> Bool {
    guard let id = body["id"]?.stringValue else { return false }
    var hasher = Hasher()
    hasher.combine(id)
    hasher.combine(event["requestId"]?.stringValue ?? "")
    Self.combine(body["content"] ?? .null, into: &hasher)
    return !replies.insert(hasher.finalize()).inserted
  }

  /// Whether a user prompt repeats an earlier one with the same timestamp.
  mutating func isRepeatedPrompt(_ event: JSONValue, body: JSONValue) -> Bool {
    guard let stamp = event["timestamp"]?.stringValue else { return false }
    var hasher = Hasher()
    hasher.combine(stamp)
    Self.combine(body["content"] ?? .null, into: &hasher)
    return !prompts.insert(hasher.finalize()).inserted
  }

  /// Feeds `value` to `hasher` without writing it out (a log's records can be large).
  static func combine(_ value: JSONValue, into hasher: inout Hasher) {
    switch value {
    case .null: hasher.combine(0)
    case .bool(let flag): hasher.combine(flag ? 1 : 2)
    case .number(let text):
      hasher.combine(3)
      hasher.combine(text)
    case .string(let text):
      hasher.combine(4)
      hasher.combine(text)
    case .array(let elements):
      hasher.combine(5)
      hasher.combine(elements.count)
      for element in elements { combine(element, into: &hasher) }
    case .object(let object):
      hasher.combine(6)
      hasher.combine(object.members.count)
      for member in object.members {
        hasher.combine(member.key)
        combine(member.value, into: &hasher)
      }
    }
  }

  /// `blocks` without the tool calls and results seen before.
  mutating func newBlocks(_ blocks: [TranscriptBlock]) -> [TranscriptBlock] {
    blocks.filter { block in
      switch block {
      case .toolCall(let call):
        guard let id = call.id else { return true }
        if calls.insert(id).inserted { return true }
        skippedCalls += 1
        return false
      case .toolResult(let result):
        guard let id = result.callID else { return true }
        return results.insert(id).inserted
      default:
        return true
      }
    }
  }

  /// Counts one record left out as a repeat.
  mutating func skip(calls: Int) {
    skipped += 1
    skippedCalls += calls
  }

  /// The marker of the replay skipped since the last record shown, if any, and a fresh count.
  mutating func takeNotice() -> TranscriptNotice? {
    guard skipped > 0 else { return nil }
    defer {
      skipped = 0
      skippedCalls = 0
    }
    var details = ["\(skipped) \(skipped == 1 ? "record" : "records") shown once, above"]
    if skippedCalls > 0 {
      details.append("\(skippedCalls) repeated tool \(skippedCalls == 1 ? "call" : "calls")")
    }
    return TranscriptNotice("The session replayed earlier messages", details: details)
  }
}
