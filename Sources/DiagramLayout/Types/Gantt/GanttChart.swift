import RenderSupport

/// A parsed and scheduled Mermaid Gantt chart: every task has exact start and end times
/// (milliseconds since 1970-01-01T00:00Z, proleptic Gregorian, UTC).
public struct GanttChart: Equatable, Sendable {
  /// A task's look tags.
  public struct Tags: OptionSet, Equatable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let done = Tags(rawValue: 1)
    public static let active = Tags(rawValue: 2)
    public static let crit = Tags(rawValue: 4)
    public static let milestone = Tags(rawValue: 8)
    public static let vert = Tags(rawValue: 16)
  }

  /// One scheduled task.
  public struct Task: Equatable, Sendable {
    /// The task's id (`a1`), or Mermaid's generated `taskN`.
    public var id: String
    public var label: String
    /// The index in `sections`, nil before the first `section`.
    public var section: Int?
    public var tags: Tags
    public var start: Int64
    /// The end used for `after` and `until` (past excluded days, as Mermaid's `endTime`).
    public var end: Int64
    /// Where the bar is drawn to: `end` without trailing excluded days (`renderEndTime`).
    public var drawnEnd: Int64
    public var position: SourcePosition
  }

  public var title: String?
  public var sections: [String] = []
  public var tasks: [Task] = []
  var axisFormat: GanttAxisFormat = .standard
  /// `tickInterval`, nil for automatic ticks.
  var tickInterval: GanttDuration?
  /// The first day of a week for weekly ticks (0 = Sunday, d3's default).
  public var weekStart = 0
  /// `displayMode: compact`: tasks of a section share rows where they do not overlap.
  public var compact = false
  /// `todayMarker off` hides the marker even when a date for today is given.
  public var showsTodayMarker = true
  /// `topAxis`: the axis is drawn above the tasks as well.
  public var topAxis = false
  /// Days drawn as excluded (`excludes`), by day number, when the chart spans few enough.
  public var excludedDays: [Int64] = []
}
