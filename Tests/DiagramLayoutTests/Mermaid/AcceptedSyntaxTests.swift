import Foundation
import TestSupport
import Testing

@testable import DiagramLayout

/// Inputs Mermaid accepts, written for the syntax classes it used to refuse (`.` in
/// flowchart ids, short dotted links, strings over lines, numeric ER cardinalities, `[[choice]]`,
/// lenient Gantt dates, half arrows …): every one renders to a well-formed, audited SVG, and
/// nothing the parser read is left out of the drawing.
@Suite struct AcceptedSyntaxTests {
  /// One folder per diagram type under `Fixtures/DiagramLayout/accepted/`.
  static let types = [
    "flowchart", "sequence", "state", "class", "er", "pie", "gantt", "timeline", "xychart",
    "mindmap", "gitgraph", "quadrant", "kanban", "journey",
  ]

  static let folder = Fixtures.directory("DiagramLayout").appendingPathComponent("accepted")

  static func files(_ type: String) -> [URL] {
    let directory = folder.appendingPathComponent(type)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  static let inputs: [URL] = types.flatMap { files($0) }

  @Test(arguments: types)
  func eachTypeHasTwentyInputs(_ type: String) {
    #expect(Self.files(type).count >= 20, "\(type)")
  }

  @Test(arguments: inputs)
  func inputRendersWithNothingDropped(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let source = try MermaidSource(parsing: text)
    // The chart audit's element vocabulary is the graphs' and charts'; a sequence drawing
    // (lifelines are `line`s) is checked for well-formedness alone.
    let svg =
      source.type == .sequence
      ? try DiagramRenderer.render(text) : try ChartChecks.render(text)
    #expect(SequenceGeometry.isWellFormed(svg), "not well-formed")
    #expect(!svg.contains("foreignObject") && !svg.contains("<script"))
    let name = file.deletingPathExtension().lastPathComponent
    switch source.type {
    case .flowchart:
      let chart = try FlowchartParser.parse(source)
      #expect(Self.count(svg, "<g class=\"edge\"") == chart.edges.count, "\(name): edges")
      #expect(Self.count(svg, "<g class=\"node") == chart.nodes.count, "\(name): nodes")
    case .state, .classDiagram, .entityRelationship:
      let graph = try GraphChecks.graph(text)
      #expect(Self.count(svg, "<g class=\"edge\"") == graph.edges.count, "\(name): edges")
      #expect(Self.count(svg, "<g class=\"node") == graph.nodes.count, "\(name): nodes")
    case .sequence:
      let diagram = try SequenceParser.parse(source)
      #expect(Self.count(svg, "<g class=\"message\"") == diagram.messageCount, "\(name)")
    default:
      #expect(svg.contains(" data-id=\""), "\(name): no item drawn")
    }
  }

  /// How many times `part` occurs in `svg`.
  static func count(_ svg: String, _ part: String) -> Int {
    svg.components(separatedBy: part).count - 1
  }
}
