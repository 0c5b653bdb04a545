import RenderSupport

/// A Gantt `dateFormat`: the Day.js parse tokens Mermaid documents, matched strictly (as
/// Mermaid's `dayjs(text, format, true)`: every field at its width, the whole text used).
///
/// Tokens: `YYYY YY Q M MM MMM MMMM D DD Do H HH h hh A a m mm s ss S SS SSS Z ZZ X x`, text
/// in `[…]` and any other character literal. Times are UTC; a `Z`/`ZZ` offset is applied. A
/// format without a date part (`HH:mm`) puts times on 1970-01-01, where Mermaid uses the
/// viewer's today: that would make the drawing depend on when it is drawn.
struct GanttDateFormat: Equatable, Sendable {
  enum Token: Equatable, Sendable {
    case literal(String)
    case year4, year2, quarter, month1, month2, monthShort, monthLong
    case day1, day2, dayOrdinal, hour1, hour2, hour12a, hour12b, meridiem, meridiemLower
    case minute1, minute2, second1, second2, fraction1, fraction2, fraction3
    case offset, offsetCompact, unixSeconds, unixMilliseconds
  }

  let tokens: [Token]
  let text: String

  static let standard = GanttDateFormat("YYYY-MM-DD")

  init(_ format: String) {
    text = format
    var tokens: [Token] = []
    let scalars = Array(format.unicodeScalars)
    var index = 0
    let table: [(String, Token)] = [
      ("YYYY", .year4), ("MMMM", .monthLong), ("SSS", .fraction3), ("MMM", .monthShort),
      ("YY", .year2), ("MM", .month2), ("DD", .day2), ("Do", .dayOrdinal), ("HH", .hour2),
      ("hh", .hour12b), ("mm", .minute2), ("ss", .second2), ("SS", .fraction2),
      ("ZZ", .offsetCompact), ("Q", .quarter), ("M", .month1), ("D", .day1), ("H", .hour1),
      ("h", .hour12a), ("A", .meridiem), ("a", .meridiemLower), ("m", .minute1),
      ("s", .second1), ("S", .fraction1), ("Z", .offset), ("X", .unixSeconds),
      ("x", .unixMilliseconds),
    ]
    scan: while index < scalars.count {
      if scalars[index] == "[",
        let close = scalars[index...].firstIndex(of: "]")
      {
        tokens.append(.literal(String(unicodeScalars: scalars[(index + 1)..<close])))
        index = close + 1
        continue
      }
      for (name, token) in table {
        let name = Array(name.unicodeScalars)
        if index + name.count <= scalars.count,
          Array(scalars[index..<(index + name.count)]) == name
        {
          tokens.append(token)
          index += name.count
          continue scan
        }
      }
      tokens.append(.literal(String(scalars[index])))
      index += 1
    }
    self.tokens = tokens
  }

  /// The time `text` names, or nil when it matches the format neither exactly nor with the
  /// two-digit fields written short (`2019-09-1` for `YYYY-MM-DD`): Mermaid hands a date
  /// its strict Day.js parse refuses to JavaScript's `Date`, which takes unpadded fields.
  func parse(_ text: String) -> Int64? {
    parse(text, lenient: false) ?? parse(text, lenient: true)
  }

  /// `parse`, with `lenient` letting every two-digit field have one digit.
  private func parse(_ text: String, lenient: Bool) -> Int64? {
    let two = lenient ? 1...2 : 2...2
    var reader = DigitReader(Array(text.unicodeScalars))
    var year = 1970
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0
    var millisecond = 0
    var pm: Bool?
    var offsetMinutes = 0
    var unix: Int64?
    for token in tokens {
      switch token {
      case .literal(let literal):
        guard reader.consume(literal) else { return nil }
      case .year4:
        guard let value = reader.sign(digits: 4...4) else { return nil }
        year = value
      case .year2:
        // Day.js: two-digit years 00–68 are 2000–2068, 69–99 are 1969–1999.
        guard let value = reader.number(2...2) else { return nil }
        year = value + (value > 68 ? 1900 : 2000)
      case .quarter:
        guard let value = reader.number(1...1), (1...4).contains(value) else { return nil }
        month = (value - 1) * 3 + 1
      case .month1, .month2:
        guard let value = reader.number(token == .month1 ? 1...2 : two) else { return nil }
        month = value
      case .monthShort, .monthLong:
        guard let value = reader.name(CalendarDate.monthNames, short: token == .monthShort)
        else { return nil }
        month = value + 1
      case .day1, .day2:
        guard let value = reader.number(token == .day1 ? 1...2 : two) else { return nil }
        day = value
      case .dayOrdinal:
        guard let value = reader.number(1...2), reader.ordinalSuffix(value) else { return nil }
        day = value
      case .hour1, .hour2, .hour12a, .hour12b:
        let width = token == .hour1 || token == .hour12a ? 1...2 : two
        guard let value = reader.number(width) else { return nil }
        hour = value
      case .meridiem, .meridiemLower:
        guard let value = reader.meridiem() else { return nil }
        pm = value
      case .minute1, .minute2:
        guard let value = reader.number(token == .minute1 ? 1...2 : two) else { return nil }
        minute = value
      case .second1, .second2:
        guard let value = reader.number(token == .second1 ? 1...2 : two) else { return nil }
        second = value
      case .fraction1, .fraction2, .fraction3:
        let width = token == .fraction1 ? 1 : token == .fraction2 ? 2 : 3
        guard let value = reader.number(width...width) else { return nil }
        millisecond = value * (width == 1 ? 100 : width == 2 ? 10 : 1)
      case .offset, .offsetCompact:
        guard let value = reader.offset(colon: token == .offset) else { return nil }
        offsetMinutes = value
      case .unixSeconds, .unixMilliseconds:
        guard let value = reader.signedInteger(), abs(value) < 8_000_000_000_000 else {
          return nil
        }
        unix = token == .unixSeconds ? value * 1000 : value
      }
    }
    guard reader.atEnd else { return nil }
    if let unix { return unix }
    if let pm {
      guard (1...12).contains(hour) else { return nil }
      hour = hour % 12 + (pm ? 12 : 0)
    }
    let date = CalendarDate(year: year, month: month, day: day)
    guard date.isValid, hour < 24, minute < 60, second < 60 else { return nil }
    let within = Int64(((hour * 60 + minute) * 60 + second) * 1000 + millisecond)
    return date.dayNumber * CalendarDate.millisecondsPerDay + within
      - Int64(offsetMinutes) * 60_000
  }
}
