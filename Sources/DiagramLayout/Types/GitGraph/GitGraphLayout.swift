/// Places a Git graph as Mermaid does: one lane per branch (main first unless ordered
/// otherwise, then by `order`, then by creation), one step along the lanes per commit in the
/// order they were made (with `parallelCommits`, one step after the latest parent), links
/// from each parent, bending onto the child's lane next to the parent for a branch-off and
/// next to the child for a merge.
package struct GitGraphLayout: Sendable {
  /// A placed commit.
  package struct Dot: Sendable {
    package var index: Int
    package var center: Point
    package var lane: Int
  }

  /// A placed link from a parent to a child.
  package struct Link: Sendable {
    package var parent: Int
    package var child: Int
    package var path: [Point]
    /// The lane whose colour the link takes.
    package var lane: Int
  }

  package var graph: GitGraph
  /// The lane of each branch.
  package var lanes: [Int]
  package var dots: [Dot] = []
  package var links: [Link] = []
  /// Each lane's line: from, to; and where its label box sits.
  package var laneLines: [(branch: Int, from: Point, to: Point, label: Rect)] = []
  package var bounds: Rect
  /// The distance between lanes.
  package var laneGap: Double
  /// Where each lane runs across (y for left to right, x otherwise).
  package var acrossOf: [Double]
  /// Where the frontmatter title is centred, when there is one.
  package var titleCenter: Point?

  static let step = 50.0
  static let laneGap = 60.0
  static let radius = 10.0
  static let margin = 20.0

  package init(_ graph: GitGraph, measurer: TextMeasurer) {
    self.graph = graph
    let order = graph.branches.indices.sorted { a, b in
      let first = graph.branches[a].order ?? (a == 0 ? 0 : Double.infinity)
      let second = graph.branches[b].order ?? (b == 0 ? 0 : Double.infinity)
      return first != second ? first < second : a < b
    }
    var lanes = Array(repeating: 0, count: graph.branches.count)
    for (lane, branch) in order.enumerated() { lanes[branch] = lane }
    self.lanes = lanes
    let vertical = graph.orientation != .leftToRight
    let labelWidths = graph.branches.map {
      measurer.width(DiagramLimits.cutLabelLine($0.displayName), bold: true) + 16
    }
    let labelRoom =
      graph.showBranches ? (vertical ? measurer.lineHeight + 16 : (labelWidths.max() ?? 0)) + 10 : 0
    var steps = Array(repeating: 0, count: graph.commits.count)
    for (index, commit) in graph.commits.enumerated() {
      steps[index] =
        graph.parallelCommits ? (commit.parents.map { steps[$0] + 1 }.max() ?? 0) : index
    }
    let stepCount = (steps.max() ?? -1) + 1
    // Vertical lanes are as far apart as their widest label or commit label, so neither
    // reaches the next lane.
    let labelled = graph.showCommitLabel ? graph.commits.filter(\.showsLabel) : []
    let idWidth = labelled.map { measurer.width(DiagramLimits.cutLabelLine($0.id)) }.max() ?? 0
    let laneGap =
      vertical
      ? max(
        Self.laneGap, (graph.showBranches ? (labelWidths.max() ?? 0) + 10 : 0),
        labelled.isEmpty ? 0 : idWidth + 2 * Self.radius + 30)
      : Self.laneGap
    self.laneGap = laneGap
    // Where each lane runs across: evenly spaced, except that lanes running left to right
    // move apart where one lane's turned labels would reach the next lane's tags or labels.
    var acrossOf = (0..<graph.branches.count).map {
      Self.margin + laneGap / 2 + Double($0) * laneGap
    }
    if !vertical, graph.branches.count > 1 {
      let branchOfLane = order
      for lane in 1..<acrossOf.count {
        let reach = Self.rotatedLabelReach(
          above: branchOfLane[lane - 1], below: branchOfLane[lane], graph, measurer)
        acrossOf[lane] = acrossOf[lane - 1] + max(laneGap, reach)
      }
    }
    self.acrossOf = acrossOf
    let start = Self.margin + labelRoom + Self.step / 2
    func point(step: Int, lane: Int) -> Point {
      let along = start + Double(step) * Self.step
      let across = acrossOf[lane]
      switch graph.orientation {
      case .leftToRight: return Point(along, across)
      case .topToBottom: return Point(across, along)
      case .bottomToTop:
        return Point(across, start + Double(max(stepCount - 1, 0) - step) * Self.step)
      }
    }
    for (index, commit) in graph.commits.enumerated() {
      dots.append(
        Dot(
          index: index, center: point(step: steps[index], lane: lanes[commit.branch]),
          lane: lanes[commit.branch]))
    }
    for (index, commit) in graph.commits.enumerated() {
      for (number, parent) in commit.parents.enumerated() {
        let from = dots[parent].center
        let to = dots[index].center
        let parentLane = dots[parent].lane
        let childLane = dots[index].lane
        var path = [from]
        if parentLane != childLane {
          // A merge (second parent) bends next to the child and keeps the parent's colour;
          // a first commit on a new branch bends next to the parent.
          let mergeLike = number > 0
          if mergeLike, commit.type == .cherryPick {
            // The picked commit's link leaves it for the gap beside the new commit's lane
            // (where no commit sits), runs along the gap and turns in next to the new
            // commit, as Mermaid draws it; a bend on either lane would run over commits.
            let toward: Double = parentLane < childLane ? -1 : 1
            if vertical {
              // Labels and tags sit beside vertical lanes: the link comes back onto the
              // lane half a step before the new commit and meets it along the lane.
              let x = (to.x + acrossOf[childLane + Int(toward)]) / 2
              let sign: Double = graph.orientation == .bottomToTop ? -1 : 1
              let y = to.y - sign * Self.step / 2
              path = [from, Point(x, from.y), Point(x, y), Point(to.x, y), to]
            } else {
              let y = (to.y + acrossOf[childLane + Int(toward)]) / 2
              path = [from, Point(from.x, y), Point(to.x, y), to]
            }
            links.append(Link(parent: parent, child: index, path: path, lane: parentLane))
            continue
          }
          let bendStep = mergeLike ? steps[index] : steps[parent]
          let sign: Double = graph.orientation == .bottomToTop ? -1 : 1
          let offset = (mergeLike ? -1 : 1) * Self.step * 0.5 * sign
          if vertical {
            let y = point(step: bendStep, lane: 0).y + offset
            path = mergeLike ? [from, Point(from.x, y), to] : [from, Point(to.x, y), to]
          } else {
            let x = point(step: bendStep, lane: 0).x + offset
            path = mergeLike ? [from, Point(x, from.y), to] : [from, Point(x, to.y), to]
          }
        } else {
          path.append(to)
        }
        links.append(
          Link(parent: parent, child: index, path: path, lane: number > 0 ? parentLane : childLane))
      }
    }
    let end = start + Double(max(stepCount - 1, 0)) * Self.step + Self.step / 2
    for branch in graph.branches.indices {
      let lane = lanes[branch]
      let across = acrossOf[lane]
      let labelHeight = measurer.lineHeight + 8
      if vertical {
        let label = Rect(
          x: across - labelWidths[branch] / 2, y: Self.margin, width: labelWidths[branch],
          height: labelHeight)
        laneLines.append((branch, Point(across, start - Self.step / 2), Point(across, end), label))
      } else {
        let label = Rect(
          x: Self.margin + labelRoom - 10 - labelWidths[branch], y: across - labelHeight / 2,
          width: labelWidths[branch], height: labelHeight)
        laneLines.append((branch, Point(start - Self.step / 2, across), Point(end, across), label))
      }
    }
    // Room for commit labels (rotated 45° or flat) and tags beyond the last lane and ends.
    let labelLength =
      graph.commits.map { measurer.width(DiagramLimits.cutLabelLine($0.id)) }.max() ?? 0
    let acrossEnd = (acrossOf.last ?? Self.margin) + laneGap / 2
    let extra =
      graph.showCommitLabel
      ? (graph.rotateCommitLabel && !vertical ? labelLength * 0.72 + 20 : 30) : 10
    let alongEnd = end + Self.margin + (vertical ? 0 : labelLength * 0.75)
    let tagCount = graph.commits.map(\.tags.count).max() ?? 0
    let tagRoom = vertical ? 0 : Double(tagCount) * (measurer.lineHeight + 8) + 8
    var width: Double
    var height: Double
    if vertical {
      let tagWidth =
        graph.commits.map {
          $0.tags.map { measurer.width(DiagramLimits.cutLabelLine($0)) + 24 }.reduce(0, +)
        }
        .max() ?? 0
      width = acrossEnd + (graph.showCommitLabel ? labelLength + 30 : 10) + tagWidth + Self.margin
      height = alongEnd
    } else {
      width = alongEnd
      height = acrossEnd + extra + Self.margin
    }
    width = max(width, Self.margin * 2)
    height = max(height, Self.margin * 2)
    // The frontmatter title above everything, centred (as Mermaid draws it).
    var top = vertical ? 0 : -tagRoom
    if let title = graph.title {
      let titleHeight = measurer.lineHeight * 2
      width = max(width, measurer.width(DiagramLimits.cutLabelLine(title), bold: true) + 40)
      top -= titleHeight
      titleCenter = Point(width / 2, top + Self.margin + measurer.lineHeight * 0.5)
    }
    bounds = Rect(x: 0, y: top, width: width, height: height - top)
  }

  /// How far apart two lanes running left to right must be so that no commit label of the
  /// upper one, turned 45° below its commit, reaches the lower one's tags or labels: the
  /// label plate's lowest corner, the lower lane's tags above its commits, and a little air.
  static func rotatedLabelReach(
    above: Int, below: Int, _ graph: GitGraph, _ measurer: TextMeasurer
  ) -> Double {
    guard graph.showCommitLabel, graph.rotateCommitLabel else { return 0 }
    let labels = graph.commits.filter { $0.branch == above && $0.showsLabel }
    guard
      let widest = labels.map({ measurer.width(DiagramLimits.cutLabelLine($0.id)) }).max()
    else { return 0 }
    let half = 0.5.squareRoot()
    let plate = (width: widest + 8, height: measurer.lineHeight + 2)
    // The plate turns about a point 8 px below the dot; its far bottom corner is `width`
    // along the turned edge and half the height across it.
    let reach = radius + 8 + (plate.width - 4) * half + plate.height / 2 * half
    let tags = graph.commits.filter { $0.branch == below }.map(\.tags.count).max() ?? 0
    let tagRoom = radius + (tags > 0 ? 10 + Double(tags) * (measurer.lineHeight + 8) : 0)
    return reach + tagRoom + 6
  }
}
