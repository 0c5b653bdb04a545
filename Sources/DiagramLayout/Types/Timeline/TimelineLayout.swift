/// Places a timeline as Mermaid does: periods in a row of equal-width boxes (top to bottom
/// with `TD`), each period's events stacked under it (beside it with `TD`), section headers
/// spanning their periods, and the time line through the gap between periods and events.
///
/// Box heights follow their wrapped text; every row of periods has the height of its tallest
/// box, so boxes never overlap whatever the text.
package struct TimelineLayout: Sendable {
  /// A placed box: a section header, a period or an event.
  package struct Box: Sendable {
    package enum Kind: Sendable { case section, period, event }
    package var kind: Kind
    package var id: String
    package var lines: [String]
    package var rect: Rect
    /// The colour scale entry, nil for the one colour of `disableMulticolor`.
    package var color: Int?
  }

  package var chart: TimelineChart
  package var boxes: [Box] = []
  /// The time line: from, to.
  package var axis: (Point, Point)
  package var titleCenter: Point?
  package var bounds: Rect

  static let boxWidth = 160.0
  static let gap = 20.0
  static let padding = 10.0
  static let margin = 20.0

  package init(_ chart: TimelineChart, measurer: TextMeasurer) {
    self.chart = chart
    let lineHeight = measurer.lineHeight
    func lines(_ text: String) -> [String] {
      ChartText.lines(text).flatMap {
        ChartText.wrap($0, width: Self.boxWidth - 2 * Self.padding, measurer: measurer)
      }
    }
    func height(_ lines: [String]) -> Double {
      Double(max(lines.count, 1)) * lineHeight + 2 * Self.padding
    }
    let periodLines = chart.periods.map { lines($0.text) }
    let eventLines = chart.periods.map { $0.events.map(lines) }
    let sectionLines = chart.sections.map(lines)
    let titleHeight = chart.title == nil ? 0 : lineHeight * 2
    let top = Self.margin + titleHeight
    let hasSections = !chart.sections.isEmpty
    let sectionHeight = sectionLines.map(height).max() ?? 0
    let periodHeight = periodLines.map(height).max() ?? 0
    func color(_ index: Int, section: Int?) -> Int? {
      chart.disableMulticolor ? nil : (section ?? index)
    }
    let step = Self.boxWidth + Self.gap
    var right = Self.margin
    var bottom = top
    var periodTop = top + (hasSections ? sectionHeight + Self.gap : 0)
    if chart.vertical { periodTop = top }
    let left = Self.margin + (chart.vertical && hasSections ? Self.boxWidth + Self.gap : 0)
    var cursor = chart.vertical ? periodTop : left
    var spans: [Int: (Double, Double)] = [:]
    for (index, period) in chart.periods.enumerated() {
      let events = eventLines[index]
      let color = color(index, section: period.section)
      if chart.vertical {
        let rowHeight = max(
          height(periodLines[index]), events.map(height).max() ?? 0)
        boxes.append(
          Box(
            kind: .period, id: "period-\(index + 1)", lines: periodLines[index],
            rect: Rect(x: left, y: cursor, width: Self.boxWidth, height: rowHeight),
            color: color))
        var x = left + Self.boxWidth + Self.gap * 2
        for (number, event) in events.enumerated() {
          boxes.append(
            Box(
              kind: .event, id: "period-\(index + 1)-event-\(number + 1)", lines: event,
              rect: Rect(x: x, y: cursor, width: Self.boxWidth, height: rowHeight),
              color: color))
          x += step
        }
        right = max(right, x - Self.gap)
        if let section = period.section {
          let span = spans[section] ?? (cursor, cursor + rowHeight)
          spans[section] = (span.0, cursor + rowHeight)
        }
        cursor += rowHeight + Self.gap
        bottom = max(bottom, cursor - Self.gap)
      } else {
        boxes.append(
          Box(
            kind: .period, id: "period-\(index + 1)", lines: periodLines[index],
            rect: Rect(x: cursor, y: periodTop, width: Self.boxWidth, height: periodHeight),
            color: color))
        var y = periodTop + periodHeight + Self.gap * 2
        for (number, event) in events.enumerated() {
          let h = height(event)
          boxes.append(
            Box(
              kind: .event, id: "period-\(index + 1)-event-\(number + 1)", lines: event,
              rect: Rect(x: cursor, y: y, width: Self.boxWidth, height: h), color: color))
          y += h + Self.gap / 2
        }
        bottom = max(bottom, y - Self.gap / 2, periodTop + periodHeight + Self.gap * 2)
        if let section = period.section {
          let span = spans[section] ?? (cursor, cursor + Self.boxWidth)
          spans[section] = (span.0, cursor + Self.boxWidth)
        }
        cursor += step
        right = max(right, cursor - Self.gap)
      }
    }
    for (index, lines) in sectionLines.enumerated() {
      guard let span = spans[index] else { continue }
      let rect =
        chart.vertical
        ? Rect(x: Self.margin, y: span.0, width: Self.boxWidth, height: span.1 - span.0)
        : Rect(x: span.0, y: top, width: span.1 - span.0, height: sectionHeight)
      boxes.append(
        Box(
          kind: .section, id: "section-\(index + 1)", lines: lines, rect: rect,
          color: chart.disableMulticolor ? nil : index))
    }
    if chart.vertical {
      let x = left + Self.boxWidth + Self.gap
      axis = (Point(x, top), Point(x, max(bottom, top + Self.gap)))
    } else {
      let y = periodTop + periodHeight + Self.gap
      axis = (Point(Self.margin, y), Point(max(right, Self.margin + Self.gap), y))
    }
    right += Self.margin
    if let title = chart.title {
      right = max(right, measurer.width(DiagramLimits.cutLabelLine(title), bold: true) + 40)
      titleCenter = Point(right / 2, Self.margin + lineHeight * 0.6)
    }
    bounds = Rect(x: 0, y: 0, width: right, height: bottom + Self.margin)
  }
}
