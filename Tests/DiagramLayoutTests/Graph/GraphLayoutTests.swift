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

  /// A relationship that comes straight down meets its entity without a bend, and another
  /// one on the same side meets it toward where it comes from, not packed beside the first
  /// around the middle (Mermaid docs ER example 9: the straight line was bent 9 px aside and
  /// the two crow's feet touched).
  @Test func relationshipsMeetAWideEntityWhereTheyComeFrom() throws {
    let text = """
      erDiagram
        MAKER ||--o{ CAR : makes
        CAR ||--o{ DRIVER : allows
        PERSON ||--o{ DRIVER : is
        CAR {
          string registrationNumber PK
        }
        PERSON {
          string driversLicense PK "The license number of the person"
        }
        DRIVER {
          string carRegistrationNumber PK, FK "and the licence it is driven under"
        }
      """
    let graph = try GraphChecks.graph(text)
    let layout = GraphLayout.layout(graph, measurer: TextMeasurer())
    #expect(GraphChecks.problems(graph, layout) == [])
    func edge(_ label: String) throws -> FlowchartDrawing.Edge {
      let index = try #require(graph.edges.firstIndex { $0.label?.plainText == label })
      return try #require(layout.drawing.edges.first { $0.index == index })
    }
    let (allows, person) = (try edge("allows"), try edge("is"))
    try #require(abs(allows.start.x - allows.end.x) < 30, "CAR is not above DRIVER")
    #expect(abs(allows.start.x - allows.end.x) < 0.5, "\(allows.start) \(allows.end)")
    #expect(allows.end.distance(to: person.end) >= 40, "\(allows.end) \(person.end)")
  }

  /// An end text whose edge label sits where it would go moves beside the arrowhead, not a
  /// label's width aside (Mermaid docs class example 21: `many` of `Galaxy --> "many" Star :
  /// Contains` landed 50 px left of its line, next to the other edge's `1..*`).
  @Test func anEndTextBlockedByTheLabelSitsBesideTheMarker() throws {
    let measurer = TextMeasurer()
    let tip = Point(300, 200)
    let down = Point(0, 1)
    let label = Rect(center: Point(300, 165), width: 80, height: 24)
    let center = GraphSVGWriter.endTextCenter(
      "many", tip: tip, direction: down, marker: .arrow, measurer: measurer,
      bounds: Size(width: 600, height: 400), avoiding: [label])
    let box = Rect(center: center, width: measurer.width("many"), height: measurer.lineHeight)
    #expect(!box.intersects(label, tolerance: 0.5), "\(box)")
    // Beside the arrowhead: below the label, clear of the marker's half-width, and close.
    #expect(box.minY >= label.maxY - 0.5, "\(box)")
    #expect(box.maxY <= tip.y, "\(box)")
    #expect(box.maxX <= tip.x - EdgeMarker.arrow.width / 2 || box.minX >= tip.x + 4.5, "\(box)")
    #expect(abs(center.x - tip.x) < measurer.width("many"), "\(center)")
  }

  /// The least slide that clears every obstacle: past each stretch a box would overlap, the
  /// first gap wide enough, nothing when the obstacles cover every slide up to the limit.
  @Test func endTextsSlideOnlyAsFarAsTheyMust() {
    /// The slide of a 20 × 10 box starting at the origin, rightwards, past squares of side 10
    /// centred at `centers`.
    func slide(past centers: [Point], limit: Double = 80) -> Double? {
      EndTextSlide.least(
        from: Point(0, 0), toward: Point(1, 0), size: Size(width: 20, height: 10), limit: limit,
        obstacles: centers.map { Rect(center: $0, width: 10, height: 10) })
    }
    // Clear where it starts.
    #expect(slide(past: []) == 0)
    // One square over the start: its far edge at 15, plus half the box, less the half-pixel
    // tolerance, and a hair.
    #expect(abs((slide(past: [Point(10, 0)]) ?? -1) - 24.51) < 0.001)
    // Stretches that overlap are cleared together: the box touches one square or the other
    // anywhere up to 44.5.
    #expect(abs((slide(past: [Point(5, 0), Point(30, 0)]) ?? -1) - 44.51) < 0.001)
    // A gap between them that the box fits in is taken.
    #expect(abs((slide(past: [Point(5, 0), Point(40, 0)]) ?? -1) - 19.51) < 0.001)
    // A square level with the path but off it across does not count.
    #expect(slide(past: [Point(10, 30)]) == 0)
    // Covered up to the limit.
    #expect(slide(past: [Point(10, 0), Point(25, 0), Point(40, 0)], limit: 40) == nil)
  }

  /// Ends toward their edges: inside the side, a spacing apart, and each as near its edge
  /// as that allows.
  @Test func endsSitTowardTheirEdgesInsideTheSide() {
    // Room for both where their edges are: no shift from there.
    #expect(EdgeRouter.towardShifts([90, 130], middle: 100, half: 60, spacing: 20) == [-10, 30])
    // Too close: moved apart about their mean.
    #expect(EdgeRouter.towardShifts([100, 104], middle: 100, half: 60, spacing: 20) == [-8, 12])
    // Far off on both sides: at the side's reach.
    #expect(EdgeRouter.towardShifts([-500, 900], middle: 100, half: 60, spacing: 20) == [-60, 60])
    // Three from one far side: packed against that end of the side.
    #expect(
      EdgeRouter.towardShifts([500, 600, 700], middle: 100, half: 60, spacing: 20) == [20, 40, 60])
  }

  /// A state's note sits level with its state on the side named, joined by a short level
  /// line (Mermaid docs state example 14): ranked as a node of its own it landed a rank lower,
  /// below-left of `State1`, and the left note above-right of `State2`.
  @Test(arguments: ["TB", "BT", "LR", "RL"])
  func notesSitBesideTheirStates(direction: String) throws {
    let text = """
      stateDiagram-v2
        direction \(direction)
        State1: The state with a note
        note right of State1
          Important information! You can write
          notes.
        end note
        State1 --> State2
        note left of State2 : This is the note to the left.
      """
    let graph = try GraphChecks.graph(text)
    let layout = GraphLayout.layout(graph, measurer: TextMeasurer())
    #expect(GraphChecks.problems(graph, layout) == [])
    func box(_ id: String) throws -> Rect {
      let index = try #require(graph.nodes.firstIndex { $0.id == id })
      return try #require(layout.drawing.nodes.first { $0.index == index }).outline.bounds
    }
    let (state1, note1) = (try box("State1"), try box("note-1"))
    let (state2, note2) = (try box("State2"), try box("note-2"))
    #expect(note1.minX > state1.maxX, "\(note1) \(state1)")
    #expect(note2.maxX < state2.minX, "\(note2) \(state2)")
    // Level with the state: their heights overlap.
    #expect(note1.minY < state1.maxY && note1.maxY > state1.minY, "\(note1) \(state1)")
    #expect(note2.minY < state2.maxY && note2.maxY > state2.minY, "\(note2) \(state2)")
    for (index, edge) in graph.edges.enumerated() where edge.dashed {
      let line = try #require(layout.drawing.edges.first { $0.index == index })
      #expect(abs(line.start.y - line.end.y) < 0.01, "level: \(line.start) \(line.end)")
      #expect(line.start.distance(to: line.end) <= 30, "short: \(line.start) \(line.end)")
    }
    // The transition passes neither note.
    let transition = try #require(layout.drawing.edges.first { !graph.edges[$0.index].dashed })
    for note in [note1, note2] {
      var from = transition.start
      for segment in transition.segments {
        #expect(!note.intersects(segmentFrom: from, to: segment.end), "\(note)")
        from = segment.end
      }
    }
  }
}
