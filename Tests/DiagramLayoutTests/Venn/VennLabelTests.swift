import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

/// Venn labels read back from the SVG: no two cover each other, a long one is broken over
/// lines or set outside its region with a leader, and one with no room is a warning.
@Suite struct VennLabelTests {
  /// Every `<text>` of the drawing but the title, as a box: its width measured from its
  /// text at its font size, its height a line.
  static func boxes(_ svg: String) -> [(text: String, box: Rect)] {
    var result: [(String, Rect)] = []
    var rest = Substring(svg)
    while let start = rest.range(of: "<text ") {
      let element = rest[start.lowerBound...].prefix { $0 != ">" }
      let afterTag = rest[element.endIndex...].dropFirst()
      let content = afterTag.prefix { $0 != "<" }
      rest = afterTag[content.endIndex...]
      guard !element.contains("chart-title"),
        let x = ChartChecks.attribute("x", in: String(element)),
        let y = ChartChecks.attribute("y", in: String(element))
      else { continue }
      let size = ChartChecks.attribute("font-size", in: String(element)) ?? 14
      let text = String(content).replacingOccurrences(of: "&amp;", with: "&")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      let width = TextMeasurer(fontSize: size).width(text)
      let middle = y - size * 0.36
      result.append(
        (text, Rect(x: x - width / 2, y: middle - size * 0.625, width: width, height: size * 1.25)))
    }
    return result
  }

  static func expectNoOverlap(_ svg: String, _ name: String) {
    let boxes = Self.boxes(svg)
    for (k, first) in boxes.enumerated() {
      for second in boxes[(k + 1)...] {
        // A pixel each side is left for rounding of the line height.
        let a = Rect(
          x: first.box.x + 1, y: first.box.y + 1, width: first.box.width - 2,
          height: first.box.height - 2)
        #expect(
          !a.intersects(second.box), "\(name): '\(first.text)' covers '\(second.text)'")
      }
    }
  }

  static let longLabels = """
    venn-beta
      set A["Customers who bought a subscription last year"]
      set B["Active newsletter readers"]
      set C["Support tickets"]:4
      union A,B["Engaged and paying customers of the premium tier"]:1
      union B,C:1
    """

  /// Sets whose names and texts crowd small regions.
  static let crowded = """
    venn-beta
      set Alpha["Alpha team of the platform group"]:12
        text a1["Design system work"]
        text a2["Accessibility reviews"]
      set Beta["Beta"]:3
      set Gamma["Gamma squad"]:8
      union Alpha,Beta["Shared between alpha and beta"]:0.5
      union Beta,Gamma["Beta and gamma overlap here"]:0.4
      union Alpha,Gamma["Alpha-gamma"]:0.3
      union Alpha,Beta,Gamma["All three together at once"]:0.1
    """

  static let allInputs: [(String, String?)] =
    VennTests.inputs.map { ($0.lastPathComponent, try? String(contentsOf: $0, encoding: .utf8)) }
    + [("long labels", longLabels), ("crowded", crowded)]

  @Test(arguments: allInputs)
  func labelsNeverCoverEachOther(_ name: String, _ text: String?) throws {
    let text = try #require(text)
    for theme in [DiagramTheme.Name.light, .dark] {
      Self.expectNoOverlap(
        try ChartChecks.render(text, options: DiagramOptions(theme: theme)), name)
    }
  }

  /// A name too long for its region is broken over lines inside it, or drawn outside every
  /// circle with a leader from inside its region to the label.
  @Test(arguments: [longLabels, crowded])
  func longLabelsAreWrappedOrLedOut(_ text: String) throws {
    let svg = try ChartChecks.render(text)
    let circles = VennDrawingTests.circles(svg)
    func containing(_ point: Point) -> Set<String> {
      Set(circles.filter { hypot(point.x - $0.value.x, point.y - $0.value.y) < $0.value.r }.keys)
    }
    var leaders = 0
    for (id, body) in ChartChecks.groups(svg, "set") + ChartChecks.groups(svg, "union") {
      let members = Set(
        id.replacingOccurrences(of: "&amp;", with: "&").split(separator: "&").map(String.init))
      let boxes = Self.boxes(body)
      guard !boxes.isEmpty else { continue }
      if let start = body.range(of: "venn-leader") {
        leaders += 1
        let numbers = ChartChecks.pathNumbers(in: String(body[start.lowerBound...]))
        let (from, to) = (Point(numbers[0], numbers[1]), Point(numbers[2], numbers[3]))
        #expect(containing(from) == members, "\(id): the leader starts in \(containing(from))")
        #expect(containing(to).isEmpty, "\(id): the leader ends inside a circle")
        let box = boxes.map(\.box).dropFirst().reduce(boxes[0].box) { $0.union($1) }
        #expect(box.contains(to, tolerance: 1.5), "\(id): the leader does not reach its label")
        for corner in [Point(box.minX, box.minY), Point(box.maxX, box.maxY)] {
          #expect(containing(corner).isEmpty, "\(id): an outside label overlaps a circle")
        }
      } else {
        let middle = boxes[0].box.center
        #expect(containing(middle) == members, "\(id): the name lies in \(containing(middle))")
        for (line, _) in boxes {
          #expect(TextMeasurer(fontSize: 16.8).width(line) < 260, "\(id): '\(line)' is not broken")
        }
      }
    }
    #expect(leaders >= 1)
  }

  /// With no room searched for outside the circles, a label that does not fit its region is
  /// left out with a warning at its line, never drawn over another.
  @Test func aLabelWithNoRoomIsAWarning() throws {
    var warnings: [Diagnostic] = []
    let diagram = try VennParser.parse(
      MermaidSource(parsing: Self.longLabels), warnings: &warnings)
    let layout = VennLayout(diagram, measurer: TextMeasurer(), budget: 0)
    let union = try #require(diagram.areas.firstIndex { $0.id == "A&B" })
    #expect(layout.labels[union] == nil)
    #expect(
      layout.warnings.map(\.description).contains(
        "5:3: the label of 'A&B' is not drawn: no room beside the circles"))
  }
}
