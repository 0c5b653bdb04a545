import Foundation
import Testing
import Transcript

@Suite struct TranscriptHTMLExporterTests {
  func page(_ name: String, options: TranscriptHTMLOptions = TranscriptHTMLOptions()) throws
    -> String
  {
    let reader = try TranscriptReader(source: .file(TranscriptFixtures.path(name)))
    let (header, _) = try reader.scanHeader()
    var bytes: [UInt8] = []
    var chunks = 0
    try TranscriptHTMLExporter(options: options).export(reader, header: header) {
      bytes += $0
      chunks += 1
    }
    #expect(chunks >= 2, "the page is streamed, not built whole")
    return String(decoding: bytes, as: UTF8.self)
  }

  func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func pageSkeletonHeaderAndPolicy() throws {
    let html = try page("leap-day.intent.json")
    #expect(
      html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
    #expect(
      html.contains(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#x27;none&#x27;; img-src data:; style-src &#x27;unsafe-inline&#x27;\">"
      ))
    #expect(html.contains("<title>Fix the flaky date parser</title>"))
    #expect(html.contains("@media (prefers-color-scheme: dark)"))
    #expect(html.contains("@media print"))
    #expect(html.contains("<div><dt>Participants</dt><dd>System, Ada, Assistant</dd></div>"))
    #expect(html.contains("<div><dt>Model</dt><dd>example-model-1</dd></div>"))
    #expect(
      html.contains(
        "<div><dt>Started</dt><dd><time datetime=\"2026-03-02T09:00:00Z\">2026-03-02 09:00 UTC</time></dd></div>"
      ))
    #expect(html.contains("<div><dt>Duration</dt><dd>2 min 10 s</dd></div>"))
    // The counts are of what is shown: prompts, agent turns, tool calls.
    #expect(html.contains("<div><dt>Prompts</dt><dd>2</dd></div>"))
    #expect(html.contains("<div><dt>Agent turns</dt><dd>2</dd></div>"))
    #expect(html.contains("<div><dt>Tool calls</dt><dd>3</dd></div>"))
    // A table of contents of the prompts, plain anchors.
    #expect(html.contains("<nav class=\"toc\" aria-label=\"Prompts\">"))
    #expect(html.contains("<li><a href=\"#m2\">"))
    #expect(!html.lowercased().contains("<script"))
    #expect(html.hasSuffix("</body>\n</html>\n"))
  }

  @Test func articlesAnchorsAndRails() throws {
    let html = try page("leap-day.intent.json")
    #expect(count("<article ", in: html) == 5)
    for ordinal in 1...5 { #expect(html.contains("id=\"m\(ordinal)\"")) }
    #expect(html.contains("<article class=\"message role-user\" id=\"m2\">"))
    #expect(
      html.contains(
        "<h2><a class=\"anchor\" href=\"#m2\">Ada</a></h2> <span class=\"role\">user</span>"))
    #expect(
      html.contains(
        "<details class=\"rail\">\n<summary>Thought, read 1 file, ran 1 command (1 failed: <code>swift</code>)</summary>"
      ))
    #expect(html.contains("<details class=\"rail\" open>\n<summary>Edited 1 file</summary>"))
    #expect(html.contains("<code class=\"tool-name\">read_file</code>"))
    // A read names its file beside the tool (the arguments are not dumped as JSON).
    #expect(
      html.contains(
        "<code class=\"tool-name\">read_file</code> <span class=\"tool-subject\">Sources/Dates/Parser.swift</span>"
      ))
    #expect(html.contains("<div class=\"result terminal-output error\">"))
    #expect(html.contains("<li class=\"chosen\"><strong>Fix the test</strong>"))
    #expect(
      html.contains(
        "<span class=\"kind\">Attachment</span> <span class=\"name\">parser.log</span> <span class=\"details\">47.1 KiB · text/plain</span>"
      ))
    #expect(html.contains("<figure class=\"image\"><img src=\"data:image/png;base64,iVBORw0KGgo"))
    #expect(html.contains("alt=\"Screenshot of the failing test\">"))
    #expect(html.contains("<table>"))
  }

  @Test func everyMessageHasAnAnchorEvenInsideRails() throws {
    let html = try page("dry-run.claude-code.jsonl")
    // One card for the prompt, one for the whole agent turn.
    #expect(count("<article ", in: html) == 2)
    for ordinal in 1...10 { #expect(html.contains("id=\"m\(ordinal)\""), "m\(ordinal)") }
    #expect(html.contains("<title>Add a --dry-run flag to the sync tool</title>"))
  }

  @Test func streamedPageEqualsTheInMemoryPage() throws {
    let streamed = try page("weather.openai.json")
    let (header, messages, _, _) = try TranscriptFixtures.read("weather.openai.json")
    #expect(streamed == TranscriptHTMLExporter().render(header: header, messages: messages))
    // No title given: the first line the user wrote stands in.
    #expect(
      streamed.contains("<title>What&#x27;s the weather in Lyon? Here is a map:</title>")
        || streamed.contains("<title>What's the weather in Lyon? Here is a map:</title>"))
  }

  @Test func rawHTMLAndRemoteImagesAreShownNotLoaded() {
    let message = TranscriptMessage(
      role: .assistant,
      blocks: [.text("<b>bold?</b> ![logo](https://example.com/l.png)\n\n<div>x</div>\n")])
    let html = TranscriptHTMLExporter().render(header: TranscriptHeader(), messages: [message])
    #expect(html.contains("&lt;b&gt;bold?&lt;/b&gt;"))
    #expect(html.contains("<a href=\"https://example.com/l.png\">🖼 logo</a>"))
    #expect(html.contains("&lt;div&gt;x&lt;/div&gt;"))
    #expect(!html.contains("<img"))
  }
}

@Suite struct TranscriptImageEmbeddingTests {
  static let png = try! Data(
    contentsOf: URL(fileURLWithPath: TranscriptFixtures.path("gradient.png")))

  func render(_ blocks: [TranscriptBlock], options: TranscriptHTMLOptions = TranscriptHTMLOptions())
    -> String
  {
    TranscriptHTMLExporter(options: options).render(
      header: TranscriptHeader(), messages: [TranscriptMessage(role: .user, blocks: blocks)])
  }

  func image(_ data: Data, type: String = "image/png", alt: String? = nil) -> TranscriptBlock {
    .image(
      TranscriptImage(source: .base64(data: data.base64EncodedString(), mediaType: type), alt: alt))
  }

  @Test func atMostTenImagesPerMessage() {
    let html = render((1...12).map { image(Self.png, alt: "shot \($0)") })
    #expect(html.components(separatedBy: "<img ").count - 1 == 10)
    #expect(html.contains("aria-label=\"Image not shown: shot 11\""))
    #expect(
      html.contains(
        "<span class=\"name\">shot 12</span> <span class=\"details\">758 B · more than 10 images in one message</span>"
      ))
  }

  @Test func imagesOverTheSizeLimitArePlaceholders() {
    var big = Self.png
    big.append(Data(count: 5 << 20))
    let html = render([image(big, alt: "huge")])
    #expect(!html.contains("<img "))
    #expect(html.contains("5.0 MiB · over the 5.0 MiB limit"))
    // Exactly at the limit is still embedded.
    var edge = Self.png
    edge.append(Data(count: (5 << 20) - Self.png.count))
    #expect(render([image(edge)]).contains("<img "))
  }

  @Test func onlyRasterImagesWhoseBytesMatchTheirType() {
    let svg = Data("<svg onload=\"alert(1)\"></svg>".utf8)
    #expect(render([image(svg, type: "image/svg+xml")]).contains("image/svg+xml is not embedded"))
    #expect(render([image(svg, type: "image/png")]).contains("data is not a image/png image"))
    #expect(
      render([image(Self.png, type: "IMAGE/PNG")]).contains("<img src=\"data:image/png;base64,"))
    let broken = TranscriptBlock.image(
      TranscriptImage(source: .base64(data: "iVBOR\" onerror=\"x", mediaType: "image/png")))
    #expect(render([broken]).contains("invalid base64 data"))
  }

  @Test func pathImagesMustStayInsideTheTranscriptFolder() {
    let options = TranscriptHTMLOptions(baseDirectory: TranscriptFixtures.directory.path)
    let inside = TranscriptBlock.image(TranscriptImage(source: .path("gradient.png"), alt: "g"))
    #expect(render([inside], options: options).contains("<img src=\"data:image/png;base64,iVBOR"))
    for path in ["../../Package.swift", "/etc/passwd", "~/x.png", "sub/../../x.png"] {
      let outside = TranscriptBlock.image(TranscriptImage(source: .path(path)))
      #expect(
        render([outside], options: options).contains("path outside the transcript's folder"),
        "\(path)")
    }
    let notImage = TranscriptBlock.image(TranscriptImage(source: .path("weather.openai.json")))
    #expect(render([notImage], options: options).contains("not a PNG, JPEG, GIF or WebP image"))
    #expect(render([inside]).contains("image paths need a transcript file"))
  }
}
