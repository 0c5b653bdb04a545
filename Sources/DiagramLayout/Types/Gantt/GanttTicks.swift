import RenderSupport

/// The axis ticks of a Gantt chart: `tickInterval` when given (and not absurdly dense), else
/// the smallest of d3's time intervals that gives at most ten ticks over the span. Ticks fall
/// on the interval's calendar boundaries (midnight, the week's first day, the 1st of a month,
/// 1 January), computed in UTC.
enum GanttTicks {
  /// The most ticks an explicit interval may make before automatic ticks are used instead.
  static let maximumTicks = 200

  static let automatic: [GanttDuration] = [
    .init(amount: 1, unit: .millisecond), .init(amount: 10, unit: .millisecond),
    .init(amount: 100, unit: .millisecond), .init(amount: 1, unit: .second),
    .init(amount: 5, unit: .second), .init(amount: 15, unit: .second),
    .init(amount: 30, unit: .second), .init(amount: 1, unit: .minute),
    .init(amount: 5, unit: .minute), .init(amount: 15, unit: .minute),
    .init(amount: 30, unit: .minute), .init(amount: 1, unit: .hour),
    .init(amount: 3, unit: .hour), .init(amount: 6, unit: .hour),
    .init(amount: 12, unit: .hour), .init(amount: 1, unit: .day), .init(amount: 2, unit: .day),
    .init(amount: 1, unit: .week), .init(amount: 1, unit: .month),
    .init(amount: 3, unit: .month), .init(amount: 1, unit: .year),
    .init(amount: 2, unit: .year), .init(amount: 5, unit: .year),
    .init(amount: 10, unit: .year), .init(amount: 25, unit: .year),
    .init(amount: 50, unit: .year), .init(amount: 100, unit: .year),
    .init(amount: 1000, unit: .year), .init(amount: 10_000, unit: .year),
  ]

  /// Tick times in `from…to`.
  static func ticks(from: Int64, to: Int64, interval: GanttDuration?, weekStart: Int) -> [Int64] {
    if let interval {
      let ticks = make(from: from, to: to, step: interval, weekStart: weekStart)
      if !ticks.isEmpty { return ticks }
    }
    for step in automatic {
      let ticks = make(from: from, to: to, step: step, weekStart: weekStart, limit: 10)
      if !ticks.isEmpty { return ticks }
    }
    return [from]
  }

  /// The ticks of `step`, or none when there would be more than `limit`.
  static func make(
    from: Int64, to: Int64, step: GanttDuration, weekStart: Int, limit: Int = maximumTicks
  ) -> [Int64] {
    let day = CalendarDate.millisecondsPerDay
    let amount = Int64(step.amount)
    var first: Int64
    switch step.unit {
    case .week:
      let start = CalendarDate.day(of: from)
      let back = Int64((CalendarDate.weekday(ofDay: start) - weekStart + 7) % 7)
      first = (start - back) * day
    case .month, .year:
      let date = CalendarDate.components(of: from).date
      let months = step.unit == .year ? Int(amount) * 12 : Int(amount)
      let index = date.year * 12 + date.month - 1
      let aligned = index - ((index % months) + months) % months
      let year = aligned >= 0 ? aligned / 12 : -((-aligned - 1) / 12) - 1
      first = CalendarDate(year: year, month: aligned - year * 12 + 1, day: 1).dayNumber * day
    default:
      guard let unit = step.unit.milliseconds else { return [] }
      let size = unit * amount
      first = floorDiv(from, size) * size
    }
    if let unit = step.unit.milliseconds {
      let size = unit * amount
      guard (to - first) / size < Int64(limit) else { return [] }
    } else {
      let months = Int64(step.unit == .year ? 12 : 1) * amount
      guard (to - first) / (day * 28 * months) < Int64(limit) else { return [] }
    }
    var ticks: [Int64] = []
    var time = first
    while time <= to, ticks.count <= limit {
      if time >= from { ticks.append(time) }
      time = step.added(to: time)
    }
    return ticks.count > limit ? [] : ticks
  }

  static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    a >= 0 ? a / b : -((-a - 1) / b) - 1
  }
}
