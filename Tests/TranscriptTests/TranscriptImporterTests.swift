import Foundation
import RenderSupport
import Testing
import Transcript

/// Each importer on its sample conversation, plus detection and error recovery.
@Suite struct TranscriptImporterTests {
  @Test(arguments: [
    ("leap-day.intent.json", TranscriptFormat.intent),
    ("dry-run.claude-code.jsonl", .claudeCode),
    ("weather.openai.json", .openai),
    ("readme-lines.anthropic.json", .anthropic),
    ("broken.openai.json", .openai),
  ])
  func detectsFormat(name: String, format: TranscriptFormat) throws {
    #expect(try TranscriptFixtures.read(name).3 == format)
  }

  @Test func intentFormatKeepsEveryBlockKind() throws {
    let (header, messages, report, _) = try TranscriptFixtures.read("leap-day.intent.json")
    #expect(report.diagnostics.isEmpty)
    #expect(header.title == "Fix the flaky date parser")
    #expect(header.models == ["example-model-1"])
    #expect(header.participants == ["System", "Ada", "Assistant"])
    #expect(header.messageCount == 5)
    #expect(header.firstTimestamp == "2026-03-02T09:00:00Z")
    #expect(header.lastTimestamp == "2026-03-02T09:02:10Z")
    let assistant = messages[2]
    #expect(assistant.role == .assistant)
    guard case .toolCall(let call) = assistant.blocks[1] else {
      Issue.record("expected a tool call")
      return
    }
    #expect(call.name == "read_file" && call.id == "call_1")
    #expect(call.arguments.objectValue?.members.map(\.key) == ["path", "range"])
    guard case .toolResult(let result) = assistant.blocks[4] else {
      Issue.record("expected a tool result")
      return
    }
    #expect(result.isError && result.callID == "call_2")
    #expect(
      result.output
        == .json(try JSONParser.parse(#"{"passed":41,"failed":1,"failures":["leapDay"]}"#)))
    #expect(
      assistant.blocks.last
        == .question(
          TranscriptQuestion(
            text: "Should I fix the test or the parser?",
            options: ["Fix the test", "Fix the parser", "Both"], answer: "Fix the test")))
    #expect(
      messages[1].blocks[1]
        == .attachment(.init(name: "parser.log", size: 48213, mediaType: "text/plain")))
    guard case .image(let image) = messages[1].blocks[2], case .base64(_, let type) = image.source
    else {
      Issue.record("expected an inline image")
      return
    }
    #expect(type == "image/png" && image.alt == "Screenshot of the failing test")
  }

  @Test func intentBlocksBreakingTheSchemaAreReportedAndDropped() throws {
    let text = """
      {"format": "intent-transcript", "version": 1, "messages": [
        {"role": "user", "blocks": [{"type": "text", "text": "hi"}, {"type": "tool_call"}, {"type": "video"}]},
        {"role": "wizard", "blocks": []},
        {"role": "assistant"}
      ]}
      """
    let (_, messages, report, format) = try TranscriptFixtures.read(text: text)
    #expect(format == .intent)
    #expect(messages.count == 1)
    #expect(messages[0].blocks == [.text("hi")])
    #expect(
      report.diagnostics.map(\.description) == [
        #"2:3: messages[0]: blocks[1]: tool_call needs a string "name"; dropped"#,
        #"2:3: messages[0]: blocks[2]: unknown block type "video"; dropped"#,
        #"3:3: messages[1]: unknown role "wizard"; skipped"#,
        #"4:3: messages[2]: message needs a "blocks" array; skipped"#,
      ])
  }

  @Test func claudeCodeJoinsStreamedLinesAndCountsUnknownEvents() throws {
    let (header, messages, report, _) = try TranscriptFixtures.read("dry-run.claude-code.jsonl")
    #expect(header.title == "Add a --dry-run flag to the sync tool")
    #expect(header.models == ["claude-sonnet-4-5"])
    #expect(header.participants == ["User", "Assistant"])
    // One malformed line, reported with its line number; the rest is read.
    #expect(report.diagnostics.count == 1)
    #expect(report.diagnostics.first?.position?.line == 9)
    #expect(report.diagnostics.first?.message.hasPrefix("line 9: malformed JSON") == true)
    // Claude Code's bookkeeping records are skipped silently.
    #expect(report.skippedSummary == nil)
    #expect(
      messages.map(\.role) == [
        .user, .assistant, .tool, .assistant, .tool, .assistant, .tool, .assistant, .tool,
        .assistant,
      ])
    // msg_01 came as two lines: thinking, then the Read call.
    #expect(messages[1].blocks.count == 2)
    guard case .reasoning = messages[1].blocks[0], case .toolCall(let read) = messages[1].blocks[1]
    else {
      Issue.record("expected thinking then a tool call")
      return
    }
    #expect(read.name == "Read")
    guard case .toolResult(let failed) = messages[6].blocks[0] else {
      Issue.record("expected a tool result")
      return
    }
    #expect(failed.isError && failed.callID == "toolu_3")
    guard case .toolResult(let parts) = messages[8].blocks[0] else {
      Issue.record("expected a tool result")
      return
    }
    #expect(parts.output == .text("5 passed in 0.12s"))
    #expect(!report.nothingRead)
  }

  @Test func openAIToolCallsAndResults() throws {
    let (header, messages, report, _) = try TranscriptFixtures.read("weather.openai.json")
    #expect(report.diagnostics.isEmpty)
    #expect(header.messageCount == 5)
    #expect(messages.map(\.role) == [.system, .user, .assistant, .tool, .assistant])
    guard case .image(let image) = messages[1].blocks[1], case .base64(_, let type) = image.source
    else {
      Issue.record("expected a data-URL image")
      return
    }
    #expect(type == "image/png")
    #expect(
      messages[2].blocks == [
        .toolCall(
          ToolCall(
            id: "call_w1", name: "get_weather",
            arguments: try JSONParser.parse(#"{"city":"Lyon","unit":"celsius"}"#)))
      ])
    #expect(
      messages[3].blocks == [
        .toolResult(
          ToolResult(
            callID: "call_w1",
            output: .json(
              try JSONParser.parse(#"{"temperature":18,"sky":"overcast","wind_kmh":12}"#))))
      ])
  }

  @Test func anthropicRequestBody() throws {
    let (header, messages, report, _) = try TranscriptFixtures.read("readme-lines.anthropic.json")
    #expect(header.models == ["claude-opus-4-1"])
    #expect(messages.map(\.role) == [.system, .user, .assistant, .tool, .assistant])
    #expect(messages[0].blocks == [.text("Answer briefly.")])
    #expect(messages[2].blocks.first == .reasoning("Count the lines with wc."))
    #expect(
      report.skippedSummary
        == #"skipped 1 item of unknown types: "content block citations_delta_unknown" ×1"#)
  }

  @Test func malformedElementsAreReportedWithTheirIndexAndTheRestIsRead() throws {
    let (_, messages, report, _) = try TranscriptFixtures.read("broken.openai.json")
    #expect(messages.map(\.blocks) == [[.text("first")], [.text("third")], [.text("fifth")]])
    #expect(
      report.diagnostics.map(\.description) == [
        "3:36: [1]: malformed JSON: invalid literal (expected 'true'); skipped",
        #"5:3: [3]: message has no "role"; skipped"#,
      ])
    #expect(!report.nothingRead)
  }

  @Test func nothingReadWhenEveryRecordFails() throws {
    let (_, messages, report, _) = try TranscriptFixtures.read(
      text: "{\"type\": \"user\", \"message\": \n{oops\n")
    #expect(messages.isEmpty)
    #expect(report.nothingRead)
  }

  @Test func explicitFormatOverridesDetection() throws {
    let text = #"[{"role": "user", "content": "hi"}]"#
    #expect(try TranscriptFixtures.read(text: text, format: .anthropic).3 == .anthropic)
    #expect(try TranscriptFixtures.read(text: text).3 == .openai)
  }
}

/// The published schema and the importer agree on the block types and their required members.
@Suite struct IntentSchemaTests {
  @Test func schemaBlockTypesAreExactlyTheImportedOnes() throws {
    let text = try String(
      contentsOfFile: TranscriptFixtures.path("intent-transcript.schema.json"), encoding: .utf8)
    let schema = try JSONParser.parse(text)
    let variants = try #require(schema["$defs"]?["block"]?["oneOf"]?.arrayValue)
    var types: [String] = []
    for variant in variants {
      let type = try #require(variant["properties"]?["type"]?["const"]?.stringValue)
      types.append(type)
      // A block with only the required members (plus image data) imports cleanly …
      var members = [JSONMember(key: "type", value: .string(type))]
      for key in variant["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
      where key != "type" {
        members.append(JSONMember(key: key, value: .string("x")))
      }
      if type == "image" { members.append(JSONMember(key: "path", value: .string("a.png"))) }
      let message = """
        {"format": "intent-transcript", "version": 1, "messages": [
          {"role": "user", "blocks": [\(JSONValue.object(JSONObject(members)).compactText())]}]}
        """
      let (_, messages, report, _) = try TranscriptFixtures.read(text: message)
      #expect(report.diagnostics.isEmpty, "\(type): \(report.diagnostics)")
      #expect(messages.first?.blocks.count == 1, "\(type)")
      // … and without a required member it is reported.
      if members.count > 1 {
        let missing = """
          {"format": "intent-transcript", "version": 1, "messages": [
            {"role": "user", "blocks": [{"type": "\(type)"}]}]}
          """
        #expect(try TranscriptFixtures.read(text: missing).2.diagnostics.count == 1, "\(type)")
      }
    }
    #expect(
      Set(types) == [
        "text", "reasoning", "tool_call", "tool_result", "image", "attachment", "question",
      ])
  }
}
