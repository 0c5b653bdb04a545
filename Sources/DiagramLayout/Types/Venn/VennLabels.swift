import Foundation

/// Where the labels of a Venn diagram go. A label — an area's name over its text items — goes
/// where its region (inside exactly the area's sets) holds its whole box with the most room to
/// spare; a name too wide for that is broken at spaces into two or three lines. A label that
/// still does not fit sits outside the circles, as near its region as room allows, with a
/// leader line to the region's deepest point. No label box overlaps another; one that finds
/// no room at all is left out with a warning.
struct VennLabels {
  /// One placed label.
  struct Label: Equatable, Sendable {
    /// One line: its text, its middle, and whether it is (part of) the area's name.
    struct Line: Equatable, Sendable {
      var text: String
      var center: Point
      var isName: Bool
    }
    var lines: [Line]
    var box: Rect
    /// From the region's deepest point to the box, when the label sits outside its region.
    var leader: (from: Point, to: Point)?

    static func == (a: Label, b: Label) -> Bool {
      a.lines == b.lines && a.box == b.box && a.leader?.from == b.leader?.from
        && a.leader?.to == b.leader?.to
    }
  }

  /// What one area asks to show.
  struct Request {
    var members: Set<Int>
    var name: String?
    var texts: [String]
  }

  let circles: [VennLayout.Circle]
  let name: TextMeasurer
  let text: TextMeasurer
  var placed: [Rect] = []
  /// The circle and label tests left for labels outside the circles: a diagram whose labels
  /// crowd past it leaves the rest out, each with a warning, rather than drawing slowly.
  var budget = 20_000_000

  /// Room kept between a label and the circle edges or another label.
  static let margin = 3.0
  /// Names are drawn larger than text items, as Mermaid draws them (24 px to 20 px).
  static let nameScale = 1.2

  init(circles: [VennLayout.Circle], measurer: TextMeasurer) {
    self.circles = circles
    text = measurer
    var name = measurer
    name.fontSize = measurer.fontSize * Self.nameScale
    self.name = name
  }

  /// How strictly a label must keep to its region.
  enum Fit: CaseIterable {
    /// Its whole box inside the region.
    case region
    /// Its box inside the area's sets (it may cross another set's circle), its middle half a
    /// line inside the region.
    case sets
    /// As `sets`, but the box may reach a line beyond the sets, as Mermaid's labels do.
    case overflow
  }

  /// The labels of `requests` (nil where there is nothing to show or no room): first every
  /// label that fits its region, then the others as loosely as they must, then the rest
  /// outside the circles.
  mutating func place(_ requests: [Request]) -> [Label?] {
    var labels = [Label?](repeating: nil, count: requests.count)
    var waiting = requests.indices.filter {
      requests[$0].name != nil || !requests[$0].texts.isEmpty
    }
    // How deep each region is at its deepest point: a region shallower than half a line
    // holds no label, so its label goes straight outside.
    var depth: [Int: Double] = [:]
    for index in waiting { depth[index] = deepest(requests[index].members, size: Point(0, 0)).1 }
    for fit in Fit.allCases {
      waiting = waiting.filter { index in
        guard depth[index] ?? 0 >= text.lineHeight / 2 + Self.margin,
          let label = inside(requests[index], fit: fit)
        else { return true }
        labels[index] = label
        placed.append(label.box)
        return false
      }
    }
    for index in waiting {
      if let label = outsideLabel(requests[index]) {
        labels[index] = label
        placed.append(label.box)
      }
    }
    return labels
  }

  /// The lines of a label with its name broken into `nameLines` lines, and their box size.
  func lines(_ request: Request, nameLines: Int) -> (lines: [(String, Bool)], size: Point) {
    var lines: [(String, Bool)] = []
    if let label = request.name {
      lines += Self.wrap(label, into: nameLines, measurer: name).map { ($0, true) }
    }
    lines += request.texts.map { ($0, false) }
    let width = lines.map { ($1 ? name : text).width($0) }.max() ?? 0
    let height = lines.map { ($1 ? name : text).lineHeight }.reduce(0, +)
    return (lines, Point(width, height))
  }

  /// `label` broken at spaces into at most `count` lines of about equal width.
  static func wrap(_ label: String, into count: Int, measurer: TextMeasurer) -> [String] {
    let words = label.split(separator: " ").map(String.init)
    guard count > 1, words.count > 1 else { return [label] }
    let target = measurer.width(label) / Double(count)
    var lines: [String] = []
    var current = ""
    for word in words {
      let joined = current.isEmpty ? word : current + " " + word
      if !current.isEmpty, lines.count < count - 1,
        measurer.width(joined) > target + measurer.width(word) / 2
      {
        lines.append(current)
        current = word
      } else {
        current = joined
      }
    }
    lines.append(current)
    return lines
  }

  /// The label placed inside its region as `fit` allows, its name on one line or broken
  /// over two or three.
  func inside(_ request: Request, fit: Fit) -> Label? {
    let tries = request.name.map { $0.contains(" ") ? [1, 2, 3] : [1] } ?? [1]
    for nameLines in tries {
      let (lines, size) = self.lines(request, nameLines: nameLines)
      let (point, score) = deepest(request.members, size: size, fit: fit)
      if score >= Self.margin { return label(lines, center: point, size: size, leader: nil) }
    }
    return nil
  }

  func label(_ lines: [(String, Bool)], center: Point, size: Point, leader: (Point, Point)?)
    -> Label
  {
    let box = Rect(
      x: center.x - size.x / 2, y: center.y - size.y / 2, width: size.x, height: size.y)
    var y = box.y
    var result: [Label.Line] = []
    for (line, isName) in lines {
      let height = (isName ? name : text).lineHeight
      result.append(Label.Line(text: line, center: Point(center.x, y + height / 2), isName: isName))
      y += height
    }
    return Label(lines: result, box: box, leader: leader.map { (from: $0.0, to: $0.1) })
  }

  /// How far `point` is inside every member and outside every other circle (negative: it is
  /// not in the region).
  func clearance(_ point: Point, _ members: [Int], _ nearby: [Int]) -> Double {
    var clearance = Double.infinity
    for member in members {
      clearance = min(
        clearance, circles[member].radius - point.distance(to: circles[member].center))
    }
    for other in nearby {
      clearance = min(clearance, point.distance(to: circles[other].center) - circles[other].radius)
    }
    return clearance
  }

  /// The centre of a `size` box in the members' region with the most room to its edges
  /// (sampled on the box's outline), and that room: a coarse grid over the members' common
  /// box, then a finer one round its best point. Points whose box meets a placed label do not
  /// count; `fit` says how far the box may leave the region.
  func deepest(_ members: Set<Int>, size: Point, fit: Fit = .region) -> (Point, Double) {
    guard let firstMember = members.min() else { return (Point(0, 0), -.infinity) }
    var box = VennLayout.box(circles[firstMember])
    for member in members {
      let other = VennLayout.box(circles[member])
      let left = max(box.minX, other.minX)
      let top = max(box.minY, other.minY)
      box = Rect(
        x: left, y: top, width: max(min(box.maxX, other.maxX) - left, 0),
        height: max(min(box.maxY, other.maxY) - top, 0))
    }
    let nearby = circles.indices.filter {
      let other = VennLayout.box(circles[$0])
      return !members.contains($0) && other.minX <= box.maxX && other.maxX >= box.minX
        && other.minY <= box.maxY && other.maxY >= box.minY
    }
    let (halfWidth, halfHeight) = (size.x / 2, size.y / 2)
    let outline = fit == .region ? nearby : []
    let middleRoom = fit == .region ? 0 : name.lineHeight / 2
    let allowance = fit == .overflow ? name.lineHeight : 0
    // Only labels that reach the searched box can be in the way.
    let reach = Rect(
      x: box.x - size.x, y: box.y - size.y, width: box.width + 2 * size.x,
      height: box.height + 2 * size.y)
    let obstacles = size.x > 0 ? placed.filter { $0.intersects(reach) } : []
    func blocked(_ p: Point) -> Bool {
      let rect = Rect(x: p.x - halfWidth, y: p.y - halfHeight, width: size.x, height: size.y)
      return obstacles.contains { $0.intersects(rect, tolerance: Self.margin) }
    }
    let inside = Array(members)
    // The box's outline is sampled at its corners, the middles of its sides, and quarters of
    // its top and bottom.
    let offsets: [(Double, Double)] = [
      (-1, 0), (1, 0), (-1, -1), (-0.5, -1), (0, -1), (0.5, -1), (1, -1), (-1, 1), (-0.5, 1),
      (0, 1), (0.5, 1), (1, 1),
    ]
    // The room at `p`; once it is no more than `floor` (the best so far) the rest of the
    // outline is not measured, since the point cannot win.
    func score(_ p: Point, floor: Double) -> Double {
      let middle = clearance(p, inside, nearby)
      guard middle > 0 else { return middle - 1e6 }
      var worst = middle - middleRoom
      for (fx, fy) in offsets where worst > floor {
        let sample = Point(p.x + fx * halfWidth, p.y + fy * halfHeight)
        worst = min(worst, clearance(sample, inside, outline) + allowance)
      }
      return worst
    }
    var best = Point(box.x + box.width / 2, box.y + box.height / 2)
    var bestScore = -Double.infinity
    var area = box
    for steps in [16, 8] {
      var found = best
      for row in 0...steps {
        for column in 0...steps {
          let point = Point(
            area.x + area.width * Double(column) / Double(steps),
            area.y + area.height * Double(row) / Double(steps))
          let value = score(point, floor: bestScore)
          if value > bestScore, !blocked(point) {
            bestScore = value
            found = point
          }
        }
      }
      best = found
      let (cellWidth, cellHeight) = (area.width / Double(steps), area.height / Double(steps))
      area = Rect(
        x: best.x - cellWidth, y: best.y - cellHeight, width: 2 * cellWidth,
        height: 2 * cellHeight)
    }
    return (best, bestScore)
  }

  /// The label outside every circle, its name broken over up to three lines, at the free spot
  /// nearest its region's deepest point along rays from there (the ray away from the
  /// drawing's middle first), with a leader back to that point.
  mutating func outsideLabel(_ request: Request) -> Label? {
    let (anchor, _) = deepest(request.members, size: Point(0, 0))
    let (lines, size) = self.lines(
      request, nameLines: request.name.map { $0.contains(" ") ? 3 : 1 } ?? 1)
    let middle = VennLayout.box(circles).center
    let away = atan2(anchor.y - middle.y, anchor.x - middle.x)
    let step = max(4, min(size.x, size.y) / 2)
    var best: (Point, Double)?
    let halfDiagonal = Point(size.x / 2, size.y / 2).length
    for turn in 0..<24 {
      // 0, +15°, −15°, +30°, … so the rays nearest "away" come first.
      let offset = Double((turn + 1) / 2) * (turn % 2 == 0 ? 1 : -1) * Double.pi / 12
      let direction = Point(cos(away + offset), sin(away + offset))
      for k in 1...400 {
        // Past the best reach found so far, this ray cannot do better.
        if let found = best, Double(k) * step - halfDiagonal > found.1 { break }
        guard budget > 0 else { return nil }
        budget -= circles.count + placed.count
        let center = anchor + direction * (Double(k) * step)
        let rect = Rect(
          x: center.x - size.x / 2, y: center.y - size.y / 2, width: size.x, height: size.y)
        guard clearOfCircles(rect),
          !placed.contains(where: { $0.intersects(rect, tolerance: Self.margin) })
        else { continue }
        let reach = Self.nearest(anchor, in: rect).distance(to: anchor)
        if reach < best?.1 ?? .infinity { best = (center, reach) }
        break
      }
    }
    guard let (center, _) = best else { return nil }
    let rect = Rect(
      x: center.x - size.x / 2, y: center.y - size.y / 2, width: size.x, height: size.y)
    return label(
      lines, center: center, size: size, leader: (anchor, Self.nearest(anchor, in: rect)))
  }

  /// Whether `rect` keeps `margin` clear of every circle.
  func clearOfCircles(_ rect: Rect) -> Bool {
    circles.allSatisfy { circle in
      Self.nearest(circle.center, in: rect).distance(to: circle.center)
        > circle.radius + Self.margin * 2
    }
  }

  /// The point of `rect` nearest `point`.
  static func nearest(_ point: Point, in rect: Rect) -> Point {
    Point(min(max(point.x, rect.minX), rect.maxX), min(max(point.y, rect.minY), rect.maxY))
  }
}
