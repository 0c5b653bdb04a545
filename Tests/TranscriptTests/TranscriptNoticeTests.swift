import Testing
import Transcript

/// A compaction in the exports: a marker line inside the agent's turn, never a card.
@Suite struct TranscriptNoticeTests {
  static let session =
    ([ClaudeCodeImporterTests.prompt, ClaudeCodeImporterTests.call, ClaudeCodeImporterTests.result]
    + [
      #"{"type":"system","subtype":"compact_boundary","uuid":"c1","timestamp":"2026-01-01T00:00:03Z","content":"Conversation <b>compacted</b>","compactMetadata":{"trigger":"manual","preTokens":1200,"postTokens":300}}"#,
      #"{"type":"user","uuid":"c2","isCompactSummary":true,"timestamp":"2026-01-01T00:00:04Z","message":{"role":"user","content":[{"type":"text","text":"We **listed** the files <script>x</script>."}]}}"#,
      ClaudeCodeImporterTests.reply,
    ]).joined(separator: "\n")

  static func reader() throws -> (TranscriptReader, TranscriptHeader) {
    let reader = try TranscriptReader(source: .bytes(Array(session.utf8)))
    return (reader, try reader.scanHeader().0)
  }

  @Test func htmlDrawsAFoldedMarkerInsideTheTurn() throws {
    let (reader, header) = try Self.reader()
    var bytes: [UInt8] = []
    try TranscriptHTMLExporter().export(reader, header: header) { bytes += $0 }
    let html = String(decoding: bytes, as: UTF8.self)
    #expect(html.components(separatedBy: "<article ").count - 1 == 2)
    #expect(!html.contains("<article class=\"message role-system\""))
    #expect(
      html.contains(
        "<details class=\"notice\" role=\"note\">\n<summary><span>Conversation &lt;b&gt;compacted&lt;/b&gt; · manual · 1,200 tokens before · 300 after</span></summary>"
      ))
    #expect(html.contains("We <strong>listed</strong> the files"))
    #expect(!html.contains("<script>x"))
    // The marker sits between the first rail and the reply of the same article.
    let marker = try #require(html.range(of: "class=\"notice\""))
    let reply = try #require(html.range(of: "<p>done</p>"))
    let articleEnd = try #require(
      html.range(of: "</article>", range: marker.upperBound..<html.endIndex))
    #expect(marker.upperBound < reply.lowerBound && reply.upperBound < articleEnd.lowerBound)
  }

  @Test func markdownAndTerminalShowTheMarkerLine() throws {
    let (reader, header) = try Self.reader()
    var markdown = ""
    try TranscriptMarkdownExporter().export(reader, header: header) { markdown += $0 }
    #expect(
      markdown.contains(
        "*— Conversation \\<b\\>compacted\\</b\\> · manual · 1,200 tokens before · 300 after —*"))
    #expect(markdown.contains("<summary>Summary it went on from</summary>"))
    #expect(markdown.components(separatedBy: "\n### ").count - 1 == 2)
    var text = ""
    try TranscriptTerminalRenderer(options: TranscriptTerminalOptions(colorLevel: .none))
      .render(reader, header: header) { text += $0 }
    #expect(
      text.contains("▸ Conversation <b>compacted</b> · manual · 1,200 tokens before · 300 after"))
    #expect(!text.contains("We listed"))
    var expanded = ""
    try TranscriptTerminalRenderer(
      options: TranscriptTerminalOptions(colorLevel: .none, expand: true)
    )
    .render(reader, header: header) { expanded += $0 }
    #expect(expanded.contains("│ We listed the files"))
  }
}
