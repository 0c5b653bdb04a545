import Foundation
import RenderSupport
import Testing

private let prose =
  String(repeating: "word ", count: 60) + "\n\n| a | b |\n|---|---|\n| "
  + String(repeating: "x", count: 150) + " | y |\n"

@Test func proseStopsAtMaxWidthWhileTablesUseTheTerminal() {
  let out = runCLI(["note", "--format", "text", "--width", "200"], stdin: prose).1
  let lines = out.split(separator: "\n")
  #expect(lines.first.map { DisplayWidth.of($0) <= 100 && DisplayWidth.of($0) > 90 } == true)
  #expect(lines.contains { DisplayWidth.of($0) > 150 })
  let capped = runCLI(
    ["note", "--format", "text", "--width", "200", "--max-width", "40"], stdin: prose
  ).1
  #expect(capped.split(separator: "\n").first.map { DisplayWidth.of($0) <= 40 } == true)
  let uncapped = runCLI(
    ["note", "--format", "text", "--width", "200", "--max-width", "0"], stdin: prose
  ).1
  #expect(uncapped.split(separator: "\n").first.map { DisplayWidth.of($0) > 190 } == true)
  let (code, _, err) = runCLI(["note", "--max-width", "-3"], stdin: prose)
  #expect(code == 2)
  #expect(err.hasPrefix("intent-render: ") && err.contains("--max-width"))
}

@Test func standalonePagesGetHeadingIDsThatTheirLinksReach() {
  let note = "---\ntitle: From <front> matter\n---\n[Usage](#usage)\n\n## Usage\n"
  let (code, out, _) = runCLI(["note", "--format", "html", "--standalone"], stdin: note)
  #expect(code == 0)
  #expect(out.contains("<title>From &lt;front&gt; matter</title>"))
  #expect(out.contains("<h2 id=\"user-content-usage\">Usage</h2>"))
  #expect(out.contains("<a href=\"#user-content-usage\">Usage</a>"))
  let fragment = runCLI(["note", "--format", "html"], stdin: note).1
  #expect(fragment.contains("<h2>Usage</h2>"))
  #expect(fragment.contains("<th>title</th>"))
  let reference = runCLI(["note", "--format", "html", "--commonmark"], stdin: note).1
  #expect(reference.hasPrefix("<hr />\n<h2>title: From"))
}
