import Foundation
import MarkdownRender
import TestSupport
import Testing

/// Exports of hostile transcripts, in every input format, checked statically and in a real
/// browser.
@Suite(.serialized) struct TranscriptSafetyTests {
  static let corpora: [(String, String)] = [
    ("xss.intent.json", XSSCorpus.intent()),
    ("xss.claude-code.jsonl", XSSCorpus.claudeCode()),
    ("xss.openai.json", XSSCorpus.openAI()),
    ("xss.anthropic.json", XSSCorpus.anthropic()),
    ("xss-tools.claude-code.jsonl", XSSToolCorpus.claudeCode()),
  ]

  /// Writes the corpus file and exports it; returns the page's path and text.
  static func export(_ name: String, _ text: String) throws -> (String, String) {
    let folder = NSTemporaryDirectory() + "intent-render-xss-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let input = folder + "/" + name
    try text.write(toFile: input, atomically: true, encoding: .utf8)
    let output = folder + "/page.html"
    let (code, _, err) = runCLI(["transcript", input, "-o", output])
    #expect(code == 0, "\(name): \(err)")
    return (output, try String(contentsOfFile: output, encoding: .utf8))
  }

  @Test(arguments: corpora.map(\.0))
  func exportHasNoActiveContent(name: String) throws {
    let text = Self.corpora.first { $0.0 == name }!.1
    let (_, page) = try Self.export(name, text)
    let lower = page.lowercased()
    #expect(!lower.contains("<script"))
    for tag in [
      "<iframe", "<object", "<embed", "<base", "<link", "<form", "<meta http-equiv=\"refresh",
    ] {
      #expect(!lower.contains(tag), "\(name): \(tag)")
    }
    // Style elements come only from the page and the highlighter: none loads anything.
    for style in lower.components(separatedBy: "<style>").dropFirst() {
      let css = style.components(separatedBy: "</style>")[0]
      for bad in ["url(", "@import", "expression(", "javascript", "<"] {
        #expect(!css.contains(bad), "\(name): \(bad) in a stylesheet")
      }
    }
    #expect(
      page.components(
        separatedBy:
          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#x27;none&#x27;; img-src data:; style-src &#x27;unsafe-inline&#x27;\">"
      ).count == 2)
    // Every tag as a browser reads it: no event handler attribute, no script URL, images
    // only as raster data.
    let urlAttributes: Set<String> = ["href", "src", "action", "xlink:href", "formaction", "data"]
    for tag in HTMLTagScanner.tags(in: page) {
      for (attribute, value) in tag.attributes {
        #expect(!attribute.hasPrefix("on"), "\(name): <\(tag.name) \(attribute)=…>")
        // Inline styles only as colours the renderers computed (diff syntax colours, exact
        // ANSI colours): never text from the input.
        if attribute == "style" {
          #expect(
            value.wholeMatch(
              of: try Regex(
                #"((--[ld]|color|background-color|font-weight|font-style):(#[0-9A-Fa-f]{6}|bold|italic|normal);?)+"#
              )) != nil, "\(name): <\(tag.name) style=\(value.prefix(80))>")
        }
        if urlAttributes.contains(attribute) {
          let url = value.filter { !$0.isWhitespace }.lowercased()
          #expect(!url.hasPrefix("javascript:") && !url.hasPrefix("vbscript:"), "\(name): \(url)")
          if attribute == "src" {
            #expect(
              url.firstMatch(
                of: try Regex(#"^data:image/(png|jpeg|gif|webp);base64,[a-z0-9+/=]*$"#)) != nil,
              "\(name): src=\(url.prefix(80))")
          }
          if attribute == "href" {
            // Empty: the renderer's replacement for a refused URL.
            #expect(
              url.isEmpty || url.hasPrefix("#") || url.hasPrefix("http")
                || url.hasPrefix("mailto:"),
              "\(name): href=\(url)")
          }
        }
      }
    }
  }

  @Test(arguments: corpora.map(\.0))
  func noScriptRunsInChromium(name: String) throws {
    guard HeadlessBrowser.path != nil else {
      print("NOTICE: chromium not installed; browser safety test of \(name) skipped")
      return
    }
    let text = Self.corpora.first { $0.0 == name }!.1
    let (path, page) = try Self.export(name, text)
    let dom = try HeadlessBrowser.dumpDOM(path)
    #expect(!dom.isEmpty, "\(name): empty DOM dump (a dialog or a hang means a script ran)")
    let root = HTMLTagScanner.tags(in: dom).first { $0.name == "html" }
    #expect(
      root != nil && !root!.attributes.contains { $0.name == "data-pwned" },
      "\(name): a payload changed the DOM")
    // The title the browser shows is the exporter's escaped title, unchanged.
    let expected = try #require(page.firstMatch(of: try Regex(#"<title>([^<]*)</title>"#)))
    let found = try #require(dom.firstMatch(of: try Regex(#"<title>([^<]*)</title>"#)))
    #expect(String(page[expected.range]) == String(dom[found.range]))
    // As many messages in the live DOM as in the file: nothing was removed or injected.
    #expect(
      dom.components(separatedBy: "<article").count
        == page.components(separatedBy: "<article").count)
  }
}

/// The browser check itself: it must see a script that runs, or it proves nothing.
@Suite struct HeadlessBrowserHarnessTests {
  @Test func detectsAScriptThatRunsAndADialogThatHangs() throws {
    guard HeadlessBrowser.path != nil else {
      print("NOTICE: chromium not installed; browser harness test skipped")
      return
    }
    let folder = NSTemporaryDirectory()
    let running = folder + "intent-render-canary-\(UUID().uuidString).html"
    try "<!DOCTYPE html><title>safe</title><script>\(XSSCorpus.run)</script>".write(
      toFile: running, atomically: true, encoding: .utf8)
    let dom = try HeadlessBrowser.dumpDOM(running)
    #expect(dom.contains("<title>PWNED</title>"))
    #expect(
      HTMLTagScanner.tags(in: dom).first { $0.name == "html" }?.attributes.contains {
        $0.name == "data-pwned"
      } == true)
    let dialog = folder + "intent-render-canary-\(UUID().uuidString).html"
    try "<!DOCTYPE html><title>safe</title><script>alert(1)</script>".write(
      toFile: dialog, atomically: true, encoding: .utf8)
    #expect(try HeadlessBrowser.dumpDOM(dialog, seconds: 10).isEmpty)
  }
}

/// A real export, photographed in both colour schemes: the pages render and differ.
@Suite struct TranscriptScreenshotTests {
  @Test func lightAndDarkSchemesBothRender() throws {
    guard HeadlessBrowser.path != nil else {
      print("NOTICE: chromium not installed; screenshot test skipped")
      return
    }
    let folder = NSTemporaryDirectory() + "intent-render-shots-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let input = Fixtures.directory("Transcript").appendingPathComponent("leap-day.intent.json").path
    #expect(runCLI(["transcript", input, "-o", folder + "/page.html"]).0 == 0)
    try HeadlessBrowser.screenshot(folder + "/page.html", to: folder + "/light.png", dark: false)
    try HeadlessBrowser.screenshot(folder + "/page.html", to: folder + "/dark.png", dark: true)
    let light = try Data(contentsOf: URL(fileURLWithPath: folder + "/light.png"))
    let dark = try Data(contentsOf: URL(fileURLWithPath: folder + "/dark.png"))
    #expect(
      light.starts(with: [0x89, 0x50, 0x4E, 0x47]) && dark.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(light.count > 20_000 && dark.count > 20_000)
    #expect(light != dark)
  }
}
