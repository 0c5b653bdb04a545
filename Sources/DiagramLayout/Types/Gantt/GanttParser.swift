import RenderSupport

/// Parses a Mermaid Gantt chart: settings lines (`dateFormat`, `axisFormat`, `tickInterval`,
/// `excludes`, `includes`, `weekend`, `weekday`, `todayMarker`, `inclusiveEndDates`,
/// `topAxis`, `displayMode`, `title`, `section`) and task lines `label : [tags,] [id,]
/// [start,] end`, then schedules the tasks (`GanttScheduler`).
enum GanttParser {
  static func parse(_ source: MermaidSource, today: Int64? = nil) throws(DiagramError)
    -> GanttChart
  {
    var chart = GanttChart()
    chart.title = source.title
    var calendar = GanttScheduler.Calendar()
    if let mode = source.settings.value(
      "displayMode", "config.displayMode",
      "config.gantt.displayMode")
    {
      chart.compact = mode == "compact"
    }
    if source.settings.flag("config.gantt.topAxis", "config.topAxis") == true {
      chart.topAxis = true
    }
    var raw: [GanttScheduler.RawTask] = []
    var section: Int?
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      switch word {
      case "title": chart.title = rest
      case "dateFormat": calendar.format = GanttDateFormat(rest)
      case "axisFormat": chart.axisFormat = GanttAxisFormat(text: rest)
      case "tickInterval": chart.tickInterval = GanttDuration.parseInterval(rest)
      case "excludes": calendar.excludes += list(rest)
      case "includes": calendar.includes += list(rest)
      case "weekend":
        guard rest == "friday" || rest == "saturday" else {
          throw DiagramError(
            .syntax, "expected 'friday' or 'saturday' after 'weekend', found \(quoted(rest))",
            at: line.restStart)
        }
        calendar.weekendStartsFriday = rest == "friday"
      case "weekday":
        guard let index = weekdayIndex(rest) else {
          throw DiagramError(
            .syntax, "expected a day of the week, found \(quoted(rest))", at: line.restStart)
        }
        chart.weekStart = index
      case "todayMarker": chart.showsTodayMarker = rest != "off"
      case "inclusiveEndDates": calendar.inclusiveEndDates = true
      case "topAxis": chart.topAxis = true
      case "displayMode": chart.compact = rest.hasSuffix("compact")
      case "accTitle", "accDescr", "click": continue
      case "section":
        chart.sections.append(rest)
        section = chart.sections.count - 1
      default:
        try DiagramLimits.checkEdgeCount(raw.count + 1, noun: "tasks", at: line.start)
        raw.append(try task(line, section: section, number: raw.count + 1))
      }
    }
    var scheduler = GanttScheduler(calendar: calendar, today: today)
    chart.tasks = try scheduler.schedule(raw)
    chart.excludedDays = scheduler.excludedDays(of: chart.tasks)
    return chart
  }

  static func task(_ line: ChartLine, section: Int?, number: Int) throws(DiagramError)
    -> GanttScheduler.RawTask
  {
    guard let colon = line.content.firstIndex(of: ":") else {
      throw DiagramError(
        .syntax, "expected a task (name : data) or a setting, found \(quoted(line.content))",
        at: line.start)
    }
    let label = String(line.content[..<colon]).trimmingCharacters()
    var fields = line.content[line.content.index(after: colon)...].split(
      separator: ",", omittingEmptySubsequences: false
    ).map { String($0).trimmingCharacters() }
    var tags = GanttChart.Tags()
    let names: [String: GanttChart.Tags] = [
      "done": .done, "active": .active, "crit": .crit, "milestone": .milestone, "vert": .vert,
    ]
    while let first = fields.first, let tag = names[first] {
      tags.insert(tag)
      fields.removeFirst()
    }
    // An empty end after a start (`Task : 2024-01-01,`, `Task : a1, after b,`): Mermaid's
    // `getEndDate` reads neither a date nor a duration from it and ends the task where it
    // starts (checked with Mermaid 11.12: a bar of width 0). One more trailing comma after a
    // full id/start/end (`a1, 2024-01-01, 3d,`) is read as nothing.
    if fields.count == 4, fields[3].isEmpty { fields.removeLast() }
    if fields.count >= 2, fields.count <= 3, fields.last?.isEmpty == true {
      fields[fields.count - 1] = "0d"
    }
    var task = GanttScheduler.RawTask(
      id: "task\(number)", label: label, section: section, tags: tags, start: nil, end: "",
      position: line.start)
    switch fields.count {
    case 1:
      task.end = fields[0]
    case 2:
      task.start = fields[0]
      task.end = fields[1]
    case 3:
      if !fields[0].isEmpty { task.id = fields[0] }
      task.start = fields[1]
      task.end = fields[2]
    default:
      throw DiagramError(
        .syntax, "a task has at most an id, a start and an end after its tags",
        at: line.position(colon))
    }
    guard !task.end.isEmpty else {
      throw DiagramError(.syntax, "the task '\(shortLabel(label))' has no end", at: line.start)
    }
    return task
  }

  static func list(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == "," || $0 == " " }).map { String($0).lowercased() }
  }

  static func weekdayIndex(_ word: String) -> Int? {
    CalendarDate.weekdayNames.firstIndex { $0.lowercased() == word.lowercased() }
  }

  static func quoted(_ text: String) -> String { DiagramError.quoted(text) }

  static func shortLabel(_ text: String) -> String { String(text.prefix(40)) }
}
