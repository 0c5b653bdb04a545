import RenderSupport
import Testing

@testable import DiagramLayout

/// What the parsers make of the syntax classes Mermaid accepts and this library used to
/// refuse: each input here differs from the fixtures of `AcceptedSyntaxTests`, and each check
/// is on the typed model, so a class read wrongly (not only refused) fails.
@Suite struct SyntaxClassTests {
  static func source(_ text: String) throws -> MermaidSource { try MermaidSource(parsing: text) }

  @Test func flowchartIdsKeepTheirDots() throws {
    let chart = try FlowchartParser.parse(
      Self.source("flowchart LR\n  lib.v2.js --> 3.14\n  x --> y.\n"))
    #expect(chart.nodes.map(\.id) == ["lib.v2.js", "3.14", "x", "y."])
  }

  @Test func flowchartIdsKeepNodeStringPunctuation() throws {
    let chart = try FlowchartParser.parse(
      Self.source(
        "flowchart LR\n  src/app.ts --> C#\n  C# -.-> why?\n  /etc/hosts & x*y --> a,b\n  end/ --> it's\n"
      ))
    #expect(
      chart.nodes.map(\.id) == [
        "src/app.ts", "C#", "why?", "/etc/hosts", "x*y", "a,b", "end/", "it's",
      ])
    #expect(
      chart.edges.map { "\($0.from)>\($0.to)" } == [
        "src/app.ts>C#", "C#>why?", "/etc/hosts>a,b", "x*y>a,b", "end/>it's",
      ])
    // The punctuation never swallows a link or a shape that follows.
    let shaped = try FlowchartParser.parse(Self.source("flowchart LR\n  a/b[/lean/]-->c+d\n"))
    #expect(shaped.nodes.map(\.id) == ["a/b", "c+d"])
    #expect(shaped.nodes[0].shape == .leanRight)
  }

  @Test func shortDottedLinksAndGluedHeads() throws {
    let chart = try FlowchartParser.parse(
      Self.source("flowchart LR\n  p .-> q\n  q <.-> r\n  r==xs\n  s--ot\n  t ...- u\n"))
    let edges = chart.edges.map { ($0.from, $0.to, $0.stroke, $0.startHead, $0.endHead) }
    #expect(edges.count == 5)
    #expect(edges[0] == ("p", "q", .dotted, .none, .arrow))
    #expect(edges[1] == ("q", "r", .dotted, .arrow, .arrow))
    #expect(edges[2] == ("r", "s", .thick, .none, .cross))
    #expect(edges[3] == ("s", "t", .normal, .none, .circle))
    #expect(edges[4].2 == .dotted && edges[4].4 == .none && chart.edges[4].length == 3)
  }

  @Test func linksReachAcrossLineBreaksAndHeaderStatements() throws {
    let chart = try FlowchartParser.parse(
      Self.source("graph LR;k-->l;\n  m\n  --> n\n  n -->\n  o\n"))
    #expect(chart.direction == .leftToRight)
    #expect(chart.edges.map { "\($0.from)>\($0.to)" } == ["k>l", "m>n", "n>o"])
    // A statement on the header line keeps its column in errors.
    #expect(throws: DiagramError.self) { try FlowchartParser.parse(Self.source("graph TD;A-->\n")) }
  }

  @Test func erCardinalitiesInEveryForm() throws {
    let diagram = try ERParser.parse(
      Self.source(
        """
        erDiagram
          P 1--1 Q : a
          Q 1..o{ R : b
          R u--|{ S : c
          S many optionally to one T : d
          T only one to zero or many U : e
        """))
    let found = diagram.relationships.map { ($0.fromCardinality, $0.identifying, $0.toCardinality) }
    #expect(found[0] == (.exactlyOne, true, .exactlyOne))
    #expect(found[1] == (.exactlyOne, false, .zeroOrMore))
    #expect(found[2] == (.parent, true, .oneOrMore))
    #expect(found[3] == (.zeroOrMore, false, .exactlyOne))
    #expect(found[4] == (.exactlyOne, true, .zeroOrMore))
  }

  @Test func erOneLineBlocksAndBreaksInLabels() throws {
    let diagram = try ERParser.parse(
      Self.source(
        "erDiagram\n  K { int id PK string name \"shown\" date born }\n  K ||--o{ L : \"x<br/>y\"\n"
      ))
    #expect(diagram.entities[0].attributes.map(\.name) == ["id", "name", "born"])
    #expect(diagram.entities[0].attributes[1].comment == "shown")
    let graph = ERGraph.make(diagram)
    #expect(graph.edges[0].label?.lines.count == 2)
    #expect(ERGraph.emphasis("_Thing_") == ("Thing", true))
    #expect(ERGraph.emphasis("a*b*") == ("a*b*", false))
  }

  @Test func statePseudoStatesInBracketsAndBraceOnNextLine() throws {
    let diagram = try StateParser.parse(
      Self.source(
        "stateDiagram-v2\n  state c [[choice]]\n  state f [[fork]]\n  state Box\n  {\n    inner\n  }\n"
      ))
    let kinds = Dictionary(uniqueKeysWithValues: diagram.states.map { ($0.id, $0.kind) })
    #expect(kinds["c"] == .choice && kinds["f"] == .fork && kinds["Box"] == .composite)
    let box = diagram.states.firstIndex { $0.id == "Box" }
    #expect(diagram.states.first { $0.id == "inner" }?.parent == box)
  }

  @Test func compositeSelfLoopIsDrawn() throws {
    let svg = try DiagramRenderer.render(
      "stateDiagram-v2\n  state Outer {\n    [*] --> Inner\n  }\n  Outer --> Outer: tick\n")
    #expect(svg.contains("data-from=\"Outer\" data-to=\"Outer\""))
    #expect(svg.contains(">tick<"))
  }

  @Test func stringsOverLinesInClassAndGitGraph() throws {
    let classes = try ClassParser.parse(
      Self.source(
        "classDiagram\n  namespace `x::y` {\n    class W\n  }\n  note for W \"one\n  two\"\n"))
    #expect(classes.namespaces.map(\.id) == ["x::y"])
    #expect(classes.notes[0].text == "one\n  two")
    let git = try GitGraphParser.parse(
      Self.source("gitGraph\n  commit\n  branch \"left\nright\"\n  commit\n"))
    #expect(git.branches.map(\.displayName) == ["main", "left right"])
  }

  @Test func classBodiesCloseOnAMemberLine() throws {
    let diagram = try ClassParser.parse(
      Self.source(
        "classDiagram\n  class A { +run() void }\n  class B {+x}\n  class C {\n    +load()\n    +save() }\n  A --> C\n"
      ))
    #expect(diagram.classes.map(\.id) == ["A", "B", "C"])
    #expect(diagram.classes.map(\.members.count) == [1, 1, 2])
    #expect(diagram.relations.count == 1)
  }

  @Test func mindmapShapesOverLines() throws {
    let tree = try MindmapParser.parse(
      Self.source("mindmap\n  top(\n    first\n    second\n  )\n    leaf\n"))
    #expect(tree.nodes.map(\.lines) == [["first", "second"], ["leaf"]])
    #expect(tree.nodes[1].parent == 0)
  }

  @Test func ganttLenientDatesAndMilestones() throws {
    let chart = try GanttParser.parse(
      Self.source(
        "gantt\n  dateFormat YYYY-MM-DD\n  section S\n  M : milestone, m, 2020-2-3, 0d\n  T : 2020-02-3, 2d\n"
      ))
    let day: Int64 = 86_400_000
    let feb3 = CalendarDate(year: 2020, month: 2, day: 3).dayNumber * day
    #expect(chart.tasks.map(\.start) == [feb3, feb3])
    #expect(chart.tasks[1].end == feb3 + 2 * day)
  }

  @Test func ganttEmptyEndFieldEndsWhereTheTaskStarts() throws {
    let chart = try GanttParser.parse(
      Self.source(
        "gantt\n  dateFormat YYYY-MM-DD\n  A : a, 2024-02-27, 3d\n  B : b, 2024-02-28,\n  C : 2024-3-1, \n  D : d, after a, 1d,\n"
      ))
    let day: Int64 = 86_400_000
    let feb28 = CalendarDate(year: 2024, month: 2, day: 28).dayNumber * day
    let mar1 = CalendarDate(year: 2024, month: 3, day: 1).dayNumber * day
    #expect(chart.tasks.map(\.id) == ["a", "b", "task3", "d"])
    #expect(chart.tasks[1].start == feb28 && chart.tasks[1].end == feb28)
    #expect(chart.tasks[2].start == mar1 && chart.tasks[2].end == mar1)
    // 2024 is a leap year: three days from 27 February end on 1 March.
    #expect(chart.tasks[0].end == mar1 && chart.tasks[3].start == mar1)
    #expect(chart.tasks[3].end == mar1 + day)
    #expect(throws: DiagramError.self) {
      try GanttParser.parse(Self.source("gantt\n  dateFormat YYYY-MM-DD\n  T : 3d,\n"))
    }
  }

  @Test func kanbanMetadataOverLines() throws {
    let board = try KanbanParser.parse(
      Self.source(
        "kanban\n  todo[To do]\n    a[Review]@{\n      assigned: 'lee'\n      priority: \"High\", ticket: K-1\n    }\n    b[Next]\n"
      ))
    let cards = board.columns[0].cards
    #expect(cards.map(\.id) == ["a", "b"])
    #expect(cards[0].assigned == "lee" && cards[0].priority == "High" && cards[0].ticket == "K-1")
    #expect(cards[1].position.line == 7)
  }

  @Test func sequenceHalfArrowsAndNumbering() throws {
    let diagram = try SequenceParser.parse(
      """
      sequenceDiagram
        autonumber 2.5 .25
        a-|\\b: one
        b//--a: two
        autonumber off
        a--|/b: three
        autonumber
        b\\\\-a: four
      """)
    let messages = diagram.events.compactMap { event -> SequenceMessage? in
      if case .message(let message) = event { return message }
      return nil
    }
    #expect(messages.map(\.arrow.head) == [.halfTop, .stickTop, .halfBottom, .stickBottom])
    #expect(messages.map(\.arrow.reversed) == [false, true, false, true])
    #expect(messages.map(\.arrow.line) == [.solid, .dotted, .dotted, .solid])
    #expect(messages.map { $0.number?.description } == ["2.5", "2.75", nil, "3.25"])
    #expect(SequenceNumber(parsing: "1.005") == nil)
  }

  @Test func participantAliasMayAskToWrap() throws {
    let diagram = try SequenceParser.parse(
      "sequenceDiagram\n  participant P as wrap:A name long enough to need more than one line\n  P->>P: x\n"
    )
    #expect(diagram.participants[0].wraps == true)
    #expect(diagram.participants[0].label == ["A name long enough to need more than one line"])
  }

  @Test func xyChartConfigIsHonoured() throws {
    let text = """
      %%{init: {"xyChart": {"width": 640, "height": 320, "chartOrientation": "horizontal"}}}%%
      xychart-beta
        x-axis [a, b]
        bar [1, 2]
      """
    let chart = try XYChartParser.parse(Self.source(text))
    #expect(chart.horizontal)
    let layout = XYLayout(chart, measurer: TextMeasurer())
    #expect(layout.bounds.width == 640 && layout.bounds.height == 320)
    #expect(layout.bars.allSatisfy { $0.rect.height < $0.rect.width + 200 })
  }
}
