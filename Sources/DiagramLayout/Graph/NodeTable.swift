/// A node drawn as stacked compartments: a class (name, attributes, methods), an entity
/// (name, then a grid of attribute rows) or a state with a description (name, then text).
///
/// Sizes come from the shipped font metrics, so the box is measured like every other shape
/// and the layered layout places it as one node of that size.
struct NodeTable {
  /// One piece of text with its emphasis (UML underlines static members, italicises
  /// abstract ones).
  struct Text: Equatable {
    var text: String
    var bold = false
    var italic = false
    var underline = false
  }

  /// One line of a compartment: one text, or one per grid column.
  typealias Row = [Text]

  struct Section {
    var rows: [Row]
    /// Centred (a name), else left-aligned (members).
    var centered = false
    /// Rows are cells of a grid whose columns line up across every grid section.
    var grid = false
  }

  var sections: [Section]
  var cornerRadius = 0.0
  var minimumWidth = 0.0

  static let padding = 10.0
  static let sectionPadding = 5.0
  static let columnGap = 14.0

  /// Where everything goes, relative to the box's top-left corner.
  struct Measured {
    var width: Double
    var height: Double
    /// Each section's top and bottom.
    var sectionSpans: [(top: Double, bottom: Double)]
    /// Grid column starts.
    var columns: [Double]
    var rowHeight: Double
  }

  func measure(_ measurer: TextMeasurer) -> Measured {
    func width(_ text: Text) -> Double {
      measurer.width(text.text, bold: text.bold).rounded(.up)
    }
    var columnWidths: [Double] = []
    var plainWidth = 0.0
    for section in sections {
      for row in section.rows {
        if section.grid {
          for (index, cell) in row.enumerated() {
            if index >= columnWidths.count { columnWidths.append(0) }
            columnWidths[index] = max(columnWidths[index], width(cell))
          }
        } else {
          plainWidth = max(plainWidth, row.reduce(0) { $0 + width($1) })
        }
      }
    }
    var columns: [Double] = []
    var x = NodeTable.padding
    for (index, column) in columnWidths.enumerated() {
      columns.append(x)
      x += column + (index + 1 < columnWidths.count ? NodeTable.columnGap : 0)
    }
    let gridWidth = columnWidths.isEmpty ? 0 : x - NodeTable.padding
    let contentWidth = max(plainWidth, gridWidth)
    let totalWidth = max(contentWidth + 2 * NodeTable.padding, minimumWidth)
    let rowHeight = measurer.lineHeight + 2
    var spans: [(Double, Double)] = []
    var y = 0.0
    for section in sections {
      let top = y
      let rows = Double(section.rows.count)
      // An empty compartment keeps a sliver of height, as UML draws it.
      let inner = section.rows.isEmpty ? 2 : rows * rowHeight
      y += inner + 2 * NodeTable.sectionPadding
      spans.append((top, y))
    }
    return Measured(
      width: totalWidth, height: max(y, 2 * NodeTable.padding), sectionSpans: spans,
      columns: columns, rowHeight: rowHeight)
  }

  /// The outline for the layout and the edge clipping: the box (rounded when asked).
  static func outline(width w: Double, height h: Double, radius: Double) -> [Point] {
    if radius > 0 { return ShapeGeometry.roundedRect(w, h, radius: radius) }
    return [Point(-w / 2, -h / 2), Point(w / 2, -h / 2), Point(w / 2, h / 2), Point(-w / 2, h / 2)]
  }
}
