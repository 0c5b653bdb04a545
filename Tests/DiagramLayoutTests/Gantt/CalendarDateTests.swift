import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct CalendarDateTests {
  /// Foundation's Gregorian calendar in UTC is the independent oracle (the library itself
  /// never uses it: no machine zone or locale can leak in).
  static let oracle: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// From 1583 on (Foundation's calendar is Julian before the 1582 reform; ours proleptic).
  @Test func dayNumbersAgreeWithTheGregorianCalendar() {
    for day in stride(from: Int64(-141_000), through: 800_000, by: 997) {
      let date = CalendarDate(dayNumber: day)
      let parts = Self.oracle.dateComponents(
        [.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(day) * 86_400))
      #expect(date.year == parts.year && date.month == parts.month && date.day == parts.day)
      #expect(CalendarDate.weekday(ofDay: day) == parts.weekday! - 1)
      #expect(date.dayNumber == day)
    }
  }

  @Test func prolepticDatesRepeatEvery400Years() {
    #expect(CalendarDate(year: 1, month: 1, day: 1).dayNumber == -719_162)
    #expect(CalendarDate(year: 0, month: 3, day: 1).dayNumber == -719_468)
    for year in [-2000, -401, 1, 1582, 1600] {
      let a = CalendarDate(year: year, month: 2, day: 28).dayNumber
      #expect(CalendarDate(year: year + 400, month: 2, day: 28).dayNumber - a == 146_097)
      #expect(CalendarDate(dayNumber: a) == CalendarDate(year: year, month: 2, day: 28))
    }
  }

  @Test func leapYearsAndMonthClamping() {
    #expect(CalendarDate(year: 2000, month: 2, day: 29).isValid)
    #expect(!CalendarDate(year: 1900, month: 2, day: 29).isValid)
    #expect(!CalendarDate(year: 2023, month: 4, day: 31).isValid)
    let jan31 = CalendarDate(year: 2024, month: 1, day: 31).dayNumber * 86_400_000
    let feb = CalendarDate.addingMonths(1, to: jan31)
    #expect(
      CalendarDate(dayNumber: CalendarDate.day(of: feb)) == .init(year: 2024, month: 2, day: 29))
    let back = CalendarDate.addingMonths(-13, to: jan31)
    #expect(
      CalendarDate(dayNumber: CalendarDate.day(of: back)) == .init(year: 2022, month: 12, day: 31))
    #expect(CalendarDate.day(of: -1) == -1)
  }

  /// Strict first; a date Day.js refuses only for an unpadded two-digit field is still read,
  /// as Mermaid's fallback to JavaScript's `Date` reads `2014-1-6`. Invalid dates stay nil.
  @Test func dateFormatsParseStrictly() {
    func time(_ format: String, _ text: String) -> Int64? { GanttDateFormat(format).parse(text) }
    let day = 86_400_000 as Int64
    let jan6 = CalendarDate(year: 2014, month: 1, day: 6).dayNumber * day
    #expect(time("YYYY-MM-DD", "2014-01-06") == jan6)
    #expect(time("YYYY-MM-DD", "2014-1-6") == jan6)
    #expect(time("YYYY-MM-DD", "2014-1-") == nil)
    #expect(time("YYYY-MM-DD", "2014-001-06") == nil)
    #expect(time("YYYY-MM-DD", "2014-02-30") == nil)
    #expect(time("DD/MM/YYYY", "06/01/2014") == jan6)
    #expect(time("D MMM YYYY", "6 Jan 2014") == jan6)
    #expect(time("MMMM Do, YYYY", "January 6th, 2014") == jan6)
    #expect(
      time("YYYY-MM-DDTHH:mm:ssZ", "2014-01-06T10:30:00+02:00") == jan6 + 8 * 3_600_000 + 1_800_000)
    let evening: Int64 = 17 * 3_600_000 + 49 * 60_000
    #expect(time("HH:mm", "17:49") == evening)
    #expect(time("h:mm a", "5:49 pm") == evening)
    #expect(time("X", "71") == 71_000)
    #expect(time("x", "-5") == -5)
    #expect(time("YYYY", "1900") == CalendarDate(year: 1900, month: 1, day: 1).dayNumber * day)
    #expect(
      time("YY-MM-DD", "69-01-01") == CalendarDate(year: 1969, month: 1, day: 1).dayNumber * day)
    #expect(
      time("[Q]Q YYYY", "Q3 2020") == CalendarDate(year: 2020, month: 7, day: 1).dayNumber * day)
  }

  @Test func axisFormatsAreUTCAndEnglish() {
    let time =
      CalendarDate(year: 2014, month: 1, day: 6).dayNumber * 86_400_000 + 17 * 3_600_000
      + 49 * 60_000 + 5_000
    #expect(GanttAxisFormat(text: "%Y-%m-%d").format(time) == "2014-01-06")
    #expect(
      GanttAxisFormat(text: "%a %e %b %y, %I:%M:%S %p").format(time) == "Mon  6 Jan 14, 05:49:05 PM"
    )
    #expect(
      GanttAxisFormat(text: "%A %-d %B (%j) %H%%").format(time) == "Monday 6 January (006) 17%")
    #expect(GanttAxisFormat(text: "%s %q").format(71_000) == "71 %q")
  }

  @Test func durations() {
    let threeDays: Int64 = 3 * 86_400_000
    #expect(GanttDuration.parseTask("3d")?.added(to: 0) == threeDays)
    #expect(GanttDuration.parseTask("1.5h")?.added(to: 0) == 5_400_000)
    #expect(GanttDuration.parseTask("100ms")?.added(to: 0) == 100)
    #expect(GanttDuration.parseTask("-3d") == nil)
    #expect(GanttDuration.parseTask("3x") == nil)
    #expect(GanttDuration.parseInterval("1week") == GanttDuration(amount: 1, unit: .week))
    #expect(GanttDuration.parseInterval("1decade") == nil)
    #expect(GanttDuration.parseInterval("0day") == nil)
  }
}
