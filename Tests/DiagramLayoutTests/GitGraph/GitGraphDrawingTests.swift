import Foundation
import Testing

@testable import DiagramLayout

/// What a Git graph shows as Mermaid shows it: the cherry-pick's link and tag, hidden
/// generated ids, turned labels clear of each other, the title.
@Suite struct GitGraphDrawingTests {
  func layout(_ text: String) throws -> GitGraphLayout {
    GitGraphLayout(
      try GitGraphParser.parse(try MermaidSource(parsing: text)), measurer: TextMeasurer())
  }

  static let release = """
    ---
    title: Release flow
    ---
    gitGraph LR:
      commit id: "init"
      commit
      branch develop
      checkout develop
      commit id: "feature-a-long-name"
      commit id: "feature-b-long-name"
      checkout main
      commit id: "hotfix-one"
      merge develop tag: "v1.0"
      checkout develop
      commit id: "after-merge"
      checkout main
      cherry-pick id: "feature-a-long-name" tag: "picked"
      commit id: "final-long-commit-name"
    """

  @Test func theCherryPickLinkLeavesThePickedCommitAndRunsBetweenTheLanes() throws {
    for orientation in ["LR", "TB", "BT"] {
      let placed = try layout(
        Self.release.replacingOccurrences(of: "gitGraph LR:", with: "gitGraph \(orientation):"))
      let graph = placed.graph
      let pick = try #require(graph.commits.firstIndex { $0.type == .cherryPick })
      let source = try #require(graph.commits.firstIndex { $0.id == "feature-a-long-name" })
      let link = try #require(placed.links.first { $0.child == pick && $0.parent == source })
      #expect(link.path.first == placed.dots[source].center)
      #expect(link.path.last == placed.dots[pick].center)
      // Its run along the lanes lies strictly between the two lanes, off every commit.
      let across: (Point) -> Double = { orientation == "LR" ? $0.y : $0.x }
      let run = across(link.path[1])
      let lanes = [across(placed.dots[source].center), across(placed.dots[pick].center)]
      #expect(run > lanes.min()! && run < lanes.max()!)
      #expect(across(link.path[2]) == run)
    }
  }

  @Test func generatedIdsOfMergesAndCherryPicksAreHidden() throws {
    let text = Self.release.replacingOccurrences(
      of: "merge develop tag", with: "merge develop id: \"the-merge\" tag")
    let hidden = try DiagramRenderer.render(Self.release)
    let shown = try DiagramRenderer.render(text)
    let graph = try layout(Self.release).graph
    let generated = graph.commits.filter { !$0.hasCustomID }
    // The plain commit's generated id is shown (as Mermaid shows it); the merge's and the
    // cherry-pick's are not; a merge id that was written is.
    #expect(generated.map(\.type) == [.normal, .merge, .cherryPick])
    #expect(hidden.contains(">\(generated[0].id)</text>"))
    #expect(!hidden.contains(">\(generated[1].id)</text>"))
    #expect(!hidden.contains(">\(generated[2].id)</text>"))
    #expect(shown.contains(">the-merge</text>"))
    // The cherry-pick's tag sits above its own commit.
    let pick = try layout(Self.release).dots.first { graph.commits[$0.index].type == .cherryPick }
    #expect(hidden.contains(">picked</text>"))
    #expect(pick != nil)
  }

  @Test func theFrontmatterTitleIsDrawnAboveEverything() throws {
    let placed = try layout(Self.release)
    let title = try #require(placed.titleCenter)
    #expect(placed.dots.allSatisfy { $0.center.y > title.y + 40 })
    #expect(placed.bounds.minY < title.y)
    #expect(try DiagramRenderer.render(Self.release).contains(">Release flow</text>"))
  }

  /// The corners of each `<rect class="CLASS" …>` of `svg`, turned as its `rotate(a x y)`
  /// transform says.
  static func boxes(_ svg: String, className: String) -> [[Point]] {
    svg.components(separatedBy: "<rect").dropFirst().compactMap { element in
      guard element.contains("class=\"\(className)\"") else { return nil }
      func number(_ name: String) -> Double? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return Double(element[start.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = number("x"), let y = number("y"), let w = number("width"),
        let h = number("height")
      else { return nil }
      var corners = [Point(x, y), Point(x + w, y), Point(x + w, y + h), Point(x, y + h)]
      if let turn = element.range(of: "rotate(") {
        let values = element[turn.upperBound...].prefix { $0 != ")" }.split(separator: " ")
          .compactMap { Double($0) }
        let (angle, cx, cy) = (values[0] * .pi / 180, values[1], values[2])
        corners = corners.map {
          Point(
            cx + ($0.x - cx) * cos(angle) - ($0.y - cy) * sin(angle),
            cy + ($0.x - cx) * sin(angle) + ($0.y - cy) * cos(angle))
        }
      }
      return corners
    }
  }

  /// Whether two convex polygons overlap (separating axis theorem, touching is not overlap).
  static func overlap(_ a: [Point], _ b: [Point]) -> Bool {
    for polygon in [a, b] {
      for i in polygon.indices {
        let p = polygon[i]
        let q = polygon[(i + 1) % polygon.count]
        let axis = Point(q.y - p.y, p.x - q.x)
        let project = { (points: [Point]) in points.map { $0.x * axis.x + $0.y * axis.y } }
        let (pa, pb) = (project(a), project(b))
        if pa.max()! <= pb.min()! + 1e-6 || pb.max()! <= pa.min()! + 1e-6 { return false }
      }
    }
    return true
  }

  @Test func turnedLabelsNeverOverlapLabelsOrTags() throws {
    // Lanes whose commits alternate, with long ids and tags on every lane: the class of
    // graphs where a label turned under one lane runs into the next lane's labels and tags.
    var text = "gitGraph LR:\n  commit id: \"root-commit-with-a-long-id\"\n"
    for lane in 1...3 { text += "  branch lane\(lane)\n" }
    for round in 0..<4 {
      for lane in ["main", "lane1", "lane2", "lane3"] {
        text += "  checkout \(lane)\n  commit id: \"\(lane)-change-number-\(round)\""
        text += round % 2 == 0 ? " tag: \"t\(round)-\(lane)\"\n" : "\n"
      }
    }
    let svg = try DiagramRenderer.render(text)
    let labels = Self.boxes(svg, className: "commit-label-plate")
    let tags = Self.boxes(svg, className: "note-box")
    #expect(labels.count == 17 && tags.count == 8)
    for (i, a) in labels.enumerated() {
      for b in labels[(i + 1)...] { #expect(!Self.overlap(a, b)) }
      for b in tags { #expect(!Self.overlap(a, b)) }
    }
  }
}
