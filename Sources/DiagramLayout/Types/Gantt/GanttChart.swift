import RenderSupport

/// A parsed and scheduled Mermaid Gantt chart: every task has exact start and end times
/// (milliseconds since 1970-01-01T00:00Z, proleptic Gregorian, UTC).
package struct GanttChart: Equatable, Sendable {
  /// A task's look tags.
  package struct Tags: OptionSet, Equatable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let done = Tags(rawValue: 1)
    package static let active = Tags(rawValue: 2)
    package static let crit = Tags(rawValue: 4)
    package static let milestone = Tags(rawValue: 8)
    package static let vert = Tags(rawValue: 16)
  }

  /// One scheduled task.
  package struct Task: Equatable, Sendable {
    /// The task's id (`a1`), or Mermaid's generated `taskN`.
    package var id: String
    package var label: String
    /// The index in `sections`, nil before the first `section`.
    package var section: Int?
    package var tags: Tags
    package var start: Int64
    /// The end used for `after` and `until` (past excluded days, as Mermaid's `endTime`).
    package var end: Int64
    /// Where the bar is drawn to: `end` without trailing excluded days (`renderEndTime`).
    package var drawnEnd: Int64
    package var position: SourcePosition
  }

  package var title: String?
  package var sections: [String] = []
  package var tasks: [Task] = []
  var axisFormat: GanttAxisFormat = .standard
  /// `tickInterval`, nil for automatic ticks.
  var tickInterval: GanttDuration?
  /// The first day of a week for weekly ticks (0 = Sunday, d3's default).
  package var weekStart = 0
  /// `displayMode: compact`: tasks of a section share rows where they do not overlap.
  package var compact = false
  /// `todayMarker off` hides the marker even when a date for today is given.
  package var showsTodayMarker = true
  /// `topAxis`: the axis is drawn above the tasks as well.
  package var topAxis = false
  /// Days drawn as excluded (`excludes`), by day number, when the chart spans few enough.
  package var excludedDays: [Int64] = []
}
