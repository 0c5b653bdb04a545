import MarkdownRender
import Testing

/// Token usage of OpenAI and Anthropic API logs reaches the same counts as the agents' logs.
@Suite struct TranscriptUsageImportTests {
  @Test(arguments: [
    // The usage of a request body saved with its response, after the messages …
    #"{"model":"gpt-4o","messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"hello"}],"usage":{"prompt_tokens":12,"completion_tokens":5,"total_tokens":17,"prompt_tokens_details":{"cached_tokens":8}}}"#,
    // … before them …
    #"{"usage":{"prompt_tokens":12,"completion_tokens":5,"prompt_tokens_details":{"cached_tokens":8}},"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"hello"}]}"#,
    // … and on the message itself.
    #"[{"role":"user","content":"hi"},{"role":"assistant","content":"hello","usage":{"prompt_tokens":12,"completion_tokens":5,"prompt_tokens_details":{"cached_tokens":8}}}]"#,
  ])
  func openAIUsage(text: String) throws {
    let (header, messages, report, format) = try TranscriptFixtures.read(text: text)
    #expect(format == .openai)
    #expect(report.diagnostics.isEmpty)
    let usage = TokenUsage(input: 12, output: 5, cacheRead: 8)
    #expect(header.stats.usage == usage)
    #expect(messages.map(\.role) == [.user, .assistant])
    #expect(messages.last?.usage == usage)
  }

  @Test func openAIUsageWaitsForTheMessagesAfterIt() throws {
    let text = #"""
      [{"role":"user","content":"hi"},{"role":"assistant","content":"hello"},
       {"role":"user","content":"again"}]
      """#
    let (header, messages, _, _) = try TranscriptFixtures.read(text: text)
    #expect(header.stats.usage == nil)
    #expect(messages.map(\.role) == [.user, .assistant, .user])
  }

  @Test func anthropicUsage() throws {
    let text = #"""
      [{"role":"user","content":"hi"},{"id":"msg_1","type":"message","role":"assistant","model":"claude-opus-4-1","content":[{"type":"text","text":"hello"}],"usage":{"input_tokens":12,"output_tokens":5,"cache_creation_input_tokens":40,"cache_read_input_tokens":100}}]
      """#
    let (header, messages, _, format) = try TranscriptFixtures.read(text: text)
    #expect(format == .anthropic)
    let usage = TokenUsage(input: 12, output: 5, cacheWrite: 40, cacheRead: 100)
    #expect(header.stats.usage == usage)
    #expect(messages.last?.usage == usage)
  }
}
