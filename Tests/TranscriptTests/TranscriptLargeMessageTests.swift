import Foundation
import MarkdownRender
import RenderSupport
import Testing
import Transcript

/// Giant messages: long Markdown rendered section by section gives the whole-text HTML and
/// terminal lines; a run of Markdown over the 1 MiB cap is shown plain, streamed in chunks.
@Suite struct TranscriptLargeMessageTests {
  /// Streams `text` as one assistant message through the exporter; the page and its chunks.
  func export(_ text: String) throws -> (String, Int) {
    let json =
      #"[{"role": "assistant", "content": "#
      + String(decoding: jsonString(text), as: UTF8.self) + "}]"
    let reader = try TranscriptReader(source: .bytes(Array(json.utf8)), format: .openai)
    let (header, _) = try reader.scanHeader()
    var bytes: [UInt8] = []
    var chunks = 0
    try TranscriptHTMLExporter().export(reader, header: header) {
      bytes += $0
      chunks += 1
    }
    return (String(decoding: bytes, as: UTF8.self), chunks)
  }

  func jsonString(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    JSONEscaping.append(text, to: &out)
    return out
  }

  @Test func longMarkdownInSectionsMatchesTheWholeParse() throws {
    // 3,000 paragraphs and lists with a reference link used across sections: about 200 KiB,
    // over the size from which text is parsed in sections.
    var parts = ["[ref]: https://example.com/r"]
    for index in 0..<3000 {
      parts.append("Paragraph \(index) with *emphasis* and [a link][ref] & <b>.\n\n- item \(index)")
    }
    let text = parts.joined(separator: "\n\n")
    #expect(text.utf8.count > 128 << 10)
    let (page, _) = try export(text)
    let whole = HTMLRenderer(options: HTMLRenderOptions(unsafeRawHTML: false, tagFilter: true))
      .render(MarkdownParser.parse(text.replacingOccurrences(of: "<b>", with: "&lt;b&gt;")))
    #expect(page.contains("<div class=\"markdown\">\n" + whole + "</div>\n"))
  }

  @Test func aParagraphOverTheCapIsShownPlainAndStreamed() throws {
    let line = "a *b* <i>c</i> & d\n"
    let text = String(repeating: line, count: (1 << 20) / line.utf8.count + 10)
    let (page, chunks) = try export(text)
    #expect(chunks > 10, "streamed in chunks, not one buffer")
    #expect(page.contains("<p class=\"plain-notice\">Shown as plain text"))
    #expect(page.contains("<pre><code>a *b* &lt;i&gt;c&lt;/i&gt; &amp; d\na *b*"))
    #expect(!page.contains("<em>b</em>"))
    // The same size in short paragraphs is still Markdown.
    let paragraphs = String(repeating: "a *b* d\n\n", count: text.utf8.count / 9)
    #expect(try export(paragraphs).0.contains("<p>a <em>b</em> d</p>"))
  }

  @Test func terminalShowsTheOverCapParagraphLineByLine() throws {
    let text = String(repeating: "x  y *z*\n", count: (1 << 20) / 9 + 10)
    let message = TranscriptMessage(role: .assistant, blocks: [.text(text)])
    let output = TranscriptTerminalRenderer(
      options: TranscriptTerminalOptions(width: 40, colorLevel: .none)
    ).render(header: TranscriptHeader(), messages: [message])
    #expect(output.contains("Shown as plain text"))
    // Each source line is one output line, its emphasis markers kept as typed.
    #expect(output.contains("MiB.\nx y *z*\nx y *z*\n"))
  }
}
