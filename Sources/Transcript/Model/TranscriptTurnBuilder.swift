import RenderSupport

/// Groups a stream of messages into turns, holding at most one turn back (the next message may
/// still join its activity rail).
///
/// A rail that grows past `maxRailItems` items or `maxRailBytes` bytes of text is closed and
/// the activity goes on in a continuation turn, so memory stays bounded even for a session that
/// is nothing but tool calls.
package struct TranscriptTurnBuilder {
  private var pending: TranscriptTurn?
  private var pendingBytes = 0
  private var ordinal = 0
  package var maxRailItems = 200
  package var maxRailBytes = 8 << 20

  package init() {}

  /// Parts a turn may hold before it goes on in a continuation.
  package var maxParts = 2000

  /// Adds the next message; returns the turn it completed, if any.
  ///
  /// An assistant or tool message after an assistant turn joins it: one agent turn is
  /// everything the agent did between two user messages, however many messages the log
  /// split it into. A message of notices joins whatever turn is open.
  package mutating func add(_ message: TranscriptMessage) -> TranscriptTurn? {
    ordinal += 1
    let size = message.blocks.reduce(0) { $0 + $1.approximateSize }
    guard var turn = pending, joins(message, turn) else {
      let finished = pending
      pending = TranscriptTurn(message: message, ordinal: ordinal, parts: Self.parts(of: message))
      pending?.lastTimestamp = message.timestamp
      pendingBytes = size
      return finished
    }
    let railItems: Int
    if case .rail(let rail)? = turn.parts.last {
      railItems = rail.items.count
    } else {
      railItems = 0
    }
    if railItems + message.blocks.count > maxRailItems || pendingBytes + size > maxRailBytes
      || turn.parts.count + message.blocks.count > maxParts
    {
      let finished = turn
      var continuation = TranscriptTurn(
        message: turn.message, ordinal: ordinal, parts: Self.parts(of: message))
      continuation.isContinuation = true
      continuation.lastTimestamp = message.timestamp ?? turn.lastTimestamp
      pending = continuation
      pendingBytes = size
      return finished
    }
    pending = nil  // so the parts array is extended in place, not copied
    pendingBytes += size
    var anchor: Int? = ordinal
    for block in message.blocks {
      if block.isActivity {
        if let index = Self.railAwaiting(block, in: turn.parts) {
          Self.addToRail(at: index, of: &turn.parts, block, anchor: anchor)
        } else if case .rail? = turn.parts.last {
          Self.addToRail(at: turn.parts.count - 1, of: &turn.parts, block, anchor: anchor)
        } else {
          var rail = ActivityRail()
          rail.add(block, anchor: anchor)
          turn.parts.append(.rail(rail))
        }
      } else {
        if let anchor { turn.parts.append(.anchor(anchor)) }
        turn.parts.append(.block(block))
      }
      anchor = nil
    }
    if let model = message.model, turn.message.model == nil { turn.message.model = model }
    if let stamp = message.timestamp { turn.lastTimestamp = stamp }
    turn.usage = turn.usage.adding(message.usage)
    pending = turn
    return nil
  }

  /// Whether `message` goes on the turn `turn` (rather than starting one).
  func joins(_ message: TranscriptMessage, _ turn: TranscriptTurn) -> Bool {
    let agent: Set<TranscriptRole> = [.assistant, .tool]
    if agent.contains(message.role), agent.contains(turn.message.role) { return true }
    // Tool results answering calls of any turn join its rail.
    if message.isActivityOnly, case .rail? = turn.parts.last { return true }
    // A compaction or another note of the harness marks the turn it happened in: it is not
    // a speaker, and the agent's work goes on after it in the same turn.
    return message.isNoticeOnly
  }

  /// The index of the turn's last rail when a notice came after it and `block` is the result
  /// of one of its calls: the result goes beside its call, not into a rail after the notice.
  static func railAwaiting(_ block: TranscriptBlock, in parts: [TurnPart]) -> Int? {
    guard case .toolResult(let result) = block, let id = result.callID,
      let index = parts.lastIndex(where: {
        if case .rail = $0 { return true }
        return false
      }), index < parts.count - 1, case .rail(let rail) = parts[index],
      rail.awaitsResult(for: id),
      parts[(index + 1)...].allSatisfy({
        if case .block(.notice) = $0 { return true }
        if case .anchor = $0 { return true }
        return false
      })
    else { return nil }
    return index
  }

  /// Adds `block` to the rail at `index` of `parts` in place: the rail is taken out of the
  /// array while it grows, so its items are not copied (which made a rail of N calls O(N²)).
  static func addToRail(
    at index: Int, of parts: inout [TurnPart], _ block: TranscriptBlock, anchor: Int?
  ) {
    guard case .rail(var rail) = parts[index] else { return }
    parts[index] = .anchor(0)
    rail.add(block, anchor: anchor)
    parts[index] = .rail(rail)
  }

  /// The turn still open (the next message may join it): what a followed session is doing.
  package var open: TranscriptTurn? { pending }

  /// The last turn, at the end of the input.
  package mutating func finish() -> TranscriptTurn? {
    defer { pending = nil }
    return pending
  }

  static func parts(of message: TranscriptMessage) -> [TurnPart] {
    var parts: [TurnPart] = []
    // The open rail grows outside the array, so its items are never copied.
    var rail: ActivityRail?
    for block in message.blocks {
      if block.isActivity {
        if rail == nil { rail = ActivityRail() }
        rail!.add(block, anchor: nil)
      } else {
        if let open = rail { parts.append(.rail(open)) }
        rail = nil
        parts.append(.block(block))
      }
    }
    if let open = rail { parts.append(.rail(open)) }
    return parts
  }
}

extension TranscriptBlock {
  /// Bytes of text the block holds, roughly (bounds what a turn may buffer).
  var approximateSize: Int {
    switch self {
    case .text(let text), .reasoning(let text): return text.utf8.count
    case .toolCall(let call): return call.name.utf8.count + call.arguments.approximateSize
    case .toolResult(let result):
      let subagent =
        result.subagent?.reduce(0) { total, message in
          message.blocks.reduce(total) { $0 + $1.approximateSize }
        } ?? 0
      switch result.output {
      case .text(let text): return text.utf8.count + subagent
      case .json(let json): return json.approximateSize + subagent
      }
    case .image(let image):
      if case .base64(let data, _) = image.source { return data.utf8.count }
      return 64
    case .attachment, .question: return 64
    case .notice(let notice):
      return notice.text.utf8.count + (notice.summary?.utf8.count ?? 0)
        + notice.details.reduce(0) { $0 + $1.utf8.count }
    }
  }
}

extension JSONValue {
  var approximateSize: Int {
    switch self {
    case .null, .bool: return 5
    case .number(let text), .string(let text): return text.utf8.count + 2
    case .array(let elements): return elements.reduce(2) { $0 + $1.approximateSize + 1 }
    case .object(let object):
      return object.members.reduce(2) { $0 + $1.key.utf8.count + $1.value.approximateSize + 4 }
    }
  }
}
