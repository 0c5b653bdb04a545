import Foundation

/// Where each part of an Ishikawa diagram goes, after Mermaid's fishbone renderer: a
/// horizontal spine ending in the head (the problem) on the right; the causes in pairs from
/// the head leftwards, the first of a pair up and the second down, each on a bone leaning
/// back 82° from the spine; their causes alternate between horizontal bones (attached to the
/// diagonal bone above them at their own height) and diagonal bones (attached to the
/// horizontal bone above them, spread along it), each label at its bone's free end.
///
/// The spine lies on y = 0 and the head starts at x = 0; `bounds` takes in every bone and
/// label (so its origin is negative).
package struct IshikawaLayout: Sendable {
  /// One bone: from where it attaches to its parent's bone (`start`) to its free end.
  package struct Bone: Equatable, Sendable {
    package var start: Point
    package var end: Point
  }

  /// One label: its lines centred vertically on `point`, anchored there by `anchor`
  /// (`middle` or `end`); the causes on the spine sit in `box`.
  package struct Label: Equatable, Sendable {
    package var lines: [String]
    package var point: Point
    package var anchor: String
    package var box: Rect?
    /// The ink's extent (the box when there is one).
    package var extent: Rect
  }

  package let diagram: IshikawaDiagram
  /// Each node's bone by node index (nil for the problem and for an empty `[]` leaf).
  package private(set) var bones: [Bone?] = []
  /// Each node's label by node index (nil for `[]`).
  package private(set) var labels: [Label?] = []
  /// The spine, from its left end to the head.
  package private(set) var spine = Bone(start: Point(0, 0), end: Point(0, 0))
  /// The head's size: its flat side on x = 0 from `-height/2` to `height/2`, bulging right.
  package private(set) var headWidth = 60.0
  package private(set) var headHeight = 40.0
  /// The whole drawing.
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The frontmatter title's centre, when there is one.
  package private(set) var titleCenter: Point?

  /// The bone length of a side when nothing else decides it (Mermaid's `SPINE_BASE_LENGTH`).
  static let baseLength = 250.0
  /// A horizontal bone with no causes of its own, and one with some (plus 5 px a child).
  static let stubLength = 30.0
  static let boneBase = 60.0
  static let bonePerChild = 5.0
  /// The causes' bones lean back from the spine by 82° (Mermaid's `ANGLE`).
  static let angle = 82.0 * Double.pi / 180
  /// The widest line of a cause's label before it wraps, and of the problem's.
  static let labelWidth = 120.0
  static let headLabelWidth = 110.0
  static let padding = 20.0

  package init(_ diagram: IshikawaDiagram, measurer: TextMeasurer) {
    self.diagram = diagram
    bones = Array(repeating: nil, count: diagram.nodes.count)
    labels = Array(repeating: nil, count: diagram.nodes.count)
    guard let problem = diagram.nodes.first else {
      bounds = Rect(x: 0, y: 0, width: 2 * Self.padding, height: 2 * Self.padding)
      return
    }
    let lineHeight = measurer.lineHeight
    let headLines = Self.wrapped(problem.label, Self.headLabelWidth, measurer)
    let headTextWidth = headLines.map { measurer.width($0, bold: true) }.max() ?? 0
    // The head bulges to 1.2 × its width at the spine; the text, centred on 0.55 × the
    // width, keeps clear of the curve.
    headWidth = max(60, headTextWidth + 24)
    headHeight = max(40, Double(headLines.count) * lineHeight * 2 + 40)
    labels[0] = Label(
      lines: headLines, point: Point(headWidth * 0.55, 0), anchor: "middle", box: nil,
      extent: Rect(
        x: headWidth * 0.55 - headTextWidth / 2, y: -headHeight / 2,
        width: headTextWidth, height: headHeight))
    var extent = Rect(x: 0, y: -headHeight / 2, width: headWidth * 1.2, height: headHeight)

    let causes = problem.children
    let upper = causes.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    let lower = causes.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    var (upperLength, lowerLength) = sideLengths(upper, lower, measurer: measurer)
    upperLength = max(upperLength, 0)
    lowerLength = max(lowerLength, 0)

    var spineX = causes.isEmpty ? 0.0 : -20.0
    var pair = 0
    while pair * 2 < causes.count {
      var left = spineX
      for (offset, direction, length) in [(0, -1.0, upperLength), (1, 1.0, lowerLength)] {
        let position = pair * 2 + offset
        guard position < causes.count else { continue }
        left = min(
          left,
          branch(
            causes[position], from: Point(spineX, 0), direction: direction, length: length,
            measurer: measurer))
      }
      spineX = left
      pair += 1
    }
    spine = Bone(start: Point(spineX, 0), end: Point(0, 0))
    extent = extent.union(Rect(x: spineX, y: 0, width: -spineX, height: 0))
    for label in labels.compactMap({ $0 }) { extent = extent.union(label.extent) }
    for bone in bones.compactMap({ $0 }) {
      extent = extent.union(
        Rect(
          x: min(bone.start.x, bone.end.x), y: min(bone.start.y, bone.end.y),
          width: abs(bone.end.x - bone.start.x), height: abs(bone.end.y - bone.start.y)))
    }
    if let title = diagram.title, !title.isEmpty {
      titleCenter = Point(extent.x + extent.width / 2, extent.y - lineHeight)
      extent = extent.union(
        Rect(x: extent.x, y: extent.y - 2 * lineHeight, width: 0, height: 0))
    }
    bounds = Rect(
      x: extent.x - Self.padding, y: extent.y - Self.padding,
      width: extent.width + 2 * Self.padding, height: extent.height + 2 * Self.padding)
  }

  /// How long the bones above and below the spine are: the sides share twice the base
  /// length in proportion to the causes under them (at least 30% each), and a side is long
  /// enough for its busiest cause's labels two font sizes apart.
  func sideLengths(_ upper: [Int], _ lower: [Int], measurer: TextMeasurer) -> (Double, Double) {
    func stats(_ causes: [Int]) -> (total: Int, most: Int) {
      causes.reduce((0, 0)) { result, cause in
        let count = descendants(cause)
        return (result.0 + count, max(result.1, count))
      }
    }
    let (upperTotal, upperMost) = stats(upper)
    let (lowerTotal, lowerMost) = stats(lower)
    var upperLength = Self.baseLength
    var lowerLength = Self.baseLength
    if upperTotal + lowerTotal > 0 {
      let pool = Self.baseLength * 2
      let total = Double(upperTotal + lowerTotal)
      upperLength = max(Self.baseLength * 0.3, pool * Double(upperTotal) / total)
      lowerLength = max(Self.baseLength * 0.3, pool * Double(lowerTotal) / total)
    }
    let spacing = max(measurer.fontSize * 2, measurer.lineHeight * 1.5)
    return (
      max(upperLength, Double(upperMost) * spacing), max(lowerLength, Double(lowerMost) * spacing)
    )
  }

  /// The number of nodes under `node`.
  func descendants(_ node: Int) -> Int {
    diagram.nodes[node].children.reduce(0) { $0 + 1 + descendants($1) }
  }

  /// Lays out one cause on the spine and everything under it; returns the leftmost x drawn.
  mutating func branch(
    _ cause: Int, from start: Point, direction: Double, length: Double, measurer: TextMeasurer
  ) -> Double {
    let node = diagram.nodes[cause]
    let boneLength = length * (node.children.isEmpty ? 0.2 : 1)
    let end = Point(
      start.x - cos(Self.angle) * boneLength, start.y + sin(Self.angle) * boneLength * direction)
    var left = min(start.x, end.x)
    if !node.isGap || !node.children.isEmpty { bones[cause] = Bone(start: start, end: end) }
    if !node.isGap {
      let lines = Self.wrapped(node.label, Self.labelWidth, measurer)
      let textWidth = lines.map { measurer.width($0, bold: true) }.max() ?? 0
      let height = Double(lines.count) * measurer.lineHeight + 4
      let center = Point(end.x, end.y + direction * height / 2)
      let box = Rect(
        x: center.x - textWidth / 2 - 20, y: center.y - height / 2, width: textWidth + 40,
        height: height)
      labels[cause] = Label(lines: lines, point: center, anchor: "middle", box: box, extent: box)
      left = min(left, box.x)
    }
    guard !node.children.isEmpty else { return left }
    left = min(
      left,
      subBones(
        under: cause, bone: Bone(start: start, end: end), direction: direction, measurer: measurer))
    return left
  }

  /// The nodes under a cause on the spine in the order their heights are handed out, top of
  /// the bone first: a node at an even depth before its children (nearer the spine), one at
  /// an odd depth after them, so each diagonal bone stays within its parent's wedge; above
  /// the spine, siblings in reverse so the first stays nearest the spine.
  func heightOrder(under cause: Int, direction: Double) -> [Int] {
    var order: [Int] = []
    func walk(_ nodes: [Int]) {
      for child in direction < 0 ? nodes.reversed() : nodes {
        let children = diagram.nodes[child].children
        if diagram.nodes[child].depth % 2 == 0 {
          order.append(child)
          walk(children)
        } else {
          walk(children)
          order.append(child)
        }
      }
    }
    walk(diagram.nodes[cause].children)
    return order
  }

  /// Lays out the nodes under a cause on the spine, each at its own height along the cause's
  /// bone; returns the leftmost x drawn.
  mutating func subBones(
    under cause: Int, bone: Bone, direction: Double, measurer: TextMeasurer
  ) -> Double {
    let order = heightOrder(under: cause, direction: direction)
    var height: [Int: Double] = [:]
    for (slot, node) in order.enumerated() {
      height[node] =
        bone.start.y + (bone.end.y - bone.start.y) * Double(slot + 1)
        / Double(order.count + 1)
    }
    var left = bone.end.x
    // The children of each bone placed so far, spread along it from its free end.
    var placed: [Int: Int] = [:]
    // Parents first: a pre-order walk of the tree.
    var pending = Array(diagram.nodes[cause].children.reversed())
    while let index = pending.popLast() {
      let node = diagram.nodes[index]
      guard let parent = node.parent,
        let parentBone = bones[parent] ?? (parent == cause ? bone : nil),
        let y = height[index]
      else { continue }
      let start: Point
      let end: Point
      if node.depth % 2 == 0 {
        // A horizontal bone, attached to the diagonal parent bone at its own height.
        let rise = parentBone.end.y - parentBone.start.y
        let t = rise == 0 ? 0.5 : (y - parentBone.start.y) / rise
        let x = parentBone.start.x + (parentBone.end.x - parentBone.start.x) * t
        let length =
          node.children.isEmpty
          ? Self.stubLength : Self.boneBase + Double(node.children.count) * Self.bonePerChild
        start = Point(x, y)
        end = Point(x - length, y)
      } else {
        // A diagonal bone from a point along the horizontal parent bone, at the spine's lean.
        let siblings = diagram.nodes[parent].children.count
        let k = placed[parent, default: 0]
        placed[parent] = k + 1
        let t = Double(siblings - k) / Double(siblings + 1)
        let x = parentBone.start.x + (parentBone.end.x - parentBone.start.x) * t
        start = Point(x, parentBone.start.y)
        end = Point(x - cos(Self.angle) / sin(Self.angle) * abs(y - start.y), y)
      }
      if !node.isGap || !node.children.isEmpty { bones[index] = Bone(start: start, end: end) }
      left = min(left, end.x)
      if !node.isGap {
        let lines = Self.wrapped(node.label, Self.labelWidth, measurer)
        let textWidth = lines.map { measurer.width($0) }.max() ?? 0
        let blockHeight = Double(lines.count) * measurer.lineHeight
        let point = Point(end.x - 4, end.y)
        let extent = Rect(
          x: point.x - textWidth, y: point.y - blockHeight / 2, width: textWidth,
          height: blockHeight)
        labels[index] = Label(lines: lines, point: point, anchor: "end", box: nil, extent: extent)
        left = min(left, extent.x)
      }
      pending.append(contentsOf: node.children.reversed())
    }
    return left
  }

  /// A label's lines: split at `<br>`, each wrapped at `width`.
  static func wrapped(_ label: String, _ width: Double, _ measurer: TextMeasurer) -> [String] {
    ChartText.lines(label).flatMap { ChartText.wrap($0, width: width, measurer: measurer) }
  }
}
