import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

/// Venn diagrams drawn from inputs Mermaid accepts: two set circles overlap exactly when a
/// written union names both, and each label lies inside exactly the sets of its region.
@Suite struct VennTests {
  static let folder = Fixtures.directory("DiagramLayout").appendingPathComponent("accepted/venn")

  static let inputs: [URL] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// The sets and unions of a source read with a regular expression, not the parser.
  static func expected(_ text: String) -> (
    sets: [String], unions: [(sets: Set<String>, labelled: Bool)]
  ) {
    let id = #/"[^"]*"|[\w-]+/#
    var sets: [String] = []
    var unions: [(Set<String>, Bool)] = []
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard let keyword = trimmed.split(separator: " ").first else { continue }
      let rest = trimmed.dropFirst(keyword.count)
      if keyword == "set", let match = rest.firstMatch(of: id) {
        sets.append(String(match.output).replacingOccurrences(of: "\"", with: ""))
      } else if keyword == "union" {
        var names: Set<String> = []
        var tail = Substring(rest.trimmingCharacters(in: .whitespaces))
        while let match = tail.prefixMatch(of: id) {
          names.insert(String(match.output).replacingOccurrences(of: "\"", with: ""))
          tail = tail[match.range.upperBound...].drop { $0 == " " }
          guard tail.first == "," else { break }
          tail = tail.dropFirst().drop { $0 == " " }
        }
        unions.append((names, rest.contains("label:") || rest.contains("[")))
      }
    }
    return (sets, unions)
  }

  /// A circle drawn as `M x−r y A r r 0 0 1 x+r y …`: its centre and radius.
  static func circle(_ body: String) -> (x: Double, y: Double, r: Double)? {
    let numbers = ChartChecks.pathNumbers(in: body)
    guard numbers.count >= 9 else { return nil }
    let r = numbers[2]
    return (numbers[0] + r, numbers[1], r)
  }

  /// The first `<text>`'s point in `body`, moved back from the baseline to the line's middle.
  static func labelPoint(_ body: String) -> (Double, Double)? {
    guard let start = body.range(of: "<text ") else { return nil }
    let element = String(body[start.lowerBound...].prefix { $0 != ">" })
    guard let x = ChartChecks.attribute("x", in: element),
      let y = ChartChecks.attribute("y", in: element)
    else { return nil }
    return (x, y - 14 * 0.36)
  }

  static func check(_ text: String, name: String) throws {
    let svg = try ChartChecks.render(text)
    let (sets, unions) = expected(text)
    var circles: [String: (x: Double, y: Double, r: Double)] = [:]
    for (id, body) in ChartChecks.groups(svg, "set") { circles[id] = Self.circle(body) }
    #expect(Set(circles.keys) == Set(sets), "\(name)")
    func inside(_ point: (Double, Double), _ set: String) -> Bool {
      guard let c = circles[set] else { return false }
      return hypot(point.0 - c.x, point.1 - c.y) < c.r
    }
    for (a, first) in sets.enumerated() {
      for second in sets[(a + 1)...] {
        guard let c1 = circles[first], let c2 = circles[second] else { continue }
        let overlaps = hypot(c1.x - c2.x, c1.y - c2.y) < c1.r + c2.r
        let written = unions.contains { $0.sets.contains(first) && $0.sets.contains(second) }
        #expect(overlaps == written, "\(name): \(first) and \(second)")
      }
    }
    // Each set's label inside that set alone; each labelled union's inside exactly its sets.
    let groups = ChartChecks.groups(svg, "set") + ChartChecks.groups(svg, "union")
    for (id, body) in groups {
      let members = Set(id.split(separator: "&").map(String.init))
      let labelled = members.count == 1 || unions.contains { $0.sets == members && $0.labelled }
      guard labelled else { continue }
      let point = try #require(labelPoint(body), "\(name): \(id) has no label")
      let containing = Set(sets.filter { inside(point, $0) })
      #expect(containing == members, "\(name): \(id)'s label lies in \(containing.sorted())")
    }
  }

  @Test func tenInputsOrMore() { #expect(Self.inputs.count >= 10) }

  @Test(arguments: inputs)
  func circlesOverlapAsWrittenAndLabelsLieInTheirRegions(_ file: URL) throws {
    try Self.check(try String(contentsOf: file, encoding: .utf8), name: file.lastPathComponent)
  }

  @Test func overlapAreasFollowTheUnionSizes() throws {
    // Equal sets of size 10: a union of 5 shares half a circle, one of 1 a tenth.
    for (share, spelling) in [
      (5.0, " size: 5"), (1.0, " size: 1"), (5.0, "[\"AB\"]:5"), (1.0, ":1"),
    ] {
      let text = "venn-beta\nset A\nset B\nunion A,B\(spelling)\n"
      let svg = try ChartChecks.render(text)
      let circles = ChartChecks.groups(svg, "set").compactMap { Self.circle($0.body) }
      let d = hypot(circles[0].x - circles[1].x, circles[0].y - circles[1].y)
      let r = circles[0].r
      let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
      #expect(abs(lens / (Double.pi * r * r) - share / 10) < 0.01, "share \(share)")
    }
  }

  @Test(arguments: [
    ("venn-beta\nset A\nunion A,B\n", 3, 9, "unknown set 'B': define it with 'set' first"),
    ("venn-beta\nset A\nset A\n", 3, 1, "'A' is defined twice"),
    ("venn-beta\ntext x\n", 2, 1, "a text belongs to a set or union written before it"),
    ("venn-beta\nset A size: big\n", 2, 13, "a size is a positive number, found 'big'"),
    (
      "venn-beta\nset A shape: round\n", 2, 7,
      "unknown field 'shape'; expected background, color, label, size"
    ),
    (
      "venn-beta\nset A color: #12\n", 2, 14,
      "expected a colour (#rgb, #rrggbb, rgb(…) or a name), found '#12'"
    ),
    ("venn-beta\nset \"A\n", 2, 5, "a quoted string is not closed"),
    (
      "venn-beta\ncircle A\n", 2, 1,
      "expected 'set', 'union', 'text', 'style' or 'title', found 'circle'"
    ),
    (
      "venn-beta\nset A[\"Alpha\n", 2, 6,
      "a label is written [\"text\"] or [text] and closed by ']'"
    ),
    ("venn-beta\nset A[Alpha]:x\n", 2, 14, "a size is a positive number, found 'x'"),
    (
      "venn-beta\nset A\nstyle A fill\n", 3, 9,
      "expected a style (fill:…, color:…, stroke:…), found 'fill'"
    ),
    ("venn-beta\nset A\nunion A\n", 3, 1, "a union names two sets or more"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func itemsAreLimited() {
    ChartChecks.expectLimit(
      ChartChecks.overLimit("venn-beta") { "set s\($0)" },
      "the diagram has more than 500 sets, unions and texts", line: 502, column: 1)
  }

  @Test func sceneAndDarkThemeDrawTheSameSets() throws {
    let text = try String(contentsOf: Self.inputs[0], encoding: .utf8)
    let scene = try DiagramRenderer.scene(text)
    #expect(scene.type == .venn && scene.warnings.isEmpty)
    let dark = try ChartChecks.render(text, options: DiagramOptions(theme: .dark))
    #expect(
      ChartChecks.groups(dark, "set").count
        == ChartChecks.groups(try ChartChecks.render(text), "set").count)
  }
}
