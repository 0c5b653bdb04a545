/// Places an XY chart: a plot area with a value axis (nice ticks over the given or data
/// range, zero included for bars) and a category or numeric x axis; bars of several series
/// side by side in each category's band, line points at the band's centre. `horizontal`
/// swaps the two axes.
package struct XYLayout: Sendable {
  /// A placed bar.
  package struct Bar: Sendable {
    package var series: Int
    package var point: Int
    package var value: Double
    package var rect: Rect
  }

  /// A placed line series.
  package struct Line: Sendable {
    package var series: Int
    package var points: [Point]
  }

  package var chart: XYChart
  package var plot: Rect
  package var bars: [Bar] = []
  package var lines: [Line] = []
  /// Value-axis ticks: value, coordinate along the value axis, label.
  package var valueTicks: [(value: Double, at: Double, label: String)] = []
  /// Category-axis labels: coordinate along the category axis, label.
  package var categoryTicks: [(at: Double, label: String)] = []
  package var titleCenter: Point?
  package var bounds: Rect
  package var valueRange: (Double, Double)

  static let margin = 20.0
  static let band = 60.0

  package init(_ chart: XYChart, measurer: TextMeasurer) {
    self.chart = chart
    let count = max(chart.pointCount, 1)
    let values = chart.series.flatMap(\.values)
    let hasBars = chart.series.contains { $0.kind == .bar }
    let scale: NiceScale
    if let range = chart.yRange {
      scale = NiceScale(fixedLow: range.0, high: range.1)
    } else {
      var low = values.min() ?? 0
      var high = values.max() ?? 1
      if hasBars {
        low = min(low, 0)
        high = max(high, 0)
      }
      scale = NiceScale(low: low, high: high)
    }
    valueRange = (scale.low, scale.high)
    let tickLabels = scale.ticks.map { ChartNumber.format($0) }
    let categoryLabels: [String]
    switch chart.xAxis {
    case .categories(let names): categoryLabels = names
    case .range(let low, let high):
      categoryLabels = (0..<count).map {
        ChartNumber.format(count == 1 ? low : low + (high - low) * Double($0) / Double(count - 1))
      }
    case .automatic: categoryLabels = (0..<count).map { String($0 + 1) }
    }
    let look = chart.look
    let horizontal = chart.horizontal
    // Each text in its configured size: category labels and the x title follow `xAxis`,
    // value labels and the y title `yAxis`, whichever side they are drawn on.
    let categoryFont = Self.sized(measurer, look.xAxis.labelFontSize)
    let valueFont = Self.sized(measurer, look.yAxis.labelFontSize)
    let xTitleFont = Self.sized(measurer, look.xAxis.titleFontSize)
    let yTitleFont = Self.sized(measurer, look.yAxis.titleFontSize)
    let titleFont = Self.sized(measurer, look.titleFontSize)
    let shownTitle = look.showTitle ? chart.title : nil
    let titleHeight =
      shownTitle == nil
      ? 0 : max(titleFont.lineHeight, titleFont.lineHeight * 2 + Self.titleShift(look))
    let widestValue =
      look.yAxis.showLabel ? tickLabels.map { valueFont.width($0) }.max() ?? 0 : 0
    let widestCategory =
      look.xAxis.showLabel
      ? categoryLabels.map { categoryFont.width(DiagramLimits.cutLabelLine($0)) }.max() ?? 0 : 0
    var band = max(Self.band, widestCategory + 12)
    let xTitleRoom =
      chart.xTitle != nil && look.xAxis.showTitle
      ? xTitleFont.lineHeight * 1.5 + look.xAxis.titleShift : 0
    let yTitleRoom =
      chart.yTitle != nil && look.yAxis.showTitle
      ? yTitleFont.lineHeight * 1.5 + look.yAxis.titleShift : 0
    // Room for the axis labels (pushed out by ticks and padding) and titles on the left and
    // at the bottom.
    let sideAxis = horizontal ? look.xAxis : look.yAxis
    let bottomAxis = horizontal ? look.yAxis : look.xAxis
    let leftRoom =
      (horizontal ? widestCategory : widestValue) + 12 + sideAxis.labelShift
      + (horizontal ? xTitleRoom : yTitleRoom)
    let bottomLabels = horizontal ? valueFont : categoryFont
    let bottomRoom =
      bottomLabels.lineHeight * 1.5 + bottomAxis.labelShift
      + (horizontal ? yTitleRoom : xTitleRoom)
    let rightRoom = Self.margin + (horizontal ? widestValue / 2 : 0)
    var size =
      horizontal
      ? Size(width: 480, height: band * Double(count))
      : Size(width: band * Double(count), height: 320)
    // A configured `width`/`height` is the whole drawing's: the plot takes what the labels,
    // titles and margins leave, and the bands share it.
    if let width = look.width {
      size.width = max(40, width - Self.margin - leftRoom - rightRoom)
      if !horizontal { band = size.width / Double(count) }
    }
    if let height = look.height {
      size.height = max(40, height - Self.margin - titleHeight - bottomRoom - Self.margin)
      if horizontal { band = size.height / Double(count) }
    }
    plot = Rect(
      x: Self.margin + leftRoom, y: Self.margin + titleHeight, width: size.width,
      height: size.height)
    let plot = self.plot
    // Value → coordinate along the value axis; category index → band start.
    func valueAt(_ value: Double) -> Double {
      let t = (value - scale.low) / (scale.high - scale.low)
      return horizontal ? plot.x + t * plot.width : plot.maxY - t * plot.height
    }
    func bandStart(_ index: Int) -> Double {
      horizontal ? plot.y + band * Double(index) : plot.x + band * Double(index)
    }
    valueTicks = zip(scale.ticks, tickLabels).map { ($0, valueAt($0), $1) }
    categoryTicks = categoryLabels.enumerated().map {
      (bandStart($0.offset) + band / 2, $0.element)
    }
    let barSeries = chart.series.indices.filter { chart.series[$0].kind == .bar }
    let slot = band * 0.8 / Double(max(barSeries.count, 1))
    let base = valueAt(min(max(0, scale.low), scale.high))
    for (order, index) in barSeries.enumerated() {
      for (point, value) in chart.series[index].values.enumerated() where point < count {
        let clamped = valueAt(min(max(value, scale.low), scale.high))
        let across = bandStart(point) + band * 0.1 + slot * Double(order)
        let rect =
          horizontal
          ? Rect(x: min(base, clamped), y: across, width: abs(clamped - base), height: slot)
          : Rect(x: across, y: min(base, clamped), width: slot, height: abs(clamped - base))
        bars.append(Bar(series: index, point: point, value: value, rect: rect))
      }
    }
    for index in chart.series.indices where chart.series[index].kind == .line {
      let points = chart.series[index].values.prefix(count).enumerated().map { point, value in
        let along = bandStart(point) + band / 2
        let at = valueAt(min(max(value, scale.low), scale.high))
        return horizontal ? Point(at, along) : Point(along, at)
      }
      lines.append(Line(series: index, points: points))
    }
    let right = plot.maxX + rightRoom
    let bottom = plot.maxY + bottomRoom + Self.margin
    var width = max(right, look.width ?? 0)
    if let title = shownTitle {
      width = max(width, titleFont.width(DiagramLimits.cutLabelLine(title), bold: true) + 40)
      let padding = max(Self.titleShift(look), -titleFont.lineHeight * 0.2) / 2
      titleCenter = Point(width / 2, Self.margin + titleFont.lineHeight * 0.6 + padding)
    }
    bounds = Rect(x: 0, y: 0, width: width, height: max(bottom, look.height ?? 0))
  }

  /// The room the chart title takes beyond its default, from `titlePadding` (Mermaid's
  /// default 10, above and below).
  static func titleShift(_ look: XYChart.Look) -> Double {
    look.titlePadding.map { 2 * ($0 - 10) } ?? 0
  }

  /// `measurer` at `size` when one is configured.
  static func sized(_ measurer: TextMeasurer, _ size: Double?) -> TextMeasurer {
    guard let size else { return measurer }
    var sized = measurer
    sized.fontSize = size
    return sized
  }
}
