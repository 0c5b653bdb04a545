import RenderSupport

/// Parses a Mermaid timeline: `title`, `section`, `period : event : event` lines and
/// continuation lines `: event` that add events to the period before.
enum TimelineParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> TimelineChart {
    var chart = TimelineChart()
    chart.title = source.title
    switch source.headerArgument {
    case "", "LR": break
    case "TD", "TB": chart.vertical = true
    default:
      throw DiagramError(
        .syntax,
        "expected LR or TD after 'timeline', found \(DiagramError.quoted(source.headerArgument))",
        at: source.headerPosition)
    }
    chart.disableMulticolor =
      source.settings.flag("config.timeline.disableMulticolor") ?? false
    var section: Int?
    var items = 0
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      if word == "title", !line.content.hasPrefix("title:") {
        chart.title = rest
        continue
      }
      if word == "section", !line.content.hasPrefix("section:") {
        chart.sections.append(rest)
        section = chart.sections.count - 1
        continue
      }
      if word == "accTitle" || word == "accDescr" { continue }
      var parts = line.content.split(separator: ":", omittingEmptySubsequences: false)
        .map { String($0).trimmingCharacters() }
      if parts.first == "" {
        parts.removeFirst()
        guard !chart.periods.isEmpty else {
          throw DiagramError(
            .syntax, "an event line needs a period before it", at: line.start)
        }
        for event in parts where !event.isEmpty {
          items += 1
          try DiagramLimits.checkEdgeCount(items, noun: "periods and events", at: line.start)
          chart.periods[chart.periods.count - 1].events.append(event)
        }
        continue
      }
      let period = parts.removeFirst()
      items += 1 + parts.filter { !$0.isEmpty }.count
      try DiagramLimits.checkEdgeCount(items, noun: "periods and events", at: line.start)
      chart.periods.append(
        TimelineChart.Period(
          text: period, events: parts.filter { !$0.isEmpty }, section: section,
          position: line.start))
    }
    return chart
  }
}
