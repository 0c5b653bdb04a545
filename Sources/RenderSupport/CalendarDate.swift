/// Proleptic Gregorian calendar arithmetic in UTC, written out so output never depends on the
/// machine's time zone, locale or calendar settings: the one civil-date implementation (Gantt
/// charts' schedules and axes, transcripts' timestamps).
///
/// Day numbers count from 1970-01-01 (day 0); the conversions are Howard Hinnant's
/// `days_from_civil` / `civil_from_days` ("chrono-Compatible Low-Level Date Algorithms"),
/// exact for every year in `±1,000,000`. Times are milliseconds since 1970-01-01T00:00Z.
package struct CalendarDate: Equatable, Hashable, Sendable {
  package var year: Int
  /// 1…12.
  package var month: Int
  /// 1…31.
  package var day: Int

  package static let millisecondsPerDay: Int64 = 86_400_000
  /// Years beyond this are refused, so every time fits comfortably in `Int64` milliseconds.
  package static let yearRange = -100_000...100_000

  package init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Whether the fields name a real date in the supported range (no 30 February).
  package var isValid: Bool {
    Self.yearRange.contains(year) && (1...12).contains(month)
      && (1...Self.daysInMonth(year: year, month: month)).contains(day)
  }

  package static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  package static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01.
  package var dayNumber: Int64 {
    let y = Int64(month <= 2 ? year - 1 : year)
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let m = Int64(month)
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of day number `days`.
  package init(dayNumber days: Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let d = dayOfYear - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    let y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0)
    self.init(year: Int(y), month: Int(m), day: Int(d))
  }

  /// 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
  package static func weekday(ofDay days: Int64) -> Int {
    Int(((days % 7) + 7 + 4) % 7)
  }

  /// The day number of a time (floor division: times before 1970 work too).
  package static func day(of time: Int64) -> Int64 {
    time >= 0 ? time / millisecondsPerDay : -((-time - 1) / millisecondsPerDay) - 1
  }

  /// `time` plus `months` calendar months, the day clamped to the new month's length (as
  /// Day.js does: 31 January + 1 month is 28 or 29 February).
  package static func addingMonths(_ months: Int, to time: Int64) -> Int64 {
    let day = Self.day(of: time)
    let within = time - day * millisecondsPerDay
    let date = CalendarDate(dayNumber: day)
    let total = date.year * 12 + (date.month - 1) + months
    let year = total >= 0 ? total / 12 : -((-total - 1) / 12) - 1
    let month = total - year * 12 + 1
    let clamped = min(date.day, daysInMonth(year: year, month: month))
    return CalendarDate(year: year, month: month, day: clamped).dayNumber * millisecondsPerDay
      + within
  }

  /// The fields of a time: date, hour, minute, second, millisecond.
  package static func components(of time: Int64) -> (
    date: CalendarDate, hour: Int, minute: Int, second: Int, millisecond: Int
  ) {
    let day = Self.day(of: time)
    let within = Int(time - day * millisecondsPerDay)
    return (
      CalendarDate(dayNumber: day), within / 3_600_000, within / 60_000 % 60,
      within / 1000 % 60, within % 1000
    )
  }

  /// 1-based day of the year.
  package var dayOfYear: Int {
    Int(dayNumber - CalendarDate(year: year, month: 1, day: 1).dayNumber) + 1
  }
}
