import RenderSupport

/// Parses a Mermaid XY chart: `xychart[-beta] [horizontal|vertical]`, then `title`,
/// `x-axis [title] ([a, "b c"] | min --> max)`, `y-axis [title] [min --> max]`, and
/// `bar`/`line [name] [v1, v2, …]`.
enum XYChartParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> XYChart {
    var chart = XYChart()
    chart.title = source.title
    // The header's orientation wins; without one, `xyChart.chartOrientation` decides.
    let orientation =
      source.headerArgument.isEmpty
      ? (source.settings.value("config.xyChart.chartOrientation")?.lowercased() ?? "")
      : source.headerArgument
    switch orientation {
    case "", "vertical": break
    case "horizontal": chart.horizontal = true
    default:
      throw DiagramError(
        .syntax,
        "expected 'horizontal' or 'vertical', found \(DiagramError.quoted(source.headerArgument))",
        at: source.headerPosition)
    }
    chart.showDataLabel = source.settings.flag("config.xyChart.showDataLabel") ?? false
    chart.look = look(source.settings)
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
  /// sizes within bounds, colours re-spelled `#RRGGBB`, anything else ignored.
  static func look(_ settings: DiagramSettings) -> XYChart.Look {
    var look = XYChart.Look()
    let config = "config.xyChart."
    let theme = "config.themeVariables.xyChart."
    look.width = settings.number(config + "width", in: 100...4000)
    look.height = settings.number(config + "height", in: 100...4000)
    look.titleFontSize = settings.number(config + "titleFontSize", in: 6...64)
    look.showTitle = settings.flag(config + "showTitle") ?? true
    look.titleColor = settings.value(theme + "titleColor").flatMap(ConfiguredTheme.color)
    look.backgroundColor = settings.value(theme + "backgroundColor").flatMap(
      ConfiguredTheme.color)
    look.palette =
      settings.value(theme + "plotColorPalette").map {
        $0.split(separator: ",").prefix(64).compactMap { ConfiguredTheme.color(String($0)) }
      } ?? []
    for (name, axis) in [("x", \XYChart.Look.xAxis), ("y", \XYChart.Look.yAxis)] {
      let path = config + name + "Axis."
      look[keyPath: axis].labelFontSize = settings.number(path + "labelFontSize", in: 6...64)
      look[keyPath: axis].titleFontSize = settings.number(path + "titleFontSize", in: 6...64)
      look[keyPath: axis].showLabel = settings.flag(path + "showLabel") ?? true
      look[keyPath: axis].showTitle = settings.flag(path + "showTitle") ?? true
      look[keyPath: axis].showAxisLine = settings.flag(path + "showAxisLine") ?? true
      look[keyPath: axis].labelColor = settings.value(theme + name + "AxisLabelColor").flatMap(
        ConfiguredTheme.color)
      look[keyPath: axis].titleColor = settings.value(theme + name + "AxisTitleColor").flatMap(
        ConfiguredTheme.color)
      look[keyPath: axis].lineColor = settings.value(theme + name + "AxisLineColor").flatMap(
        ConfiguredTheme.color)
    }
    return look
  }
}
