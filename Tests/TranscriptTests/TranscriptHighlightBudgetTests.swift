import Foundation
import MarkdownRender
import Testing
import Transcript

/// The page-wide highlighting budget: turns are highlighted in page order until it is spent,
/// then the rest is plain under one notice, the same on every run.
@Suite struct TranscriptHighlightBudgetTests {
  struct MarkingRenderer: CodeBlockRenderer {
    func html(for block: CodeBlock) -> String? { "<pre class=\"marked\">x</pre>\n" }
  }

  func page(turns: Int, budget: Int) throws -> String {
    var messages: [TranscriptMessage] = []
    for index in 0..<turns {
      messages.append(TranscriptMessage(role: .user, blocks: [.text("Question \(index)")]))
      let code = String(repeating: "let value = \(index)\n", count: 50)
      messages.append(
        TranscriptMessage(role: .assistant, blocks: [.text("```swift\n" + code + "```\n")]))
    }
    var registry = CodeBlockRendererRegistry()
    registry.fallback = MarkingRenderer()
    var options = TranscriptHTMLOptions(codeBlockRenderers: registry)
    options.maxDocumentHighlightedBytes = budget
    let reader = try TranscriptReader(source: .bytes(Array(Self.intent(messages).utf8)))
    let (header, _) = try reader.scanHeader()
    var bytes: [UInt8] = []
    try TranscriptHTMLExporter(options: options).export(reader, header: header, windowTurns: 4) {
      bytes += $0
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func intent(_ messages: [TranscriptMessage]) -> String {
    let items = messages.map { message -> String in
      guard case .text(let text) = message.blocks[0] else { return "" }
      let escaped = text.replacingOccurrences(of: "\n", with: "\\n")
      return
        #"{"role":"\#(message.role.rawValue)","blocks":[{"type":"text","text":"\#(escaped)"}]}"#
    }
    return #"{"format":"intent-transcript","version":1,"messages":["#
      + items.joined(separator: ",") + "]}"
  }

  func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func pastTheBudgetTurnsArePlainUnderOneNotice() throws {
    // Each answer holds about 800 bytes of code: the budget covers the first few turns only.
    let html = try page(turns: 30, budget: 4_000)
    #expect(count("budget-notice", in: html) == 1)
    let notice = try #require(html.range(of: "budget-notice"))
    #expect(html[..<notice.lowerBound].contains("class=\"marked\""))
    #expect(!html[notice.upperBound...].contains("class=\"marked\""))
    #expect(count("language-swift", in: String(html[notice.upperBound...])) >= 20)
    #expect(try page(turns: 30, budget: 4_000) == html)
  }

  @Test func withinTheBudgetNothingChanges() throws {
    let html = try page(turns: 10, budget: 1 << 20)
    #expect(!html.contains("budget-notice"))
    #expect(count("class=\"marked\"", in: html) == 10)
  }
}
