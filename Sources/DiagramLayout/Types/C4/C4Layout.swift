/// Where everything of a C4 diagram goes, as Mermaid's C4 layout places it: in each boundary
/// (and the whole diagram) the elements in source order, `shapesInRow` to a row, then the
/// inner boundaries, `boundariesInRow` to a row, below them; a boundary as large as its
/// content plus its padding and its title; the diagram's title above everything.
package struct C4Layout: Sendable {
  static let shapeWidth = 216.0
  static let margin = 40.0
  static let padding = 20.0
  static let personIcon = 40.0

  /// The text lines of an element, top to bottom.
  package struct Lines: Equatable, Sendable {
    package var label: [String]
    package var technology: String?
    package var description: [String]
  }

  package let diagram: C4Diagram
  package private(set) var elementRects: [Rect]
  package private(set) var elementLines: [Lines]
  package private(set) var boundaryRects: [Rect]
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  package private(set) var titleCenter: Point?
  let lineHeight: Double
  let smallLine: Double

  package init(_ diagram: C4Diagram, measurer: TextMeasurer) {
    self.diagram = diagram
    lineHeight = measurer.lineHeight
    smallLine = (measurer.fontSize * 0.75 * 1.3).rounded()
    elementRects = []
    elementLines = []
    boundaryRects = Array(
      repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: diagram.boundaries.count)
    var sizes: [Size] = []
    for element in diagram.elements {
      let wrapWidth = Self.shapeWidth - 2 * Self.padding
      let label = element.label.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      let description = (element.description ?? "").split(separator: "\n").flatMap {
        ChartText.wrap(String($0), width: wrapWidth, measurer: measurer)
      }
      let lines = Lines(
        label: label, technology: element.technology.map { "[\($0)]" }, description: description)
      let widest =
        (label.map { measurer.width($0, bold: true) } + [
          lines.technology.map { measurer.width($0) } ?? 0
        ]
        + description.map { measurer.width($0) }).max() ?? 0
      elementLines.append(lines)
      sizes.append(
        Size(width: max(Self.shapeWidth, widest + 2 * Self.padding), height: height(lines, element))
      )
    }
    elementRects = sizes.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
    // Inner boundaries first: their sizes are known before their parent's rows are made.
    var boundarySizes = Array(repeating: Size(width: 0, height: 0), count: diagram.boundaries.count)
    for index in diagram.boundaries.indices.reversed() {
      let content = arrange(index, sizes: sizes, boundarySizes: boundarySizes, place: false)
      boundarySizes[index] = Size(
        width: max(content.width, titleWidth(index, measurer: measurer)) + 2 * Self.padding,
        height: content.height + 2 * Self.padding + headerHeight(index))
    }
    var top = Self.margin
    if let title = diagram.title, !title.isEmpty {
      titleCenter = Point(0, top + lineHeight / 2)
      top += lineHeight + Self.margin / 2
    }
    let content = arrange(nil, sizes: sizes, boundarySizes: boundarySizes, place: false)
    self.boundarySizes = boundarySizes
    self.sizes = sizes
    _ = arrange(
      nil, sizes: sizes, boundarySizes: boundarySizes, place: true,
      origin: Point(Self.margin, top))
    let titleWidth = diagram.title.map { measurer.width($0, bold: true) } ?? 0
    let width = max(content.width, titleWidth) + 2 * Self.margin
    bounds = Rect(x: 0, y: 0, width: width, height: top + content.height + Self.margin)
    if titleCenter != nil { titleCenter = Point(width / 2, Self.margin + lineHeight / 2) }
  }

  var sizes: [Size] = []
  var boundarySizes: [Size] = []

  /// An element's height: stereotype, person icon, label, technology, description.
  func height(_ lines: Lines, _ element: C4Diagram.Element) -> Double {
    var height = 10 + smallLine + 4
    if element.kind == .person { height += Self.personIcon }
    height += Double(lines.label.count) * lineHeight
    if lines.technology != nil { height += lineHeight }
    if !lines.description.isEmpty { height += 6 + Double(lines.description.count) * lineHeight }
    if element.shape == .database { height += 12 }
    return height + 12
  }

  func headerHeight(_ boundary: Int) -> Double {
    lineHeight * (diagram.boundaries[boundary].type == nil ? 1 : 2) + 6
  }

  func titleWidth(_ boundary: Int, measurer: TextMeasurer) -> Double {
    let item = diagram.boundaries[boundary]
    return max(
      measurer.width(item.label, bold: true), item.type.map { measurer.width("[\($0)]") } ?? 0)
  }

  /// The rows of a container: its elements, then its boundaries. With `place`, sets the
  /// rectangles from `origin` (the content's top-left corner). Returns the content's size.
  mutating func arrange(
    _ container: Int?, sizes: [Size], boundarySizes: [Size], place: Bool,
    origin: Point = Point(0, 0)
  ) -> Size {
    let elements = diagram.elements.indices.filter { diagram.elements[$0].boundary == container }
    let boundaries = diagram.boundaries.indices.filter {
      diagram.boundaries[$0].parent == container
    }
    var y = 0.0
    var width = 0.0
    var rows: [[(Bool, Int)]] = []
    for start in stride(from: 0, to: elements.count, by: diagram.shapesInRow) {
      rows.append(
        elements[start..<min(start + diagram.shapesInRow, elements.count)].map { (true, $0) })
    }
    for start in stride(from: 0, to: boundaries.count, by: diagram.boundariesInRow) {
      rows.append(
        boundaries[start..<min(start + diagram.boundariesInRow, boundaries.count)].map {
          (false, $0)
        })
    }
    for row in rows {
      var x = 0.0
      var rowHeight = 0.0
      for (isElement, index) in row {
        let size = isElement ? sizes[index] : boundarySizes[index]
        if place {
          let rect = Rect(x: origin.x + x, y: origin.y + y, width: size.width, height: size.height)
          if isElement {
            elementRects[index] = rect
          } else {
            boundaryRects[index] = rect
            _ = arrange(
              index, sizes: sizes, boundarySizes: boundarySizes, place: true,
              origin: Point(rect.x + Self.padding, rect.y + Self.padding + headerHeight(index)))
          }
        }
        x += size.width + Self.margin
        rowHeight = max(rowHeight, size.height)
      }
      width = max(width, x - Self.margin)
      y += rowHeight + Self.margin
    }
    return Size(width: max(width, 0), height: max(y - Self.margin, 0))
  }
}
