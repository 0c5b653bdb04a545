import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

/// Ishikawa diagrams drawn from inputs Mermaid accepts: every cause's bone starts on the bone
/// of the cause it was written under (the causes on the spine start on the spine), the head
/// sits at the spine's right end, and every label is drawn.
@Suite struct IshikawaTests {
  static let folder = Fixtures.directory("DiagramLayout")
    .appendingPathComponent("accepted/ishikawa")

  static let inputs: [URL] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// The tree of a source read line by line, not with the parser: `(label, parent)` per line
  /// after the header, the first line the problem; a line's parent is the nearest earlier
  /// line indented less (a line indented no more than the problem hangs on the problem).
  static func expectedTree(_ text: String) -> [(label: String, parent: Int?)] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") {
      lines.removeSubrange(0...end)
    }
    guard let header = lines.firstIndex(where: { $0.hasPrefix("ishikawa") }) else { return [] }
    var nodes: [(label: String, parent: Int?)] = []
    var levels: [Int] = []
    var base = 0
    for var line in lines[(header + 1)...] {
      if let comment = line.range(of: "%%") { line = String(line[..<comment.lowerBound]) }
      let label = line.trimmingCharacters(in: .whitespaces)
      if label.isEmpty || label.hasPrefix("accTitle") || label.hasPrefix("accDescr") { continue }
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      if nodes.isEmpty {
        base = indent
        nodes.append((label, nil))
        levels.append(0)
        continue
      }
      let level = max(indent - base, 1)
      let parent = levels.indices.last { levels[$0] < level } ?? 0
      nodes.append((label, parent))
      levels.append(level)
    }
    return nodes
  }

  /// The first path's numbers in `body` as segment ends `(x0, y0, x1, y1)`.
  static func segment(_ body: String) -> (Double, Double, Double, Double)? {
    let numbers = ChartChecks.pathNumbers(in: body)
    guard numbers.count >= 4 else { return nil }
    return (numbers[0], numbers[1], numbers[2], numbers[3])
  }

  /// The distance from `point` to the segment `a`–`b`.
  static func distance(
    _ point: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)
  ) -> Double {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1)
    let squared = dx * dx + dy * dy
    let t =
      squared == 0 ? 0 : max(0, min(1, ((point.0 - a.0) * dx + (point.1 - a.1) * dy) / squared))
    return hypot(point.0 - a.0 - t * dx, point.1 - a.1 - t * dy)
  }

  static func checkBones(_ text: String, name: String) throws {
    let svg = try ChartChecks.render(text)
    let tree = expectedTree(text)
    let causes = ChartChecks.groups(svg, "cause")
    var bones: [Int: (Double, Double, Double, Double)] = [:]
    for (id, body) in causes {
      let index = try #require(Int(id), "\(name): id \(id)")
      if body.contains("ishikawa-bone") { bones[index] = segment(body) }
      let label = tree[index].label
      if label != "[]" {
        let first = ChartText.lines(label)[0].split(separator: " ")[0]
        #expect(body.contains(String(first)), "\(name): \(label) not drawn")
      }
    }
    // Every cause but an empty `[]` leaf is drawn.
    let drawn = Set(causes.compactMap { Int($0.id) })
    for (index, node) in tree.enumerated().dropFirst() where node.label != "[]" {
      #expect(drawn.contains(index), "\(name): \(node.label) missing")
    }
    guard !tree.isEmpty else { return }
    let spineBody = try #require(svg.range(of: "ishikawa-spine")).lowerBound
    let spine = try #require(segment(String(svg[spineBody...].prefix(200))))
    let head = try #require(ChartChecks.groups(svg, "problem").first?.body)
    let headNumbers = ChartChecks.pathNumbers(in: head)
    // The head's flat side starts where the spine ends.
    #expect(abs(headNumbers[0] - spine.2) < 0.01 && abs(spine.3 - spine.1) < 0.01, "\(name)")
    #expect(headNumbers[1] < spine.3 && headNumbers[3] > spine.3, "\(name): head off the spine")
    for (index, bone) in bones {
      let start = (bone.0, bone.1)
      let parent = try #require(tree[index].parent)
      if parent == 0 {
        #expect(
          distance(start, (spine.0, spine.1), (spine.2, spine.3)) < 0.5,
          "\(name): \(tree[index].label) is off the spine")
      } else {
        let parentBone = try #require(bones[parent], "\(name): \(tree[parent].label) has no bone")
        #expect(
          distance(start, (parentBone.0, parentBone.1), (parentBone.2, parentBone.3)) < 0.5,
          "\(name): \(tree[index].label) is off \(tree[parent].label)'s bone")
      }
    }
  }

  @Test func tenInputsOrMore() { #expect(Self.inputs.count >= 10) }

  @Test(arguments: inputs)
  func everyBoneStartsOnItsParentsBone(_ file: URL) throws {
    try Self.checkBones(
      try String(contentsOf: file, encoding: .utf8), name: file.lastPathComponent)
  }

  @Test func causesAlternateAboveAndBelowTheSpine() throws {
    let svg = try ChartChecks.render("ishikawa-beta\nP\n  A\n  B\n  C\n  D\n")
    let ends = ChartChecks.groups(svg, "cause").compactMap { Self.segment($0.body) }
    #expect(ends.count == 4)
    // Above the spine (smaller y) for the first of each pair, below for the second; each pair
    // further left than the one before.
    #expect(ends[0].3 < ends[0].1 && ends[1].3 > ends[1].1)
    #expect(ends[2].3 < ends[2].1 && ends[3].3 > ends[3].1)
    #expect(ends[2].0 < ends[0].0 && ends[3].0 < ends[1].0)
  }

  @Test func parserReadsLevelsAsMermaidDoes() throws {
    let source = try MermaidSource(parsing: "ishikawa\n  P\nA\n      A1\n    A2\n  B\n")
    let diagram = try IshikawaParser.parse(source)
    #expect(diagram.nodes.map(\.label) == ["P", "A", "A1", "A2", "B"])
    #expect(diagram.nodes.map(\.parent) == [nil, 0, 1, 1, 0])
    #expect(diagram.nodes[2].position == SourcePosition(line: 4, column: 7))
  }

  @Test func theHeaderAloneDrawsAnEmptyDiagram() throws {
    let svg = try ChartChecks.render("ishikawa-beta\n")
    #expect(!svg.contains("data-id"))
  }

  @Test func causesAndNestingAreLimited() {
    ChartChecks.expectLimit(
      ChartChecks.overLimit("ishikawa\nP") { "  c\($0)" },
      "the diagram has more than 500 causes", line: 503, column: 3)
    let deep =
      "ishikawa\nP\n"
      + (1...40).map { String(repeating: " ", count: $0) + "c" }.joined(separator: "\n")
    #expect(
      throws: DiagramError(
        .limit, "groups are nested deeper than 32 levels", at: SourcePosition(line: 35, column: 34))
    ) { try DiagramRenderer.render(deep) }
  }

  @Test func sceneAndThemesDrawTheSameBones() throws {
    let text = try String(contentsOf: Self.inputs[0], encoding: .utf8)
    let scene = try DiagramRenderer.scene(text)
    #expect(scene.type == .ishikawa)
    #expect(scene.warnings.isEmpty)
    let dark = try ChartChecks.render(text, options: DiagramOptions(theme: .dark))
    #expect(
      ChartChecks.groups(dark, "cause").count
        == ChartChecks.groups(try ChartChecks.render(text), "cause").count)
    #expect(dark.contains("--ir-line"))
  }
}
