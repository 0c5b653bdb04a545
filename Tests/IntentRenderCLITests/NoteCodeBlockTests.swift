import Foundation
import Highlight
import RenderSupport
import TestSupport
import Testing

/// Linguist's grammars are a Debian package; without them highlighting cannot be checked.
private let grammarsInstalled =
  LanguageRegistry.installed().languages.count > 0
  && GrammarSearchPath.linguistRoot() != nil

private let hostileJS = """
  ```js
  const s = "<script>alert(1)</script>" && '&amp;'; // </code></pre><img src=x onerror=alert(1)>
  ```

  """

/// The text of the first `<pre>` in `html`: tags dropped, the five entities decoded.
private func preText(_ html: String) -> String? {
  guard let start = html.range(of: "<pre"), let end = html.range(of: "</pre>") else { return nil }
  var text = ""
  var inTag = false
  for character in html[start.lowerBound..<end.upperBound] {
    if character == "<" {
      inTag = true
    } else if character == ">" {
      inTag = false
    } else if !inTag {
      text.append(character)
    }
  }
  for (entity, raw) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")] {
    text = text.replacingOccurrences(of: entity, with: raw)
  }
  return text.replacingOccurrences(of: "&amp;", with: "&")
}

@Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
func htmlHighlightsFencesWithEveryCharacterEscaped() throws {
  let (code, out, err) = runCLI(["note", "--format", "html"], stdin: hostileJS)
  #expect(code == 0, "\(err)")
  #expect(out.contains("<span class=\"ir-hl-p"))
  #expect(out.contains("@media (prefers-color-scheme: dark)"))
  #expect(!out.contains("<script>") && !out.contains("<img"))
  let text = try #require(preText(out))
  #expect(
    text
      == "const s = \"<script>alert(1)</script>\" && '&amp;'; // </code></pre><img src=x onerror=alert(1)>"
  )
}

@Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
func anExplicitThemeWritesInlineStylesAndNoHighlightWritesCmarkHTML() throws {
  let light = runCLI(["note", "--format", "html", "--theme", "light"], stdin: hostileJS).1
  #expect(light.contains("<span style=\"color:#"))
  #expect(!light.contains("<style>"))
  let dark = runCLI(["note", "--format", "html", "--theme", "dark"], stdin: hostileJS).1
  #expect(dark != light && dark.contains("<span style=\"color:#"))
  let plain = runCLI(["note", "--format", "html", "--no-highlight"], stdin: hostileJS).1
  #expect(plain.hasPrefix("<pre><code class=\"language-js\">const s = &quot;&lt;script&gt;"))
  let unknown = runCLI(["note", "--format", "html"], stdin: "```nosuchlang\n<b>\n```\n").1
  #expect(unknown == "<pre><code class=\"language-nosuchlang\">&lt;b&gt;\n</code></pre>\n")
}

@Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
func blocksShareOneStylesheetAndStayHighlightedAcrossSections() throws {
  // About 200 KiB: several sections, so blocks are highlighted ahead on worker threads.
  var note = ""
  for index in 0..<1200 {
    note += "Paragraph \(index) with some words to fill the section.\n\n"
    note += "```swift\nlet value\(index % 50) = \"text\" // comment \(index)\n```\n\n"
  }
  let first = runCLI(["note", "--format", "html"], stdin: note).1
  let second = runCLI(["note", "--format", "html"], stdin: note).1
  #expect(first == second)
  #expect(first.components(separatedBy: "<pre class=\"ir-hl\">").count - 1 == 1200)
  #expect(first.components(separatedBy: "<style>").count - 1 < 10)
  #expect(first.hasSuffix("comment 1199</span></code></pre>\n"))
  let ansi = runCLI(
    ["note", "--color", "always", "--width", "60"], stdin: note,
    environment: ["COLORTERM": "truecolor"]
  ).1
  let lastBlock = try #require(ansi.range(of: "// comment 1199", options: .backwards))
  #expect(ansi[..<lastBlock.lowerBound].hasSuffix("\u{1B}[3;38;2;139;149;163m"))
}

@Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
func terminalHighlightFitsTheWidthAndTextIsUnchanged() throws {
  let note =
    "```python\ndef f(x):  # \(String(repeating: "日本語 long comment ", count: 8))\n\treturn x\n```\n"
  let (code, out, _) = runCLI(
    ["note", "--color", "always", "--width", "40"], stdin: note,
    environment: ["COLORTERM": "truecolor"])
  #expect(code == 0)
  #expect(out.contains("\u{1B}[38;2;"))
  let lines = out.split(separator: "\n")
  for line in lines {
    #expect(ANSIText.unclosedEscapes(in: String(line)).isEmpty)
    #expect(ANSIText.visibleWidth(String(line)) <= 40)
  }
  #expect(lines.filter { $0.contains("↩") }.count >= 2)
  // Colouring never changes the layout; plain text indents the code instead of framing it.
  let plainColour = runCLI(
    ["note", "--color", "always", "--width", "40", "--no-highlight"], stdin: note,
    environment: ["COLORTERM": "truecolor"]
  ).1
  #expect(ANSIText.strip(out) == ANSIText.strip(plainColour))
  let text = runCLI(["note", "--format", "text", "--width", "40"], stdin: note).1
  #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("    ") })
  let unhighlighted = runCLI(
    ["note", "--format", "text", "--width", "40", "--no-highlight"], stdin: note
  ).1
  #expect(text == unhighlighted)
  let never = runCLI(["note", "--color", "never", "--width", "40"], stdin: note).1
  #expect(never == text)
}

private let diagrams = """
  ```mermaid
  flowchart LR
    A[One] --> B[Two]
  ```

  ```mermaid
  sequenceDiagram
    Alice->>Bob: Hi
  ```

  ```mermaid
  flowchart TD
    A --> <script>alert(1)</script>
  ```

  """

@Test func mermaidFencesBecomeInlineSVGOrTheirSourceAndTheError() {
  let (code, out, err) = runCLI(["note", "--format", "html"], stdin: diagrams)
  #expect(code == 0, "\(err)")
  #expect(out.components(separatedBy: "<figure class=\"diagram\"><svg ").count - 1 == 2)
  let ids = out.components(separatedBy: "<svg ").dropFirst().compactMap { svg in
    svg.range(of: "id=\"").map { svg[$0.upperBound...].prefix { $0 != "\"" } }
  }
  #expect(ids.count == 2 && Set(ids).count == 2)
  #expect(ids.allSatisfy { $0.hasPrefix("mermaid-") })
  #expect(out.contains("prefers-color-scheme: dark"))
  #expect(
    out.contains(
      "<figure class=\"diagram diagram-error\"><pre><code class=\"language-mermaid\">flowchart TD\n  A --&gt; &lt;script&gt;alert(1)&lt;/script&gt;\n</code></pre><figcaption>Mermaid diagram not drawn: 2:9: "
    ))
  #expect(!out.contains("<script>"))
  let dark = runCLI(["note", "--format", "html", "--theme", "dark"], stdin: diagrams).1
  #expect(!dark.contains("prefers-color-scheme"))
  #expect(dark.contains("--ir-background:#1E1E1E"))
}

@Test func terminalDrawsMermaidOrShowsItsSourceWithANote() {
  let utf8 = ["LANG": "C.UTF-8"]
  let (code, out, _) = runCLI(
    ["note", "--format", "text", "--width", "60"], stdin: diagrams, environment: utf8)
  #expect(code == 0)
  #expect(out.contains("│ One ├───▶│ Two │\n"), "\(out)")
  #expect(out.contains("│    Hi    │\n") || out.contains("Hi"))
  #expect(!out.contains("A[One] --> B[Two]"))
  #expect(out.contains("\nMermaid diagram not drawn: 2:9: "))
  // No UTF-8 locale, or --ascii: ASCII lines.
  let ascii = runCLI(["note", "--format", "text", "--width", "60"], stdin: diagrams).1
  #expect(ascii.contains("| One +--->| Two |\n"), "\(ascii)")
  let flag = runCLI(
    ["note", "--format", "text", "--width", "60", "--ascii"], stdin: diagrams, environment: utf8
  ).1
  #expect(flag == ascii)
  // Too wide for the width: the source, with a one-line remark.
  let wide = "```mermaid\nflowchart LR\n  A[One long label] --> B[Another long label]\n```\n"
  let narrow = runCLI(
    ["note", "--format", "text", "--width", "30"], stdin: wide, environment: utf8
  ).1
  #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 30 })
  #expect(narrow.contains("A[One long label]"))
  #expect(
    narrow.replacingOccurrences(of: "\n", with: " ").contains(
      "Mermaid diagram shown as source: it needs 44 columns, 30 here;"))
}

@Test func standaloneFollowsAnExplicitTheme() {
  let auto = runCLI(["note", "--format", "html", "--standalone"], stdin: "# T\n").1
  #expect(auto.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
  #expect(auto.contains("@media (prefers-color-scheme: dark)"))
  let dark = runCLI(
    ["note", "--format", "html", "--standalone", "--theme", "dark"], stdin: "# T\n"
  )
  .1
  #expect(dark.contains("<meta name=\"color-scheme\" content=\"dark\">"))
  #expect(!dark.contains("prefers-color-scheme"))
  #expect(dark.contains("--bg: #0d1117"))
}

/// `Fixtures/MarkdownRender/CodeAndDiagrams/note.md` through the CLI with highlighting and
/// diagrams: the terminal at 80 columns (truecolor, dark, explained form) and the HTML
/// fragment. Re-record with `INTENT_RENDER_RECORD=1`, then review by eye.
@Test(
  .enabled(if: grammarsInstalled, "Linguist grammars not installed"),
  arguments: [
    ("note.w80.ansi.txt", ["--format", "ansi", "--color", "always", "--width", "80"]),
    ("note.w80.light.ansi.txt", ["--color", "always", "--width", "80", "--theme", "light"]),
    ("note.html", ["--format", "html"]),
  ])
func codeAndDiagramsGolden(golden: String, arguments: [String]) throws {
  let directory = Fixtures.directory("MarkdownRender").appendingPathComponent("CodeAndDiagrams")
  let input = directory.appendingPathComponent("note.md").path
  let (code, out, err) = runCLI(
    ["note", input] + arguments, environment: ["COLORTERM": "truecolor", "LANG": "C.UTF-8"])
  #expect(code == 0, "\(err)")
  let actual = golden.hasSuffix(".html") ? out : ANSIExplainer.explain(out)
  if let problem = Fixtures.checkGolden(actual, at: directory.appendingPathComponent(golden)) {
    Issue.record(Comment(rawValue: problem))
  }
}
