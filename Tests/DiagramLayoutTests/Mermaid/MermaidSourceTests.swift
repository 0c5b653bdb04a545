import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct MermaidSourceTests {
  @Test func readsHeaderAndBodyPositions() throws {
    let source = try MermaidSource(parsing: "%% comment\n  flowchart LR;\n  A --> B\n")
    #expect(source.type == .flowchart)
    #expect(source.headerArgument == "LR")
    #expect(source.headerPosition == SourcePosition(line: 2, column: 3))
    #expect(source.bodyStart == SourcePosition(line: 3, column: 1))
    #expect(source.bodyLines.first?.text == "  A --> B")
  }

  @Test func readsFrontmatterTitleAndTheme() throws {
    let text =
      "---\ntitle: \"Hello\"\nconfig:\n  theme: dark\n  securityLevel: loose\n---\ngraph TD\nA\n"
    let source = try MermaidSource(parsing: text)
    #expect(source.title == "Hello")
    #expect(source.settings.theme == .dark)
    #expect(source.bodyStart.line == 8)
  }

  @Test func directivesSetOnlyTheTheme() throws {
    let text = "%%{init: {\"theme\": \"dark\", \"securityLevel\": \"loose\"}}%%\nsequenceDiagram\n"
    let source = try MermaidSource(parsing: text)
    #expect(source.type == .sequence)
    #expect(source.settings.theme == .dark)
  }

  @Test func readsInheritDirFromFrontmatterAndDirectives() throws {
    let front = try MermaidSource(
      parsing: "---\nconfig:\n  flowchart:\n    inheritDir: true\n---\nflowchart LR\nA\n")
    #expect(front.settings.subgraphsInheritDirection == true)
    let directive = try MermaidSource(
      parsing: "%%{init: {\"flowchart\": {\"inheritDir\": false}}}%%\nflowchart LR\nA\n")
    #expect(directive.settings.subgraphsInheritDirection == false)
    #expect(
      try MermaidSource(parsing: "flowchart LR\nA\n").settings.subgraphsInheritDirection == nil)
  }

  @Test func rejectsUnknownTypesWithPosition() {
    #expect(throws: DiagramError.self) { try MermaidSource(parsing: "bogusDiagram\n") }
    do {
      _ = try MermaidSource(parsing: "\n\n   zenuml\n")
      Issue.record("no error")
    } catch {
      #expect(error.position == SourcePosition(line: 3, column: 4))
      #expect(error.kind == .unsupported)
      #expect(error.message == "not supported yet: zenuml")
    }
  }

  /// Mermaid's other types are named as such, so a reader can tell them from a typo; once
  /// the registry draws one, its keyword selects it.
  @Test(arguments: [
    ("sankey-beta", "sankey"), ("block-beta", "block"),
    ("packet", "packet"), ("architecture-beta", "architecture"),
    ("radar-beta", "radar"), ("treemap-beta", "treemap"),
    ("requirementDiagram", "requirementDiagram"), ("C4Context", "C4"),
    ("zenuml", "zenuml"), ("eventmodeling", "eventmodeling"),
  ])
  func namesTheTypesNotDrawnYet(_ keyword: String, _ name: String) throws {
    if let drawn = DiagramType(keyword: Substring(keyword)) {
      #expect(try MermaidSource(parsing: "\(keyword)\n").type == drawn)
      return
    }
    #expect(
      throws: DiagramError(
        .unsupported, "not supported yet: \(name)", at: .init(line: 1, column: 1))
    ) {
      try MermaidSource(parsing: "\(keyword)\n  title x\n")
    }
  }

  @Test func knowsTheChartTypes() throws {
    let types = try [
      "pie", "gantt", "timeline", "xychart", "xychart-beta", "mindmap", "gitGraph", "gitGraph:",
    ]
    .map { try MermaidSource(parsing: "\($0)\n").type }
    #expect(types == [.pie, .gantt, .timeline, .xychart, .xychart, .mindmap, .gitGraph, .gitGraph])
  }

  @Test func frontmatterValuesKeepTheirPath() throws {
    let source = try MermaidSource(
      parsing: "---\ndisplayMode: compact # a comment\nconfig:\n  theme: dark\n  gantt:\n"
        + "    topAxis: true\n  pie:\n    textPosition: \"0.5\"\n---\ngantt\n")
    #expect(source.settings.values["displayMode"] == "compact")
    #expect(source.settings.values["config.gantt.topAxis"] == "true")
    #expect(source.settings.values["config.pie.textPosition"] == "0.5")
    #expect(source.settings.theme == .dark)
  }

  @Test func rejectsOversizedAndUnclosedInput() {
    let big = "graph TD\n" + String(repeating: "A-->B\n", count: 10_000)
    #expect(throws: DiagramError.self) { try MermaidSource(parsing: big) }
    #expect(throws: DiagramError.self) { try MermaidSource(parsing: "---\ntitle: x\ngraph TD\n") }
    #expect(throws: DiagramError.self) { try MermaidSource(parsing: "%%{init: {\ngraph TD\n") }
    #expect(throws: DiagramError.self) { try MermaidSource(parsing: "  \n%% only\n") }
  }

  @Test func sanitizesIdPrefixes() {
    #expect(DiagramRenderer.sanitize("my diagram\"><x") == "mydiagramx")
    #expect(DiagramRenderer.sanitize("1st") == "d1st")
    #expect(DiagramRenderer.sanitize("") == "d")
  }
}
