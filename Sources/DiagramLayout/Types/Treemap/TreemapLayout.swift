/// Where a treemap's nodes go: each parent's children share its inner box in proportion to
/// their values, laid out by the squarified algorithm (Bruls, Huizing and van Wijk, "Squarified
/// Treemaps", 2000; d3-hierarchy's `treemapSquarify` with its golden-ratio aim), children by
/// decreasing value as d3 sorts them. A section keeps a header row for its name and
/// `padding` around its children; leaves touch, so sibling areas stay exactly proportional to
/// their values.
package struct TreemapLayout: Sendable {
  package let tree: TreemapTree
  /// Each node's box, by node index.
  package private(set) var rects: [Rect]
  /// The colour of each node: its top-level section's position (under a single root, its
  /// child of the root's).
  package private(set) var colorIndex: [Int]
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  package private(set) var titleCenter: Point? = nil

  /// The plot's size, and the height of a section's name row.
  static let width = 960.0
  static let height = 500.0
  static let headerHeight = 25.0

  package init(_ tree: TreemapTree, measurer: TextMeasurer) {
    self.tree = tree
    rects = Array(repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: tree.nodes.count)
    colorIndex = Array(repeating: 0, count: tree.nodes.count)
    let margin = tree.diagramPadding
    var top = margin
    if let title = tree.title, !title.isEmpty {
      titleCenter = Point(margin + Self.width / 2, margin + measurer.lineHeight / 2)
      top += measurer.lineHeight * 1.5
    }
    let plot = Rect(x: margin, y: top, width: Self.width, height: Self.height)
    place(tree.roots, in: plot)
    // One colour per top-level section; under a single root, per child of the root.
    let colored =
      tree.roots.count == 1 ? tree.nodes[tree.roots[0]].children : tree.roots
    for (index, node) in colored.enumerated() { paint(node, index) }
    bounds = Rect(x: 0, y: 0, width: Self.width + 2 * margin, height: plot.maxY + margin)
  }

  /// Places `children` in `box`, then each section's children in its inner box.
  private mutating func place(_ children: [Int], in box: Rect) {
    let order = children.enumerated().sorted {
      (-tree.total($0.element), $0.offset) < (-tree.total($1.element), $1.offset)
    }.map(\.element)
    let boxes = Self.squarify(order.map { tree.total($0) }, in: box)
    for (node, rect) in zip(order, boxes) {
      rects[node] = rect
      guard tree.nodes[node].value == nil, !tree.nodes[node].children.isEmpty else { continue }
      // A section too small for its padding and header keeps its children inside its box.
      let pad = min(tree.padding, rect.width / 2)
      let header = min(Self.headerHeight, rect.height)
      let inner = Rect(
        x: rect.x + pad, y: rect.y + header, width: rect.width - 2 * pad,
        height: max(rect.height - header - min(tree.padding, rect.height - header), 0))
      place(tree.nodes[node].children, in: inner)
    }
  }

  private mutating func paint(_ node: Int, _ color: Int) {
    colorIndex[node] = color
    for child in tree.nodes[node].children { paint(child, color) }
  }

  /// Boxes for `values` (in the order given, largest first) filling `box` in proportion.
  static func squarify(_ values: [Double], in box: Rect) -> [Rect] {
    let total = values.reduce(0, +)
    guard total > 0, box.width > 0, box.height > 0 else {
      return values.map { _ in Rect(x: box.x, y: box.y, width: 0, height: 0) }
    }
    let scale = box.width * box.height / total
    let areas = values.map { $0 * scale }
    var result: [Rect] = []
    var rest = box
    var index = 0
    while index < areas.count {
      // Grow the row while its worst aspect ratio improves.
      let side = min(rest.width, rest.height)
      var end = index + 1
      var best = worst(areas[index..<end], side: side)
      while end < areas.count {
        let next = worst(areas[index...end], side: side)
        if next > best { break }
        best = next
        end += 1
      }
      let row = areas[index..<end]
      let sum = row.reduce(0, +)
      if rest.width >= rest.height {
        // A column on the left, as wide as the row's area over the box's height.
        let width = rest.height > 0 ? sum / rest.height : 0
        var y = rest.y
        for area in row {
          let height = width > 0 ? area / width : 0
          result.append(Rect(x: rest.x, y: y, width: width, height: height))
          y += height
        }
        rest = Rect(
          x: rest.x + width, y: rest.y, width: max(rest.width - width, 0), height: rest.height)
      } else {
        let height = rest.width > 0 ? sum / rest.width : 0
        var x = rest.x
        for area in row {
          let width = height > 0 ? area / height : 0
          result.append(Rect(x: x, y: rest.y, width: width, height: height))
          x += width
        }
        rest = Rect(
          x: rest.x, y: rest.y + height, width: rest.width, height: max(rest.height - height, 0))
      }
      index = end
    }
    return result
  }

  /// The largest aspect ratio of a row of `areas` laid along a side of length `side`.
  static func worst(_ areas: ArraySlice<Double>, side: Double) -> Double {
    let sum = areas.reduce(0, +)
    guard sum > 0, side > 0, let largest = areas.max(),
      let smallest = areas.filter({ $0 > 0 }).min()
    else { return .infinity }
    let square = side * side
    return max(square * largest / (sum * sum), (sum * sum) / (square * smallest))
  }
}
