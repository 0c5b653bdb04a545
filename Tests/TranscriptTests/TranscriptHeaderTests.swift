import RenderSupport
import Testing
import Transcript

/// What the header gathers from the messages: participants first.
@Suite struct TranscriptHeaderTests {
  static let call = TranscriptBlock.toolCall(
    ToolCall(id: "t1", name: "Bash", arguments: .object(JSONObject([]))))
  static let result = TranscriptBlock.toolResult(ToolResult(callID: "t1", output: .text("ok")))

  @Test func anAssistantThatOnlyCalledToolsStillParticipates() {
    var header = TranscriptHeader()
    header.add(TranscriptMessage(role: .user, blocks: [.text("run it")]))
    header.add(TranscriptMessage(role: .assistant, blocks: [Self.call]))
    header.add(TranscriptMessage(role: .tool, blocks: [Self.result]))
    #expect(header.participants == ["User", "Assistant"])
  }

  @Test func reasoningAloneIsAMessageOfTheAssistantToo() {
    var header = TranscriptHeader()
    header.add(TranscriptMessage(role: .user, blocks: [.text("think")]))
    header.add(TranscriptMessage(role: .assistant, author: "Gemini", blocks: [.reasoning("hm")]))
    #expect(header.participants == ["User", "Gemini"])
  }

  @Test func toolResultsAndEmptyMessagesAddNobody() {
    var header = TranscriptHeader()
    header.add(TranscriptMessage(role: .tool, blocks: [Self.result]))
    header.add(TranscriptMessage(role: .user, blocks: [Self.result]))
    header.add(TranscriptMessage(role: .assistant, blocks: []))
    #expect(header.participants.isEmpty)
  }
}
