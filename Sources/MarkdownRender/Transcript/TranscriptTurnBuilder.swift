/// Groups a stream of messages into turns, holding at most one turn back (the next message may
/// still join its activity rail).
public struct TranscriptTurnBuilder {
  private var pending: TranscriptTurn?
  private var ordinal = 0

  public init() {}

  /// Adds the next message; returns the turn it completed, if any.
  public mutating func add(_ message: TranscriptMessage) -> TranscriptTurn? {
    ordinal += 1
    if message.isActivityOnly, var turn = pending, case .rail(var rail)? = turn.parts.last {
      var anchor: Int? = ordinal
      for block in message.blocks {
        rail.add(block, anchor: anchor)
        anchor = nil
      }
      turn.parts[turn.parts.count - 1] = .rail(rail)
      pending = turn
      return nil
    }
    let finished = pending
    pending = TranscriptTurn(message: message, ordinal: ordinal, parts: Self.parts(of: message))
    return finished
  }

  /// The last turn, at the end of the input.
  public mutating func finish() -> TranscriptTurn? {
    defer { pending = nil }
    return pending
  }

  static func parts(of message: TranscriptMessage) -> [TurnPart] {
    var parts: [TurnPart] = []
    for block in message.blocks {
      if block.isActivity {
        if case .rail(var rail)? = parts.last {
          rail.add(block, anchor: nil)
          parts[parts.count - 1] = .rail(rail)
        } else {
          var rail = ActivityRail()
          rail.add(block, anchor: nil)
          parts.append(.rail(rail))
        }
      } else {
        parts.append(.block(block))
      }
    }
    return parts
  }
}
