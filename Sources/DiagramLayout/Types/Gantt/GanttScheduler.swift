import RenderSupport

/// Gives every Gantt task its start and end, as Mermaid's `ganttDb` does: a start is a date in
/// `dateFormat`, `after id…` (the latest end of those tasks) or, when omitted, the previous
/// task's end; an end is a date, a duration from the start, or `until id…` (the earliest
/// start of those tasks). References may point forward, so tasks are resolved in passes until
/// none is left; a cycle or an unknown id is an error at the task's line.
///
/// With `excludes`, a task whose end comes from a duration is lengthened by one day for each
/// excluded day it covers (Mermaid's `checkTaskDates`/`fixTaskDates`); an end given as a date
/// stays where it is.
struct GanttScheduler {
  /// A task as written, before scheduling.
  struct RawTask {
    var id: String
    var label: String
    var section: Int?
    var tags: GanttChart.Tags
    var start: String?
    var end: String
    var position: SourcePosition
  }

  /// The calendar settings that decide dates.
  struct Calendar {
    var format = GanttDateFormat.standard
    var excludes: [String] = []
    var includes: [String] = []
    var weekendStartsFriday = false
    var inclusiveEndDates = false
  }

  /// The most days the exclusion walks of one chart may take together (500 tasks of 1,000
  /// years with weekends off would be 180 million): past it, ends are left where the walk
  /// stopped. Counted in days, never in time, so the output depends on the input only.
  static let maximumExclusionWalk: Int64 = 2_000_000
  /// The most excluded days drawn as bands.
  static let maximumDrawnExclusions = 1000

  let calendar: Calendar
  let today: Int64?
  let excludedDates: Set<Int64>
  let includedDates: Set<Int64>
  let excludedWeekdays: Set<Int>
  /// Days the exclusion walks may still take.
  var walkBudget = maximumExclusionWalk

  init(calendar: Calendar, today: Int64?) {
    self.calendar = calendar
    self.today = today
    var dates = Set<Int64>()
    var weekdays = Set<Int>()
    for word in calendar.excludes {
      if word == "weekends" {
        weekdays.formUnion(calendar.weekendStartsFriday ? [5, 6] : [6, 0])
      } else if let index = GanttParser.weekdayIndex(word) {
        weekdays.insert(index)
      } else if let time = calendar.format.parse(word) ?? GanttDateFormat.standard.parse(word) {
        dates.insert(CalendarDate.day(of: time))
      }
    }
    excludedDates = dates
    excludedWeekdays = weekdays
    includedDates = Set(
      calendar.includes.compactMap {
        (calendar.format.parse($0) ?? GanttDateFormat.standard.parse($0)).map(CalendarDate.day)
      })
  }

  var hasExclusions: Bool { !excludedDates.isEmpty || !excludedWeekdays.isEmpty }

  func isExcluded(day: Int64) -> Bool {
    if includedDates.contains(day) { return false }
    return excludedDates.contains(day)
      || excludedWeekdays.contains(CalendarDate.weekday(ofDay: day))
  }

  mutating func schedule(_ raw: [RawTask]) throws(DiagramError) -> [GanttChart.Task] {
    var done: [GanttChart.Task?] = Array(repeating: nil, count: raw.count)
    var byID: [String: Int] = [:]
    for (index, task) in raw.enumerated() where byID[task.id] == nil { byID[task.id] = index }
    var remaining = raw.count
    while remaining > 0 {
      var progressed = false
      for index in raw.indices where done[index] == nil {
        guard let task = try resolve(raw, index, done: done, byID: byID) else { continue }
        done[index] = task
        remaining -= 1
        progressed = true
      }
      if !progressed, let stuck = raw.indices.first(where: { done[$0] == nil }) {
        throw DiagramError(
          .syntax,
          "the task '\(GanttParser.shortLabel(raw[stuck].label))' depends on itself through "
            + "'after' or 'until'", at: raw[stuck].position)
      }
    }
    return done.compactMap { $0 }
  }

  /// The scheduled task, or nil while a task it depends on is not scheduled yet.
  mutating func resolve(
    _ raw: [RawTask], _ index: Int, done: [GanttChart.Task?], byID: [String: Int]
  ) throws(DiagramError) -> GanttChart.Task? {
    let task = raw[index]
    let start: Int64
    if let text = task.start {
      if let ids = words(after: "after", in: text) {
        var latest: Int64?
        for id in ids {
          guard let other = byID[id] else { throw unknown(id, task) }
          guard let end = done[other]?.end else { return nil }
          latest = max(latest ?? end, end)
        }
        guard let latest else { throw unknown("", task) }
        start = latest
      } else if let time = calendar.format.parse(text) {
        start = time
      } else {
        throw DiagramError(
          .syntax,
          "the start \(DiagramError.quoted(text)) is not a date in the format "
            + "'\(calendar.format.text)' nor 'after ID'", at: task.position)
      }
    } else if index > 0 {
      guard let previous = done[index - 1] else { return nil }
      start = previous.end
    } else if let today {
      start = today
    } else {
      throw DiagramError(
        .syntax, "the first task needs a start date (or pass a date for today)",
        at: task.position)
    }
    var end: Int64
    var fromDuration = false
    if let ids = words(after: "until", in: task.end) {
      var earliest: Int64?
      for id in ids {
        guard let other = byID[id] else { throw unknown(id, task) }
        guard let begin = done[other]?.start else { return nil }
        earliest = min(earliest ?? begin, begin)
      }
      guard let earliest else { throw unknown("", task) }
      end = earliest
    } else if let time = calendar.format.parse(task.end) {
      end = calendar.inclusiveEndDates ? time + CalendarDate.millisecondsPerDay : time
    } else if let duration = GanttDuration.parseTask(task.end) {
      end = duration.added(to: start)
      fromDuration = true
    } else {
      throw DiagramError(
        .syntax,
        "the end \(DiagramError.quoted(task.end)) is not a date in the format "
          + "'\(calendar.format.text)', a duration (3d, 24h, 1w) nor 'until ID'",
        at: task.position)
    }
    if end < start { end = start }
    var drawnEnd = end
    if fromDuration, hasExclusions { (end, drawnEnd) = extend(start: start, end: end) }
    return GanttChart.Task(
      id: task.id, label: task.label, section: task.section, tags: task.tags, start: start,
      end: end, drawnEnd: drawnEnd, position: task.position)
  }

  /// Mermaid's `fixTaskDates`: walking the days after the start, each excluded day moves the
  /// end one day later; the bar is drawn to the end as it was before the last excluded run.
  mutating func extend(start: Int64, end: Int64) -> (end: Int64, drawnEnd: Int64) {
    let day = CalendarDate.millisecondsPerDay
    var cursor = start + day
    var end = end
    var drawnEnd = end
    var invalid = false
    while cursor <= end, walkBudget > 0 {
      if !invalid { drawnEnd = end }
      invalid = isExcluded(day: CalendarDate.day(of: cursor))
      if invalid { end += day }
      cursor += day
      walkBudget -= 1
    }
    return (end, drawnEnd)
  }

  /// The excluded days between the first start and the last end, when there are few.
  func excludedDays(of tasks: [GanttChart.Task]) -> [Int64] {
    guard hasExclusions, let first = tasks.map(\.start).min(), let last = tasks.map(\.end).max()
    else { return [] }
    let from = CalendarDate.day(of: first)
    let to = CalendarDate.day(of: last)
    guard to - from <= Int64(Self.maximumDrawnExclusions) else { return [] }
    return (from...to).filter { isExcluded(day: $0) && $0 * CalendarDate.millisecondsPerDay < last }
  }

  /// The ids after `keyword` (`after a b`), or nil when the text does not start with it.
  func words(after keyword: String, in text: String) -> [String]? {
    guard text.hasPrefix(keyword + " ") else { return nil }
    return text.dropFirst(keyword.count).split(separator: " ").map(String.init)
  }

  func unknown(_ id: String, _ task: RawTask) -> DiagramError {
    DiagramError(
      .syntax,
      id.isEmpty
        ? "expected task ids after 'after' or 'until'"
        : "the task '\(GanttParser.shortLabel(task.label))' refers to '\(String(id.prefix(40)))', "
          + "which is not a task id", at: task.position)
  }
}
