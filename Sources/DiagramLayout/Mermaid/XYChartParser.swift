import RenderSupport

/// Parses a Mermaid XY chart: `xychart[-beta] [horizontal|vertical]`, then `title`,
/// `x-axis [title] ([a, "b c"] | min --> max)`, `y-axis [title] [min --> max]`, and
/// `bar`/`line [name] [v1, v2, …]`.
enum XYChartParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> XYChart {
    var chart = XYChart()
    chart.title = source.title
    switch source.headerArgument {
    case "", "vertical": break
    case "horizontal": chart.horizontal = true
    default:
      throw DiagramError(
        .syntax,
        "expected 'horizontal' or 'vertical', found \(DiagramError.quoted(source.headerArgument))",
        at: source.headerPosition)
    }
    chart.showDataLabel = source.settings.flag("config.xyChart.showDataLabel") ?? false
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
}
