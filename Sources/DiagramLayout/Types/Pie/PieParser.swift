import RenderSupport

/// Parses a Mermaid pie chart: `pie [showData] [title …]`, then `title …`, `accTitle: …`,
/// `accDescr …`, `showData` and `"label" : value` lines.
enum PieParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> PieChart {
    var chart = PieChart()
    chart.title = source.title
    var header = source.headerArgument
    if header.hasPrefix("showData") {
      chart.showData = true
      header = String(header.dropFirst("showData".count)).trimmingCharacters()
    }
    if header.hasPrefix("title") {
      chart.title = String(header.dropFirst("title".count)).trimmingCharacters()
    }
    if let position = source.settings.value("config.pie.textPosition").flatMap(Double.init),
      position.isFinite
    {
      chart.textPosition = min(max(position, 0), 1)
    }
    var seen: [String: Int] = [:]
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      switch word {
      case "title":
        chart.title = rest
        continue
      case "showData":
        chart.showData = true
        continue
      case "accTitle", "accDescr":
        continue
      default:
        break
      }
      guard line.content.first == "\"" || line.content.first == "'" else {
        throw DiagramError(
          .syntax,
          "expected a slice (\"label\" : value), found \(DiagramError.quoted(line.content))",
          at: line.start)
      }
      let slice = try parseSlice(line)
      if let index = seen[slice.label] {
        chart.slices[index].value = slice.value
        continue
      }
      try DiagramLimits.checkEdgeCount(chart.slices.count + 1, noun: "slices", at: line.start)
      seen[slice.label] = chart.slices.count
      chart.slices.append(slice)
    }
    return chart
  }

  static func parseSlice(_ line: ChartLine) throws(DiagramError) -> PieChart.Slice {
    let text = line.content
    let quote = text[text.startIndex]
    let afterOpen = text.index(after: text.startIndex)
    guard let close = text[afterOpen...].firstIndex(of: quote) else {
      throw DiagramError(.syntax, "the label's quote is not closed", at: line.start)
    }
    let label = String(text[afterOpen..<close])
    var rest = text[text.index(after: close)...].drop { $0 == " " || $0 == "\t" }
    guard rest.first == ":" else {
      throw DiagramError(
        .syntax, "expected ':' after the label, found \(DiagramError.quoted(rest))",
        at: line.position(rest.startIndex))
    }
    rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
    let number = rest.trimmingSuffixBlanks()
    guard let value = ChartNumber.parse(number), value >= 0 else {
      throw DiagramError(
        .syntax, "expected a value of zero or more, found \(DiagramError.quoted(number))",
        at: line.position(rest.startIndex))
    }
    return PieChart.Slice(label: label, value: value, position: line.start)
  }
}

extension Substring {
  /// The text without trailing spaces, tabs and `;`.
  func trimmingSuffixBlanks() -> Substring {
    var text = self
    while let last = text.last, last == " " || last == "\t" || last == ";" { text.removeLast() }
    return text
  }
}
