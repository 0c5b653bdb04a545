import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

/// Wardley maps drawn from inputs Mermaid accepts: every component's circle sits at its
/// written `[visibility, evolution]` on the drawn axes (evolution along the bottom axis from
/// its left end, visibility up the left axis from its bottom end) to 0.5% of each axis.
@Suite struct WardleyTests {
  static let folder = Fixtures.directory("DiagramLayout")
    .appendingPathComponent("accepted/wardley")

  static let inputs: [URL] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// Each component's written coordinates, read with regular expressions: `component NAME
  /// [v, e]`, and `component NAME [e]` inside `pipeline PARENT { … }` at the parent's
  /// visibility.
  static func expected(_ text: String) -> [String: (v: Double, e: Double)] {
    var result: [String: (Double, Double)] = [:]
    var parent: String?
    let component = #/^\s*component\s+("[^"]*"|.+?)\s*\[\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\]/#
    for line in text.split(separator: "\n") {
      if let match = line.firstMatch(of: #/^\s*pipeline\s+(.+?)\s*\{/#) {
        parent = String(match.1).replacingOccurrences(of: "\"", with: "")
        continue
      }
      if line.trimmingCharacters(in: .whitespaces) == "}" {
        parent = nil
        continue
      }
      guard let match = line.firstMatch(of: component) else { continue }
      let name = String(match.1).replacingOccurrences(of: "\"", with: "")
      let first = Double(match.2)!
      if let second = match.3.flatMap({ Double($0) }) {
        result[name] = (first, second)
      } else if let parent, let owner = result[parent] {
        result[name] = (owner.0, first)
      }
    }
    return result
  }

  static func check(_ text: String, name: String) throws {
    let svg = try ChartChecks.render(text)
    let axes = try #require(ChartChecks.groups(svg, "axes").first?.body, "\(name): no axes")
    // The axis path: up the left side, then along the bottom.
    let axis = ChartChecks.pathNumbers(in: axes)
    let (left, top, bottom, right) = (axis[0], axis[1], axis[3], axis[4])
    let expected = expected(text)
    let drawn = ChartChecks.groups(svg, "component").map {
      (id: $0.id.replacingOccurrences(of: "&amp;", with: "&"), body: $0.body)
    }
    #expect(Set(drawn.map(\.id)) == Set(expected.keys), "\(name)")
    for (id, body) in drawn {
      guard let written = expected[id] else { continue }
      let circle = try #require(body.range(of: "wardley-component"), "\(name): \(id)")
      let numbers = ChartChecks.pathNumbers(in: String(body[circle.lowerBound...]))
      let r = numbers[2]
      let (x, y) = (numbers[0] + r, numbers[1])
      let evolution = (x - left) / (right - left)
      let visibility = (bottom - y) / (bottom - top)
      #expect(abs(evolution - written.e) <= 0.005, "\(name): \(id) evolution \(evolution)")
      #expect(abs(visibility - written.v) <= 0.005, "\(name): \(id) visibility \(visibility)")
    }
  }

  @Test func tenInputsOrMore() { #expect(Self.inputs.count >= 10) }

  @Test(arguments: inputs)
  func componentsSitAtTheirCoordinates(_ file: URL) throws {
    try Self.check(try String(contentsOf: file, encoding: .utf8), name: file.lastPathComponent)
  }

  @Test func linksFlowsAndEvolvesAreRead() throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent("flows.mmd"), encoding: .utf8)
    let map = try WardleyParser.parse(try MermaidSource(parsing: text))
    #expect(map.links.map(\.isFlow) == [true, true, true, true, false])
    #expect(map.links.map(\.arrowAtTarget) == [true, false, true, true, false])
    #expect(map.links.map(\.arrowAtSource) == [false, true, true, false, false])
    #expect(map.links[3].label == "events" && map.links[4].label == "reads directly")
    let names = try WardleyParser.parse(
      try MermaidSource(
        parsing: "wardley-beta\ncomponent Cup of Tea [0.5, 0.5]\nevolve Cup of Tea 0.9\n"))
    #expect(names.components[0].name == "Cup of Tea" && names.evolves[0].target == 0.9)
    let stages = try WardleyParser.parse(
      try MermaidSource(
        parsing: "wardley-beta\nevolution A@0.2 / a -> B@0.5 -> C\n"))
    #expect(stages.stageEnds == [0.2, 0.5, 1])
    #expect(stages.stages[0].secondName == "a")
  }

  @Test(arguments: [
    ("wardley-beta\ncomponent A [0.5, 1.5]\n", 2, 19, "1.5 is outside 0…1"),
    ("wardley-beta\ncomponent A [0.5]\n", 2, 17, "expected ',', found ']'"),
    ("wardley-beta\ncomponent A [0.5, 0.5]\nA -> B\n", 3, 1, "unknown component 'B' in a link"),
    ("wardley-beta\nevolve X 0.5\n", 2, 1, "unknown component 'X' to evolve"),
    (
      "wardley-beta\ncomponent A [0.5, 0.5] (rent)\n", 2, 24,
      "expected label [dx, dy], (build), (buy), (outsource), (market) or (inertia), found 'rent'"
    ),
    (
      "wardley-beta\ncomponent A [0.5, 0.5]\npipeline A {\n", 3, 1,
      "the pipeline is not closed with '}'"
    ),
    (
      "wardley-beta\nnote Text [0.5, 0.5]\n", 2, 6,
      "expected a quoted text (\"…\"), found 'Text [0.5, 0.5]'"
    ),
    (
      "wardley-beta\nwhat is this\n", 2, 1,
      "expected a statement (component, anchor, evolve, pipeline, note, …) or a link (A -> B), found 'what is this'"
    ),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  /// `label [dx, dy]` puts the name's baseline start at that offset from the circle's centre,
  /// as Mermaid does, so a label moved left clears its own marker.
  @Test func aLabelOffsetPlacesTheNameFromTheCircleCentre() throws {
    let svg = try ChartChecks.render(
      "wardley-beta\ncomponent \"Web App\" [0.75, 0.80] (build) label [-60, 10]\n")
    let body = try #require(ChartChecks.groups(svg, "component").first?.body)
    let circle = try #require(body.range(of: "wardley-component"))
    let numbers = ChartChecks.pathNumbers(in: String(body[circle.lowerBound...]))
    let (cx, cy) = (numbers[0] + numbers[2], numbers[1])
    let text = try #require(body.range(of: "<text ", options: .backwards))
    let element = String(body[text.lowerBound...].prefix { $0 != ">" })
    #expect(try #require(ChartChecks.attribute("x", in: element)) == cx - 60)
    #expect(abs(try #require(ChartChecks.attribute("y", in: element)) - (cy + 10)) < 0.01)
  }

  @Test func itemsAreLimited() {
    ChartChecks.expectLimit(
      ChartChecks.overLimit("wardley-beta") { "component c\($0) [0.5, 0.5]" },
      "the diagram has more than 500 components, links and marks", line: 502, column: 1)
  }

  @Test func sceneAndDarkThemeDrawTheSameMap() throws {
    let text = try String(contentsOf: Self.inputs[0], encoding: .utf8)
    let scene = try DiagramRenderer.scene(text)
    #expect(scene.type == .wardley && scene.warnings.isEmpty)
    let dark = try ChartChecks.render(text, options: DiagramOptions(theme: .dark))
    #expect(
      ChartChecks.groups(dark, "component").count
        == ChartChecks.groups(try ChartChecks.render(text), "component").count)
  }
}
