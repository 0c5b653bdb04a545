import RenderSupport

/// A task length (`3d`, `24h`, `1.5w`, `2M`, `100ms`) or a `tickInterval` (`1week`).
///
/// Fixed units are exact milliseconds; months and years are calendar steps (Day.js `add`),
/// so `1M` from 31 January ends on the last day of February.
struct GanttDuration: Equatable, Sendable {
  enum Unit: Equatable, Sendable {
    case millisecond, second, minute, hour, day, week, month, year

    var milliseconds: Int64? {
      switch self {
      case .millisecond: 1
      case .second: 1000
      case .minute: 60_000
      case .hour: 3_600_000
      case .day: 86_400_000
      case .week: 604_800_000
      case .month, .year: nil
      }
    }
  }

  var amount: Double
  var unit: Unit

  /// The most of any unit a duration may have (a million years is plenty and keeps the sums
  /// exact in `Int64`).
  static let maximumAmount = 1_000_000.0

  /// A task duration: a number (decimals allowed) and `ms s m h d w M y`.
  static func parseTask(_ text: String) -> GanttDuration? {
    let units: [(String, Unit)] = [
      ("ms", .millisecond), ("s", .second), ("m", .minute), ("h", .hour), ("d", .day),
      ("w", .week), ("M", .month), ("y", .year),
    ]
    for (suffix, unit) in units where text.hasSuffix(suffix) {
      let number = text.dropLast(suffix.count)
      guard !number.hasPrefix("-"), !number.hasPrefix("+"), let amount = ChartNumber.parse(number),
        amount <= maximumAmount
      else { continue }
      return GanttDuration(amount: amount, unit: unit)
    }
    return nil
  }

  /// A `tickInterval`: a whole number from 1 and a unit word (Mermaid's
  /// `^([1-9][0-9]*)(millisecond|second|minute|hour|day|week|month)$`).
  static func parseInterval(_ text: String) -> GanttDuration? {
    let words: [(String, Unit)] = [
      ("millisecond", .millisecond), ("second", .second), ("minute", .minute),
      ("hour", .hour), ("day", .day), ("week", .week), ("month", .month),
    ]
    for (word, unit) in words where text.hasSuffix(word) {
      let number = text.dropLast(word.count)
      guard let first = number.first, first != "0", number.count <= 6,
        number.allSatisfy({ $0.isASCII && $0.isNumber }), let amount = Double(number)
      else { continue }
      return GanttDuration(amount: amount, unit: unit)
    }
    return nil
  }

  /// `time` moved forward by the duration.
  func added(to time: Int64) -> Int64 {
    if let step = unit.milliseconds { return time + Int64((amount * Double(step)).rounded()) }
    let months = unit == .year ? 12 : 1
    let whole = Int(amount.rounded(.down))
    var result = CalendarDate.addingMonths(whole * months, to: time)
    let fraction = amount - Double(whole)
    if fraction > 0 {
      // Day.js rounds fractional months and years to whole ones: keep that.
      result = CalendarDate.addingMonths(Int((fraction * Double(months)).rounded()), to: result)
    }
    return result
  }
}
