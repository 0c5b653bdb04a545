import Foundation
import RenderSupport
import TestSupport
import Testing
import Transcript

/// Terminal output of the sample conversations against reviewed golden files
/// (`Fixtures/Transcript/<case>.<variant>.txt`; `INTENT_RENDER_RECORD=1` re-records).
@Suite struct TranscriptTerminalRendererTests {
  static let cases = [
    "leap-day.intent.json", "dry-run.claude-code.jsonl", "weather.openai.json",
    "readme-lines.anthropic.json", "median.claude-code.jsonl", "greeting.codex.jsonl",
    "lint.gemini.json", "cat-names.chatgpt.json", "version-flag.aider.chat.history.md",
    "explore.claude-code.jsonl", "review.claude-code.jsonl",
  ]

  func output(_ name: String, options: TranscriptTerminalOptions) throws -> String {
    let reader = try TranscriptReader(source: .file(TranscriptFixtures.path(name)))
    let (header, _) = try reader.scanHeader()
    var out = ""
    try TranscriptTerminalRenderer(options: options).render(reader, header: header) { out += $0 }
    return out
  }

  func golden(_ name: String, _ variant: String) -> URL {
    let base = (name as NSString).deletingPathExtension
    return Fixtures.directory("Transcript").appendingPathComponent("\(base).\(variant).txt")
  }

  @Test(arguments: cases)
  func plainCollapsed(name: String) throws {
    let text = try output(name, options: TranscriptTerminalOptions(width: 80, colorLevel: .none))
    if let failure = Fixtures.checkGolden(text, at: golden(name, "text")) {
      Issue.record("\(failure)")
    }
  }

  @Test(arguments: cases)
  func plainExpanded(name: String) throws {
    let text = try output(
      name, options: TranscriptTerminalOptions(width: 60, colorLevel: .none, expand: true))
    if let failure = Fixtures.checkGolden(text, at: golden(name, "expanded")) {
      Issue.record("\(failure)")
    }
  }

  @Test func ansiExplained() throws {
    let text = try output(
      "dry-run.claude-code.jsonl",
      options: TranscriptTerminalOptions(width: 72, colorLevel: .truecolor))
    if let failure = Fixtures.checkGolden(
      ANSIExplainer.explain(text), at: golden("dry-run.claude-code.jsonl", "ansi"))
    {
      Issue.record("\(failure)")
    }
  }

  @Test(arguments: [20, 33, 80, 137])
  func noLineIsWiderThanTheWidth(width: Int) throws {
    for name in Self.cases {
      let text = try output(
        name, options: TranscriptTerminalOptions(width: width, colorLevel: .none, expand: true))
      // `[n]: URL` lines overflow on purpose: a URL is never broken.
      for line in text.split(separator: "\n") where !line.contains("]: http") {
        #expect(DisplayWidth.of(String(line)) <= width, "\(name) at \(width): \(line)")
      }
    }
  }

  @Test func controlCharactersNeverReachTheTerminal() {
    let message = TranscriptMessage(
      role: .user, author: "evil\u{1B}]0;title\u{07}",
      blocks: [
        .text("a\u{1B}[31mred"),
        .toolCall(
          ToolCall(id: "x\u{1B}[2J", name: "bash\u{1B}[H", arguments: .string("\u{1B}[5m"))),
      ])
    let text = TranscriptTerminalRenderer(
      options: .init(width: 60, colorLevel: .none, expand: true)
    )
    .render(header: TranscriptHeader(title: "t\u{1B}c"), messages: [message])
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{07}"))
  }
}
