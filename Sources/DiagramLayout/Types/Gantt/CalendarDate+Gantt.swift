import RenderSupport

/// What Gantt charts add to the calendar: English month and weekday names (Day.js's and d3's
/// defaults) and the timestamps a caller may give as today.
extension CalendarDate {
  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// A date for today as a caller gives it (`2024-05-17`, `2024-05-17T09:30`, with optional
  /// seconds and a `Z` or `±HH:MM` offset), as milliseconds since 1970-01-01T00:00Z; nil
  /// when it is not one of those forms or not a real date.
  package static func parseTimestamp(_ text: String) -> Int64? {
    let formats = [
      "YYYY-MM-DD", "YYYY-MM-DDTHH:mm", "YYYY-MM-DDTHH:mm:ss", "YYYY-MM-DDTHH:mmZ",
      "YYYY-MM-DDTHH:mm:ssZ", "YYYY-MM-DD HH:mm", "YYYY-MM-DD HH:mm:ss",
    ]
    for format in formats {
      if let time = GanttDateFormat(format).parse(text) { return time }
    }
    return nil
  }
}
