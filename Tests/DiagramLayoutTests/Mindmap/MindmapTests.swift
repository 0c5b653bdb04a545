import Foundation
import Testing

@testable import DiagramLayout

@Suite struct MindmapTests {
  func tree(_ text: String) throws -> MindmapTree {
    try MindmapParser.parse(try MermaidSource(parsing: text))
  }

  @Test func indentationShapesIconsAndClasses() throws {
    let mindmap = try tree(
      """
      mindmap
        root((mindmap))
          a[Square]
            ::icon(fa fa-book)
            b(Rounded)
          :::urgent large
          c))Bang((
              d)Cloud(
            e{{Hexagon}}
          Plain text<br/>two lines
      """)
    #expect(
      mindmap.nodes.map(\.id) == ["root", "a", "b", "c", "d", "e", "Plain text<br/>two lines"])
    #expect(
      mindmap.nodes.map(\.shape) == [.circle, .square, .rounded, .bang, .cloud, .hexagon, .plain])
    #expect(mindmap.nodes.map(\.parent) == [nil, 0, 1, 0, 3, 3, 0])
    #expect(mindmap.nodes[6].lines == ["Plain text", "two lines"])
  }

  @Test func markdownStringsSpanLines() throws {
    let mindmap = try tree(
      "mindmap\n  id1[\"`**Root** with\na second line`\"]\n    id2[\"`*x*`\"]\n")
    #expect(mindmap.nodes.count == 2)
    #expect(mindmap.nodes[0].lines == ["Root with", "a second line"])
    #expect(mindmap.nodes[1].parent == 0)
  }

  /// 200 nodes of mixed depth, width and shape: no two boxes overlap, all inside the bounds.
  @Test func twoHundredNodesNeverOverlap() throws {
    var text = "mindmap\n  root((The root of a large map))\n"
    let shapes = [("[", "]"), ("(", ")"), ("((", "))"), ("{{", "}}"), ("))", "(("), (")", "(")]
    var depth = 1
    for index in 1..<200 {
      depth = index % 7 == 0 ? 1 : min(depth + (index % 3 == 0 ? 0 : 1), 6)
      let (open, close) = shapes[index % shapes.count]
      let words = String(repeating: "word ", count: index % 9)
      text +=
        String(repeating: "  ", count: depth + 1)
        + "n\(index)\(open)node \(index) \(words)\(close)\n"
    }
    let mindmap = try tree(text)
    #expect(mindmap.nodes.count == 200)
    let layout = MindmapLayout(mindmap, measurer: TextMeasurer())
    let overlaps = ChartChecks.overlaps(layout.boxes.map(\.rect))
    #expect(overlaps.isEmpty, "\(overlaps.prefix(3))")
    for box in layout.boxes { #expect(layout.bounds.contains(box.rect, tolerance: 0.01)) }
    let sides = layout.boxes.map(\.side)
    #expect(sides.contains(1) && sides.contains(-1))
  }

  @Test func errorsAndLimits() throws {
    #expect(throws: DiagramError.self) { try tree("mindmap\n") }
    #expect(throws: DiagramError.self) { try tree("mindmap\n  a\n  b\n") }
    #expect(throws: DiagramError.self) { try tree("mindmap\n  a\n    b[unclosed\n") }
    let many = "mindmap\nroot\n" + (1..<500).map { "  n\($0)" }.joined(separator: "\n")
    #expect(try tree(many).nodes.count == 500)
    #expect(throws: DiagramError.self) { try tree(many + "\n  one more") }
    func deep(_ depth: Int) -> String {
      "mindmap\n"
        + (0...depth).map { String(repeating: " ", count: $0) + "n\($0)" }.joined(separator: "\n")
    }
    #expect(try tree(deep(32)).nodes.count == 33)
    #expect(throws: DiagramError.self) { try tree(deep(33)) }
  }

  @Test func hostileTextIsInert() throws {
    let svg = try ChartChecks.render(
      "mindmap\n  root[\"<script>alert(1)</script>\"]\n    \"'><svg onload=alert`1`>\n"
        + "    x[</text><img src=x onerror=alert(1)>]\n")
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<svg onload"))
  }
}
