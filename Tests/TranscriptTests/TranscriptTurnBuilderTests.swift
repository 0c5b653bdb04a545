import Testing
import Transcript

@Suite struct TranscriptTurnBuilderTests {
  func turns(_ messages: [TranscriptMessage]) -> [TranscriptTurn] {
    var builder = TranscriptTurnBuilder()
    var out = messages.compactMap { builder.add($0) }
    if let last = builder.finish() { out.append(last) }
    return out
  }

  @Test func toolMessagesJoinTheRailAboveAndPairWithTheirCalls() throws {
    let (_, messages, _, _) = try TranscriptFixtures.read("dry-run.claude-code.jsonl")
    let all = turns(messages)
    // user, then one agent turn: the rail of every call, then the final text, anchored.
    #expect(all.map(\.ordinal) == [1, 2])
    #expect(all[1].parts.count == 3)
    #expect(all[1].parts[1] == .anchor(10))
    guard case .rail(let rail) = all[1].parts.first else {
      Issue.record("expected a rail")
      return
    }
    #expect(rail.items.count == 5)
    #expect(rail.items.map(\.anchor) == [nil, nil, 4, 6, 8])
    #expect(rail.items.map(\.resultAnchor) == [nil, 3, 5, 7, 9])
    #expect(
      rail.summary.markdown
        == "Thought, read 1 file, edited 1 file, ran 2 commands (1 failed: `pytest`)")
  }

  @Test func summaryNamesOtherToolsAndOrphanResults() {
    let call = { (name: String, id: String) in
      TranscriptBlock.toolCall(ToolCall(id: id, name: name, arguments: .null))
    }
    let message = TranscriptMessage(
      role: .assistant,
      blocks: [
        call("get_weather", "a"), call("get_weather", "b"), call("Grep", "c"), call("Glob", "d"),
        .toolResult(ToolResult(callID: "zzz", output: .text("x"))),
      ])
    guard case .rail(let rail) = turns([message])[0].parts[0] else {
      Issue.record("expected a rail")
      return
    }
    #expect(rail.summary.markdown == "Searched 2 times, called get_weather 2 times, 1 tool result")
  }

  @Test func textBetweenActivitySplitsRails() {
    let message = TranscriptMessage(
      role: .assistant,
      blocks: [.reasoning("a"), .text("b"), .reasoning("c"), .reasoning("d")])
    let parts = turns([message])[0].parts
    #expect(parts.count == 3)
    #expect(parts[1] == .block(.text("b")))
  }
}

@Suite struct TranscriptTurnBuilderBoundsTests {
  @Test func longRailsAreSplitIntoContinuationTurns() {
    var builder = TranscriptTurnBuilder()
    builder.maxRailItems = 3
    var turns: [TranscriptTurn] = []
    let call = TranscriptMessage(
      role: .assistant, blocks: [.toolCall(ToolCall(id: "c", name: "Bash", arguments: .null))])
    let result = TranscriptMessage(
      role: .tool, blocks: [.toolResult(ToolResult(callID: "other", output: .text("x")))])
    if let turn = builder.add(call) { turns.append(turn) }
    for _ in 0..<7 {
      if let turn = builder.add(result) { turns.append(turn) }
    }
    if let turn = builder.finish() { turns.append(turn) }
    #expect(turns.map(\.ordinal) == [1, 4, 7])
    #expect(turns.map(\.isContinuation) == [false, true, true])
    #expect(turns.map(\.message.role) == [.assistant, .assistant, .assistant])
    let sizes = turns.map { turn -> Int in
      if case .rail(let rail)? = turn.parts.first { return rail.items.count }
      return 0
    }
    #expect(sizes == [3, 3, 2])
  }
}
