import Testing

@testable import DiagramLayout

/// The flowchart pipeline as state, class and ER diagrams use it.
@Suite struct GraphLayoutTests {
  /// Two relationships entering one side of an entity: their crow's feet (16 px across) end
  /// far enough apart not to overlap (Mermaid docs ER example 9).
  @Test func crowsFeetOnOneSideDoNotOverlap() throws {
    let text = """
      erDiagram
        CAR ||--o{ NAMED-DRIVER : allows
        PERSON ||--o{ NAMED-DRIVER : is
      """
    let graph = try GraphChecks.graph(text)
    let layout = GraphLayout.layout(graph, measurer: TextMeasurer())
    let ends = layout.drawing.edges.map(\.end)
    #expect(ends.count == 2)
    // 16 px of fork and a gap: ends spread at the flowchart's 14 px crossed toes.
    #expect(ends[0].distance(to: ends[1]) >= 20, "\(ends)")
  }
}
