import Testing

@testable import DiagramLayout

@Suite struct FlowchartLayoutTests {
  func draw(_ text: String) throws -> (Flowchart, FlowchartDrawing) {
    let chart = try FlowchartParser.parse(MermaidSource(parsing: text))
    return (chart, FlowchartLayout.layout(chart, measurer: TextMeasurer()))
  }

  @Test func checksCatchBrokenDrawings() throws {
    var (chart, drawing) = try draw("flowchart TD\nsubgraph S\nA-->B\nend\nC-->A\n")
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    drawing.nodes[2].center = drawing.nodes[0].center
    let problems = DrawingChecks.problems(chart, drawing)
    #expect(problems.contains { $0.contains("overlap") })
    #expect(problems.contains { $0.contains("off its") })
    chart.nodes[0].label = FlowLabel(plain: String(repeating: "W", count: 40))
    drawing.nodes[0].labelSize = Size(width: 400, height: 17)
    #expect(DrawingChecks.problems(chart, drawing).contains { $0.contains("does not fit") })
  }

  @Test func ranksAndOrdersDump() throws {
    let (_, drawing) = try draw("flowchart TD\nA-->B\nA-->C\nB-->D\nC-->D\nA-->D\n")
    #expect(drawing.orderDump == "0: A\n1: B C .\n2: D")
  }

  @Test func labelsDoubleTheRanks() throws {
    let (_, drawing) = try draw("flowchart LR\nA-->|yes|B\nB-->C\n")
    #expect(drawing.orderDump == "0: A\n1: ~\n2: B\n3: .\n4: C")
  }

  @Test func longerLinksSpanMoreRanks() throws {
    let (_, drawing) = try draw("flowchart TD\nA-->B\nA---->C\n")
    #expect(drawing.orderDump.split(separator: "\n").count == 4)
  }

  @Test func clustersAreContiguousInTheDump() throws {
    let (_, drawing) = try draw(
      "flowchart TD\nX-->A\nsubgraph S [Title]\nA-->B\nend\nX-->Y\nY-->B\n")
    #expect(drawing.orderDump.contains("(S ^ A )") || drawing.orderDump.contains("(S ^ A )"))
    for line in drawing.orderDump.split(separator: "\n") where line.contains("(S") {
      let words = line.split(separator: " ").dropFirst()
      let open = words.firstIndex(of: "(S")!
      let close = words.firstIndex(of: ")")!
      #expect(!words[open...close].contains("Y") && !words[open...close].contains("X"))
    }
  }

  @Test func directionsTransform() throws {
    for (direction, check) in [
      ("TB", { (a: Point, b: Point) in a.y < b.y }), ("BT", { $0.y > $1.y }),
      ("LR", { $0.x < $1.x }), ("RL", { $0.x > $1.x }),
    ] {
      let (_, drawing) = try draw("flowchart \(direction)\nA-->B\n")
      #expect(check(drawing.nodes[0].center, drawing.nodes[1].center), "\(direction)")
    }
  }

  @Test func edgesToSubgraphsClipToTheirBoxes() throws {
    let (chart, drawing) = try draw("flowchart LR\nsubgraph S\na-->b\nend\nX-->S\nS-->Y\n")
    #expect(DrawingChecks.problems(chart, drawing).isEmpty)
    let box = drawing.clusters[0].box
    let into = drawing.edges.first { chart.edges[$0.index].to == "S" }!
    #expect(abs(into.end.x - box.minX) < 1)
  }

  /// Seeded random charts with labels, shapes, nested subgraphs and back edges keep every
  /// geometric promise.
  @Test(arguments: 0..<40)
  func randomChartsKeepTheirPromises(seed: Int) throws {
    var random = SplitMix(seed: UInt64(seed))
    let shapes = ["[", "(", "{", "((", "{{", "[(", ">", "[/"]
    let closers = ["]", ")", "}", "))", "}}", ")]", "]", "/]"]
    let nodeCount = 3 + random.next(12)
    let directions = ["TD", "LR", "BT", "RL"]
    var lines = ["flowchart \(directions[random.next(4)])"]
    var depth = 0
    var subgraphs: [String] = []
    for node in 0..<nodeCount {
      if random.next(5) == 0, depth < 3 {
        lines.append("subgraph G\(node) [Group \(node)]")
        if random.next(2) == 0 { lines.append("direction \(directions[random.next(4)])") }
        subgraphs.append("G\(node)")
        depth += 1
      }
      let shape = random.next(shapes.count)
      let words = String(repeating: "word ", count: 1 + random.next(4))
      lines.append("n\(node)\(shapes[shape])\(words)\(node)\(closers[shape])")
      if depth > 0, random.next(4) == 0 {
        lines.append("end")
        depth -= 1
      }
    }
    lines += Array(repeating: "end", count: depth)
    let arrows = ["-->", "---", "-.->", "==>", "--o", "<-->", "--->"]
    for _ in 0..<(nodeCount + random.next(nodeCount)) {
      let a = random.next(nodeCount)
      let b = random.next(nodeCount)
      let label = random.next(3) == 0 ? "|label \(a)|" : ""
      lines.append("n\(a) \(arrows[random.next(arrows.count)])\(label) n\(b)")
    }
    // Edges to and from subgraphs, a few of them.
    for name in subgraphs where random.next(3) == 0 {
      let other = "n\(random.next(nodeCount))"
      lines.append(random.next(2) == 0 ? "\(name) --> \(other)" : "\(other) --> \(name)")
    }
    let text = lines.joined(separator: "\n")
    let (chart, drawing) = try draw(text)
    let problems = DrawingChecks.problems(chart, drawing)
    #expect(problems.isEmpty, "\(text)")
  }
}

/// A small deterministic generator (SplitMix64) for reproducible random charts.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
