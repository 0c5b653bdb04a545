import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

@Suite struct C4Tests {
  /// The Mermaid-accepted C4 inputs written for this type.
  static let accepted: [URL] = {
    let folder = Fixtures.directory("DiagramLayout").appendingPathComponent("accepted/c4")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  static let inputs = ChartChecks.examples("c4") + accepted

  /// Each element's and boundary's enclosing boundaries, read from the source by a regular
  /// expression and a stack of `{`/`}`, not the parser.
  static func enclosing(_ text: String) -> [String: [String]] {
    var stack: [String] = []
    var result: [String: [String]] = [:]
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "}" {
        stack.removeLast()
        continue
      }
      guard let match = trimmed.firstMatch(of: /^(\w+)\(\s*([\w-]+)\s*,/),
        !match.1.hasPrefix("Rel"), !match.1.hasPrefix("BiRel"), !match.1.hasPrefix("Update")
      else { continue }
      let alias = String(match.2)
      result[alias] = stack
      if trimmed.hasSuffix("{") { stack.append(alias) }
    }
    return result
  }

  /// The rectangle of each element (a cylinder is drawn as a rectangle with elliptical
  /// corners) and of each boundary.
  static func boxes(_ svg: String) -> [String: Rect] {
    var result: [String: Rect] = [:]
    for kind in ["c4-element", "c4-boundary"] {
      for (id, body) in ChartChecks.groups(svg, kind) {
        guard let rect = body.firstMatch(of: /<rect class="c4-(?:box|boundary-box)"[^>]*>/)
        else { continue }
        let element = String(rect.0)
        result[id] = Rect(
          x: ChartChecks.attribute("x", in: element) ?? .nan,
          y: ChartChecks.attribute("y", in: element) ?? .nan,
          width: ChartChecks.attribute("width", in: element) ?? .nan,
          height: ChartChecks.attribute("height", in: element) ?? .nan)
      }
    }
    return result
  }

  /// Every element and boundary lies inside each boundary around it in the source.
  @Test(arguments: inputs)
  func boundariesContainTheirElements(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let svg = try ChartChecks.render(text)
    let boxes = Self.boxes(svg)
    let enclosing = Self.enclosing(text)
    #expect(!enclosing.isEmpty)
    for (alias, boundaries) in enclosing {
      let box = try #require(boxes[alias], "\(alias) is not drawn")
      for boundary in boundaries {
        let outer = try #require(boxes[boundary], "\(boundary) is not drawn")
        #expect(outer.contains(box, tolerance: 0.05), "\(alias) outside \(boundary)")
      }
    }
    // No two elements overlap.
    let elements = ChartChecks.groups(svg, "c4-element").compactMap { boxes[$0.id] }
    #expect(ChartChecks.overlaps(elements).isEmpty)
  }

  /// Every relationship is drawn from its source's box to its target's (`Rel_Back` the other
  /// way), its head's tip on the target's border.
  @Test(arguments: inputs)
  func relationshipsJoinTheirElements(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let svg = try ChartChecks.render(text)
    let boxes = Self.boxes(svg)
    var expected: [String] = []
    for match in text.matches(
      of: /(?m)^\s*(Rel\w*|BiRel)\(\s*(?:\d+\s*,\s*)?([\w-]+)\s*,\s*([\w-]+)/)
    {
      expected.append(
        match.1 == "Rel_Back" ? "\(match.3)-\(match.2)" : "\(match.2)-\(match.3)")
    }
    let edges = ChartChecks.groups(svg, "edge")
    #expect(edges.map { $0.id.split(separator: "-").dropLast().joined(separator: "-") } == expected)
    for (id, body) in edges {
      let names = id.split(separator: "-")
      let from = try #require(boxes[String(names[0])])
      let to = try #require(boxes[String(names[1])])
      let line = ChartChecks.pathNumbers(in: body)
      #expect(from.insetBy(dx: -0.5, dy: -0.5).contains(Point(line[0], line[1])), "\(id)")
      #expect(to.insetBy(dx: -0.5, dy: -0.5).contains(Point(line[2], line[3])), "\(id)")
    }
  }

  @Test func thereAreTenAcceptedInputs() {
    #expect(Self.accepted.count >= 10)
  }

  @Test func textsAndStereotypesAreDrawn() throws {
    let svg = try ChartChecks.render(
      "C4Container\ntitle T\nContainerDb_Ext(d, \"Data\", \"SQL\", \"Keeps (all) rows\")\n")
    for text in [
      ">T</text>", "«external_container_db»", ">Data</text>", ">[SQL]</text>",
      ">Keeps (all) rows</text>",
    ] {
      #expect(svg.contains(text), "\(text)")
    }
  }

  @Test(arguments: [
    ("C4Context\nPerson(a, \"A\"\n", 2, 7, "expected ')' to close the call"),
    ("C4Context\nPerson(a, \"A)\n", 2, 7, "this string is not closed by '\"'"),
    ("C4Context\nPersn(a, \"A\")\n", 2, 1, "unknown C4 macro 'Persn'"),
    (
      "C4Context\nSystem_Boundary(b, \"B\") {\nSystem(s, \"S\")\n", 2, 1,
      "this boundary is not closed by '}'"
    ),
    ("C4Context\n}\n", 2, 1, "'}' without an open boundary"),
    ("C4Context\nSystem(s, \"S\")\nRel(s, t, \"x\")\n", 3, 1, "Rel names 't', which no element is"),
    ("C4Context\nSystem(s, \"S\")\nSystem(s, \"T\")\n", 3, 1, "the alias 's' is already declared"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func itemsAndNestingAreLimited() {
    let many =
      "C4Context\n"
      + (0...DiagramLimits.maximumEdges).map { "System(s\($0), \"S\")\n" }
      .joined()
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(many) }
    let deep =
      "C4Context\n" + (0..<40).map { "Boundary(b\($0), \"B\") {\n" }.joined()
      + String(repeating: "}\n", count: 40)
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(deep) }
  }

  /// 225 elements in 25 boundaries and 224 relationships (474 items of the 500 allowed) draw in bounded time
  /// (a debug build among parallel tests).
  @Test func theLargestC4DiagramDrawsQuickly() throws {
    var text = "C4Container\n"
    for group in 0..<25 {
      text += "Container_Boundary(b\(group), \"Group \(group)\") {\n"
      for item in 0..<9 {
        let n = group * 9 + item
        text += "Container(c\(n), \"Container \(n)\", \"Tech\", \"Does thing \(n)\")\n"
      }
      text += "}\n"
    }
    text += (1..<225).map { "Rel(c\($0 - 1), c\($0), \"calls\")\n" }.joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try DiagramRenderer.render(text) }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }
}
