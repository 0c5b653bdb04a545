import RenderSupport

/// Parses a Mermaid XY chart: `xychart[-beta] [horizontal|vertical]`, then `title`,
/// `x-axis [title] ([a, "b c"] | min --> max)`, `y-axis [title] [min --> max]`, and
/// `bar`/`line [name] [v1, v2, …]`.
enum XYChartParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> XYChart {
    var warnings: [Diagnostic] = []
    return try parse(source, warnings: &warnings)
  }

  /// The chart, and in `warnings` the settings it could not honour.
  static func parse(_ source: MermaidSource, warnings: inout [Diagnostic]) throws(DiagramError)
    -> XYChart
  {
    var chart = XYChart()
    chart.title = source.title
    // The header's orientation wins; without one, `xyChart.chartOrientation` decides (a
    // value that is neither is a warning, as Mermaid draws such a chart upright).
    switch source.headerArgument {
    case "vertical": break
    case "horizontal": chart.horizontal = true
    case "":
      let path = "config.xyChart.chartOrientation"
      switch source.settings.value(path)?.lowercased() {
      case nil, "vertical": break
      case "horizontal": chart.horizontal = true
      case let other?:
        var reader = ConfigReader(source.settings)
        reader.warn(
          path, "expected horizontal or vertical, found \(DiagramError.quoted(other)); ignored")
        warnings += reader.warnings
      }
    default:
      throw DiagramError(
        .syntax,
        "expected 'horizontal' or 'vertical', found \(DiagramError.quoted(source.headerArgument))",
        at: source.headerArgumentPosition)
    }
    chart.showDataLabel = source.settings.flag("config.xyChart.showDataLabel") ?? false
    chart.look = look(source.settings, warnings: &warnings)
    var points = 0
    for line in ChartLine.lines(source) {
      let (word, _) = line.keyword
      var reader = XYReader(line: line)
      reader.skip(word)
      switch word {
      case "title":
        chart.title = try reader.text() ?? ""
      case "x-axis":
        chart.xTitle = try reader.axisTitle()
        if reader.peek == "[" {
          let names = try reader.list().map(\.text)
          try DiagramLimits.checkEdgeCount(names.count, noun: "points", at: line.start)
          chart.xAxis = .categories(names)
        } else if !reader.atEnd {
          let (low, high) = try reader.range()
          chart.xAxis = .range(low, high)
        }
      case "y-axis":
        chart.yTitle = try reader.axisTitle()
        if !reader.atEnd { chart.yRange = try reader.range() }
      case "bar", "line":
        let name = reader.peek == "[" ? nil : try reader.text()
        let values = try reader.list().map { item throws(DiagramError) -> Double in
          guard let value = ChartNumber.parse(item.text) else {
            throw DiagramError(
              .syntax, "expected a number, found \(DiagramError.quoted(item.text))",
              at: item.position)
          }
          return value
        }
        points += values.count
        try DiagramLimits.checkEdgeCount(points, noun: "points", at: line.start)
        chart.series.append(
          XYChart.Series(
            kind: word == "bar" ? .bar : .line, name: name, values: values, position: line.start))
      case "accTitle", "accDescr": continue
      default:
        throw DiagramError(
          .syntax,
          "expected title, x-axis, y-axis, bar or line, found \(DiagramError.quoted(word))",
          at: line.start)
      }
      if !reader.atEnd {
        throw DiagramError(
          .syntax, "unexpected \(DiagramError.quoted(reader.rest))", at: reader.position)
      }
    }
    return chart
  }

  /// The chart's look from `xyChart.*` and `themeVariables.xyChart.*`, every value checked:
  /// sizes within bounds, colours re-spelled `#RRGGBB`; a value of the wrong kind and a key
  /// this library does not draw are warnings at their positions.
  static func look(_ settings: DiagramSettings) -> XYChart.Look {
    var warnings: [Diagnostic] = []
    return look(settings, warnings: &warnings)
  }

  static func look(_ settings: DiagramSettings, warnings: inout [Diagnostic]) -> XYChart.Look {
    var reader = ConfigReader(settings)
    var look = XYChart.Look()
    let config = "config.xyChart."
    let theme = "config.themeVariables.xyChart."
    // Read by `parse`: the orientation and data labels.
    _ = reader.value(config + "chartOrientation")
    _ = reader.flag(config + "showDataLabel")
    look.dataLabelOutsideBar = reader.flag(config + "showDataLabelOutsideBar") ?? false
    look.width = reader.number(config + "width", in: 100...4000)
    look.height = reader.number(config + "height", in: 100...4000)
    look.titleFontSize = reader.number(config + "titleFontSize", in: 6...64)
    look.titlePadding = reader.number(config + "titlePadding", in: 0...100)
    look.showTitle = reader.flag(config + "showTitle") ?? true
    look.titleColor = reader.color(theme + "titleColor")
    look.backgroundColor = reader.color(theme + "backgroundColor")
    look.palette = reader.colors(theme + "plotColorPalette", limit: 64)
    for (name, axis) in [("x", \XYChart.Look.xAxis), ("y", \XYChart.Look.yAxis)] {
      let path = config + name + "Axis."
      look[keyPath: axis].labelFontSize = reader.number(path + "labelFontSize", in: 6...64)
      look[keyPath: axis].titleFontSize = reader.number(path + "titleFontSize", in: 6...64)
      look[keyPath: axis].labelPadding = reader.number(path + "labelPadding", in: 0...100)
      look[keyPath: axis].titlePadding = reader.number(path + "titlePadding", in: 0...100)
      look[keyPath: axis].showLabel = reader.flag(path + "showLabel") ?? true
      look[keyPath: axis].showTitle = reader.flag(path + "showTitle") ?? true
      look[keyPath: axis].showAxisLine = reader.flag(path + "showAxisLine") ?? true
      look[keyPath: axis].axisLineWidth = reader.number(path + "axisLineWidth", in: 0.5...20)
      look[keyPath: axis].showTick = reader.flag(path + "showTick")
      look[keyPath: axis].tickLength = reader.number(path + "tickLength", in: 1...50)
      look[keyPath: axis].tickWidth = reader.number(path + "tickWidth", in: 0.5...20)
      look[keyPath: axis].labelColor = reader.color(theme + name + "AxisLabelColor")
      look[keyPath: axis].titleColor = reader.color(theme + name + "AxisTitleColor")
      look[keyPath: axis].lineColor = reader.color(theme + name + "AxisLineColor")
      look[keyPath: axis].tickColor = reader.color(theme + name + "AxisTickColor")
    }
    reader.warnUnread(under: [config, theme])
    warnings += reader.warnings
    return look
  }
}
