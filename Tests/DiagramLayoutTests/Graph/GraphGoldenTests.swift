import Foundation
import TestSupport
import Testing

@testable import DiagramLayout

/// One reviewed SVG per type and theme (`Fixtures/DiagramLayout/<case>.mmd` → `<case>-light.svg`,
/// `<case>-dark.svg`), re-recorded only with `INTENT_RENDER_RECORD=1`.
@Suite struct GraphGoldenTests {
  static let cases = ["state-order", "class-shapes", "er-shop"]

  @Test(arguments: cases)
  func matchesTheReviewedSVG(_ name: String) throws {
    let folder = Fixtures.directory("DiagramLayout")
    let text = try String(
      contentsOf: folder.appendingPathComponent("\(name).mmd"), encoding: .utf8)
    for theme in [DiagramTheme.Name.light, .dark] {
      let svg = try DiagramRenderer.render(
        text, options: DiagramOptions(theme: theme, idPrefix: name))
      let golden = folder.appendingPathComponent("\(name)-\(theme.rawValue).svg")
      if let problem = Fixtures.checkGolden(svg, at: golden) { Issue.record("\(problem)") }
    }
  }

  @Test(arguments: cases)
  func goldenGeometryIsSound(_ name: String) throws {
    let text = try String(
      contentsOf: Fixtures.directory("DiagramLayout").appendingPathComponent("\(name).mmd"),
      encoding: .utf8)
    let graph = try GraphChecks.graph(text)
    let layout = GraphLayout.layout(graph, measurer: TextMeasurer())
    let problems = GraphChecks.problems(graph, layout)
    #expect(problems.isEmpty, "\(problems)")
  }
}
