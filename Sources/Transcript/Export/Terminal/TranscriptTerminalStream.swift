import MarkdownRender
import RenderSupport

/// The terminal rendering of a transcript whose messages arrive over time (a session followed
/// while it runs): each turn is painted once it is complete, by the same painter and turn
/// builder `TranscriptTerminalRenderer` uses, so the turns come out as a one-shot render
/// paints them; the open turn is drafted by `draft` and described by `status`.
package struct TranscriptTerminalStream {
  private var painter: TranscriptTerminalPainter
  private var builder = TranscriptTurnBuilder()

  package init(options: TranscriptTerminalOptions) {
    painter = TranscriptTerminalPainter(options: options)
  }

  /// The header block, as a one-shot render starts.
  package mutating func header(_ header: TranscriptHeader) -> String {
    painter.header(header)
    return painter.take()
  }

  /// Adds the next message; returns the text of the turn it completed (empty if none).
  package mutating func add(_ message: TranscriptMessage) -> String {
    guard let turn = builder.add(message) else { return "" }
    painter.turn(turn)
    return painter.take()
  }

  /// The input ended: the open turn, painted.
  package mutating func finish() -> String {
    guard let turn = builder.finish() else { return "" }
    painter.turn(turn)
    return painter.take()
  }

  /// Starts over (the followed file was truncated or replaced): the open turn is dropped.
  package mutating func reset() {
    builder = TranscriptTurnBuilder()
    _ = painter.take()
  }

  /// The turns `held` (messages the reader holds back) would complete and the open turn
  /// with them, painted as they stand, the open one with the calls that have their result
  /// listed (`TranscriptTerminalPainter.draft`); empty when no turn is open. The turns' final
  /// paint replaces it once they complete.
  package func draft(with held: [TranscriptMessage]) -> String {
    var builder = self.builder
    var copy = painter
    _ = copy.take()
    for message in held {
      if let turn = builder.add(message) { copy.turn(turn) }
    }
    guard let turn = builder.open else { return copy.take() }
    copy.draft(turn)
    return copy.take()
  }

  /// What the open turn is doing, or nil when none is open.
  package var status: TranscriptFollowStatus? { status(with: []) }

  /// What the open turn would be doing with `held` (messages the reader holds back) added.
  package func status(with held: [TranscriptMessage]) -> TranscriptFollowStatus? {
    var builder = self.builder
    for message in held { _ = builder.add(message) }
    guard let turn = builder.open else { return nil }
    return TranscriptFollowStatus(turn)
  }
}

/// What the open turn of a followed session is doing: the call that is running (the last one
/// without a result), the calls done, and the tokens its messages used so far.
package struct TranscriptFollowStatus: Equatable, Sendable {
  /// Who speaks in the turn ("Assistant", an agent's name).
  package var speaker: String
  /// The tool of the running call, if one awaits its result.
  package var runningTool: String?
  /// The running call's message timestamp (ISO 8601), when the log gives one.
  package var runningSince: String?
  package var callsDone: Int
  package var usage: TokenUsage?

  init(_ turn: TranscriptTurn) {
    speaker = turn.message.displayName
    usage = turn.usage
    callsDone = 0
    var since = turn.lastTimestamp ?? turn.message.timestamp
    for part in turn.parts {
      guard case .rail(let rail) = part else { continue }
      for item in rail.items {
        guard case .tool(let call, let result) = item.kind else { continue }
        if result != nil {
          callsDone += 1
          runningTool = nil
        } else if let call {
          runningTool = call.name
          since = turn.lastTimestamp ?? since
        }
      }
    }
    runningSince = runningTool == nil ? nil : since
  }

  /// `⏵ Bash running 12s · 3 calls done · 1,234 in · 567 out`. The elapsed time counts from
  /// the call's timestamp, or from `seen` (when the follower saw the call) when the log gave
  /// none or one a day or more away from `now` (a session replayed into a file, or a clock
  /// that differs: no call is shown running for days).
  package func line(now: Double, since seen: Double) -> String {
    var parts: [String] = []
    var started = seen
    if let logged = runningSince.flatMap({ ISOTimestamp($0)?.secondsSinceEpoch }),
      abs(now - logged) < 86_400
    {
      started = logged
    }
    let elapsed = Int(max(0, now - started))
    if let runningTool {
      parts.append("⏵ \(TextSanitizer.printable(runningTool)) running \(Self.duration(elapsed))")
    } else {
      parts.append("⏵ \(TextSanitizer.printable(speaker)) writing")
    }
    if callsDone > 0 { parts.append(callsDone == 1 ? "1 call done" : "\(callsDone) calls done") }
    if let usage { parts += usage.parts }
    return parts.joined(separator: " · ")
  }

  static func duration(_ seconds: Int) -> String {
    seconds < 60 ? "\(seconds)s" : "\(seconds / 60)m \(seconds % 60)s"
  }
}
