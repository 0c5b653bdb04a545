import Foundation
import TestSupport
import Testing

@testable import DiagramLayout

/// Inputs Mermaid accepts, written for the syntax classes it used to refuse (`.` in
/// flowchart ids, short dotted links, strings over lines, numeric ER cardinalities, `[[choice]]`,
/// lenient Gantt dates, half arrows …): every one renders to a well-formed, audited SVG, and
/// nothing the parser read is left out of the drawing. Two samples: `accepted/` (one class a
/// file) and `written/` (realistic diagrams as people paste them, several classes a file,
/// each checked with Mermaid.js; see its README); the types drawn in cells are drawn there too.
@Suite struct AcceptedSyntaxTests {
  /// One folder per diagram type under each sample folder.
  static let types = [
    "flowchart", "sequence", "state", "class", "er", "pie", "gantt", "timeline", "xychart",
    "mindmap", "gitgraph", "quadrant", "kanban", "journey",
  ]

  /// The sample folders under `Fixtures/DiagramLayout/`.
  static let samples = ["accepted", "written"]

  static func files(_ type: String, in sample: String = "accepted") -> [URL] {
    let directory = Fixtures.directory("DiagramLayout").appendingPathComponent(sample)
      .appendingPathComponent(type)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map {
      directory.appendingPathComponent($0)
    }
  }

  static let inputs: [URL] = samples.flatMap { sample in types.flatMap { files($0, in: sample) } }

  /// The inputs of the types drawn in character cells.
  static let terminalInputs: [URL] = inputs.filter {
    ["flowchart", "sequence", "state", "class", "er"].contains(
      $0.deletingLastPathComponent().lastPathComponent)
  }

  @Test(arguments: samples, types)
  func eachTypeHasTwentyInputs(_ sample: String, _ type: String) {
    #expect(Self.files(type, in: sample).count >= 20, "\(sample)/\(type)")
  }

  @Test(arguments: terminalInputs)
  func inputDrawnInCellsWithTheGridPromisesKept(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let name = file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent
    for ascii in [false, true] {
      let (problems, width) = try TerminalConformanceTests.problems(text, ascii: ascii)
      #expect(problems.isEmpty, "\(name) ascii=\(ascii): \(problems.prefix(5))")
      #expect(width > 0, "\(name): nothing drawn")
    }
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
