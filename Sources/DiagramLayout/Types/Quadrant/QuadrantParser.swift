import RenderSupport

/// Parses a Mermaid quadrant chart: `title`, `x-axis Low [--> High]`, `y-axis …`,
/// `quadrant-1…4 text`, points `Name[:::class]: [x, y] [radius: r, color: #hex,
/// stroke-color: #hex, stroke-width: Npx]` and `classDef name styles`.
enum QuadrantParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> QuadrantChart {
    var chart = QuadrantChart()
    chart.title = source.title
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      switch word {
      case "title": chart.title = rest
      case "x-axis": chart.xAxis = axis(rest)
      case "y-axis": chart.yAxis = axis(rest)
      case "quadrant-1", "quadrant-2", "quadrant-3", "quadrant-4":
        chart.quadrants[Int(String(word.last!))! - 1] = unquote(rest)
      case "classDef":
        let name = String(rest.prefix { $0 != " " })
        var style = QuadrantChart.Point(name: name, x: 0, y: 0, position: line.start)
        try apply(String(rest.dropFirst(name.count)), to: &style, line: line)
        chart.classes[name] = style
      case "accTitle", "accDescr": continue
      default:
        try DiagramLimits.checkEdgeCount(chart.points.count + 1, noun: "points", at: line.start)
        chart.points.append(try point(line))
      }
    }
    return chart
  }

  static func unquote(_ text: String) -> String {
    text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"")
      ? String(text.dropFirst().dropLast()) : text
  }

  static func axis(_ text: String) -> (String, String) {
    let parts = text.splitting(on: "-->")
    let low = unquote(parts[0].trimmingCharacters())
    return (low, parts.count > 1 ? unquote(parts[1].trimmingCharacters()) : "")
  }

  static func point(_ line: ChartLine) throws(DiagramError) -> QuadrantChart.Point {
    let text = line.content
    guard let open = text.firstIndex(of: "["), let close = text[open...].firstIndex(of: "]"),
      let colon = text[..<open].lastIndex(of: ":")
    else {
      throw DiagramError(
        .syntax, "expected a point (Name: [x, y]) or a setting, found \(DiagramError.quoted(text))",
        at: line.start)
    }
    var name = String(text[..<colon]).trimmingCharacters()
    var className: String?
    if let marker = name.firstRange(of: ":::") {
      className = String(name[marker.upperBound...])
      name = String(name[..<marker.lowerBound])
    }
    let numbers = text[text.index(after: open)..<close].split(separator: ",").map {
      ChartNumber.parse(String($0).trimmingCharacters())
    }
    guard numbers.count == 2, let x = numbers[0], let y = numbers[1], (0...1).contains(x),
      (0...1).contains(y)
    else {
      throw DiagramError(
        .syntax, "a point's position is [x, y] with both from 0 to 1", at: line.position(open))
    }
    var point = QuadrantChart.Point(
      name: unquote(name), x: x, y: y, className: className, position: line.start)
    try apply(String(text[text.index(after: close)...]), to: &point, line: line)
    return point
  }

  /// `radius: 10, color: #ff3300, stroke-color: #10f0f0, stroke-width: 5px`.
  static func apply(_ text: String, to point: inout QuadrantChart.Point, line: ChartLine)
    throws(DiagramError)
  {
    for item in text.split(separator: ",") {
      let parts = item.split(separator: ":", maxSplits: 1).map {
        String($0).trimmingCharacters()
      }
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "radius":
        guard let value = ChartNumber.parse(parts[1]) else { throw bad(parts[1], line) }
        point.radius = min(max(value, 1), 50)
      case "color": point.color = try hex(parts[1], line)
      case "stroke-color": point.strokeColor = try hex(parts[1], line)
      case "stroke-width":
        let number = parts[1].hasSuffix("px") ? String(parts[1].dropLast(2)) : parts[1]
        guard let value = ChartNumber.parse(number) else { throw bad(parts[1], line) }
        point.strokeWidth = min(max(value, 0), 20)
      default: throw bad(parts[0], line)
      }
    }
  }

  /// Only `#RGB` and `#RRGGBB` reach the SVG: no other colour syntax can carry markup or URLs.
  static func hex(_ text: String, _ line: ChartLine) throws(DiagramError) -> String {
    guard text.hasPrefix("#"), text.count == 4 || text.count == 7,
      text.dropFirst().allSatisfy({ $0.isHexDigit })
    else { throw bad(text, line) }
    return text
  }

  static func bad(_ text: String, _ line: ChartLine) -> DiagramError {
    DiagramError(.syntax, "unexpected style \(DiagramError.quoted(text))", at: line.start)
  }
}
