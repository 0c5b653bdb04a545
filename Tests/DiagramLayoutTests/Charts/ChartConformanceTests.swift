import Foundation
import Testing

@testable import DiagramLayout

/// The docs examples of the chart-like types render to audited SVG, each type at or above
/// the 95% floor.
@Suite struct ChartConformanceTests {
  static let folders = [
    "pie", "gantt", "timeline", "xyChart", "mindmap", "gitgraph", "quadrantChart", "kanban",
    "userJourney",
  ]

  static let examples: [URL] = folders.flatMap { ChartChecks.examples($0) }

  @Test(DrawingChecks.needsDocsExamples, arguments: examples)
  func exampleRenders(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    for theme in [DiagramTheme.Name.light, .dark, .auto] {
      let svg = try ChartChecks.render(text, options: DiagramOptions(theme: theme))
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      #expect(!svg.contains("foreignObject") && !svg.contains("<script"))
    }
  }

  @Test(arguments: folders)
  func floorOfExamplesIsMet(_ folder: String) {
    let files = ChartChecks.examples(folder)
    guard !files.isEmpty else { return }
    let rendered = files.filter { file in
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
      return (try? DiagramRenderer.render(text)) != nil
    }
    #expect(Double(rendered.count) >= 0.95 * Double(files.count), "\(folder)")
  }
}
