/// A sub-agent's session as exports show it under the Task call that started it: its turns
/// and a one-line summary for the fold.
struct TranscriptSubagent {
  var turns: [TranscriptTurn] = []
  /// "Sub-agent: 3 turns · read 2 files, ran 1 command · 1,200 in, 300 out".
  var summary: ActivityLine

  /// The turns of `messages`; a first message that only repeats the call's prompt is left
  /// out, since the call shows the prompt already.
  init(_ messages: [TranscriptMessage], prompt: String) {
    var builder = TranscriptTurnBuilder()
    var items: [ActivityItem] = []
    var usage: TokenUsage?
    for (index, message) in messages.enumerated() {
      if index == 0, message.role == .user, message.blocks.count == 1,
        case .text(let text) = message.blocks[0],
        text.trimmingWhitespace() == prompt.trimmingWhitespace()
      {
        continue
      }
      if let turn = builder.add(message) { turns.append(turn) }
    }
    if let turn = builder.finish() { turns.append(turn) }
    for turn in turns {
      usage = usage.adding(turn.usage)
      for case .rail(let rail) in turn.parts { items += rail.items }
    }
    var pieces: [ActivityLine.Piece] = [
      .text("Sub-agent: \(turns.count) \(turns.count == 1 ? "turn" : "turns")")
    ]
    if !items.isEmpty {
      // The activity line starts a sentence of its own elsewhere; here it goes on one.
      pieces.append(.text(" · "))
      pieces += ActivitySummary.line(for: items).continuingASentence.pieces
    }
    if let usage { pieces.append(.text(" · " + usage.summary)) }
    summary = ActivityLine(pieces)
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> Substring {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }
}
