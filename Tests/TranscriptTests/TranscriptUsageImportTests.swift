import RenderSupport
import Testing
import Transcript

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
    // OpenAI's prompt count includes its cached tokens: 4 were read fresh.
    let usage = TokenUsage(input: 4, output: 5, cacheRead: 8)
    #expect(header.stats.usage == usage)
    #expect(messages.map(\.role) == [.user, .assistant])
    #expect(messages.last?.usage == usage)
  }

  /// Every shape counts the fresh input apart from the cache read, as Anthropic's does:
  /// OpenAI, the Responses API and Codex report the cached tokens inside their input total.
  @Test func freshInputIsTheTotalLessTheCachedPart() throws {
    func usage(_ json: String) throws -> TokenUsage? {
      TokenUsage(try JSONParser.parse(json))
    }
    #expect(
      try usage(
        #"{"prompt_tokens":100,"completion_tokens":7,"prompt_tokens_details":{"cached_tokens":80}}"#
      )
        == TokenUsage(input: 20, output: 7, cacheRead: 80))
    #expect(
      try usage(
        #"{"input_tokens":100,"output_tokens":7,"input_tokens_details":{"cached_tokens":30}}"#)
        == TokenUsage(input: 70, output: 7, cacheRead: 30))
    #expect(
      try usage(#"{"input_tokens":11400,"cached_input_tokens":9300,"output_tokens":50}"#)
        == TokenUsage(input: 2100, output: 50, cacheRead: 9300))
    #expect(
      try usage(#"{"input_tokens":12,"output_tokens":5,"cache_read_input_tokens":100}"#)
        == TokenUsage(input: 12, output: 5, cacheRead: 100))
    // A cached count above the total (a broken log) leaves no negative input.
    #expect(
      try usage(#"{"prompt_tokens":5,"prompt_tokens_details":{"cached_tokens":9}}"#)
        == TokenUsage(input: 0, output: 0, cacheRead: 9))
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
