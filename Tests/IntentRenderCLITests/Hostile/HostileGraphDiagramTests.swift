import Foundation
import TestSupport
import Testing

/// State, class and ER diagrams, whole process: hostile text stays inert in the SVG and in a
/// note's HTML page (checked statically and in Chromium), limits end in one positioned line
/// and exit 1 with no `-o` file left behind.
@Suite struct HostileGraphDiagramTests {
  /// The one-line XSS payloads, each placed where the grammar takes free text.
  static let payloads = XSSCorpus.payloads.filter { !$0.contains("\n") && !$0.contains("\u{0}") }

  static let sources: [(String, String)] = [
    (
      "state",
      "stateDiagram-v2\n"
        + payloads.enumerated().map { "  s\($0) : \($1)\n  s\($0) --> s\($0 + 1) : \($1)\n" }
        .joined()
    ),
    (
      "class",
      "classDiagram\n  class C {\n"
        + payloads.map { "    \($0)\n" }.joined() + "  }\n"
        + payloads.enumerated().map { "  C\($0) --> C\($0 + 1) : \($1)\n" }.joined()
    ),
    (
      "er",
      "erDiagram\n"
        // A label that opens with a quote is a quoted label: those payloads would not parse.
        + payloads.filter { !$0.hasPrefix("\"") }.enumerated().map {
          "  E\($0) ||--o{ E\($0 + 1) : \($1)\n"
        }.joined()
    ),
  ]

  func write(_ text: String, named name: String, in folder: TemporaryFolder) throws -> String {
    let path = folder.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: sources.map(\.0))
  func svgIsInertInChromium(_ type: String) throws {
    let folder = try TemporaryFolder()
    let source = Self.sources.first { $0.0 == type }!.1
    let input = try write(source, named: "d.mmd", in: folder)
    let svgPath = folder.path("d.svg")
    let outcome = ProcessRun(["diagram", input, "-o", svgPath]).run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
    // Every tag is one of the SVG writer's; no attribute is an event handler or a link.
    let allowed: Set<String> = [
      "svg", "title", "desc", "style", "rect", "g", "path", "text", "tspan",
    ]
    for tag in HTMLTagScanner.tags(in: svg) {
      #expect(allowed.contains(tag.name), "\(type): <\(tag.name)>")
      for attribute in tag.attributes {
        #expect(
          !attribute.name.lowercased().hasPrefix("on") && !attribute.name.contains("href"),
          "\(type): \(attribute.name)")
      }
    }
    guard HeadlessBrowser.path != nil else {
      print("NOTICE: chromium not installed; browser check of \(type) diagrams skipped")
      return
    }
    let dom = try HeadlessBrowser.dumpDOM(svgPath, seconds: 30)
    #expect(!dom.isEmpty, "\(type): empty DOM dump (a dialog or a hang means a script ran)")
    #expect(
      !dom.contains("<title>PWNED") && !dom.contains("data-pwned=\"1\""), "\(type): a payload ran")
  }

  @Test func notePageWithTheThreeTypesIsInertInChromium() throws {
    let folder = try TemporaryFolder()
    let note = Self.sources.map { "```mermaid\n\($0.1)```\n\n" }.joined()
    let input = try write(note, named: "n.md", in: folder)
    let page = folder.path("n.html")
    let outcome = ProcessRun(["note", input, "--format", "html", "--standalone", "-o", page]).run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.components(separatedBy: "<svg xmlns").count - 1 == 3, "all three drawn")
    guard HeadlessBrowser.path != nil else {
      print("NOTICE: chromium not installed; browser check of the note page skipped")
      return
    }
    let dom = try HeadlessBrowser.dumpDOM(page, seconds: 30)
    #expect(!dom.isEmpty, "empty DOM dump (a dialog or a hang means a script ran)")
    #expect(!dom.contains("<title>PWNED") && !dom.contains("data-pwned=\"1\""))
  }

  @Test func limitsEndInOnePositionedLineAndNoFile() throws {
    let folder = try TemporaryFolder()
    let cases = [
      ("stateDiagram\n" + (0..<501).map { "s\($0) --> s\($0 + 1)\n" }.joined(), ":502:1: "),
      ("classDiagram\n" + (0..<501).map { "C\($0) -- C\($0 + 1)\n" }.joined(), ":502:1: "),
      ("erDiagram\n" + (0..<501).map { "E\($0) ||--|| E\($0 + 1) : r\n" }.joined(), ":502:1: "),
      ("stateDiagram\n" + String(repeating: "state s {\n", count: 33), ":34:"),
    ]
    for (index, (source, position)) in cases.enumerated() {
      let input = try write(source, named: "l\(index).mmd", in: folder)
      let output = folder.path("l\(index).svg")
      let outcome = ProcessRun(["diagram", input, "-o", output]).run()
      #expect(outcome.status == 1)
      #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)")
      #expect(outcome.stderr.hasPrefix("intent-render: \(input)\(position)"), "\(outcome.stderr)")
      #expect(!FileManager.default.fileExists(atPath: output))
    }
  }
}
