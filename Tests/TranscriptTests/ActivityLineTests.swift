import Testing
import Transcript

/// The names of failed calls in a rail's summary: code in HTML, a code span in Markdown, plain
/// words in a terminal.
@Suite struct ActivityLineTests {
  /// A session whose one command, named with markup, failed.
  static let session = [
    #"{"type":"user","uuid":"u1","message":{"role":"user","content":"run it"}}"#,
    #"{"type":"assistant","uuid":"a1","message":{"id":"m1","role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Bash","input":{"command":"cd x && <b>pytest</b> -q"}}]}}"#,
    #"{"type":"user","uuid":"u2","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"Exit code 1\nboom","is_error":true}]}}"#,
  ].joined(separator: "\n")

  static func reader() throws -> (TranscriptReader, TranscriptHeader) {
    let reader = try TranscriptReader(source: .bytes(Array(session.utf8)))
    return (reader, try reader.scanHeader().0)
  }

  @Test func htmlSetsTheNameAsEscapedCode() throws {
    let (reader, header) = try Self.reader()
    var bytes: [UInt8] = []
    try TranscriptHTMLExporter().export(reader, header: header) { bytes += $0 }
    let html = String(decoding: bytes, as: UTF8.self)
    #expect(
      html.contains(
        "<summary>Ran 1 command (1 failed: <code>&lt;b&gt;pytest&lt;/b&gt;</code>)</summary>"))
    #expect(!html.contains("`"))
    // On the rail's panel the usual code pill (also the panel's colour) would not show.
    #expect(
      html.contains(
        ".rail > summary code, .subagent > summary code { background: var(--bg); color: var(--error); }"
      ))
  }

  /// A Markdown export's `<summary>` is raw HTML, where GitHub (and `note`) read no code
  /// spans: the name is escaped `<code>` there, and the line's `markdown` form keeps a span.
  @Test func markdownSummaryIsHTMLCode() throws {
    let (reader, header) = try Self.reader()
    var markdown = ""
    try TranscriptMarkdownExporter().export(reader, header: header) { markdown += $0 }
    #expect(
      markdown.contains(
        "<summary>Ran 1 command (1 failed: <code>&lt;b&gt;pytest&lt;/b&gt;</code>)</summary>"))
    #expect(!markdown.contains("`&lt;b&gt;"))
  }

  @Test func theTerminalShowsThePlainName() throws {
    let (reader, header) = try Self.reader()
    var text = ""
    try TranscriptTerminalRenderer(options: TranscriptTerminalOptions(colorLevel: .none))
      .render(reader, header: header) { text += $0 }
    #expect(text.contains("Ran 1 command (1 failed: <b>pytest</b>)"))
    #expect(!text.contains("`"))
  }

  @Test func namesAreListedUpToThreeAndTheLineGoesOnInASentence() {
    let line = ActivityLine([.text("Ran 4 commands (4 failed: "), .code("a"), .text(", …)")])
    #expect(line.plain == "Ran 4 commands (4 failed: a, …)")
    #expect(line.markdown == "Ran 4 commands (4 failed: `a`, …)")
  }
}
