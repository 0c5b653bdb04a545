import MarkdownRender
import RenderSupport

extension TranscriptTerminalPainter {
  /// The title line of a tool call: `⚙ name subject`, or `✗ name subject (failed)`.
  func toolTitle(call: ToolCall?, result: ToolResult?, width: Int) -> [TerminalLine] {
    let view = ToolViewBuilder.view(call: call, result: result)
    let failed = view.failed(result)
    var title = LineWrapper(width: width)
    title.add(failed ? "✗" : "⚙", style: failed ? theme.headings[4] : theme.listMarker)
    title.addSpace(style: .plain)
    title.add(TextSanitizer.printable(call?.name ?? "result"), style: TextStyle(bold: true))
    if let subject = view.subject, !subject.isEmpty {
      title.addSpace(style: .plain)
      title.add(TextSanitizer.printable(subject), style: theme.muted)
    }
    if failed {
      title.addSpace(style: .plain)
      title.add("(failed)", style: theme.headings[4])
    }
    return title.finish()
  }

  /// A followed session's open turn as it stands (a draft its final paint replaces): as the
  /// turn is painted, but each rail also lists its calls that have their result, one title
  /// line each, so a call shows as soon as it completes (the one still running is the status
  /// line's).
  mutating func draft(_ turn: TranscriptTurn) {
    listsFinishedCalls = true
    defer { listsFinishedCalls = false }
    self.turn(turn)
  }

  /// Under a folded rail's summary in a draft: its calls that have their result.
  mutating func finishedCalls(_ rail: ActivityRail) {
    let inner = width - 2
    for item in rail.items {
      guard case .tool(let call, let result) = item.kind, result != nil else { continue }
      emit(
        TerminalLayout.prefix(
          toolTitle(call: call, result: result, width: inner), first: [StyledSpan("  ")],
          rest: [StyledSpan("  ")]))
    }
  }
}
