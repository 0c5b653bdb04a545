import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

@Suite struct RequirementTests {
  /// The Mermaid-accepted requirement inputs written for this type.
  static let accepted: [URL] = {
    let folder = Fixtures.directory("DiagramLayout").appendingPathComponent("accepted/requirement")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  static let inputs = ChartChecks.examples("requirementDiagram") + accepted

  /// The relationships of a source read with regular expressions, not the parser:
  /// `(source, target)` in source order (`a - t -> b` and `b <- t - a` both go from a to b).
  static func relationships(_ text: String) -> [(String, String)] {
    let name = #"("[^"]*"|[^\s"<>-]+)"#
    let forward = try! Regex(#"^\s*"# + name + #"\s*-\s*\w+\s*->\s*"# + name + #"\s*$"#)
    let backward = try! Regex(#"^\s*"# + name + #"\s*<-\s*\w+\s*-\s*"# + name + #"\s*$"#)
    func unquote(_ text: Substring) -> String {
      String(text.hasPrefix("\"") ? text.dropFirst().dropLast() : text)
    }
    var result: [(String, String)] = []
    for line in text.split(separator: "\n") {
      if let match = line.wholeMatch(of: forward),
        let a = match.output[1].substring, let b = match.output[2].substring
      {
        result.append((unquote(a), unquote(b)))
      } else if let match = line.wholeMatch(of: backward),
        let b = match.output[1].substring, let a = match.output[2].substring
      {
        result.append((unquote(a), unquote(b)))
      }
    }
    return result
  }

  /// Each node's box (its outline's bounding box) by `data-id`.
  static func boxes(_ svg: String) -> [String: Rect] {
    var result: [String: Rect] = [:]
    for match in svg.matches(
      of: /<g class="node [a-z]+" data-id="([^"]*)"[^>]*><path class="node-shape" d="([^"]*)"/)
    {
      let numbers = ChartChecks.pathNumbers(in: " d=\"\(match.2)\"")
      let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
      let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
      result[String(match.1).replacingOccurrences(of: "&quot;", with: "\"")] = Rect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    return result
  }

  /// How far `point` lies from `rect`'s outline.
  static func distance(_ point: Point, _ rect: Rect) -> Double {
    let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
    let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
    if dx > 0 || dy > 0 { return (dx * dx + dy * dy).squareRoot() }
    return min(
      point.x - rect.minX, rect.maxX - point.x, point.y - rect.minY, rect.maxY - point.y)
  }

  /// Every relationship is one edge from its source's box to its target's: the line starts at
  /// the source's outline (or past the marker drawn there) and its last point, or its
  /// arrowhead's tip, is on the target's.
  @Test(arguments: inputs)
  func relationshipsJoinTheirBoxes(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let svg = try ChartChecks.render(text)
    let boxes = Self.boxes(svg)
    let edges = svg.matches(
      of: /<g class="edge" data-from="([^"]*)" data-to="([^"]*)"[^>]*>(.*?)<\/g>/)
    let expected = Self.relationships(text)
    #expect(edges.map { "\($0.1)>\($0.2)" } == expected.map { "\($0.0)>\($0.1)" })
    for edge in edges {
      let from = try #require(boxes[String(edge.1)], "\(edge.1)")
      let to = try #require(boxes[String(edge.2)], "\(edge.2)")
      let body = String(edge.3)
      let path = ChartChecks.pathNumbers(in: body)
      let start = Point(path[0], path[1])
      #expect(Self.distance(start, from) < 14, "\(edge.1) → \(edge.2) starts at its source")
      var end = Point(path[path.count - 2], path[path.count - 1])
      if let head = body.range(of: "class=\"edge-head\"") {
        let tip = ChartChecks.pathNumbers(in: String(body[head.lowerBound...]))
        end = Point(tip[0], tip[1])
      }
      #expect(Self.distance(end, to) < 1.5, "\(edge.1) → \(edge.2) ends at its target")
    }
  }

  @Test func thereAreTenAcceptedInputs() {
    #expect(Self.accepted.count >= 10)
  }

  /// A requirement shows its stereotype and its fields as written; an element its type and
  /// document; values read without regard to case are drawn capitalised.
  @Test func fieldsAreDrawn() throws {
    let svg = try ChartChecks.render(
      "requirementDiagram\ndesignConstraint c {\nid: 7\ntext: \"*keep* it **small**\"\n"
        + "risk: HIGH\nverifymethod: inspection\n}\nelement e {\ntype: doc\ndocref: a/b\n}\n")
    for text in [
      "«Design Constraint»", ">c<", "ID: 7", "Text: keep it small", "Risk: High",
      "Verification: Inspection", "«Element»", "Type: doc", "Doc Ref: a/b",
    ] {
      #expect(svg.contains(text), "\(text)")
    }
  }

  @Test(arguments: [
    (
      "requirementDiagram\nrequirement r {\nrisk: huge\n}\n", 3, 7,
      "expected low, medium or high, found 'huge'"
    ),
    (
      "requirementDiagram\nrequirement r {\ncolour: red\n}\n", 3, 1,
      "expected id, text, risk or verifymethod, found 'colour'"
    ),
    (
      "requirementDiagram\nelement e {\nrisk: low\n}\n", 3, 1,
      "expected type or docref, found 'risk'"
    ),
    ("requirementDiagram\nrequirement r {\nid: 1\n", 2, 1, "this block is not closed by '}'"),
    (
      "requirementDiagram\na - needs -> b\n", 2, 1,
      "expected contains, copies, derives, satisfies, verifies, refines or traces, found 'needs'"
    ),
    (
      "requirementDiagram\nrequirement r\nid: 1\n", 3, 1,
      "expected '{' to open the fields, found 'id: 1'"
    ),
    ("requirementDiagram\ndirection up\n", 2, 11, "expected TB, BT, LR or RL, found 'up'"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  /// A name used in a relationship and never declared is drawn as a box with its name, not
  /// dropped.
  @Test func undeclaredEndsAreDrawn() throws {
    let svg = try ChartChecks.render("requirementDiagram\nx - traces -> y\n")
    #expect(Set(Self.boxes(svg).keys) == ["x", "y"])
  }

  @Test func itemsAreLimited() {
    let many =
      "requirementDiagram\n"
      + (0...DiagramLimits.maximumEdges).map {
        "element e\($0) {\n}\n"
      }.joined()
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(many) }
  }

  /// 100 requirements and 150 relationships (the item limit is 500 of both together) draw in
  /// bounded time (a debug build among parallel tests).
  @Test func aLargeRequirementDiagramDrawsQuickly() throws {
    let text =
      "requirementDiagram\n"
      + (0..<100).map {
        "requirement r\($0) {\nid: \($0)\ntext: requirement \($0)\nrisk: low\nverifymethod: test\n}\n"
      }.joined()
      + (1..<100).map { "r\($0) - derives -> r\($0 / 2)\n" }.joined()
      + (2..<53).map { "r\($0) - traces -> r\($0 - 2)\n" }.joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try DiagramRenderer.render(text) }
    #expect(elapsed < .seconds(5), "\(elapsed)")
  }
}
