import Foundation
import RenderSupport

/// Where the circles and labels of a Venn diagram go: the circles as venn.js places them for
/// Mermaid (`VennArrangement`), the labels where they fit (`VennLabels`), the title above.
package struct VennLayout: Sendable {
  /// A set's circle.
  package struct Circle: Equatable, Sendable {
    package var center: Point
    package var radius: Double
  }

  package let diagram: VennDiagram
  /// The set names, in the order written, and their circles.
  package let sets: [String]
  package private(set) var circles: [Circle] = []
  /// Each area's label (by area index): nil when the area shows nothing or found no room.
  private(set) var labels: [VennLabels.Label?] = []
  /// The labels that found no room, at their area's position.
  package private(set) var warnings: [Diagnostic] = []
  /// The whole drawing.
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  package private(set) var titleCenter: Point?

  /// The largest circle's radius in pixels.
  static let largestRadius = 110.0
  /// The widest row of separate groups before the next row starts.
  static let rowWidth = 1_000.0
  static let padding = 20.0

  /// The layout of `diagram`; `budget` bounds the search for room outside the circles
  /// (`VennLabels.budget`).
  package init(_ diagram: VennDiagram, measurer: TextMeasurer, budget: Int = 20_000_000) {
    self.diagram = diagram
    sets = diagram.setNames
    var index: [String: Int] = [:]
    for (position, name) in sets.enumerated() { index[name] = position }
    circles = VennArrangement.circles(
      diagram, sets: sets, largestRadius: Self.largestRadius, rowWidth: Self.rowWidth)
    var placer = VennLabels(circles: circles, measurer: measurer)
    placer.budget = budget
    let requests = diagram.areas.map { area in
      VennLabels.Request(
        members: Set(area.sets.compactMap { index[$0] }),
        name: area.label ?? (area.sets.count == 1 ? area.sets[0] : nil),
        texts: area.texts.map(\.shown))
    }
    labels = placer.place(requests)
    var extent = circles.isEmpty ? Rect(x: 0, y: 0, width: 0, height: 0) : Self.box(circles)
    for (areaIndex, label) in labels.enumerated() {
      let area = diagram.areas[areaIndex]
      guard let label else {
        if requests[areaIndex].name != nil || !area.texts.isEmpty {
          warnings.append(
            Diagnostic(
              .warning,
              "the label of \(DiagramError.quoted(area.id)) is not drawn: no room beside the "
                + "circles", at: area.position))
        }
        continue
      }
      extent = extent.union(label.box)
    }
    if let title = diagram.title, !title.isEmpty {
      titleCenter = Point(extent.x + extent.width / 2, extent.y - measurer.lineHeight)
      extent = extent.union(
        Rect(x: extent.x, y: extent.y - 2 * measurer.lineHeight, width: 0, height: 0))
    }
    bounds = Rect(
      x: extent.x - Self.padding, y: extent.y - Self.padding,
      width: extent.width + 2 * Self.padding, height: extent.height + 2 * Self.padding)
  }

  /// The box around `circles`.
  static func box(_ circles: [Circle]) -> Rect {
    guard let first = circles.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return circles.dropFirst().reduce(Self.box(first)) { $0.union(Self.box($1)) }
  }

  static func box(_ circle: Circle) -> Rect {
    Rect(
      x: circle.center.x - circle.radius, y: circle.center.y - circle.radius,
      width: 2 * circle.radius, height: 2 * circle.radius)
  }
}
