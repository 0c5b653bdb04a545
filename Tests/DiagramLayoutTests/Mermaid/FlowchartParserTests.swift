import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct FlowchartParserTests {
  func parse(_ text: String) throws(DiagramError) -> Flowchart {
    try FlowchartParser.parse(MermaidSource(parsing: text))
  }

  @Test(arguments: [
    ("A[x]", NodeShape.rect), ("A(x)", .rounded), ("A([x])", .stadium), ("A[[x]]", .subroutine),
    ("A[(x)]", .cylinder), ("A((x))", .circle), ("A(((x)))", .doubleCircle),
    ("A>x]", .asymmetric), ("A{x}", .diamond), ("A{{x}}", .hexagon), ("A[/x/]", .leanRight),
    ("A[\\x\\]", .leanLeft), ("A[/x\\]", .trapezoid), ("A[\\x/]", .trapezoidTop),
    ("A@{ shape: cyl, label: \"x\" }", .cylinder), ("A@{shape: docs}", .documents),
    ("A@{ shape: notch-pent }", .notchedPentagon),
  ])
  func shapes(text: String, shape: NodeShape) throws {
    let chart = try parse("flowchart TD\n\(text)\n")
    #expect(chart.nodes.count == 1)
    #expect(chart.nodes[0].shape == shape)
    if !text.contains("shape: docs"), !text.contains("notch") {
      #expect(chart.nodes[0].label.plainText == "x")
    }
  }

  @Test(arguments: [
    ("A-->B", EdgeStroke.normal, EdgeHead.none, EdgeHead.arrow, 1, nil as String?),
    ("A --- B", .normal, .none, .none, 1, nil), ("A-.->B", .dotted, .none, .arrow, 1, nil),
    ("A ==> B", .thick, .none, .arrow, 1, nil), ("A ~~~ B", .invisible, .none, .none, 1, nil),
    ("A --o B", .normal, .none, .circle, 1, nil), ("A --x B", .normal, .none, .cross, 1, nil),
    ("A <--> B", .normal, .arrow, .arrow, 1, nil), ("A o--o B", .normal, .circle, .circle, 1, nil),
    ("A x--x B", .normal, .cross, .cross, 1, nil), ("A ----> B", .normal, .none, .arrow, 3, nil),
    ("A -...-> B", .dotted, .none, .arrow, 3, nil), ("A ===> B", .thick, .none, .arrow, 2, nil),
    ("A-- text -->B", .normal, .none, .arrow, 1, "text"),
    ("A-->|text|B", .normal, .none, .arrow, 1, "text"),
    ("A-. text .-> B", .dotted, .none, .arrow, 1, "text"),
    ("A == text ==> B", .thick, .none, .arrow, 1, "text"),
    ("A-- This is the text! ---B", .normal, .none, .none, 1, "This is the text!"),
    ("A---|This is the text|B", .normal, .none, .none, 1, "This is the text"),
    ("B -- No ----> E", .normal, .none, .arrow, 3, "No"),
    ("A e1@--> B", .normal, .none, .arrow, 1, nil),
    ("A -- \"quoted | label\" --> B", .normal, .none, .arrow, 1, "quoted | label"),
  ])
  func links(
    text: String, stroke: EdgeStroke, start: EdgeHead, end: EdgeHead, length: Int, label: String?
  ) throws {
    let chart = try parse("flowchart LR\n\(text)\n")
    #expect(chart.edges.count == 1, "\(text)")
    guard let edge = chart.edges.first else { return }
    #expect(edge.stroke == stroke)
    #expect(edge.startHead == start)
    #expect(edge.endHead == end)
    #expect(edge.length == length)
    #expect(edge.label?.plainText == label)
    #expect(chart.nodes.count == 2)
  }

  @Test func chainsAndFans() throws {
    let chart = try parse("flowchart LR\n a --> b & c--> d\n A -- t --> B -- t2 --> C\n")
    let pairs = chart.edges.map { "\($0.from)>\($0.to)" }
    #expect(pairs == ["a>b", "a>c", "b>d", "c>d", "A>B", "B>C"])
  }

  @Test func labelsDecodeEntitiesMarkdownAndBreaks() throws {
    let chart = try parse(
      "flowchart LR\nA[\"A #quot;q#quot; #9829; #x41;\"]\nB[\"`**bold** and _it_\nline 2`\"]\nC[one<br/>two<br>three]\n"
    )
    #expect(chart.nodes[0].label.plainText == "A \"q\" ♥ A")
    #expect(chart.nodes[1].label.lines.count == 2)
    #expect(chart.nodes[1].label.lines[0][0] == TextRun("bold", bold: true))
    #expect(chart.nodes[1].label.lines[0].last == TextRun("it", italic: true))
    #expect(chart.nodes[2].label.lines.map { $0[0].text } == ["one", "two", "three"])
  }

  @Test func subgraphsNestWithTitlesAndDirections() throws {
    let chart = try parse(
      """
      flowchart LR
        subgraph TOP
          direction TB
          subgraph B1 [Inner one]
            i1 --> f1
          end
        end
        subgraph "quoted title"
          q
        end
        A --> TOP --> B
      """)
    #expect(chart.subgraphs.map(\.id) == ["TOP", "B1", "quoted title"])
    #expect(chart.subgraphs[1].parent == 0)
    #expect(chart.subgraphs[1].title.plainText == "Inner one")
    #expect(chart.subgraphs[0].direction == .topToBottom)
    #expect(chart.nodes.first { $0.id == "i1" }?.parent == 1)
    #expect(!chart.nodes.contains { $0.id == "TOP" })
    #expect(chart.edges.map(\.to) == ["f1", "TOP", "B"])
  }

  @Test func stylesKeepOnlySafeProperties() throws {
    let chart = try parse(
      """
      flowchart LR
        A:::hot --> B
        classDef hot fill:#f96,stroke:url(javascript:x),stroke-width:4px,background:red
        style B fill:#bbf;,stroke-dasharray: 5 5,color:expression(alert(1)),font-weight:bold
        linkStyle 0 stroke:#ff3,stroke-width:4px,fill:red
        classDef animate stroke-dasharray: 9,5,stroke-dashoffset: 900,animation: dash 25s linear infinite;
        click A href "javascript:alert(1)" "tip"
        click B callback
      """)
    let hot = chart.classStyles["hot"]!
    #expect(hot.properties.map(\.name) == ["fill", "stroke-width"])
    #expect(hot["stroke-width"] == "4px")
    let b = chart.nodes[1].style
    #expect(b["fill"] == "#bbf")
    #expect(b["stroke-dasharray"] == "5 5")
    #expect(b["color"] == nil)
    #expect(b["font-weight"] == "bold")
    #expect(chart.edges[0].style.properties.map(\.name) == ["stroke", "stroke-width"])
    #expect(chart.classStyles["animate"]?["stroke-dasharray"] == "9 5")
    #expect(chart.resolvedStyle(of: chart.nodes[0])["fill"] == "#f96")
  }

  @Test func subgraphStylesSurviveAnEdgeThatNamesTheSubgraph() throws {
    let chart = try parse(
      """
      flowchart LR
        c --> S1
        style S1 stroke:#f00
        subgraph S1
          a
        end
        subgraph S2
          b1
        end
        c --> S2
        style S2 fill:#f9f,stroke:#333
        classDef sg fill:#bbf
        class S2 sg
      """)
    #expect(chart.nodes.map(\.id) == ["c", "a", "b1"])
    #expect(chart.subgraphs[0].style["stroke"] == "#f00")
    #expect(chart.subgraphs[1].style["fill"] == "#f9f")
    #expect(chart.subgraphs[1].classes == ["sg"])
  }

  @Test func edgeIdStatementsAreIgnored() throws {
    let chart = try parse("flowchart LR\n A e1@==> B\n e1@{ animate: true }\n")
    #expect(chart.nodes.map(\.id) == ["A", "B"])
  }

  @Test(arguments: [
    ("flowchart TD\nA[open\n", 2, 2, "not closed"),
    ("flowchart TD\nsubgraph S\nA\n", 2, 1, "not closed with 'end'"),
    ("flowchart TD\nend\n", 2, 1, "'end' without"),
    ("flowchart XY\nA\n", 1, 1, "direction"),
    ("flowchart TD\nA -- text\n", 2, 3, "no end"),
    ("flowchart TD\nA-->|x B\n", 2, 5, "not closed"),
    ("flowchart TD\nA@{ shape: blob }\n", 2, 1, "unknown shape"),
    ("flowchart TD\nA --> \n", 2, 7, "expected a node id"),
  ])
  func errorsCarryPositions(text: String, line: Int, column: Int, message: String) {
    do {
      _ = try parse(text)
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.position == SourcePosition(line: line, column: column), "\(error)")
      #expect(error.message.contains(message), "\(error)")
    }
  }

  /// The ASCII shortcuts answer exactly what the Unicode properties do, for every scalar.
  @Test func identifierScalarsMatchTheirUnicodeDefinition() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alphabetic = scalar.properties.isAlphabetic
      let identifier =
        alphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        || (value > 0x7F && !scalar.properties.isWhitespace)
      if FlowchartParser.isLetter(scalar) != alphabetic
        || FlowchartParser.isIdentifierScalar(scalar) != identifier
      {
        Issue.record("U+\(String(value, radix: 16)) differs")
        return
      }
    }
  }
}
