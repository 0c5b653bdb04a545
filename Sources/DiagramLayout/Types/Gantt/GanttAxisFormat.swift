import RenderSupport

/// A Gantt `axisFormat`: the d3-time-format directives Mermaid passes to `d3.timeFormat`,
/// applied in UTC with English names.
///
/// `%a %A %b %B %d %e %H %I %j %L %m %M %p %S %s %u %w %y %Y %%`, with d3's padding
/// modifiers `%-d` (none), `%_d` (space) and `%0d` (zero). Unknown directives print as
/// written.
struct GanttAxisFormat: Equatable, Sendable {
  let text: String

  static let standard = GanttAxisFormat(text: "%Y-%m-%d")

  func format(_ time: Int64) -> String {
    let parts = CalendarDate.components(of: time)
    let date = parts.date
    let day = CalendarDate.day(of: time)
    var result = ""
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "%" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      guard var directive = scalars.next() else {
        result += "%"
        break
      }
      var pad: Character? = nil
      var explicitPad = false
      if directive == "-" || directive == "_" || directive == "0" {
        explicitPad = true
        pad = directive == "-" ? nil : (directive == "_" ? " " : "0")
        guard let next = scalars.next() else { break }
        directive = next
      }
      func number(_ value: Int, width: Int, defaultPad: Character? = "0") -> String {
        let digits = String(abs(value))
        let fill = explicitPad ? pad : defaultPad
        let padding =
          fill.map { String(repeating: $0, count: max(0, width - digits.count)) } ?? ""
        return (value < 0 ? "-" : "") + padding + digits
      }
      let weekday = CalendarDate.weekday(ofDay: day)
      switch directive {
      case "a": result += CalendarDate.weekdayNames[weekday].prefix(3)
      case "A": result += CalendarDate.weekdayNames[weekday]
      case "b", "h": result += CalendarDate.monthNames[date.month - 1].prefix(3)
      case "B": result += CalendarDate.monthNames[date.month - 1]
      case "d": result += number(date.day, width: 2)
      case "e": result += number(date.day, width: 2, defaultPad: " ")
      case "H": result += number(parts.hour, width: 2)
      case "I": result += number(parts.hour % 12 == 0 ? 12 : parts.hour % 12, width: 2)
      case "j": result += number(date.dayOfYear, width: 3)
      case "L": result += number(parts.millisecond, width: 3)
      case "m": result += number(date.month, width: 2)
      case "M": result += number(parts.minute, width: 2)
      case "p": result += parts.hour < 12 ? "AM" : "PM"
      case "S": result += number(parts.second, width: 2)
      case "s": result += String(time >= 0 ? time / 1000 : -((-time + 999) / 1000))
      case "u": result += String(weekday == 0 ? 7 : weekday)
      case "w": result += String(weekday)
      case "y": result += number(((date.year % 100) + 100) % 100, width: 2)
      case "Y": result += number(date.year, width: 4)
      case "%": result += "%"
      default:
        result += "%"
        result.unicodeScalars.append(directive)
      }
    }
    return result
  }
}
