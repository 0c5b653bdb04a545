/// A message as exports show it: its visible blocks in order, with runs of reasoning and tool
/// traffic folded into activity rails. Messages made only of activity (tool results answering
/// the calls above) join the rail of the turn before them.
package struct TranscriptTurn: Equatable, Sendable {
  /// The message that opened the turn (role, author, model, timestamp).
  package var message: TranscriptMessage
  /// 1-based number of that message in the conversation (the anchor `#m<ordinal>`).
  package var ordinal: Int
  package var parts: [TurnPart]
  /// The turn goes on from the one before it (its activity rail grew too long to keep whole).
  package var isContinuation = false
  /// The timestamp of the turn's last message, for its duration.
  package var lastTimestamp: String?
  /// Tokens the turn's messages used, summed.
  package var usage: TokenUsage?

  package init(message: TranscriptMessage, ordinal: Int, parts: [TurnPart]) {
    self.message = message
    self.ordinal = ordinal
    self.parts = parts
    usage = message.usage
  }
}

/// One visible piece of a turn.
package enum TurnPart: Equatable, Sendable {
  case block(TranscriptBlock)
  case rail(ActivityRail)
  /// Where a later message of the turn starts (the anchor `#m<ordinal>`).
  case anchor(Int)
}

/// Consecutive reasoning and tool items, shown folded behind a one-line summary.
package struct ActivityRail: Equatable, Sendable {
  package private(set) var items: [ActivityItem] = []
  /// The items whose call awaits its result, by call id, latest last: a result finds its
  /// call without scanning the rail, so a rail of N calls and N results is built in O(N).
  private var awaiting: [String: [Int]] = [:]

  package init(items: [ActivityItem] = []) {
    for item in items { append(item) }
  }

  /// Rails are equal when their items are; the index follows from them.
  package static func == (lhs: ActivityRail, rhs: ActivityRail) -> Bool {
    lhs.items == rhs.items
  }

  private mutating func append(_ item: ActivityItem) {
    if case .tool(let call?, nil) = item.kind, let id = call.id {
      awaiting[id, default: []].append(items.count)
    }
    items.append(item)
  }

  /// Whether a call of the rail with id `id` still awaits its result.
  func awaitsResult(for id: String) -> Bool {
    awaiting[id]?.isEmpty == false
  }

  /// Adds a block, pairing a tool result with its call when the call is in this rail (the
  /// latest call of that id that has no result yet).
  mutating func add(_ block: TranscriptBlock, anchor: Int?) {
    switch block {
    case .reasoning(let text):
      append(ActivityItem(kind: .reasoning(text), anchor: anchor))
    case .toolCall(let call):
      append(ActivityItem(kind: .tool(call: call, result: nil), anchor: anchor))
    case .toolResult(let result):
      if let id = result.callID, let index = awaiting[id]?.popLast(),
        case .tool(let call, _) = items[index].kind
      {
        if awaiting[id]?.isEmpty == true { awaiting[id] = nil }
        items[index].kind = .tool(call: call, result: result)
        if items[index].resultAnchor == nil { items[index].resultAnchor = anchor }
      } else {
        append(ActivityItem(kind: .tool(call: nil, result: result), anchor: anchor))
      }
    default:
      break
    }
  }

  /// "Read 3 files, ran 2 commands (1 failed: `pytest`)".
  package var summary: ActivityLine { ActivitySummary.line(for: items) }

  /// Whether a call of the rail edited or wrote a file.
  package var changesFiles: Bool {
    items.contains {
      if case .tool(let call?, _) = $0.kind {
        return ActivitySummary.kind(of: call) == .edit
      }
      return false
    }
  }
}

/// A reasoning passage or a tool call with its result.
package struct ActivityItem: Equatable, Sendable {
  /// What the item is: a reasoning passage, or a tool call with its result.
  package enum Kind: Equatable, Sendable {
    case reasoning(String)
    /// A call, its result, or both when the result arrived in the same rail.
    case tool(call: ToolCall?, result: ToolResult?)
  }

  package var kind: Kind
  /// The message number to anchor on this item, when it is the first item of its message.
  package var anchor: Int?
  /// The anchor of the message that brought the result, when that differs from the call's.
  package var resultAnchor: Int?

  package init(kind: Kind, anchor: Int? = nil, resultAnchor: Int? = nil) {
    self.kind = kind
    self.anchor = anchor
    self.resultAnchor = resultAnchor
  }

  func awaitsResult(for id: String) -> Bool {
    if case .tool(let call?, nil) = kind { return call.id == id }
    return false
  }
}
