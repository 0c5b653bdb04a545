/// Where each block goes: every group (and the whole diagram) is a grid of equal columns and
/// equal rows; a block takes `span` columns of its row, the next row when the row is full or
/// has fewer columns left than the span (Mermaid's block layout, which sizes a grid's
/// columns by its widest block and puts `padding` between cells and around them).
package struct BlockLayout: Sendable {
  /// Where a block sits in its parent's grid.
  package struct Cell: Equatable, Sendable {
    package var column: Int
    package var row: Int
  }

  /// Mermaid's `block.padding`: the gap between cells and inside a group's border.
  static let gap = 8.0
  /// The smallest cell of a group with nothing to measure.
  static let minimumCell = Size(width: 40, height: 30)

  package let diagram: BlockDiagram
  /// Each block's rectangle, by block index.
  package private(set) var rects: [Rect]
  /// Each block's cell in its parent's grid, by block index.
  package private(set) var cells: [Cell]
  /// Each block's shape as measured around its label, by block index (nil for groups).
  package private(set) var shapes: [ShapeGeometry?]
  /// Each block's size before its grid stretches it, by block index.
  package private(set) var natural: [Size]
  /// The whole drawing.
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)

  package init(_ diagram: BlockDiagram, measurer: TextMeasurer) {
    self.diagram = diagram
    rects = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: diagram.blocks.count)
    cells = Array(repeating: Cell(column: 0, row: 0), count: diagram.blocks.count)
    shapes = Array(repeating: nil, count: diagram.blocks.count)
    natural = Array(repeating: Size(width: 0, height: 0), count: diagram.blocks.count)
    // Children come after their group in `blocks`: measuring in reverse order measures every
    // child before its group.
    for index in diagram.blocks.indices.reversed() {
      natural[index] = measure(index, natural: natural, measurer: measurer)
    }
    let root = gridSize(nil, natural: natural)

    bounds = Rect(x: 0, y: 0, width: root.width, height: root.height)
    place(nil, in: bounds)
  }

  /// A block's size before its grid stretches it.
  mutating func measure(_ index: Int, natural: [Size], measurer: TextMeasurer) -> Size {
    let block = diagram.blocks[index]
    let labelSize = Size(
      width: block.label.map { measurer.width($0) }.max() ?? 0,
      height: Double(max(block.label.count, 1)) * measurer.lineHeight)
    switch block.kind {
    case .space: return Size(width: 0, height: 0)
    case .group: return gridSize(index, natural: natural)
    case .arrow(let directions):
      let vertical = directions.contains { $0 == .up || $0 == .down || $0 == .y }
      let horizontal = directions.contains { $0 == .left || $0 == .right || $0 == .x }
      return Size(
        width: labelSize.width + (horizontal ? 60 : 30),
        height: labelSize.height + (vertical ? 40 : 20))
    case .shape(let shape):
      let geometry = ShapeGeometry.make(shape, label: labelSize)
      shapes[index] = geometry
      return Size(width: geometry.width, height: geometry.height)
    }
  }

  /// The cells of a group's children (`nil`: the top level), and its number of rows.
  func grid(_ group: Int?) -> (cells: [Cell], rows: Int) {
    let columns = diagram.columns(of: group)
    var cells: [Cell] = []
    var column = 0
    var row = 0
    for child in diagram.children(of: group) {
      let span = diagram.blocks[child].span
      if column + span > columns {
        column = 0
        row += 1
      }
      cells.append(Cell(column: column, row: row))
      column += span
    }
    return (cells, cells.isEmpty ? 1 : row + 1)
  }

  /// A group's size from its children's: columns as wide as the widest block needs (a block
  /// spanning N columns needs its width less the N − 1 gaps it covers), rows as tall as the
  /// tallest block.
  func gridSize(_ group: Int?, natural: [Size]) -> Size {
    let children = diagram.children(of: group)
    let columns = Double(diagram.columns(of: group))
    let rows = Double(grid(group).rows)
    var cell = children.isEmpty ? Self.minimumCell : Size(width: 0, height: 0)
    for child in children {
      let span = Double(diagram.blocks[child].span)
      cell.width = max(cell.width, (natural[child].width - Self.gap * (span - 1)) / span)
      cell.height = max(cell.height, natural[child].height)
    }
    return Size(
      width: columns * cell.width + (columns + 1) * Self.gap,
      height: rows * cell.height + (rows + 1) * Self.gap)
  }

  /// Puts a group's children in `rect`, its grid stretched to fill it.
  mutating func place(_ group: Int?, in rect: Rect) {
    let (cells, rowCount) = grid(group)
    let columns = Double(diagram.columns(of: group))
    let rows = Double(rowCount)
    let width = (rect.width - (columns + 1) * Self.gap) / columns
    let height = (rect.height - (rows + 1) * Self.gap) / rows
    for (child, cell) in zip(diagram.children(of: group), cells) {
      let span = Double(diagram.blocks[child].span)
      let childRect = Rect(
        x: rect.x + Self.gap + Double(cell.column) * (width + Self.gap),
        y: rect.y + Self.gap + Double(cell.row) * (height + Self.gap),
        width: span * width + (span - 1) * Self.gap, height: height)
      rects[child] = childRect
      self.cells[child] = cell
      if diagram.blocks[child].kind == .group { place(child, in: childRect) }
    }
  }
}
