/// Where a Wardley map's axes and marks go: the canvas of `size [w, h]`, the plot inside it
/// (room on the left for the value chain's words, below for the stages, above for the title),
/// evolution 0…1 from the plot's left to its right and visibility 0…1 from its bottom to its
/// top.
package struct WardleyLayout: Sendable {
  package let map: WardleyMap
  /// The area coordinates map to.
  package let plot: Rect
  /// Where each stage ends, as x.
  package let stageEnds: [Double]
  package let bounds: Rect
  package let titleCenter: Point?

  static let left = 40.0
  static let right = 30.0
  static let top = 20.0
  static let bottom = 50.0
  static let titleRoom = 30.0

  package init(_ map: WardleyMap, measurer: TextMeasurer) {
    self.map = map
    let hasTitle = !(map.title ?? "").isEmpty
    let top = Self.top + (hasTitle ? Self.titleRoom : 0)
    let plot = Rect(
      x: Self.left, y: top, width: map.width - Self.left - Self.right,
      height: map.height - top - Self.bottom)
    self.plot = plot
    stageEnds = map.stageEnds.map { plot.x + $0 * plot.width }
    titleCenter = hasTitle ? Point(map.width / 2, Self.top) : nil
    // Labels may reach past the canvas: the drawing grows to hold them.
    var extent = Rect(x: 0, y: 0, width: map.width, height: map.height)
    for component in map.components {
      let point = Self.point(component.visibility, component.evolution, plot)
      let label = Self.labelPoint(component, at: point, fontSize: measurer.fontSize)
      let width = measurer.width(component.name, bold: component.isAnchor)
      extent = extent.union(
        Rect(
          x: label.x - (component.isAnchor ? width / 2 : 0),
          y: label.y - measurer.lineHeight / 2, width: width, height: measurer.lineHeight))
    }
    for mark in map.marks {
      let point = Self.point(mark.visibility, mark.evolution, plot)
      extent = extent.union(
        Rect(
          x: point.x - 40, y: point.y - measurer.lineHeight, width: measurer.width(mark.text) + 80,
          height: 2 * measurer.lineHeight + 10))
    }
    if let list = map.annotationList {
      let point = Self.point(list.visibility, list.evolution, plot)
      let width = map.annotations.map { measurer.width("\($0.number). \($0.text)") }.max() ?? 0
      extent = extent.union(
        Rect(
          x: point.x, y: point.y, width: width + 16,
          height: Double(map.annotations.count + 1) * measurer.lineHeight + 8))
    }
    bounds = Rect(
      x: min(extent.x, 0) - 5, y: min(extent.y, 0) - 5, width: extent.width + 10,
      height: extent.height + 10)
  }

  /// The point of `[visibility, evolution]` on the plot.
  package func point(_ visibility: Double, _ evolution: Double) -> Point {
    Self.point(visibility, evolution, plot)
  }

  /// The middle of the start of a component's label (of an anchor's, its centre). Without
  /// `label [dx, dy]` a component's name sits up and to the right of its circle (further out
  /// past a sourcing shape); with it, as in Mermaid, the name's baseline starts at the offset
  /// from the circle's centre instead.
  static func labelPoint(
    _ component: WardleyMap.Component, at point: Point, fontSize: Double
  ) -> Point {
    let baselineToMiddle = fontSize * 0.36
    if let offset = component.labelOffset {
      return Point(
        point.x + offset.x, point.y + offset.y - (component.isAnchor ? 0 : baselineToMiddle))
    }
    if component.isAnchor { return point }
    let out = component.strategy == nil ? 10.0 : 20.0
    return Point(point.x + out, point.y - out)
  }

  static func point(_ visibility: Double, _ evolution: Double, _ plot: Rect) -> Point {
    Point(plot.x + evolution * plot.width, plot.y + (1 - visibility) * plot.height)
  }
}
