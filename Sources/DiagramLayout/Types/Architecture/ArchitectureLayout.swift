import RenderSupport

/// Where everything of an architecture diagram goes: each container (the diagram, each group)
/// lays its members on `ArchitectureGrid` cells, columns as wide and rows as tall as their
/// largest member with a gap between; a group is as large as its grid plus its padding and
/// title band, and is placed as one member of its parent.
package struct ArchitectureLayout: Sendable {
  static let iconSize = 60.0
  static let junctionSize = 10.0
  static let gap = 60.0
  static let groupPadding = 18.0
  static let titleGap = 4.0

  package let diagram: ArchitectureDiagram
  /// Each node's icon box (a junction's small square), by node index.
  package private(set) var boxes: [Rect]
  /// Each node's title centre, by node index.
  package private(set) var titleCenters: [Point?]
  /// Each group's rectangle, by group index.
  package private(set) var groupRects: [Rect]
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  /// Half a title's line, from its centre to the bottom of the service's room.
  package private(set) var titleHalfHeight = 0.0

  /// The grid of one container, relative to its content's top-left corner.
  struct Placed {
    var size: Size
    var offsets: [ArchitectureGrid.Unit: Point]
  }

  package init(_ diagram: ArchitectureDiagram, measurer: TextMeasurer) {
    self.diagram = diagram
    titleHalfHeight = measurer.lineHeight / 2
    boxes = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: diagram.nodes.count)
    titleCenters = Array(repeating: nil, count: diagram.nodes.count)
    groupRects = Array(
      repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: diagram.groups.count)
    // Inner groups first: a group's size is known before its parent's grid is made.
    var placed: [Int?: Placed] = [:]
    let depth = diagram.groups.indices.map { index -> Int in
      var count = 0
      var current = diagram.groups[index].parent
      while let parent = current {
        count += 1
        current = diagram.groups[parent].parent
      }
      return count
    }
    for group in diagram.groups.indices.sorted(by: { depth[$0] > depth[$1] }) {
      placed[group] = grid(group, placed: placed, measurer: measurer)
    }
    let root = grid(nil, placed: placed, measurer: measurer)
    let margin = 16.0
    bounds = Rect(
      x: 0, y: 0, width: root.size.width + 2 * margin, height: root.size.height + 2 * margin)
    put(nil, at: Point(margin, margin), placed: placed, root: root, measurer: measurer)
  }

  /// The size a unit takes in its parent's grid.
  func size(_ unit: ArchitectureGrid.Unit, placed: [Int?: Placed], measurer: TextMeasurer)
    -> Size
  {
    switch unit {
    case .node(let index):
      let node = diagram.nodes[index]
      if node.isJunction { return Size(width: Self.junctionSize, height: Self.junctionSize) }
      let titleWidth = node.title.map { measurer.width($0) } ?? 0
      let titleHeight = node.title == nil ? 0 : measurer.lineHeight + Self.titleGap
      return Size(width: max(Self.iconSize, titleWidth), height: Self.iconSize + titleHeight)
    case .group(let group):
      let inner = placed[group]?.size ?? Size(width: 0, height: 0)
      let title = groupTitleWidth(group, measurer: measurer)
      return Size(
        width: max(inner.width, title) + 2 * Self.groupPadding,
        height: inner.height + 2 * Self.groupPadding + measurer.lineHeight + 8)
    }
  }

  func groupTitleWidth(_ group: Int, measurer: TextMeasurer) -> Double {
    let title = diagram.groups[group].title.map { measurer.width($0) } ?? 0
    return title + (diagram.groups[group].icon == nil ? 0 : measurer.lineHeight + 4)
  }

  /// The height within a unit that lines up with its row: a service's icon centre, a
  /// junction's or a group's middle.
  func middleY(_ unit: ArchitectureGrid.Unit, size: Size) -> Double {
    if case .node(let index) = unit, !diagram.nodes[index].isJunction {
      return Self.iconSize / 2
    }
    return size.height / 2
  }

  /// The direct members of a container, in source order.
  func units(_ container: Int?) -> [ArchitectureGrid.Unit] {
    var result: [(ArchitectureGrid.Unit, SourcePosition)] = []
    for (index, node) in diagram.nodes.enumerated() where node.group == container {
      result.append((.node(index), node.position))
    }
    for (index, group) in diagram.groups.enumerated() where group.parent == container {
      result.append((.group(index), group.position))
    }
    return result.sorted {
      ($0.1.line, $0.1.column) < ($1.1.line, $1.1.column)
    }.map(\.0)
  }

  /// The member of `container` that holds `node`, nil when the node is outside it.
  func unit(of node: Int, in container: Int?) -> ArchitectureGrid.Unit? {
    let group = diagram.nodes[node].group
    if group == container { return .node(node) }
    var current = group
    while let index = current {
      if diagram.groups[index].parent == container { return .group(index) }
      current = diagram.groups[index].parent
    }
    return nil
  }

  /// One container's grid: cells from its edges, then columns and rows sized to fit.
  func grid(_ container: Int?, placed: [Int?: Placed], measurer: TextMeasurer) -> Placed {
    let members = units(container)
    var links:
      [(from: ArchitectureGrid.Unit, to: ArchitectureGrid.Unit, step: (dx: Int, dy: Int))] = []
    for edge in diagram.edges {
      guard let a = unit(of: edge.from.node, in: container),
        let b = unit(of: edge.to.node, in: container), a != b
      else { continue }
      links.append((a, b, ArchitectureGrid.step(edge.from.side, edge.to.side)))
    }
    let cells = ArchitectureGrid.cells(units: members, links: links)
    let xs = Array(Set(cells.values.map(\.x))).sorted()
    let ys = Array(Set(cells.values.map(\.y))).sorted()
    var widths = [Int: Double]()
    // A row lines up its members' icon centres (a service's title hangs below its icon): the
    // room above and below that line is the most any member needs.
    var above = [Int: Double]()
    var below = [Int: Double]()
    for unit in members {
      guard let cell = cells[unit] else { continue }
      let size = size(unit, placed: placed, measurer: measurer)
      let middle = middleY(unit, size: size)
      widths[cell.x] = max(widths[cell.x] ?? 0, size.width)
      above[cell.y] = max(above[cell.y] ?? 0, middle)
      below[cell.y] = max(below[cell.y] ?? 0, size.height - middle)
    }
    let heights = above.merging(below) { $0 + $1 }
    var columnLeft = [Int: Double]()
    var x = 0.0
    for column in xs {
      columnLeft[column] = x
      x += (widths[column] ?? 0) + Self.gap
    }
    var rowTop = [Int: Double]()
    var y = 0.0
    for row in ys {
      rowTop[row] = y
      y += (heights[row] ?? 0) + Self.gap
    }
    var offsets: [ArchitectureGrid.Unit: Point] = [:]
    for unit in members {
      guard let cell = cells[unit], let left = columnLeft[cell.x], let top = rowTop[cell.y]
      else { continue }
      let size = size(unit, placed: placed, measurer: measurer)
      // Centred in its cell, so icons of one row or column line up and edges run straight.
      offsets[unit] = Point(
        left + ((widths[cell.x] ?? 0) - size.width) / 2,
        top + (above[cell.y] ?? 0) - middleY(unit, size: size))
    }
    return Placed(
      size: Size(width: max(x - Self.gap, 0), height: max(y - Self.gap, 0)), offsets: offsets)
  }

  /// Places a container's members with its content's top-left corner at `origin`.
  mutating func put(
    _ container: Int?, at origin: Point, placed: [Int?: Placed], root: Placed,
    measurer: TextMeasurer
  ) {
    let grid = container.flatMap { placed[$0] } ?? root
    for (unit, offset) in grid.offsets {
      let corner = origin + offset
      let size = size(unit, placed: placed, measurer: measurer)
      switch unit {
      case .node(let index):
        if diagram.nodes[index].isJunction {
          boxes[index] = Rect(x: corner.x, y: corner.y, width: size.width, height: size.height)
        } else {
          let box = Rect(
            x: corner.x + (size.width - Self.iconSize) / 2, y: corner.y, width: Self.iconSize,
            height: Self.iconSize)
          boxes[index] = box
          if diagram.nodes[index].title != nil {
            titleCenters[index] = Point(
              box.center.x, box.maxY + Self.titleGap + measurer.lineHeight / 2)
          }
        }
      case .group(let group):
        groupRects[group] = Rect(x: corner.x, y: corner.y, width: size.width, height: size.height)
        let inner = Point(
          corner.x + Self.groupPadding, corner.y + Self.groupPadding + measurer.lineHeight + 8)
        put(group, at: inner, placed: placed, root: root, measurer: measurer)
      }
    }
  }
}
