import RenderSupport

/// Places a scheduled Gantt chart: one row per task (or, `compact`, the first row of its
/// section where it overlaps nothing), a linear time axis from the earliest start to the
/// latest end, section labels in a left column, task text inside its bar when it fits and
/// beside it otherwise (right, or left when the right is the chart's edge).
package struct GanttLayout: Sendable {
  /// One placed task.
  package struct Bar: Sendable {
    package var task: GanttChart.Task
    package var rect: Rect
    package var label: Point
    package var labelAnchor: String
    package var labelInside: Bool
  }

  /// A section's band of rows.
  package struct Band: Sendable {
    package var index: Int
    package var name: String
    package var rect: Rect
  }

  package var chart: GanttChart
  package var bars: [Bar] = []
  package var verticals: [(task: GanttChart.Task, x: Double)] = []
  package var bands: [Band] = []
  package var ticks: [(time: Int64, x: Double, label: String)] = []
  package var plot: Rect
  package var titleCenter: Point?
  package var today: Double?
  package var bounds: Rect
  /// The times at the plot's left and right edges.
  package var range: ClosedRange<Int64>

  static let rowHeight = 32.0
  static let barHeight = 22.0
  static let margin = 20.0

  package init(_ chart: GanttChart, measurer: TextMeasurer, today: Int64? = nil) {
    self.chart = chart
    let drawn = chart.tasks.filter { !$0.tags.contains(.vert) }
    let low = chart.tasks.map(\.start).min() ?? 0
    var high = max(chart.tasks.map(\.end).max() ?? 0, chart.tasks.map(\.drawnEnd).max() ?? 0)
    if high <= low { high = low + CalendarDate.millisecondsPerDay }
    range = low...high
    let titleHeight = chart.title == nil ? 0.0 : measurer.lineHeight * 2
    let sectionWidth =
      chart.sections.map { measurer.width(DiagramLimits.cutLabelLine($0), bold: true) }.max()
      ?? 0
    let left = Self.margin + (sectionWidth > 0 ? sectionWidth + Self.margin : 0)
    let tickTimes = GanttTicks.ticks(
      from: low, to: high, interval: chart.tickInterval, weekStart: chart.weekStart)
    let labels = tickTimes.map { chart.axisFormat.format($0) }
    let widest = labels.map { measurer.width(DiagramLimits.cutLabelLine($0)) }.max() ?? 0
    let width = max(800, Double(labels.count) * (widest + 16))
    let top = Self.margin + titleHeight + (chart.topAxis ? measurer.lineHeight + 8 : 0)
    // Rows: the next free row, or in compact mode the first of the section's rows whose last
    // task ends before this one starts.
    var rows: [Int] = []
    var rowCount = 0
    var sectionRows: [(section: Int?, first: Int, ends: [Int64])] = []
    for task in drawn {
      if sectionRows.last.map({ $0.section != task.section }) ?? true {
        sectionRows.append((task.section, rowCount, []))
      }
      var group = sectionRows[sectionRows.count - 1]
      var row = group.ends.count
      if chart.compact, let free = group.ends.firstIndex(where: { $0 <= task.start }) {
        row = free
      }
      if row == group.ends.count {
        group.ends.append(task.drawnEnd)
      } else {
        group.ends[row] = task.drawnEnd
      }
      rows.append(group.first + row)
      rowCount = max(rowCount, group.first + group.ends.count)
      sectionRows[sectionRows.count - 1] = group
    }
    plot = Rect(x: left, y: top, width: width, height: Double(max(rowCount, 1)) * Self.rowHeight)
    func x(_ time: Int64) -> Double {
      left + Double(time - low) / Double(high - low) * width
    }
    var right = plot.maxX + Self.margin
    var leftmost = 0.0
    for (task, row) in zip(drawn, rows) {
      let y = top + Double(row) * Self.rowHeight + (Self.rowHeight - Self.barHeight) / 2
      var rect = Rect(
        x: x(task.start), y: y, width: max(x(task.drawnEnd) - x(task.start), 0),
        height: Self.barHeight)
      if task.tags.contains(.milestone) {
        let middle = rect.x + rect.width / 2
        rect = Rect(
          x: middle - Self.barHeight / 2, y: y, width: Self.barHeight, height: Self.barHeight)
      }
      let textWidth = measurer.width(DiagramLimits.cutLabelLine(task.label))
      let inside = !task.tags.contains(.milestone) && textWidth + 10 <= rect.width
      var anchor = "middle"
      var at = rect.center
      if !inside {
        if rect.maxX + 6 + textWidth <= plot.maxX || rect.x - 6 - textWidth < plot.x {
          anchor = "start"
          at = Point(rect.maxX + 6, rect.center.y)
          right = max(right, at.x + textWidth + Self.margin)
        } else {
          anchor = "end"
          at = Point(rect.x - 6, rect.center.y)
          leftmost = min(leftmost, at.x - textWidth - Self.margin)
        }
      }
      bars.append(Bar(task: task, rect: rect, label: at, labelAnchor: anchor, labelInside: inside))
    }
    verticals = chart.tasks.filter { $0.tags.contains(.vert) }.map { ($0, x($0.start)) }
    for group in sectionRows {
      guard let index = group.section else { continue }
      bands.append(
        Band(
          index: index, name: chart.sections[index],
          rect: Rect(
            x: Self.margin / 2, y: top + Double(group.first) * Self.rowHeight,
            width: plot.maxX - Self.margin / 2,
            height: Double(group.ends.count) * Self.rowHeight)))
    }
    ticks = zip(tickTimes, labels).map { ($0, x($0), $1) }
    if let today, chart.showsTodayMarker, range.contains(today) { self.today = x(today) }
    let bottom = plot.maxY + measurer.lineHeight * 2 + Self.margin
    if let title = chart.title {
      let titleWidth = measurer.width(DiagramLimits.cutLabelLine(title), bold: true)
      right = max(right, titleWidth + 2 * Self.margin)
      titleCenter = Point((leftmost + right) / 2, Self.margin + measurer.lineHeight * 0.6)
    }
    if let last = ticks.last { right = max(right, last.x + widest / 2 + Self.margin) }
    bounds = Rect(x: leftmost, y: 0, width: right - leftmost, height: bottom)
  }
}
