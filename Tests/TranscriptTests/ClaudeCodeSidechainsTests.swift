import Foundation
import Testing
import Transcript

/// Sub-agent sessions of Claude Code logs: found inline (sidechain records) and in
/// `subagents/agent-*.jsonl` files, shown under their Task call, never counted as the session's.
@Suite struct ClaudeCodeSidechainsTests {
  func subagent(of messages: [TranscriptMessage]) -> [TranscriptMessage]? {
    for message in messages {
      for case .toolResult(let result) in message.blocks where result.subagent != nil {
        return result.subagent
      }
    }
    return nil
  }

  @Test func aSubagentFileBesideTheSessionGoesUnderItsTaskCall() throws {
    let (header, messages, report, _) = try TranscriptFixtures.read("explore.claude-code.jsonl")
    #expect(report.diagnostics.isEmpty)
    // The sub-agent's four calls and eight records are not the session's.
    #expect(header.stats.toolCalls == 3)
    #expect(header.stats.promptCount == 1)
    #expect(header.messageCount == messages.count)
    let session = try #require(subagent(of: messages))
    #expect(session.count == 8)
    #expect(session.first?.role == .user)
    #expect(session.last?.model == "claude-haiku-4-5-20251001")
    let calls = session.flatMap(\.blocks).compactMap { block -> String? in
      if case .toolCall(let call) = block { return call.name }
      return nil
    }
    #expect(calls == ["Grep", "Read", "Bash"])
  }

  @Test func inlineSidechainRecordsGoUnderTheirTaskCall() throws {
    let (header, messages, report, _) = try TranscriptFixtures.read("review.claude-code.jsonl")
    #expect(report.diagnostics.isEmpty && report.skippedSummary == nil)
    #expect(header.stats.toolCalls == 1)
    #expect(header.stats.promptCount == 1)
    #expect(messages.count == 4)
    let session = try #require(subagent(of: messages))
    #expect(session.map(\.role) == [.user, .assistant, .tool, .assistant])
  }

  /// A session file in a fresh folder, with `files` (relative path → lines) beside it.
  func folder(session: [String], files: [String: [String]] = [:]) throws -> String {
    let root = NSTemporaryDirectory() + "intent-render-sidechain-\(UUID().uuidString)"
    for (relative, lines) in files {
      let path = root + "/" + relative
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try (lines.joined(separator: "\n") + "\n").write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let path = root + "/s.jsonl"
    try (session.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func taskSession(agent: String) -> [String] {
    [
      #"{"type":"user","message":{"role":"user","content":"Look around."}}"#,
      #"{"type":"assistant","message":{"id":"m1","role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Task","input":{"prompt":"Explore.","description":"look"}}]}}"#,
      #"{"type":"user","toolUseResult":{"agentId":"\#(agent)"},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"Done.\nagentId: \#(agent)"}]}}"#,
      #"{"type":"assistant","message":{"id":"m2","role":"assistant","content":[{"type":"text","text":"Finished."}]}}"#,
    ]
  }

  @Test func aMissingSubagentFileIsOneWarning() throws {
    let path = try folder(session: taskSession(agent: "abc123"))
    let reader = try TranscriptReader(source: .file(path))
    let (_, messages, report) = try reader.readAll()
    #expect(messages.count == 4)
    #expect(subagent(of: messages) == nil)
    #expect(report.diagnostics.count == 1)
    #expect(report.diagnostics.first?.message.contains("agent-abc123.jsonl") == true)
    #expect(report.diagnostics.first?.severity == .warning)
  }

  @Test func aMalformedSubagentFileIsOneWarningAndTheRestShows() throws {
    let path = try folder(
      session: taskSession(agent: "abc123"),
      files: [
        "s/subagents/agent-abc123.jsonl": [
          #"{"type":"user","isSidechain":true,"message":{"role":"user","content":"Explore."}}"#,
          #"{"type":"assistant","isSidechain":true,"message":{"id":"x"#,
          #"{"type":"assistant","isSidechain":true,"message":{"id":"a1","role":"assistant","content":[{"type":"text","text":"Seen it."}]}}"#,
        ]
      ])
    let (header, messages, report) = try TranscriptReader(source: .file(path)).readAll()
    #expect(report.diagnostics.count == 1)
    #expect(report.diagnostics.first?.message.contains("1 problem") == true)
    #expect(header.messageCount == 4)
    #expect(subagent(of: messages)?.count == 2)
  }

  @Test func anAgentIDThatIsNotAPlainNameIsNeverUsedAsAPath() throws {
    // `../s` would name the session itself (or anything else) from inside the log.
    let path = try folder(
      session: taskSession(agent: "../../etc"),
      files: [
        "agent-.jsonl": [
          #"{"type":"user","isSidechain":true,"message":{"role":"user","content":"no"}}"#
        ]
      ])
    let (_, messages, report) = try TranscriptReader(source: .file(path)).readAll()
    #expect(subagent(of: messages) == nil)
    #expect(report.diagnostics.isEmpty)
  }

  @Test func aSubagentFileNamingItselfStopsAtTheDepthLimit() throws {
    let nested = [
      #"{"type":"user","isSidechain":true,"message":{"role":"user","content":"Explore."}}"#,
      #"{"type":"assistant","isSidechain":true,"message":{"id":"a1","role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Task","input":{"prompt":"Explore."}}]}}"#,
      #"{"type":"user","isSidechain":true,"toolUseResult":{"agentId":"loop"},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"again"}]}}"#,
    ]
    let path = try folder(
      session: taskSession(agent: "loop"), files: ["s/subagents/agent-loop.jsonl": nested])
    let (_, messages, _) = try TranscriptReader(source: .file(path)).readAll()
    var depth = 0
    var level = subagent(of: messages)
    while let session = level {
      depth += 1
      level = subagent(of: session)
    }
    #expect(depth >= 1 && depth <= 4)
  }

  @Test func pagesFoldTheSubagentWithUniqueAnchors() throws {
    let reader = try TranscriptReader(
      source: .file(TranscriptFixtures.path("explore.claude-code.jsonl")))
    let (header, _) = try reader.scanHeader()
    var bytes: [UInt8] = []
    try TranscriptHTMLExporter().export(reader, header: header) { bytes += $0 }
    let page = String(decoding: bytes, as: UTF8.self)
    #expect(page.contains("<details class=\"subagent\">\n<summary>Sub-agent: 1 turn · read 1 file"))
    #expect(!page.contains("agentId: a3f9c21"))
    var ids: [String] = []
    var rest = page[...]
    while let range = rest.range(of: " id=\"") {
      rest = rest[range.upperBound...]
      ids.append(String(rest.prefix { $0 != "\"" }))
    }
    #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
    #expect(ids.contains { $0.hasPrefix("m2-a1-m") })
  }

  @Test func markdownFoldsTheSubagentInDetails() throws {
    let reader = try TranscriptReader(
      source: .file(TranscriptFixtures.path("review.claude-code.jsonl")))
    let (header, _) = try reader.scanHeader()
    var out = ""
    try TranscriptMarkdownExporter().export(reader, header: header) { out += $0 }
    #expect(
      out.contains(
        "<details>\n<summary>Sub-agent: 1 turn · ran 1 command (1 failed: <code>pytest</code>)"))
    #expect(out.contains("$ python -m pytest --color=yes"))
  }
}
