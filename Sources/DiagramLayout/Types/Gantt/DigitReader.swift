import RenderSupport

/// Reads the fields of a date string for `GanttDateFormat`: fixed-width numbers, names,
/// signs and offsets, never more than the field allows.
struct DigitReader {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

  var atEnd: Bool { index == scalars.count }

  mutating func consume(_ literal: String) -> Bool {
    for scalar in literal.unicodeScalars {
      guard index < scalars.count, scalars[index] == scalar else { return false }
      index += 1
    }
    return true
  }

  static func digit(_ scalar: Unicode.Scalar) -> Int? {
    ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
  }

  /// Between `width.lowerBound` and `width.upperBound` digits (as many as there are).
  mutating func number(_ width: ClosedRange<Int>) -> Int? {
    var value = 0
    var count = 0
    while count < width.upperBound, index < scalars.count,
      let digit = Self.digit(scalars[index])
    {
      value = value * 10 + digit
      count += 1
      index += 1
    }
    return count >= width.lowerBound ? value : nil
  }

  /// An optionally signed number of `digits` digits.
  mutating func sign(digits: ClosedRange<Int>) -> Int? {
    var negative = false
    if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" {
      negative = scalars[index] == "-"
      index += 1
    }
    guard let value = number(digits) else { return nil }
    return negative ? -value : value
  }

  /// A signed integer of at most 16 digits.
  mutating func signedInteger() -> Int64? {
    guard let value = sign(digits: 1...16) else { return nil }
    return Int64(value)
  }

  /// The index of the (English) name that comes next, full or its first three letters.
  mutating func name(_ names: [String], short: Bool) -> Int? {
    for (offset, name) in names.enumerated() {
      let wanted = short ? String(name.prefix(3)) : name
      let count = wanted.unicodeScalars.count
      guard index + count <= scalars.count else { continue }
      let text = String(unicodeScalars: scalars[index..<(index + count)])
      if text.lowercased() == wanted.lowercased() {
        index += count
        return offset
      }
    }
    return nil
  }

  /// `st`, `nd`, `rd` or `th`, whichever English uses after `value`.
  mutating func ordinalSuffix(_ value: Int) -> Bool {
    let suffix: String
    switch (value % 10, value % 100) {
    case (1, let tens) where tens != 11: suffix = "st"
    case (2, let tens) where tens != 12: suffix = "nd"
    case (3, let tens) where tens != 13: suffix = "rd"
    default: suffix = "th"
    }
    return consume(suffix)
  }

  /// `AM`/`PM` in any case: true for PM.
  mutating func meridiem() -> Bool? {
    guard index + 2 <= scalars.count else { return nil }
    let text = String(unicodeScalars: scalars[index..<(index + 2)]).lowercased()
    guard text == "am" || text == "pm" else { return nil }
    index += 2
    return text == "pm"
  }

  /// `Z`, or `+HH:MM` (`+HHMM` when `colon` is false), as minutes east of UTC.
  mutating func offset(colon: Bool) -> Int? {
    if consume("Z") { return 0 }
    guard index < scalars.count, scalars[index] == "+" || scalars[index] == "-" else {
      return nil
    }
    let negative = scalars[index] == "-"
    index += 1
    guard let hours = number(2...2), hours <= 14 else { return nil }
    if colon { _ = consume(":") }
    guard let minutes = number(2...2), minutes < 60 else { return nil }
    return (negative ? -1 : 1) * (hours * 60 + minutes)
  }
}
