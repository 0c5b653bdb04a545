/// Where each field of a packet diagram goes: rows of `bitsPerRow` bits, a field that crosses
/// a row's end split into one segment per row (Mermaid's `getNextFittingBlock`), bit `b` of
/// a row at `b × bitWidth + 1`, the title under the rows (as Mermaid draws it).
package struct PacketLayout: Sendable {
  /// One rectangle of a field: its bits within the field and where it is drawn.
  package struct Segment: Equatable, Sendable {
    /// The field's index in `PacketDiagram.fields`.
    package var field: Int
    /// The first and last bit of this segment (bit numbers of the whole packet).
    package var start: Int
    package var end: Int
    /// The 0-based row.
    package var row: Int
    package var rect: Rect
  }

  package let diagram: PacketDiagram
  /// Every segment, in bit order.
  package private(set) var segments: [Segment] = []
  /// The number of rows.
  package private(set) var rows = 0
  /// The whole drawing.
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The title's centre, when there is a title.
  package private(set) var titleCenter: Point?

  /// The room above a row for its bit numbers, when they are shown (Mermaid adds 10 to
  /// `paddingY`).
  static let bitNumberRoom = 10.0

  package init(_ diagram: PacketDiagram) {
    self.diagram = diagram
    let perRow = diagram.bitsPerRow
    let gapY = diagram.paddingY + (diagram.showBits ? Self.bitNumberRoom : 0)
    for (index, field) in diagram.fields.enumerated() {
      var start = field.start
      while start <= field.end {
        let row = start / perRow
        let end = min(field.end, (row + 1) * perRow - 1)
        let x = Double(start % perRow) * diagram.bitWidth + 1
        let y = Double(row) * (diagram.rowHeight + gapY) + gapY
        let width = max(Double(end - start + 1) * diagram.bitWidth - diagram.paddingX, 1)
        segments.append(
          Segment(
            field: index, start: start, end: end, row: row,
            rect: Rect(x: x, y: y, width: width, height: diagram.rowHeight)))
        rows = max(rows, row + 1)
        start = end + 1
      }
    }
    let width = diagram.bitWidth * Double(perRow) + 2
    var height = Double(rows) * (diagram.rowHeight + gapY) + gapY
    if let title = diagram.title, !title.isEmpty {
      titleCenter = Point(width / 2, height + diagram.rowHeight / 2)
      height += diagram.rowHeight + gapY
    }
    bounds = Rect(x: 0, y: 0, width: width, height: max(height, 2 * gapY))
  }
}
