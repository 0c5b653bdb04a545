import Foundation
import RenderSupport
import Testing

@testable import Transcript

/// Real sessions' shapes that were lost or misread (issue #31's sessions items), each on an
/// input written for it in the shape the agents write.
@Suite struct SessionShapesTests {
  /// The reader over `text` named `name`, with the messages and the report.
  func read(_ text: String, name: String = "<stdin>") throws -> (
    TranscriptReader, [TranscriptMessage], TranscriptReader.Report
  ) {
    let reader = try TranscriptReader(source: .bytes(Array(text.utf8), name: name))
    let (_, messages, report) = try reader.readAll()
    return (reader, messages, report)
  }

  /// The three renderings of `text`: HTML, Markdown, plain terminal text.
  func outputs(_ text: String, name: String = "<stdin>") throws -> [String: String] {
    let reader = try TranscriptReader(source: .bytes(Array(text.utf8), name: name))
    let (header, _) = try reader.scanHeader()
    var html: [UInt8] = []
    try TranscriptHTMLExporter().export(reader, header: header) { html += $0 }
    var markdown = ""
    try TranscriptMarkdownExporter().export(reader, header: header) { markdown += $0 }
    var plain = ""
    try TranscriptTerminalRenderer(
      options: TranscriptTerminalOptions(width: 100, colorLevel: .none, expand: true)
    ).render(reader, header: header) { plain += $0 }
    return ["html": String(decoding: html, as: UTF8.self), "markdown": markdown, "text": plain]
  }

  static func texts(_ messages: [TranscriptMessage], role: TranscriptRole) -> [String] {
    messages.filter { $0.role == role }.flatMap(\.blocks).compactMap {
      if case .text(let text) = $0 { return text }
      return nil
    }
  }

  static func notices(_ messages: [TranscriptMessage]) -> [TranscriptNotice] {
    messages.flatMap(\.blocks).compactMap {
      if case .notice(let notice) = $0 { return notice }
      return nil
    }
  }

  // MARK: 1. Aider

  static let aider = """


    # aider chat started at 2025-03-02 14:05:11

    > /usr/local/bin/aider --model sonnet
    > Aider v0.75.2

    #### fix the `__init__.py` import

    The import is circular. Here is the change:

    app/__init__.py
    <source>python
    <<<<<<< SEARCH
    from .models import User
    =======
    from . import models
    >>>>>>> REPLACE
    </source>

    > Applied edit to app/__init__.py
    """

  @Test func aiderIsDetectedAfterLeadingBlankLinesAndByName() throws {
    let (reader, messages, report) = try read(Self.aider)
    #expect(reader.format == .aider)
    #expect(report.diagnostics.isEmpty)
    #expect(Self.texts(messages, role: .user) == ["fix the `__init__.py` import"])
    // The name alone decides, whatever the file starts with.
    let named = try TranscriptReader(
      source: .bytes(Array("\n\n#### hello\n\nHi.\n".utf8), name: "x/.aider.chat.history.md"))
    #expect(named.format == .aider)
  }

  @Test func aiderTagFencesAreCode() throws {
    let (_, messages, _) = try read(Self.aider)
    let reply = Self.texts(messages, role: .assistant).joined()
    #expect(reply.contains("```python\n<<<<<<< SEARCH"))
    #expect(reply.contains(">>>>>>> REPLACE\n```"))
    #expect(!reply.contains("<source>"))
    let html = try outputs(Self.aider)["html"]!
    #expect(html.contains("<pre"))
    #expect(!html.contains("&lt;source&gt;"))
  }

  // MARK: 2. Replays

  /// A session that replays its first exchange under new uuids, then goes on.
  static let replayed: String = {
    func reply(_ uuid: String, _ id: String, _ request: String, _ content: String) -> String {
      #"{"type":"assistant","uuid":"\#(uuid)","sessionId":"s2","requestId":"\#(request)","timestamp":"2025-06-01T10:00:0\#(uuid.suffix(1))Z","message":{"id":"\#(id)","role":"assistant","model":"claude-sonnet-4","content":[\#(content)],"usage":{"input_tokens":100,"output_tokens":10}}}"#
    }
    func user(_ uuid: String, _ stamp: String, _ content: String) -> String {
      #"{"type":"user","uuid":"\#(uuid)","sessionId":"s2","timestamp":"\#(stamp)","message":{"role":"user","content":\#(content)}}"#
    }
    let first = [
      user("u1", "2025-06-01T10:00:00Z", #""list the files""#),
      reply(
        "a1", "msg_1", "req_1",
        #"{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":"ls"}}"#),
      user(
        "u2", "2025-06-01T10:00:02Z",
        #"[{"type":"tool_result","tool_use_id":"toolu_1","content":"a.txt"}]"#),
      reply("a3", "msg_2", "req_2", #"{"type":"text","text":"One file: a.txt."}"#),
    ]
    // The replay: the same records under new uuids.
    let replay = first.map { $0.replacingOccurrences(of: #""uuid":""#, with: #""uuid":"r-"#) }
    let more = [
      user("u9", "2025-06-01T11:00:00Z", #""now count lines""#),
      reply(
        "a9", "msg_9", "req_9",
        #"{"type":"tool_use","id":"toolu_9","name":"Bash","input":{"command":"wc -l a.txt"}}"#),
    ]
    return (first + replay + more).joined(separator: "\n") + "\n"
  }()

  @Test func replayedRecordsAreShownOnceAndMarked() throws {
    let (_, messages, report) = try read(Self.replayed)
    #expect(report.diagnostics.isEmpty)
    let calls = messages.flatMap(\.blocks).filter {
      if case .toolCall = $0 { return true }
      return false
    }
    #expect(calls.count == 2)
    #expect(Self.texts(messages, role: .user) == ["list the files", "now count lines"])
    #expect(Self.texts(messages, role: .assistant) == ["One file: a.txt."])
    let tokens = messages.compactMap(\.usage).reduce(0) { $0 + ($1.input ?? 0) }
    #expect(tokens == 300)
    let marks = Self.notices(messages).filter { $0.text.contains("replayed") }
    #expect(marks.count == 1)
    #expect(marks.first?.details.contains("4 records shown once, above") == true)
  }

  // MARK: 3. Injected text

  @Test(arguments: [
    "<ide_opened_file>The user opened the file /src/app.ts in the IDE.</ide_opened_file>",
    "<system-reminder>\nThe TodoWrite tool hasn't been used recently.\n</system-reminder>",
    "<task-notification>\n<task-id>b7</task-id>\n<status>completed</status>\n</task-notification>",
    "<ide_selection>The user selected lines 3 to 9 from /src/a.ts</ide_selection>",
    "<some-new_wrapper kind=\"x\">anything a harness adds</some-new_wrapper>",
    "Caveat: The messages below were generated by the user while running local commands. DO NOT respond to these messages.",
  ])
  func injectedTextIsASystemNoteNotAPrompt(wrapper: String) throws {
    let escaped = String(decoding: JSONValue.string(wrapper).compactText().utf8, as: UTF8.self)
    let log = """
      {"type":"user","uuid":"u1","sessionId":"s","timestamp":"2025-06-01T10:00:00Z","message":{"role":"user","content":[{"type":"text","text":\(escaped)},{"type":"text","text":"why does the build fail?"}]}}
      {"type":"user","uuid":"u2","sessionId":"s","timestamp":"2025-06-01T10:00:01Z","message":{"role":"user","content":\(escaped)}}

      """
    let (_, messages, _) = try read(log)
    #expect(Self.texts(messages, role: .user) == ["why does the build fail?"])
    #expect(Self.notices(messages).count == 2)
    #expect(messages.last?.role == .system)
    // Nothing is lost: the wrapper's text is under the note's fold.
    let inner = wrapper.split(separator: ">").dropFirst().first.map { String($0.prefix(20)) } ?? ""
    let body = wrapper.hasPrefix("Caveat") ? "DO NOT respond" : inner
    #expect(Self.notices(messages).allSatisfy { $0.summary?.contains(body) == true })
  }

  @Test func promptTextEndingInAWrapperKeepsThePrompt() {
    let pieces = InjectedText.pieces(
      "Fix the tests.\n\n<system-reminder>Keep the todo list current.</system-reminder>")
    #expect(pieces?.count == 2)
    #expect(pieces?.first == .prompt("Fix the tests."))
    // HTML the user quotes stays in the prompt.
    #expect(InjectedText.pieces("<div>hello</div>") == nil)
    #expect(InjectedText.pieces("see <system-reminder>x</system-reminder> above") == nil)
  }

  // MARK: 4. Forks

  /// A Claude Code session rewound once (Esc Esc back to the first reply), in the records'
  /// real shape: the abandoned exchange (a prompt, a Bash call, its result and a reply) stays
  /// in the file above the new prompt, whose `parentUuid` is the first reply.
  static let rewoundLog: String = {
    var parent = "null"
    var lines: [String] = []
    func record(_ type: String, _ uuid: String, parent explicit: String? = nil, _ rest: String) {
      let parentField = explicit.map { #""\#($0)""# } ?? parent
      lines.append(
        #"{"parentUuid":\#(parentField),"isSidechain":false,"userType":"external","cwd":"/p","sessionId":"f1","version":"2.0.14","gitBranch":"main","type":"\#(type)","uuid":"\#(uuid)","timestamp":"2025-06-01T10:00:0\#(lines.count)Z",\#(rest)}"#
      )
      parent = #""\#(uuid)""#
    }
    func usage(_ output: Int) -> String {
      #""usage":{"input_tokens":10,"cache_creation_input_tokens":0,"cache_read_input_tokens":0,"output_tokens":\#(output)}"#
    }
    record("user", "u1", #""message":{"role":"user","content":"name the cat"}"#)
    record(
      "assistant", "a1",
      #""requestId":"req_1","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[{"type":"text","text":"Whiskers."}],"stop_reason":"end_turn",\#(usage(5))}"#
    )
    record("user", "u2", #""message":{"role":"user","content":"check the vet list first"}"#)
    record(
      "assistant", "a2",
      #""requestId":"req_2","message":{"id":"msg_2","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":"cat vets.txt","description":"Read the vet list"}}],"stop_reason":"tool_use",\#(usage(7))}"#
    )
    record(
      "user", "t2",
      #""message":{"role":"user","content":[{"tool_use_id":"toolu_1","type":"tool_result","content":"Dr. Paws","is_error":false}]},"toolUseResult":{"stdout":"Dr. Paws","stderr":"","interrupted":false}"#
    )
    record(
      "assistant", "a3",
      #""requestId":"req_3","message":{"id":"msg_3","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[{"type":"text","text":"Call it Paws, after the vet."}],"stop_reason":"end_turn",\#(usage(9))}"#
    )
    // Rewound to after the first reply: the new prompt's parent is a1.
    record("user", "u4", parent: "a1", #""message":{"role":"user","content":"longer"}"#)
    record(
      "assistant", "a4",
      #""requestId":"req_4","message":{"id":"msg_4","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[{"type":"text","text":"Sir Whiskers III."}],"stop_reason":"end_turn",\#(usage(11))}"#
    )
    return lines.joined(separator: "\n") + "\n"
  }()

  @Test func aClaudeCodeRewindIsFoldedWhereTheAbandonedExchangeStood() throws {
    let (_, messages, _) = try read(Self.rewoundLog)
    // The abandoned exchange is no longer shown as if it happened: only the live path is.
    #expect(Self.texts(messages, role: .user) == ["name the cat", "longer"])
    #expect(Self.texts(messages, role: .assistant) == ["Whiskers.", "Sir Whiskers III."])
    #expect(!messages.contains { $0.role == .tool })
    let forks = Self.notices(messages).filter { $0.text.contains("rewound") }
    #expect(forks.count == 1)
    let fork = try #require(forks.first)
    #expect(
      fork.details == [
        "1 prompt and what followed", "1 tool call", "not counted in the totals",
      ])
    let left = fork.summary ?? ""
    #expect(left.contains("check the vet list first") && left.contains("Call it Paws"))
    // Folded where it stood: after the first reply, before the prompt that replaced it.
    let at = try #require(messages.firstIndex { $0.isNoticeOnly })
    let whiskers = messages.firstIndex { Self.texts([$0], role: .assistant) == ["Whiskers."] }
    let longer = messages.firstIndex { Self.texts([$0], role: .user) == ["longer"] }
    #expect(whiskers! < at && at < longer!)
    // The header counts the conversation as it stands, as the fold says, and its table of
    // contents points at the messages as shown.
    let reader = try TranscriptReader(source: .bytes(Array(Self.rewoundLog.utf8)))
    let (header, _) = try reader.scanHeader()
    #expect(header.stats.toolCalls == 0)
    #expect(header.stats.promptCount == 2)
    let shown = messages.firstIndex { Self.texts([$0], role: .user) == ["longer"] }
    #expect(header.stats.prompts.map(\.ordinal) == [1, shown! + 1])
    // Each output folds the abandoned text and keeps it, in order.
    for (kind, text) in try outputs(Self.rewoundLog) {
      let order = ["Whiskers.", "check the vet list first", "Call it Paws", "Sir Whiskers III."]
      let places = order.map { text.range(of: $0)?.lowerBound }
      #expect(!places.contains(nil), "\(kind)")
      #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "\(kind)")
      #expect(text.contains("1 tool call · not counted in"), "\(kind)")
    }
    let html = try #require(try outputs(Self.rewoundLog)["html"])
    // A real fold in HTML: the label is the summary of a `<details>` holding the exchange.
    #expect(
      html.contains(
        "<details class=\"notice\" role=\"note\">\n<summary><span>The user rewound the conversation here"
      ))
    // A plain continuation is no fork.
    let (_, linear, _) = try read(Self.replayed)
    #expect(!Self.notices(linear).contains { $0.text.contains("rewound") })
  }

  @Test func aCopyWrittenWithTheLivePromptIsNoRewind() throws {
    // The off-path prompt stamped like the live one beside it is a replay, not a branch left.
    let log = Self.rewoundLog.replacingOccurrences(
      of: #""uuid":"u4","timestamp":"2025-06-01T10:00:06Z""#,
      with: #""uuid":"u4","timestamp":"2025-06-01T10:00:02Z""#)
    #expect(log != Self.rewoundLog)
    let (_, messages, _) = try read(log)
    #expect(!Self.notices(messages).contains { $0.text.contains("rewound the conversation here") })
    #expect(Self.texts(messages, role: .user).contains("check the vet list first"))
  }

  @Test func aSinglePassMarksTheRewindWhereTheNewBranchStarts() throws {
    // Streamed once (no header scan before it), the rewind is only known when it comes.
    let reader = try TranscriptReader(source: .bytes(Array(Self.rewoundLog.utf8)))
    var messages: [TranscriptMessage] = []
    try reader.forEachMessage { messages.append($0) }
    let forks = Self.notices(messages).filter { $0.text.contains("rewound") }
    #expect(forks.first?.details.first == "back 1 prompt")
    #expect(Self.texts(messages, role: .user).contains("check the vet list first"))
  }

  @Test func chatGPTBranchesAreRealFoldsInHTML() throws {
    let text = try String(contentsOfFile: TranscriptFixtures.path("cat-names.chatgpt.json"))
    let html = try outputs(text)["html"]!
    #expect(!html.contains("&lt;details&gt;"))
    #expect(html.contains("<details class=\"notice\""))
    #expect(html.contains("Cardboard"))
  }

  // MARK: 6. Web exports, Codex events, Gemini JSONL

  @Test func claudeCodeWebExportsAreRead() throws {
    let export = """
      {"loglines": [
        {"type":"user","uuid":"u1","sessionId":"w","timestamp":"2025-07-01T08:00:00Z","message":{"role":"user","content":"rename the flag"}},
        {"type":"assistant","uuid":"a1","parentUuid":"u1","sessionId":"w","timestamp":"2025-07-01T08:00:03Z","message":{"id":"msg_w","role":"assistant","content":[{"type":"text","text":"Renamed."}]}}
      ]}
      """
    let (reader, messages, report) = try read(export)
    #expect(reader.format == .claudeCode)
    #expect(report.diagnostics.isEmpty)
    #expect(Self.texts(messages, role: .user) == ["rename the flag"])
    #expect(Self.texts(messages, role: .assistant) == ["Renamed."])
  }

  @Test func codexPromptsRecordedOnlyAsEventsAreKept() throws {
    let rollout = """
      {"timestamp":"2025-08-01T09:00:00Z","type":"session_meta","payload":{"id":"c1","cwd":"/w"}}
      {"timestamp":"2025-08-01T09:00:01Z","type":"event_msg","payload":{"type":"user_message","message":"add a --quiet flag","images":[]}}
      {"timestamp":"2025-08-01T09:00:05Z","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"Added."}]}}
      {"timestamp":"2025-08-01T09:01:00Z","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"and document it"}]}}
      {"timestamp":"2025-08-01T09:01:00Z","type":"event_msg","payload":{"type":"user_message","message":"and document it","images":[]}}

      """
    let (reader, messages, _) = try read(rollout)
    #expect(reader.format == .codex)
    #expect(Self.texts(messages, role: .user) == ["add a --quiet flag", "and document it"])
  }

  static let geminiLog = """
    {"sessionId":"9f2c","projectHash":"ab12","startTime":"2025-09-10T18:13:00Z","lastUpdated":"2025-09-10T18:13:00Z","messages":[]}
    {"id":"m1","timestamp":"2025-09-10T18:13:21Z","type":"user","content":"write a haiku"}
    {"id":"m2","timestamp":"2025-09-10T18:13:22Z","type":"gemini","content":"","model":"gemini-2.5-pro"}
    {"id":"m2","timestamp":"2025-09-10T18:13:22Z","type":"gemini","content":"Old pond—\\na frog leaps in,\\nwater's sound.","model":"gemini-2.5-pro"}
    {"id":"m3","timestamp":"2025-09-10T18:14:00Z","type":"user","content":"make it about rain"}
    {"id":"m4","timestamp":"2025-09-10T18:14:02Z","type":"gemini","content":"Rain on the tin roof","model":"gemini-2.5-pro"}
    {"$rewindTo":"m3"}
    {"$set":{"summary":"Haiku about a pond","lastUpdated":"2025-09-10T18:15:00Z"}}
    {"id":"m5","timestamp":"2025-09-10T18:15:10Z","type":"user","content":"make it about snow"}
    {"id":"m6","timestamp":"2025-09-10T18:15:12Z","type":"gemini","content":"Snow hides the garden","model":"gemini-2.5-pro"}

    """

  @Test func geminiJSONLIsReadWithoutWarningsAndRewindsAreForks() throws {
    let (reader, messages, report) = try read(Self.geminiLog)
    #expect(reader.format == .gemini)
    #expect(report.diagnostics.isEmpty)
    #expect(report.skippedSummary == nil)
    #expect(report.title == "Haiku about a pond")
    // The record rewritten under one id is shown once, as last written.
    #expect(
      Self.texts(messages, role: .assistant) == [
        "Old pond—\na frog leaps in,\nwater's sound.", "Snow hides the garden",
      ])
    #expect(Self.texts(messages, role: .user) == ["write a haiku", "make it about snow"])
    // The undone exchange is folded where it stood, before the one that replaced it.
    let fork = messages.firstIndex { $0.isNoticeOnly }
    let snow = messages.firstIndex { Self.texts([$0], role: .user) == ["make it about snow"] }
    #expect(fork != nil && snow != nil && fork! < snow!)
    let undone = Self.notices(messages).first?.summary ?? ""
    #expect(undone.contains("make it about rain") && undone.contains("Rain on the tin roof"))
  }

  // MARK: 7. Plans and questions

  @Test func plansAreMarkdownAndQuestionsShowTheirAnswers() throws {
    let plan = ToolViewBuilder.view(
      call: ToolCall(
        id: "p", name: "ExitPlanMode",
        arguments: .object(
          JSONObject([JSONMember(key: "plan", value: .string("## Plan\n\n1. Add `--quiet`"))]))),
      result: ToolResult(callID: "p", output: .text("User has approved your plan.")))
    #expect(plan == .proposal("## Plan\n\n1. Add `--quiet`"))
    let arguments = try JSONParser.parse(
      Array(
        #"{"questions":[{"question":"Which database?","header":"DB","multiSelect":false,"options":[{"label":"Postgres","description":"the server one"},{"label":"SQLite","description":"a file"}]}]}"#
          .utf8))
    let view = ToolViewBuilder.view(
      call: ToolCall(id: "q", name: "AskUserQuestion", arguments: arguments),
      result: ToolResult(
        callID: "q",
        output: .text(
          #"User has answered your questions: "Which database?"="SQLite". You can now continue with the user's answers in mind."#
        )))
    #expect(
      view
        == .questions([
          TranscriptQuestion(
            text: "Which database?",
            options: ["Postgres — the server one", "SQLite — a file"], answer: "SQLite — a file")
        ]))
  }

  @Test func jsonIsFoldedOnWholeValuesNeverInsideAString() throws {
    let long = String(repeating: "lorem ipsum ", count: 800)
    let value = JSONValue.object(
      JSONObject([
        JSONMember(key: "title", value: .string("short")),
        JSONMember(key: "body", value: .string(long)),
        JSONMember(key: "tags", value: .array([.string("a"), .string("b")])),
      ]))
    let text = value.prettyPrinted()
    let fold = try #require(OutputFold.of(text, language: "json"))
    #expect(fold.countsLines)
    #expect(fold.hidden.contains(long))
    #expect(fold.head.hasSuffix("\n") && !fold.head.contains("lorem"))
    #expect(!fold.tail.contains("lorem"))
    // JSON on one long line is folded whole, never cut (outside JSON such a line may be).
    let line = try #require(OutputFold.of(value.compactText(), language: "json"))
    #expect(line.head.isEmpty && line.tail.isEmpty && line.hidden == value.compactText())
    #expect(OutputFold.of(value.compactText())?.countsLines == false)
  }

  // MARK: 8. Line breaks and prompts as written

  @Test func linesOfChatTextAreKeptAndPromptsShownAsWritten() throws {
    let log = """
      {"type":"user","uuid":"u1","sessionId":"s","timestamp":"2025-06-01T10:00:00Z","message":{"role":"user","content":"edit __init__.py and *all* tests\\n1. first\\n- second"}}
      {"type":"assistant","uuid":"a1","sessionId":"s","timestamp":"2025-06-01T10:00:01Z","message":{"id":"m","role":"assistant","content":[{"type":"text","text":"Roses are red,\\nviolets are blue."}]}}

      """
    let out = try outputs(log)
    let html = out["html"]!
    #expect(html.contains("edit __init__.py and *all* tests<br />"))
    #expect(!html.contains("<strong>init</strong>"))
    #expect(html.contains("Roses are red,<br />"))
    let text = out["text"]!
    #expect(text.contains("Roses are red,\nviolets are blue."))
    #expect(text.contains("edit __init__.py and *all* tests\n1. first\n- second"))
  }
}
