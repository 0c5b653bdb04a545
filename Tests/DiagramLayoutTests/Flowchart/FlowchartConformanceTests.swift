import Foundation
import Testing

@testable import DiagramLayout

/// Every flowchart example of the Mermaid docs parses, lays out with the geometric promises
/// kept, and renders to SVG.
@Suite struct FlowchartConformanceTests {
  static let examples: [URL] = {
    guard let folder = DrawingChecks.conformanceFolder("flowchart") else { return [] }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  @Test(
    DrawingChecks.needsDocsExamples,
    arguments: examples)
  func exampleRendersWithSoundGeometry(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let source = try MermaidSource(parsing: text)
    let chart = try FlowchartParser.parse(source)
    let drawing = FlowchartLayout.layout(chart, measurer: TextMeasurer())
    let problems = DrawingChecks.problems(chart, drawing)
    #expect(problems.isEmpty, "\(file.lastPathComponent): \(problems)")
    let svg = try DiagramRenderer.render(text)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let audit = SVGAudit(svg)
    #expect(audit.wellFormed && audit.problems.isEmpty, "\(audit.problems)")
    #expect(svg.components(separatedBy: "<g class=\"node\"").count - 1 == chart.nodes.count)
    #expect(svg.components(separatedBy: "<g class=\"edge\"").count - 1 == drawing.edges.count)
  }

  @Test(DrawingChecks.needsDocsExamples)
  func floorOfExamplesIsMet() {
    var rendered = 0
    for file in Self.examples {
      if let text = try? String(contentsOf: file, encoding: .utf8),
        (try? DiagramRenderer.render(text)) != nil
      {
        rendered += 1
      }
    }
    #expect(Double(rendered) >= 0.95 * Double(Self.examples.count))
  }
}
