import Foundation
import RenderSupport

/// An ISO 8601 / RFC 3339 instant (`2025-05-26T07:27:40.079Z`, `…+02:00`), parsed by hand so
/// ordering and display are deterministic and independent of the machine's locale and zone.
package struct ISOTimestamp: Comparable, Sendable {
  /// Seconds since 1970-01-01T00:00:00Z, with the fraction.
  package var secondsSinceEpoch: Double
  /// Whether the text named its zone (`Z`, `+02:00`). A time without one (Aider's session
  /// start, the local time of the machine that recorded it) is read as if UTC for ordering and
  /// durations, but shown as written, never labelled or converted.
  package var hasZone = true

  /// Parses `text`, or returns `nil` when it is not a full date-time (a bare date is midnight
  /// UTC).
  package init?(_ text: String) {
    let bytes = Array(text.utf8)
    var index = 0
    func number(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      index += count
      return value
    }
    func expect(_ character: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == character else { return false }
      index += 1
      return true
    }
    guard let year = number(4), expect(0x2D), let month = number(2), expect(0x2D),
      let day = number(2), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var seconds = Double(CalendarDate(year: year, month: month, day: day).dayNumber) * 86400
    if index == bytes.count {
      secondsSinceEpoch = seconds
      return
    }
    guard index < bytes.count, bytes[index] == 0x54 || bytes[index] == 0x74 || bytes[index] == 0x20
    else { return nil }
    index += 1
    guard let hour = number(2), expect(0x3A), let minute = number(2), hour < 24, minute < 60
    else { return nil }
    var second = 0.0
    if expect(0x3A) {
      guard let whole = number(2), whole <= 60 else { return nil }
      second = Double(whole)
      if expect(0x2E) {
        var scale = 0.1
        let start = index
        while index < bytes.count, (48...57).contains(bytes[index]) {
          second += Double(bytes[index] - 48) * scale
          scale /= 10
          index += 1
        }
        guard index > start else { return nil }
      }
    }
    seconds += Double(hour * 3600 + minute * 60) + second
    if expect(0x5A) || expect(0x7A) {
      // UTC.
    } else if index == bytes.count {
      hasZone = false
    } else if bytes[index] == 0x2B || bytes[index] == 0x2D {
      let sign = bytes[index] == 0x2B ? 1.0 : -1.0
      index += 1
      guard let offsetHours = number(2) else { return nil }
      _ = expect(0x3A)
      let offsetMinutes = number(2) ?? 0
      seconds -= sign * Double(offsetHours * 3600 + offsetMinutes * 60)
    }
    guard index == bytes.count else { return nil }
    secondsSinceEpoch = seconds
  }

  package static func < (lhs: ISOTimestamp, rhs: ISOTimestamp) -> Bool {
    lhs.secondsSinceEpoch < rhs.secondsSinceEpoch
  }

  /// `YYYY-MM-DD HH:MM UTC`.
  package var displayText: String { displayText(localTime: false) }

  /// `YYYY-MM-DD HH:MM UTC`, or with `localTime` the time in the machine's zone
  /// (`YYYY-MM-DD HH:MM +02:00`, the offset of that instant, so summer time is right).
  package func displayText(localTime: Bool) -> String {
    guard hasZone else { return text(offset: 0, label: Self.recordingZoneLabel) }
    guard localTime, abs(secondsSinceEpoch) < 1e12 else { return text(offset: 0, label: "UTC") }
    let offset = TimeZone.current.secondsFromGMT(
      for: Date(timeIntervalSince1970: secondsSinceEpoch))
    let sign = offset < 0 ? "-" : "+"
    let minutes = abs(offset) / 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return text(offset: offset, label: "\(sign)\(two(minutes / 60)):\(two(minutes % 60))")
  }

  /// What a time without a zone is labelled with: the zone is unknown, so it is not UTC.
  package static let recordingZoneLabel = "(local time of the recording)"

  private func text(offset: Int, label: String) -> String {
    let whole = Int(secondsSinceEpoch.rounded(.down)) + offset
    let days = whole >= 0 ? whole / 86400 : (whole - 86399) / 86400
    let rest = whole - days * 86400
    let date = CalendarDate(dayNumber: Int64(days))
    let (year, month, day) = (date.year, date.month, date.day)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day)) \(two(rest / 3600)):\(two(rest % 3600 / 60)) \(label)"
  }
}
