import Testing

@testable import DiagramLayout

/// Classes as boxes: what the config asks of their compartments.
@Suite struct ClassGraphTests {
  static func graph(_ text: String) throws -> GraphDiagram {
    let source = try MermaidSource(parsing: text)
    return ClassGraph.make(try ClassParser.parse(source), settings: source.settings)
  }

  static func sectionCounts(_ graph: GraphDiagram) -> [String: Int] {
    var counts: [String: Int] = [:]
    for node in graph.nodes {
      if case .table(let table) = node.body { counts[node.id] = table.sections.count }
    }
    return counts
  }

  /// `class.hideEmptyMembersBox` (Mermaid docs class example 36, frontmatter and directive
  /// alike): a class without members is its name box alone, one with members keeps its
  /// compartments; without the setting both have three.
  @Test func hideEmptyMembersBoxDrawsTheNameAlone() throws {
    let body = """
      classDiagram
        class Duck
        class Pond {
          +int depth
        }
      """
    let frontmatter = try Self.graph(
      """
      ---
        config:
          class:
            hideEmptyMembersBox: true
      ---
      \(body)
      """)
    #expect(Self.sectionCounts(frontmatter) == ["Duck": 1, "Pond": 3])
    let directive = try Self.graph(
      "%%{init: {\"class\": {\"hideEmptyMembersBox\": true}}}%%\n\(body)")
    #expect(Self.sectionCounts(directive) == ["Duck": 1, "Pond": 3])
    #expect(Self.sectionCounts(try Self.graph(body)) == ["Duck": 3, "Pond": 3])
    // The drawn box is as tall as its name compartment.
    let measurer = TextMeasurer()
    let hidden = GraphLayout.layout(frontmatter, measurer: measurer)
    let shown = GraphLayout.layout(try Self.graph(body), measurer: measurer)
    let duck = { (layout: GraphLayout.Result) in
      layout.drawing.nodes.first { $0.index == 0 }?.geometry.height ?? 0
    }
    #expect(duck(hidden) < duck(shown), "\(duck(hidden)) vs \(duck(shown))")
    #expect(GraphChecks.problems(frontmatter, hidden) == [])
  }
}
