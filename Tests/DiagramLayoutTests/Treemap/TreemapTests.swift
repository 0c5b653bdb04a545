import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct TreemapTests {
  /// The nodes of a treemap source read with a regular expression and the indentation:
  /// `(parent index or -1, value of its leaves)`, in source order.
  static func nodes(_ text: String) -> [(parent: Int, value: Double)] {
    var result: [(parent: Int, value: Double, indent: Int)] = []
    for line in text.split(separator: "\n") {
      guard let match = line.firstMatch(of: /^(\s*)"[^"]*"\s*(?::\s*([0-9.]+))?/) else { continue }
      let indent = match.1.count
      var parent = result.count - 1
      while parent >= 0, result[parent].indent >= indent { parent = result[parent].parent }
      result.append((parent, match.2.flatMap { Double($0) } ?? 0, indent))
    }
    // A section's value is the sum of its leaves: add each leaf to its ancestors.
    var totals = result.map(\.value)
    for index in result.indices where result[index].value > 0 {
      var parent = result[index].parent
      while parent >= 0 {
        totals[parent] += result[index].value
        parent = result[parent].parent
      }
    }
    return result.indices.map { (result[$0].parent, totals[$0]) }
  }

  /// Each node's drawn box area, in document order.
  static func areas(_ svg: String) -> [Double] {
    var result: [(Int, Double)] = []
    for className in ["leaf", "section"] {
      var rest = Substring(svg)
      let open = "<g class=\"\(className)\" data-id=\""
      while let start = rest.range(of: open) {
        let body = rest[start.upperBound...]
        let width = ChartChecks.attribute("width", in: String(body.prefix(600))) ?? .nan
        let height = ChartChecks.attribute("height", in: String(body.prefix(600))) ?? .nan
        result.append((svg.distance(from: svg.startIndex, to: start.lowerBound), width * height))
        rest = body
      }
    }
    return result.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// Under each parent, every child's box has the same area per unit of value (to 0.5%).
  static func checkAreas(_ text: String) throws {
    let svg = try ChartChecks.render(text)
    let nodes = Self.nodes(text)
    let areas = Self.areas(svg)
    #expect(areas.count == nodes.count)
    for parent in Set(nodes.map(\.parent)) {
      let children = nodes.indices.filter { nodes[$0].parent == parent && nodes[$0].value > 0 }
      guard let first = children.first else { continue }
      let unit = areas[first] / nodes[first].value
      for child in children {
        let expected = nodes[child].value * unit
        #expect(abs(areas[child] - expected) <= 0.005 * expected, "node \(child)")
      }
    }
  }

  @Test(DrawingChecks.needsDocsExamples, arguments: ChartChecks.examples("treemap"))
  func docsExamplesGiveSiblingsAreasProportionalToTheirValues(_ file: URL) throws {
    try Self.checkAreas(try String(contentsOf: file, encoding: .utf8))
  }

  @Test func manyUnevenSiblingsStayProportionalAndInsideTheirParent() throws {
    let leaves = (1...40).map { "    \"L\($0)\": \($0 * $0 % 97 + 1)\n" }.joined()
    let text = "treemap\n\"Top\"\n" + leaves + "\"Other\"\n  \"X\": 3\n"
    try Self.checkAreas(text)
    let tree = try TreemapParser.parse(MermaidSource(parsing: text))
    let layout = TreemapLayout(tree, measurer: TextMeasurer())
    for (index, node) in tree.nodes.enumerated() {
      for child in node.children {
        #expect(layout.rects[index].contains(layout.rects[child], tolerance: 0.01))
      }
    }
  }

  @Test(arguments: [
    ("$0,0", 700000.0, "$700,000"), ("$.1%", 0.35, "$35.0%"), (",", 1234.5, "1,234.5"),
    (".2f", 3.14159, "3.14"), ("d", 41.6, "42"), ("~s", 12.0, "12"),
  ])
  func valueFormats(_ specifier: String, _ value: Double, _ expected: String) {
    #expect(TreemapValueFormat(specifier).format(value) == expected)
  }

  @Test(arguments: [
    ("treemap\nName: 3\n", 2, 1, "expected a quoted name, 'classDef' or 'title', found 'Name: 3'"),
    ("treemap\n\"A\": x\n", 2, 4, "expected a value (a number, not negative), found 'x'"),
    (
      "treemap\n\"A\": 1\n  \"B\": 2\n", 3, 3,
      "'A' has a value, so it holds no nodes; 'B' is indented under it"
    ),
    ("treemap\n\"A\n", 2, 1, "the name opened here is not closed with '\"'"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func nodesAreLimitedAndTheLargestDrawsInBoundedTime() throws {
    let sections = (0..<20).map { section in
      "\"S\(section)\"\n" + (0..<24).map { "  \"L\(section)-\($0)\": \($0 + 1)\n" }.joined()
    }
    let text = "treemap\n" + sections.joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try DiagramRenderer.render(text) }
    #expect(elapsed < .seconds(5), "\(elapsed)")
    #expect(throws: DiagramError.self) {
      try DiagramRenderer.render(
        text + "\"more\"\n" + (0..<20).map { "  \"m\($0)\": 1\n" }.joined())
    }
  }
}
