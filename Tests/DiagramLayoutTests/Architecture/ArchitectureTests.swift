import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

@Suite struct ArchitectureTests {
  /// The Mermaid-accepted architecture inputs written for this type.
  static let accepted: [URL] = {
    let folder = Fixtures.directory("DiagramLayout").appendingPathComponent(
      "accepted/architecture")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  static let inputs = ChartChecks.examples("architecture") + accepted

  /// What a source declares, read with regular expressions, not the parser.
  struct Written {
    /// Each service's, junction's and group's parent group.
    var parent: [String: String] = [:]
    var junctions: Set<String> = []
    /// Each edge: its ends, their sides, whether each end is `{group}`.
    var edges:
      [(from: String, fromSide: String, fromGroup: Bool, to: String, toSide: String, toGroup: Bool)] =
        []

    init(_ text: String) {
      for line in text.split(separator: "\n") {
        if let match = line.firstMatch(
          of: /^\s*(service|junction|group)\s+([\w-]+)[^\n]*?\s+in\s+([\w-]+)\s*$/)
        {
          parent[String(match.2)] = String(match.3)
        }
        if let match = line.firstMatch(of: /^\s*junction\s+([\w-]+)/) {
          junctions.insert(String(match.1))
        }
        if let match = line.firstMatch(
          of:
            /^\s*([\w-]+?)(\{group\})?:([LRTB])\s*<?(?:--|-\[[^\]]*\]-)>?\s*([LRTB]):([\w-]+)(\{group\})?\s*$/
        ) {
          edges.append(
            (
              String(match.1), String(match.3), match.2 != nil, String(match.5), String(match.4),
              match.6 != nil
            ))
        }
      }
    }
  }

  /// The icon box of each service, the point of each junction and the box of each group.
  static func boxes(_ svg: String) -> [String: Rect] {
    var result: [String: Rect] = [:]
    for kind in ["service", "arch-group"] {
      for (id, body) in ChartChecks.groups(svg, kind) {
        result[id] = Rect(
          x: ChartChecks.attribute("x", in: body) ?? .nan,
          y: ChartChecks.attribute("y", in: body) ?? .nan,
          width: ChartChecks.attribute("width", in: body) ?? .nan,
          height: ChartChecks.attribute("height", in: body) ?? .nan)
      }
    }
    for (id, body) in ChartChecks.groups(svg, "junction") {
      // A dot of radius 2 drawn from its left end.
      let numbers = ChartChecks.pathNumbers(in: body)
      result[id] = Rect(x: numbers[0] + 2, y: numbers[1], width: 0, height: 0)
    }
    return result
  }

  /// Whether `point` is on the side `side` of `box` (a bottom end may sit below the
  /// service's title, up to a line and a half under the box).
  static func isOn(_ point: Point, side: String, of box: Rect, lineRoom: Double) -> Bool {
    if box.width == 0 { return point.distance(to: Point(box.x, box.y)) < 0.05 }
    switch side {
    case "L": return abs(point.x - box.minX) < 0.05 && abs(point.y - box.center.y) < 0.05
    case "R": return abs(point.x - box.maxX) < 0.05 && abs(point.y - box.center.y) < 0.05
    case "T": return abs(point.y - box.minY) < 0.05 && abs(point.x - box.center.x) < 0.05
    default:
      return point.y >= box.maxY - 0.05 && point.y <= box.maxY + lineRoom
        && abs(point.x - box.center.x) < 0.05
    }
  }

  /// Every service, junction and group lies inside each group that holds it, directly or
  /// through the groups between.
  @Test(arguments: inputs)
  func groupsContainTheirServices(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let svg = try ChartChecks.render(text)
    let boxes = Self.boxes(svg)
    let written = Written(text)
    for (member, _) in written.parent {
      let box = try #require(boxes[member], "\(member) is not drawn")
      var group = written.parent[member]
      while let name = group {
        let outer = try #require(boxes[name], "group \(name) is not drawn")
        #expect(outer.contains(box, tolerance: 0.05), "\(member) outside \(name)")
        group = written.parent[name]
      }
    }
  }

  /// Every edge leaves its first end on the side written there and reaches its second end on
  /// the side written there (a `{group}` end on its group's box, a junction at its point).
  @Test(arguments: inputs)
  func edgesLeaveAndReachTheSidesWritten(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let svg = try ChartChecks.render(text)
    let boxes = Self.boxes(svg)
    let written = Written(text)
    let drawn = ChartChecks.groups(svg, "edge")
    #expect(drawn.count == written.edges.count)
    let room = TextMeasurer().lineHeight * 1.5
    for (edge, (id, body)) in zip(written.edges, drawn) {
      #expect(id.hasPrefix("\(edge.from)-\(edge.to)-"))
      let numbers = ChartChecks.pathNumbers(in: body)
      let start = Point(numbers[0], numbers[1])
      let end = Point(numbers[numbers.count - 2], numbers[numbers.count - 1])
      let from = try #require(
        boxes[edge.fromGroup ? written.parent[edge.from] ?? "" : edge.from], "\(edge.from)")
      let to = try #require(
        boxes[edge.toGroup ? written.parent[edge.to] ?? "" : edge.to], "\(edge.to)")
      #expect(
        Self.isOn(start, side: edge.fromSide, of: from, lineRoom: edge.fromGroup ? 0.05 : room),
        "\(id) leaves \(edge.from) on \(edge.fromSide)")
      #expect(
        Self.isOn(end, side: edge.toSide, of: to, lineRoom: edge.toGroup ? 0.05 : room),
        "\(id) reaches \(edge.to) on \(edge.toSide)")
    }
  }

  @Test func thereAreTenAcceptedInputs() {
    #expect(Self.accepted.count >= 10)
  }

  /// `a:R -- L:b` puts b right of a; `a:B -- T:b` puts b below a.
  @Test func sidesPlaceTheEnds() throws {
    let svg = try ChartChecks.render(
      "architecture-beta\nservice a(server)[A]\nservice b(disk)[B]\nservice c(disk)[C]\n"
        + "a:R -- L:b\na:B -- T:c\n")
    let boxes = Self.boxes(svg)
    let a = try #require(boxes["a"])
    let b = try #require(boxes["b"])
    let c = try #require(boxes["c"])
    #expect(b.minX > a.maxX && abs(b.center.y - a.center.y) < 0.05)
    #expect(c.minY > a.maxY && abs(c.center.x - a.center.x) < 0.05)
  }

  @Test(arguments: [
    (
      "architecture-beta\nservice a in nowhere\n", 2, 14,
      "the group 'nowhere' is not declared before it is used"
    ),
    ("architecture-beta\nservice a\nservice a\n", 3, 9, "the id 'a' is already declared"),
    (
      "architecture-beta\nservice a\na:R -- L:b\n", 3, 10,
      "the service or junction 'b' is not declared before the edge"
    ),
    (
      "architecture-beta\nservice a\nservice b\na:X -- L:b\n", 4, 3,
      "expected a side: L, R, T or B, found 'X -- L:b'"
    ),
    ("architecture-beta\nservice a(server\n", 2, 10, "expected ')' to close '('"),
    (
      "architecture-beta\nservice a\nservice b\na:R ~~ L:b\n", 4, 5,
      "expected a service, group or junction declaration, or an edge (a:R -- L:b), found '~~ L:b'"
    ),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func itemsAndNestingAreLimited() {
    let many =
      "architecture-beta\n"
      + (0...DiagramLimits.maximumEdges).map {
        "service s\($0)\n"
      }.joined()
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(many) }
    let deep =
      "architecture-beta\ngroup g0\n"
      + (1...40).map { "group g\($0) in g\($0 - 1)\n" }
      .joined()
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(deep) }
  }

  /// 250 services and 249 edges, the item limit, draw in bounded time (a debug build among
  /// parallel tests).
  @Test func theLargestArchitectureDrawsQuickly() throws {
    let sides = ["R -- L", "B -- T", "L -- R", "T -- B"]
    let text =
      "architecture-beta\n" + (0..<250).map { "service s\($0)(server)[Service \($0)]\n" }.joined()
      + (1..<250).map {
        "s\(($0 - 1) / 3):\(sides[$0 % 4].prefix(1)) \(sides[$0 % 4].dropFirst(2)):s\($0)\n"
      }
      .joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try DiagramRenderer.render(text) }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }
}
