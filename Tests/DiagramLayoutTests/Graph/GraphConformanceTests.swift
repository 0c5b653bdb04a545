import Foundation
import Testing

@testable import DiagramLayout

/// Every state, class and ER example of the Mermaid docs parses, lays out with the geometric
/// promises kept, and renders to a safe SVG with one `g.node` per node and one `g.edge` per
/// edge.
@Suite struct GraphConformanceTests {
  static let folders = ["stateDiagram", "classDiagram", "entityRelationshipDiagram"]

  static let examples: [URL] = folders.flatMap { type -> [URL] in
    guard let folder = DrawingChecks.conformanceFolder(type) else { return [] }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(DrawingChecks.needsDocsExamples, arguments: examples)
  func exampleRendersWithSoundGeometry(_ file: URL) throws {
    let name = file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent
    let text = try String(contentsOf: file, encoding: .utf8)
    let graph = try GraphChecks.graph(text)
    let layout = GraphLayout.layout(graph, measurer: TextMeasurer())
    let problems = GraphChecks.problems(graph, layout)
    #expect(problems.isEmpty, "\(name): \(problems)")
    for theme in [DiagramTheme.Name.light, .dark] {
      let svg = try DiagramRenderer.render(text, options: DiagramOptions(theme: theme))
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      let audit = SVGAudit(svg)
      #expect(audit.wellFormed && audit.problems.isEmpty, "\(name): \(audit.problems)")
      #expect(svg.components(separatedBy: "<g class=\"node ").count - 1 == graph.nodes.count)
      #expect(svg.components(separatedBy: "<g class=\"edge\"").count - 1 == graph.edges.count)
    }
  }

  @Test func floorOfExamplesIsMet() {
    for type in Self.folders {
      let files = Self.examples.filter { $0.deletingLastPathComponent().lastPathComponent == type }
      guard !files.isEmpty else { continue }
      let rendered = files.filter { file in
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return (try? DiagramRenderer.render(text)) != nil
      }
      #expect(Double(rendered.count) >= 0.95 * Double(files.count), "\(type)")
    }
  }
}
