/// Where each part of an event model goes, as Mermaid's event modeling renderer places them:
/// swimlanes stacked top to bottom (UI/Automation, Command/Read Model, Events, each default
/// lane before its namespaced ones), their labels in a column on the left, and the frames
/// left to right in the order written — a frame in the same lane as the one before starts
/// after it, one in another lane overlaps the one before by `overlap` (the timeline reads as
/// a staircase) but never a box of its own lane. Relations run from the source's bottom (or
/// top) at two thirds of its width to the target's top (or bottom) at one third.
///
/// Notes and given/when/then specifications, which Mermaid reads but does not draw, are
/// cards in a band under the lanes, each under its frame, in rows so none overlap.
package struct EventModelingLayout: Sendable {
  /// A swimlane's identity: its group and its namespace.
  package struct LaneKey: Hashable, Sendable {
    package var group: EventModelingDiagram.Group
    package var namespace: String?

    package init(_ frame: EventModelingDiagram.Frame) {
      group = frame.kind.group
      namespace = frame.namespace
    }
  }

  /// One swimlane.
  package struct Lane: Equatable, Sendable {
    package var label: String
    package var box: Rect
  }

  /// One line of text in a box or card.
  package struct TextLine: Equatable, Sendable {
    package var text: String
    package var bold: Bool
    /// The start of the line's middle.
    package var at: Point
  }

  /// One frame's box.
  package struct Box: Equatable, Sendable {
    package var rect: Rect
    package var lane: Int
    package var lines: [TextLine]
  }

  /// A relation's line, from the source's edge to the target's.
  package struct Arrow: Equatable, Sendable {
    package var from: Point
    package var to: Point
  }

  /// A note or specification card and the dotted line up to its frame.
  package struct Card: Equatable, Sendable {
    package var rect: Rect
    package var lines: [TextLine]
    package var connector: Arrow
  }

  package let diagram: EventModelingDiagram
  package private(set) var lanes: [Lane] = []
  package private(set) var boxes: [Box] = []
  package private(set) var arrows: [Arrow] = []
  /// The notes' cards, then the specifications', in source order.
  package private(set) var noteCards: [Card] = []
  package private(set) var specificationCards: [Card] = []
  package private(set) var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  package private(set) var titleCenter: Point?

  static let margin = 10.0
  static let padding = 10.0
  static let lanePadding = 15.0
  static let laneGap = 10.0
  static let boxGap = 10.0
  static let minimumBoxWidth = 80.0
  static let minimumBoxHeight = 40.0
  static let minimumLaneHeight = 60.0
  /// Text wider than this wraps at blanks.
  static let textWidth = 240.0
  /// How far a frame in another lane reaches back under the frame before it.
  static let overlap = 60.0

  package init(_ diagram: EventModelingDiagram, measurer: TextMeasurer) {
    self.diagram = diagram
    let lineHeight = measurer.lineHeight
    var top = 0.0
    if let title = diagram.title, !title.isEmpty {
      top = lineHeight * 1.75
    }
    // The lanes in drawing order, and each frame's lane.
    let keys = Self.laneOrder(diagram.frames)
    let laneOf = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
    let labels = keys.map { key in
      key.namespace.map { key.group.namespacePrefix + $0 } ?? key.group.label
    }
    let labelWidth =
      (labels.map { measurer.width($0, bold: true) }.max() ?? 0) + 2 * Self.lanePadding
    // Each box's text and size.
    var sizes: [(lines: [(String, Bool)], size: Size)] = []
    for frame in diagram.frames {
      var lines = ChartText.wrap(frame.name, width: Self.textWidth, measurer: measurer).map {
        ($0, true)
      }
      var data = frame.inline?.lines ?? []
      if let block = frame.dataBlock { data += diagram.dataBlocks[block].data.lines }
      for line in data {
        lines += ChartText.wrap(line, width: Self.textWidth, measurer: measurer).map { ($0, false) }
      }
      let width = lines.map { measurer.width($0.0, bold: $0.1) }.max() ?? 0
      sizes.append(
        (
          lines,
          Size(
            width: max(Self.minimumBoxWidth, width + 2 * Self.padding),
            height: max(Self.minimumBoxHeight, Double(lines.count) * lineHeight + 2 * Self.padding)
          )
        ))
    }
    // Lane heights from their tallest box.
    var laneHeights = [Double](repeating: Self.minimumLaneHeight, count: keys.count)
    for (index, frame) in diagram.frames.enumerated() {
      let lane = laneOf[LaneKey(frame)]!
      laneHeights[lane] = max(laneHeights[lane], sizes[index].size.height + 2 * Self.lanePadding)
    }
    var laneTops: [Double] = []
    var y = top
    for height in laneHeights {
      laneTops.append(y)
      y += height + Self.laneGap
    }
    let lanesBottom = keys.isEmpty ? top : y - Self.laneGap
    // The frames along the timeline.
    let contentStart = labelWidth
    var laneRight = [Double](repeating: -Double.infinity, count: keys.count)
    var right = contentStart
    for (index, frame) in diagram.frames.enumerated() {
      let lane = laneOf[LaneKey(frame)]!
      let size = sizes[index].size
      var x = contentStart
      if let previous = boxes.last {
        x =
          previous.lane == lane
          ? previous.rect.maxX + Self.boxGap
          : max(
            previous.rect.maxX - min(Self.overlap, previous.rect.width / 2),
            laneRight[lane] + Self.boxGap)
      }
      let rect = Rect(
        x: x, y: laneTops[lane] + Self.lanePadding, width: size.width, height: size.height)
      var textLines: [TextLine] = []
      let textTop = rect.y + Self.padding + lineHeight / 2
      for (row, line) in sizes[index].lines.enumerated() {
        textLines.append(
          TextLine(
            text: line.0, bold: line.1,
            at: Point(rect.x + Self.padding, textTop + Double(row) * lineHeight)))
      }
      boxes.append(Box(rect: rect, lane: lane, lines: textLines))
      laneRight[lane] = rect.maxX
      right = max(right, rect.maxX)
    }
    for relation in diagram.relations {
      let source = boxes[relation.source]
      let target = boxes[relation.target]
      let down = source.lane < target.lane
      arrows.append(
        Arrow(
          from: Point(
            source.rect.x + source.rect.width * 2 / 3, down ? source.rect.maxY : source.rect.y),
          to: Point(
            target.rect.x + target.rect.width / 3, down ? target.rect.y : target.rect.maxY)))
    }
    // The cards under the lanes, in rows: a card goes in the first row it fits in whose
    // rows above leave its dotted line clear, else in a new row, moved right within its
    // frame's width until the line is clear.
    var rows: [(top: Double, right: Double, height: Double, spans: [ClosedRange<Double>])] = []
    let bandTop = lanesBottom + 2 * Self.laneGap
    func clear(_ lineX: Double, above row: Int) -> Bool {
      !rows[..<row].contains { above in
        above.spans.contains { $0.lowerBound - 2 <= lineX && lineX <= $0.upperBound + 2 }
      }
    }
    func place(_ frame: Int, _ lines: [(String, Bool)]) -> Card {
      let box = boxes[frame].rect
      let width =
        (lines.map { measurer.width($0.0, bold: $0.1) }.max() ?? 0) + 2 * Self.padding
      let height = Double(lines.count) * lineHeight + 2 * Self.padding
      let inset = Self.padding / 2
      var x = box.x
      var row = rows.indices.first {
        rows[$0].right + Self.boxGap <= x && clear(x + inset, above: $0)
      }
      if row == nil {
        let rowTop = rows.last.map { $0.top + $0.height + Self.boxGap } ?? bandTop
        rows.append((rowTop, -Double.infinity, 0, []))
        row = rows.count - 1
        // Just right of each card above that the line would cross, within the frame.
        let candidates =
          [box.x] + rows.flatMap(\.spans).map { $0.upperBound + 4 - inset }.sorted()
        x =
          candidates.first {
            $0 >= box.x && $0 + inset <= box.maxX - inset && clear($0 + inset, above: row!)
          } ?? box.x
      }
      let index = row!
      rows[index].right = x + width
      rows[index].height = max(rows[index].height, height)
      rows[index].spans.append(x...(x + width))
      let rect = Rect(x: x, y: rows[index].top, width: width, height: height)
      let textTop = rect.y + Self.padding + lineHeight / 2
      let textLines = lines.enumerated().map { row, line in
        TextLine(
          text: line.0, bold: line.1,
          at: Point(rect.x + Self.padding, textTop + Double(row) * lineHeight))
      }
      return Card(
        rect: rect, lines: textLines,
        connector: Arrow(from: Point(x + inset, box.maxY), to: Point(x + inset, rect.y)))
    }
    func wrapped(_ text: String, bold: Bool = false) -> [(String, Bool)] {
      ChartText.wrap(text, width: Self.textWidth, measurer: measurer).map { ($0, bold) }
    }
    for note in diagram.notes {
      noteCards.append(place(note.frame, note.data.lines.flatMap { wrapped($0) }))
    }
    for specification in diagram.specifications {
      var lines: [(String, Bool)] = []
      for (heading, statements) in [
        ("Given", specification.given), ("When", specification.when),
        ("Then", specification.then),
      ] where !statements.isEmpty {
        lines.append((heading, true))
        for statement in statements {
          lines += wrapped(statement.kind.prose + " " + statement.name)
        }
      }
      specificationCards.append(place(specification.frame, lines))
    }
    for card in noteCards + specificationCards { right = max(right, card.rect.maxX) }
    let bottom =
      rows.last.map { $0.top + $0.height } ?? lanesBottom
    let width = right + Self.lanePadding
    lanes = keys.indices.map { index in
      Lane(
        label: labels[index],
        box: Rect(x: 0, y: laneTops[index], width: width, height: laneHeights[index]))
    }
    var fullWidth = width
    if let title = diagram.title, !title.isEmpty {
      fullWidth = max(width, measurer.width(title, bold: true))
      titleCenter = Point(fullWidth / 2, lineHeight * 0.75)
    }
    bounds = Rect(
      x: -Self.margin, y: -Self.margin, width: fullWidth + 2 * Self.margin,
      height: bottom + 2 * Self.margin)
  }

  /// The lanes the frames use, top to bottom: by group, the default lane of a group before
  /// its namespaced lanes, those in the order their namespaces first appear.
  static func laneOrder(_ frames: [EventModelingDiagram.Frame]) -> [LaneKey] {
    var seen: [LaneKey] = []
    for frame in frames where !seen.contains(LaneKey(frame)) { seen.append(LaneKey(frame)) }
    return seen.enumerated().sorted { a, b in
      if a.element.group != b.element.group { return a.element.group < b.element.group }
      if (a.element.namespace == nil) != (b.element.namespace == nil) {
        return a.element.namespace == nil
      }
      return a.offset < b.offset
    }.map(\.element)
  }
}
