import Testing

@testable import Transcript

/// The importers of other agents' logs, on fixtures made from their documented formats
/// (`Fixtures/Transcript/README.md` cites each source).
@Suite struct AgentImporterTests {
  @Test func codexRolloutsBecomeOneAgentTurnWithUsage() throws {
    let (header, messages, report, format) = try TranscriptFixtures.read("greeting.codex.jsonl")
    #expect(format == .codex)
    #expect(report.diagnostics.isEmpty && report.skippedSummary == nil)
    #expect(header.models == ["gpt-5-codex"])
    // The injected environment context is not a prompt.
    #expect(header.stats.promptCount == 1)
    #expect(header.stats.toolCalls == 4)
    #expect(header.stats.usage == TokenUsage(input: 2_100, output: 330, cacheRead: 9_300))
    let results = messages.flatMap(\.blocks).compactMap { block -> ToolResult? in
      if case .toolResult(let result) = block { return result }
      return nil
    }
    #expect(results.map(\.isError) == [false, false, true, false])
    #expect(
      results[2].output
        == .text(
          "Exit code 1\nF.\n=== FAILURES ===\ntest_greet_name: assert 'Hello, Ada!' == 'Hello, Ada'\n1 failed, 1 passed in 0.05s\n"
        ))
  }

  @Test func geminiSessionsKeepThoughtsToolCallsAndTokens() throws {
    let (header, messages, report, format) = try TranscriptFixtures.read("lint.gemini.json")
    #expect(format == .gemini)
    #expect(report.diagnostics.isEmpty)
    #expect(header.stats.toolCalls == 2)
    #expect(header.stats.usage == TokenUsage(input: 8_820, output: 178, cacheRead: 16_300))
    #expect(
      messages.map(\.role) == [.user, .assistant, .tool, .assistant, .tool, .assistant, .system])
    guard case .toolResult(let failed) = messages[4].blocks[0] else {
      Issue.record("expected a result")
      return
    }
    #expect(failed.isError)
  }

  @Test func geminiCheckpointsAreContentArrays() throws {
    let text = #"""
      [{"role": "user", "parts": [{"text": "list files"}]},
       {"role": "model", "parts": [{"functionCall": {"name": "list_directory", "args": {"path": "."}}}]},
       {"role": "user", "parts": [{"functionResponse": {"name": "list_directory", "response": {"output": "a.txt"}}}]},
       {"role": "model", "parts": [{"text": "One file: a.txt"}]}]
      """#
    let (_, messages, _, format) = try TranscriptFixtures.read(text: text)
    #expect(format == .gemini)
    #expect(messages.map(\.role) == [.user, .assistant, .tool, .assistant])
  }

  @Test func chatGPTShowsTheCurrentBranchAndFoldsTheOthers() throws {
    let (header, messages, _, format) = try TranscriptFixtures.read("cat-names.chatgpt.json")
    #expect(format == .chatgpt)
    #expect(header.displayTitle == "Cat names")
    let texts = messages.flatMap(\.blocks).compactMap { block -> String? in
      if case .text(let text) = block { return text }
      return nil
    }
    // The regenerated reply the user kept is shown; the other one is folded where it split.
    #expect(texts.contains("**Boxer** — it fits, it sits."))
    #expect(!texts.contains("How about **Cardboard**?"))
    // The fold is a notice (a real fold in every format), never Markdown holding `<details>`.
    #expect(!texts.contains { $0.contains("<details>") })
    let folds = messages.flatMap(\.blocks).compactMap { block -> TranscriptNotice? in
      if case .notice(let notice) = block { return notice }
      return nil
    }
    #expect(folds.count == 1)
    #expect(folds.first?.summary?.contains("How about **Cardboard**?") == true)
    #expect(messages.first { $0.role == .assistant }?.timestamp == "2025-05-01T09:00:31Z")
  }

  @Test func aiderHistoriesSplitIntoPromptsRepliesAndNotes() throws {
    let (header, messages, report, format) = try TranscriptFixtures.read(
      "version-flag.aider.chat.history.md")
    #expect(format == .aider)
    #expect(report.diagnostics.isEmpty)
    #expect(header.stats.promptCount == 2)
    #expect(messages.map(\.role) == [.system, .tool, .user, .assistant, .tool, .user, .tool])
    guard case .text(let reply) = messages[3].blocks[0] else {
      Issue.record("expected text")
      return
    }
    // Blank lines inside a reply are kept, so its Markdown (the fenced edit) stays whole.
    #expect(reply.contains("cli.py\n```python\n<<<<<<< SEARCH\n"))
    #expect(reply.hasPrefix("I'll add the flag with `argparse`'s `version` action.\n\ncli.py"))
    // Aider's notes name the model and count the reply's tokens.
    #expect(header.models == ["anthropic/claude-3-7-sonnet-20250219"])
    #expect(messages[3].model == "anthropic/claude-3-7-sonnet-20250219")
    #expect(header.stats.usage == TokenUsage(input: 4_200, output: 96))
  }

  @Test func aiderTokenNotesOfEveryShape() {
    #expect(
      AiderNotes.usage("Tokens: 12k sent, 1.1k cache write, 2.3k cache hit, 96 received.  ")
        == TokenUsage(input: 12_000, output: 96, cacheWrite: 1_100, cacheRead: 2_300))
    #expect(
      AiderNotes.usage("Tokens: 116 sent, 30 received. Cost: $0.00 message, $0.00 session.")
        == TokenUsage(input: 116, output: 30))
    #expect(AiderNotes.usage("Applied edit to cli.py") == nil)
    #expect(AiderNotes.model("Model: gpt-4-0613 with diff edit format") == "gpt-4-0613")
    #expect(AiderNotes.model("Main model: o3-mini  ") == "o3-mini")
  }
}

extension AgentImporterTests {
  static func chatGPTExport(_ titles: [String]) -> String {
    let conversations = titles.enumerated().map { index, title in
      """
      {"title": "\(title)", "create_time": \(1_746_090_000 + index * 100), "current_node": "a",
       "mapping": {
        "u": {"id": "u", "message": {"author": {"role": "user"}, "content": {"content_type": "text", "parts": ["ask \(title)"]}}, "parent": null, "children": ["a"]},
        "a": {"id": "a", "message": {"author": {"role": "assistant"}, "content": {"content_type": "text", "parts": ["answer \(title)"]}}, "parent": "u", "children": []}}}
      """
    }
    return "[" + conversations.joined(separator: ",\n") + "]"
  }

  @Test func chatGPTExportsOfSeveralConversationsAreNamedSoOrReadOneByOne() throws {
    let text = Self.chatGPTExport(["Cat names", "Dog names"])
    let (header, messages, _, format) = try TranscriptFixtures.read(text: text)
    #expect(format == .chatgpt)
    #expect(header.displayTitle == "ChatGPT export: 2 conversations")
    #expect(header.stats.promptCount == 2)
    #expect(messages.filter { $0.role == .system }.count == 2)
    // One conversation alone, as `--out-dir` converts each.
    var reader = try TranscriptReader(source: .bytes(Array(text.utf8)))
    #expect(try reader.recordCount() == 2)
    reader.onlyRecord = 1
    let (single, singleMessages, _) = try reader.readAll()
    #expect(single.displayTitle == "Dog names")
    #expect(
      singleMessages.flatMap(\.blocks) == [
        .text("**Dog names**"), .text("ask Dog names"), .text("answer Dog names"),
      ])
  }
}
