import RenderSupport

/// Parses a Mermaid radar chart (Mermaid's `radar.langium`): `title …`; `axis id["Label"], …`;
/// `curve id["Label"]{1, 2, 3}, …` with values in the axes' order or as `axisId: value`
/// (a curve's braces may span lines); options `showLegend true|false`, `ticks N`, `max N`,
/// `min N`, `graticule circle|polygon`, several on one line separated by commas.
///
/// Mermaid skips a curve whose values do not match the axes; here it is an error naming the
/// curve, since nothing in the source is dropped silently.
enum RadarParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> RadarChart {
    var chart = RadarChart()
    chart.title = source.title
    read(source.settings, into: &chart)
    var pending: [(RadarScanner, SourcePosition)] = []
    for line in joiningOpenBraces(ChartLine.lines(source)) {
      let (word, rest) = line.keyword
      var scanner = RadarScanner(rest, start: line.restStart)
      switch word {
      case "title": chart.title = rest
      case "axis":
        repeat {
          let (id, label, position) = try scanner.named()
          try DiagramLimits.checkEdgeCount(
            chart.axes.count + chart.curves.count + 1, noun: "axes and curves", at: position)
          chart.axes.append(RadarChart.Axis(id: id, label: label ?? id, position: position))
        } while try scanner.comma()
      case "curve":
        // Values by axis name need every axis: curves are read once all lines are.
        pending.append((scanner, line.start))
      case "showLegend", "ticks", "max", "min", "graticule":
        scanner = RadarScanner(line.content, start: line.start)
        repeat { try option(&scanner, into: &chart) } while try scanner.comma()
      default:
        throw DiagramError(
          .syntax,
          "expected 'axis', 'curve', 'title' or an option, found \(DiagramError.quoted(word))",
          at: line.start)
      }
    }
    for (scanner, _) in pending {
      var scanner = scanner
      repeat {
        try DiagramLimits.checkEdgeCount(
          chart.axes.count + chart.curves.count + 1, noun: "axes and curves", at: scanner.here)
        chart.curves.append(try curve(&scanner, axes: chart.axes))
      } while try scanner.comma()
    }
    if let max = chart.max, max <= chart.min {
      throw DiagramError(
        .syntax,
        "max (\(ChartNumber.format(max))) must be greater than min "
          + "(\(ChartNumber.format(chart.min)))", at: source.headerPosition)
    }
    return chart
  }

  /// One curve: `id["Label"]{values}`, its values checked against the axes.
  static func curve(_ scanner: inout RadarScanner, axes: [RadarChart.Axis]) throws(DiagramError)
    -> RadarChart.Curve
  {
    let (id, label, position) = try scanner.named()
    try scanner.expect("{")
    var numbers: [Double] = []
    var byAxis: [(String, Double, SourcePosition)] = []
    repeat {
      let at = scanner.here
      if let name = scanner.identifier() {
        scanner.skip(":")
        byAxis.append((name, try scanner.number(), at))
      } else {
        numbers.append(try scanner.number())
      }
    } while try scanner.comma(closing: "}")
    try scanner.expect("}")
    if !byAxis.isEmpty {
      guard numbers.isEmpty else {
        throw DiagramError(
          .syntax, "the curve \(id) mixes plain values and values by axis", at: position)
      }
      for (name, _, at) in byAxis where !axes.contains(where: { $0.id == name }) {
        throw DiagramError(.syntax, "the curve \(id) names no axis \(name)", at: at)
      }
      for axis in axes {
        guard let value = byAxis.first(where: { $0.0 == axis.id }) else {
          throw DiagramError(
            .syntax, "the curve \(id) has no value for the axis \(axis.id)", at: position)
        }
        numbers.append(value.1)
      }
    }
    guard numbers.count == axes.count else {
      throw DiagramError(
        .syntax,
        "the curve \(id) has \(numbers.count) values for \(axes.count) axes", at: position)
    }
    return RadarChart.Curve(id: id, label: label ?? id, values: numbers, position: position)
  }

  /// One option (`max 100`).
  static func option(_ scanner: inout RadarScanner, into chart: inout RadarChart)
    throws(DiagramError)
  {
    let at = scanner.here
    guard let name = scanner.identifier() else { throw scanner.unexpected("an option") }
    switch name {
    case "showLegend":
      let word = try scanner.word(among: ["true", "false"])
      chart.showLegend = word == "true"
    case "ticks":
      let ticks = try scanner.number()
      guard ticks >= 1, ticks <= 100, ticks == ticks.rounded() else {
        throw DiagramError(.syntax, "ticks must be a whole number from 1 to 100", at: at)
      }
      chart.ticks = Int(ticks)
    case "max": chart.max = try scanner.number()
    case "min": chart.min = try scanner.number()
    case "graticule":
      let word = try scanner.word(among: ["circle", "polygon"])
      chart.graticule = RadarChart.Graticule(rawValue: word) ?? .circle
    default:
      throw DiagramError(.syntax, "unknown option \(DiagramError.quoted(name))", at: at)
    }
  }

  /// `lines` with a line whose `{` is left open joined to the next lines up to the one that
  /// closes it (Mermaid's curve entries may span lines).
  static func joiningOpenBraces(_ lines: [ChartLine]) -> [ChartLine] {
    var result: [ChartLine] = []
    var index = 0
    while index < lines.count {
      var line = lines[index]
      index += 1
      var depth = braceDepth(line.content)
      while depth > 0, index < lines.count {
        line = ChartLine(
          number: line.number, indent: line.indent,
          content: line.content + " " + lines[index].content)
        depth += braceDepth(lines[index].content)
        index += 1
      }
      result.append(line)
    }
    return result
  }

  static func braceDepth(_ text: String) -> Int {
    var depth = 0
    var quoted = false
    for scalar in text.unicodeScalars {
      if scalar == "\"" { quoted.toggle() }
      if quoted { continue }
      if scalar == "{" { depth += 1 }
      if scalar == "}" { depth -= 1 }
    }
    return depth
  }

  /// The look-only settings of `radar.*` (Mermaid's `RadarDiagramConfig`), within drawable
  /// bounds.
  static func read(_ settings: DiagramSettings, into chart: inout RadarChart) {
    if let width = settings.number("config.radar.width", in: 100...2000) { chart.width = width }
    if let height = settings.number("config.radar.height", in: 100...2000) {
      chart.height = height
    }
    if let factor = settings.number("config.radar.axisScaleFactor", in: 0...2) {
      chart.axisScaleFactor = factor
    }
    if let factor = settings.number("config.radar.axisLabelFactor", in: 0...2) {
      chart.axisLabelFactor = factor
    }
    if let tension = settings.number("config.radar.curveTension", in: 0...1) {
      chart.curveTension = tension
    }
  }
}
