import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

/// `accTitle`/`accDescr` in the diagram types whose grammar does not read them. Before, only
/// flowcharts, sequences, state, class and (one-line) ER diagrams took them: a multi-line
/// `accDescr { … }` was an error in eight chart types (its lines read as tasks, slices,
/// commits…), a timeline drew its lines as events, and no chart named its image with them.
@Suite struct AccessibleTextTests {
  @Test func readsOneLineAndBlockStatementsAndBlanksThem() throws {
    let text = """
      gantt
        accTitle : Release plan
        accDescr {
          Two tasks,
            one after the other
        }
        section S
        accDescr: replaced by this one
      """
    let source = try MermaidSource(parsing: text)
    #expect(source.accessible.title == "Release plan")
    #expect(source.accessible.description == "replaced by this one")
    let kept = source.bodyLines.filter { !$0.text.allSatisfy(\.isWhitespace) }
    #expect(kept.map(\.text) == ["  section S"])
    #expect(kept.map(\.number) == [7], "lines keep their numbers")
  }

  @Test func aBlockClosedOnItsLineKeepsWhatFollows() throws {
    let source = try MermaidSource(parsing: "pie\n  accDescr { short } \"A\" : 1\n")
    #expect(source.accessible.description == "short")
    #expect(source.bodyLines.first?.text == String(repeating: " ", count: 21) + "\"A\" : 1")
    #expect(try PieParser.parse(source).slices.map(\.label) == ["A"])
  }

  @Test func wordsThatOnlyStartLikeTheKeywordsAreLeftAlone() throws {
    let text = "mindmap\n  accTitles: x\n  accDescr-x: y\n  accTitle\n  accDescr [z]\n"
    let source = try MermaidSource(parsing: text)
    #expect(source.accessible == AccessibleText())
    #expect(source.bodyLines.map(\.text).contains("  accTitles: x"))
  }

  @Test func anUnclosedBlockIsAnErrorAtItsKeyword() {
    #expect(
      throws: DiagramError(
        .syntax, "'accDescr {' is never closed with '}'",
        at: SourcePosition(line: 3, column: 3))
    ) {
      try MermaidSource(parsing: "journey\n  title T\n  accDescr {\n  section S\n")
    }
  }

  @Test func typesWithTheirOwnGrammarForThemKeepTheLines() throws {
    // A class member or a flowchart statement after `;` may be named so: their parsers decide.
    for header in ["flowchart TD", "sequenceDiagram", "stateDiagram-v2", "classDiagram"] {
      let source = try MermaidSource(parsing: "\(header)\n  accTitle: T\n")
      #expect(source.accessible == AccessibleText())
      #expect(source.bodyLines.first?.text == "  accTitle: T")
    }
  }

  /// Every type drawn by a chart document or the graph writer names its image from them.
  @Test(arguments: [
    "gantt\n  dateFormat YYYY-MM-DD\n  section S\n  Task : a1, 2024-01-01, 3d",
    "journey\n  section Work\n    Code: 5: Me", "timeline\n  2002 : LinkedIn",
    "pie\n  \"Dogs\" : 386", "gitGraph\n  commit", "quadrantChart\n  A: [0.3, 0.6]",
    "xychart-beta\n  x-axis [jan, feb]\n  bar [1, 2]", "mindmap\n  root\n    child",
    "kanban\n  Todo\n    [Write]", "erDiagram\n  CUSTOMER ||--o{ ORDER : places",
  ])
  func chartsAndERDiagramsAreNamedAndDescribed(body: String) throws {
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    let text =
      ([
        lines[0], "  accTitle: The name", "  accDescr {", "    First line",
        "    second line", "  }",
      ] + lines.dropFirst()).joined(separator: "\n")
    let svg = try DiagramRenderer.render(text)
    #expect(svg.contains("aria-labelledby=\"diagram-title diagram-desc\""))
    #expect(svg.contains("<title id=\"diagram-title\">The name</title>"))
    #expect(svg.contains("<desc id=\"diagram-desc\">First line\nsecond line</desc>"))
    #expect(!svg.contains("First line</text>"), "the description is not drawn as content")
  }
}
