/// Lays out a mindmap as a balanced two-sided tree: the root in the middle, its children
/// shared between the right and the left side so the two sides' heights stay close (each
/// goes to the side that is shorter so far, ties to the right), every subtree in its own
/// horizontal band (the sum of its children's bands, Reingold–Tilford without the contour
/// squeeze), children one gap beyond their parent's outer edge.
///
/// Bands of siblings are disjoint and descendants lie strictly outward of their ancestors,
/// so no two nodes overlap whatever the tree.
package struct MindmapLayout: Sendable {
  /// A placed node.
  package struct Box: Sendable {
    package var index: Int
    package var rect: Rect
    /// The first-level branch the node belongs to (its colour), nil for the root.
    package var branch: Int?
    /// Which side of the root: 1 right, -1 left, 0 the root.
    package var side: Int
  }

  package var tree: MindmapTree
  package var boxes: [Box]
  /// Parent → child connectors as (from, to) points on the facing edges.
  package var links: [(child: Int, from: Point, to: Point)] = []
  package var bounds: Rect

  static let horizontalGap = 40.0
  static let verticalGap = 12.0
  static let padding = (x: 14.0, y: 8.0)
  static let margin = 20.0
  static let maximumTextWidth = 220.0

  package init(_ tree: MindmapTree, measurer: TextMeasurer) {
    self.tree = tree
    let children = tree.children
    var lines = tree.nodes.map(\.lines)
    var sizes: [Size] = []
    for (index, node) in tree.nodes.enumerated() {
      lines[index] = node.lines.flatMap {
        ChartText.wrap(
          DiagramLimits.cutLabelLine($0), width: Self.maximumTextWidth, measurer: measurer)
      }
      let width = lines[index].map { measurer.width($0, bold: index == 0) }.max() ?? 0
      var size = Size(
        width: width + 2 * Self.padding.x,
        height: Double(max(lines[index].count, 1)) * measurer.lineHeight + 2 * Self.padding.y)
      if node.shape == .circle {
        let diameter = max(size.width, size.height)
        size = Size(width: diameter, height: diameter)
      } else if node.shape == .hexagon || node.shape == .bang || node.shape == .cloud {
        size.width += size.height / 2
      }
      sizes.append(size)
    }
    // Band heights, deepest first (children come after their parent in source order).
    var band = sizes.map(\.height)
    for index in tree.nodes.indices.reversed() where !children[index].isEmpty {
      let stacked =
        children[index].reduce(0) { $0 + band[$1] }
        + Self.verticalGap * Double(children[index].count - 1)
      band[index] = max(sizes[index].height, stacked)
    }
    var right: [Int] = []
    var left: [Int] = []
    var heights = (right: 0.0, left: 0.0)
    for child in children.first ?? [] {
      if heights.right <= heights.left {
        right.append(child)
        heights.right += band[child] + Self.verticalGap
      } else {
        left.append(child)
        heights.left += band[child] + Self.verticalGap
      }
    }
    var rects = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: sizes.count)
    var branches = Array(repeating: Int?.none, count: sizes.count)
    var sides = Array(repeating: 0, count: sizes.count)
    rects[0] = Rect(center: Point(0, 0), width: sizes[0].width, height: sizes[0].height)
    var links: [(Int, Point, Point)] = []
    // Places `nodes` (siblings) in a band starting at `top`, beside `parent` on `side`.
    func place(_ nodes: [Int], top: Double, parent: Int, side: Int, branchOf: (Int) -> Int) {
      var y = top
      let anchor = rects[parent]
      for node in nodes {
        let size = sizes[node]
        let x =
          side > 0
          ? anchor.maxX + Self.horizontalGap : anchor.minX - Self.horizontalGap - size.width
        let centerY = y + band[node] / 2
        rects[node] = Rect(
          x: x, y: centerY - size.height / 2, width: size.width, height: size.height)
        branches[node] = branchOf(node)
        sides[node] = side
        let from = Point(side > 0 ? anchor.maxX : anchor.minX, anchor.center.y)
        let to = Point(side > 0 ? x : x + size.width, centerY)
        links.append((node, from, to))
        let stacked =
          children[node].reduce(0) { $0 + band[$1] }
          + Self.verticalGap * Double(max(children[node].count - 1, 0))
        place(
          children[node], top: centerY - stacked / 2, parent: node, side: side,
          branchOf: { _ in branchOf(node) })
        y += band[node] + Self.verticalGap
      }
    }
    let firstLevel = children.first ?? []
    for (nodes, side, total) in [(right, 1, heights.right), (left, -1, heights.left)] {
      place(
        nodes, top: -(total - Self.verticalGap) / 2, parent: 0, side: side,
        branchOf: { firstLevel.firstIndex(of: $0) ?? 0 })
    }
    var extent = rects[0]
    for rect in rects { extent = extent.union(rect) }
    let dx = Self.margin - extent.minX
    let dy = Self.margin - extent.minY
    boxes = rects.indices.map {
      Box(
        index: $0,
        rect: Rect(
          x: rects[$0].x + dx, y: rects[$0].y + dy, width: rects[$0].width,
          height: rects[$0].height), branch: branches[$0], side: sides[$0])
    }
    self.links = links.map {
      ($0.0, Point($0.1.x + dx, $0.1.y + dy), Point($0.2.x + dx, $0.2.y + dy))
    }
    bounds = Rect(
      x: 0, y: 0, width: extent.width + 2 * Self.margin, height: extent.height + 2 * Self.margin)
    self.lines = lines
  }

  /// Each node's text, wrapped.
  package var lines: [[String]] = []
}
