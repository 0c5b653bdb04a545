/// Where each row of a tree view goes, as Mermaid's tree view renderer places them: one row
/// under the other, `paddingY` above and below its text; a row at depth `d` indented by
/// `d × (rowIndent + paddingX)`; a short line from its parent's vertical line to the row,
/// and under each parent a vertical line down to its last child's middle.
package struct TreeViewLayout: Sendable {
  /// One row.
  package struct Row: Equatable, Sendable {
    /// The row's box: from its indentation to the end of its text.
    package var box: Rect
    /// Where the icon goes (a square), nil without an icon.
    package var icon: Rect?
    /// Where the name's text starts, on the row's middle line.
    package var text: Point
    /// Where the description starts, when there is one: in one column for every row.
    package var description: Point?
    /// The `:::highlight` box behind the row, across to the drawing's right edge.
    package var highlight: Rect?
    /// The short line from the parent's vertical line, nil for a row at the top.
    package var stub: Segment?
    /// The vertical line down to the last child, nil without children.
    package var trunk: Segment?
  }

  /// A straight line.
  package struct Segment: Equatable, Sendable {
    package var from: Point
    package var to: Point
  }

  package let diagram: TreeViewDiagram
  package private(set) var rows: [Row] = []
  /// The labels' font size.
  package let fontSize: Double
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  package private(set) var titleCenter: Point?

  static let margin = 10.0

  package init(_ diagram: TreeViewDiagram, measurer: TextMeasurer) {
    self.diagram = diagram
    let size = diagram.labelFontSize ?? measurer.fontSize
    fontSize = size
    let scale = size / measurer.fontSize
    let lineHeight = (size * 1.25).rounded()
    let iconSize = (size * 0.9).rounded()
    var top = 0.0
    if let title = diagram.title, !title.isEmpty {
      titleCenter = Point(0, measurer.lineHeight / 2)
      top = measurer.lineHeight * 1.5
    }
    var width = 0.0
    for node in diagram.nodes {
      let height = lineHeight + 2 * diagram.paddingY
      let indent = Double(node.depth) * (diagram.rowIndent + diagram.paddingX)
      let middle = top + height / 2
      var x = indent + diagram.paddingX
      // As Mermaid: an icon written with `icon(…)`, or every row's with `showIcons`, takes its
      // room before the name; `icon(none)` and the default take none.
      let drawsIcon = node.icon.map { $0 != "none" } ?? diagram.showIcons
      let icon =
        drawsIcon ? Rect(x: x, y: middle - iconSize / 2, width: iconSize, height: iconSize) : nil
      if drawsIcon { x += iconSize + 4 }
      let textStart = Point(x, middle)
      x += measurer.width(node.name, bold: node.isDirectory) * scale
      let stub =
        node.parent == nil
        ? nil : Segment(from: Point(indent - diagram.rowIndent, middle), to: Point(indent, middle))
      rows.append(
        Row(
          box: Rect(x: indent, y: top, width: x + diagram.paddingX - indent, height: height),
          icon: icon, text: textStart, description: nil, stub: stub, trunk: nil))
      width = max(width, x + diagram.paddingX)
      top += height
    }
    // Descriptions share one column, a font size right of the longest row's name.
    let column = (rows.map { $0.box.maxX - diagram.paddingX }.max() ?? 0) + size
    for (index, node) in diagram.nodes.enumerated() {
      guard let text = node.description else { continue }
      rows[index].description = Point(column, rows[index].text.y)
      width = max(width, column + measurer.width(text) * scale + diagram.paddingX)
    }
    for (index, node) in diagram.nodes.enumerated() where TreeViewDiagram.isHighlighted(node) {
      let box = rows[index].box
      rows[index].highlight = Rect(
        x: box.x, y: box.y + 1, width: width + diagram.paddingX - box.x, height: box.height - 2)
    }
    if diagram.nodes.contains(where: TreeViewDiagram.isHighlighted) { width += diagram.paddingX }
    // Each parent's vertical line runs from its row's bottom to its last child's middle.
    for (index, node) in diagram.nodes.enumerated() {
      guard let last = node.children.last else { continue }
      let box = rows[index].box
      let x = box.x + diagram.paddingX
      let lastBox = rows[last].box
      rows[index].trunk = Segment(
        from: Point(x, box.maxY),
        to: Point(x, lastBox.y + lastBox.height / 2 + diagram.lineThickness / 2))
    }
    if let title = diagram.title, !title.isEmpty {
      width = max(width, measurer.width(title, bold: true))
      titleCenter = Point(width / 2, measurer.lineHeight / 2)
    }
    bounds = Rect(
      x: -Self.margin, y: -Self.margin, width: width + 2 * Self.margin,
      height: top + 2 * Self.margin)
  }
}
