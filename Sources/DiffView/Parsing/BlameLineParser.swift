import RenderSupport

/// Reads one line of git-blame(1)'s human-readable output, in each of its forms:
/// `HASH [PATH] [ORIG] (AUTHOR DATE N) text` (the default; `-f` and renames add the path,
/// `-n` the original number, `-e` puts the e-mail for the author, `-l` the full hash, `-b`
/// blanks a boundary commit's hash, `-t` and `--date` change the date), `-s`'s
/// `HASH [PATH] [ORIG] N) text`, and `-c`'s `HASH\t(AUTHOR\tDATE\tN)text`.
///
/// Where the first line decides what the whole input is, only a date blame writes proves a
/// line is blame's (`strict`); once reading blame, a date in any other `--date` format is
/// kept as written.
package enum BlameLineParser {
  /// The path the line names (`nil`: none) and the line; `nil` when `line` is no blame line.
  package static func parse(_ line: String, strict: Bool) -> (
    path: String?, line: SourceListing.Line
  )? {
    let bytes = Array(line.utf8)
    var index = 0
    if bytes.first == UInt8(ascii: "^") { index = 1 }
    while index < bytes.count, isHex(bytes[index]) { index += 1 }
    let hashLength = index - (bytes.first == UInt8(ascii: "^") ? 1 : 0)
    if index == 0 {
      // `-b`: a boundary commit's hash is blanked to spaces of its width.
      while index < bytes.count, bytes[index] == 0x20 { index += 1 }
      guard index >= 7, index < bytes.count else { return nil }
      if let found = annotated(bytes, from: index, commit: "", strict: strict) { return found }
      // `-b -s`: only within blame's output, where the first line proved what it is.
      return strict ? nil : suppressed(bytes, from: index, commit: "")
    }
    guard hashLength >= 4, index < bytes.count else { return nil }
    let commit = String(decoding: bytes[0..<index], as: UTF8.self)
    if bytes[index] == 0x09 {
      return compatible(bytes, from: index + 1, commit: commit)
    }
    guard bytes[index] == 0x20 else { return nil }
    let rest = index + 1
    if let found = annotated(bytes, from: rest, commit: commit, strict: strict) { return found }
    // `-s`: no author and no date, so only a hash of git's usual length (7 or more) counts.
    guard hashLength >= 7 else { return nil }
    return suppressed(bytes, from: rest, commit: commit)
  }

  /// `[PATH] [ORIG] (AUTHOR DATE N) text` from `start`.
  private static func annotated(
    _ bytes: [UInt8], from start: Int, commit: String, strict: Bool
  ) -> (path: String?, line: SourceListing.Line)? {
    guard let open = bytes[start...].firstIndex(of: UInt8(ascii: "(")),
      let (digitsStart, close) = finalNumber(bytes, from: open + 1)
    else { return nil }
    let meta = trimmed(bytes[(open + 1)..<digitsStart])
    guard let (author, date) = authorAndDate(meta, strict: strict) else { return nil }
    return made(
      bytes, commit: commit, between: bytes[start..<open], number: (digitsStart, close),
      author: author, date: date, skipSpace: true)
  }

  /// `-s`: `[PATH] [ORIG] N) text` from `start`.
  private static func suppressed(_ bytes: [UInt8], from start: Int, commit: String) -> (
    path: String?, line: SourceListing.Line
  )? {
    guard let (digitsStart, close) = finalNumber(bytes, from: start) else { return nil }
    let between = bytes[start..<digitsStart]
    // At most a path and a number before the line's number.
    guard trimmed(between).split(separator: 0x20).count <= 2 else { return nil }
    return made(
      bytes, commit: commit, between: between, number: (digitsStart, close), author: "",
      date: "", skipSpace: true)
  }

  /// `-c` (git annotate's form) after the hash's tab: `(  AUTHOR\tDATE\tN)text`.
  private static func compatible(_ bytes: [UInt8], from start: Int, commit: String) -> (
    path: String?, line: SourceListing.Line
  )? {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "(") else { return nil }
    let fields = bytes[(start + 1)...].split(
      separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
    guard fields.count == 3, let close = fields[2].firstIndex(of: UInt8(ascii: ")")),
      close > fields[2].startIndex,
      fields[2][..<close].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return nil }
    let date = dateText(trimmed(fields[1])) ?? String(decoding: trimmed(fields[1]), as: UTF8.self)
    return made(
      bytes, commit: commit, between: [][...], number: (fields[2].startIndex, close),
      author: String(decoding: trimmed(fields[0]), as: UTF8.self), date: date, skipSpace: false)
  }

  /// The line from its parts: `between` (the hash's end to the parenthesis) holds the path
  /// and the original number.
  private static func made(
    _ bytes: [UInt8], commit: String, between: ArraySlice<UInt8>, number: (Int, Int),
    author: String, date: String, skipSpace: Bool
  ) -> (path: String?, line: SourceListing.Line)? {
    guard let final = Int(String(decoding: bytes[number.0..<number.1], as: UTF8.self)) else {
      return nil
    }
    var textStart = number.1 + 1
    if skipSpace, textStart < bytes.count, bytes[textStart] == 0x20 { textStart += 1 }
    var path: String?
    var original: Int?
    let words = trimmed(between)
    if !words.isEmpty {
      // `-n`'s number comes last; a path may hold spaces, so it is everything before.
      let last = words.lastIndex(of: 0x20).map { words.index(after: $0) } ?? words.startIndex
      if words[last...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
        original = Int(String(decoding: words[last...], as: UTF8.self))
        let head = trimmed(words[..<last])
        if !head.isEmpty { path = String(decoding: head, as: UTF8.self) }
      } else {
        path = String(decoding: words, as: UTF8.self)
      }
    }
    var parsed = SourceListing.Line(
      number: final, text: String(decoding: bytes[min(textStart, bytes.count)...], as: UTF8.self))
    parsed.blame = SourceListing.BlameInfo(
      commit: commit, author: author, date: date, originalLine: original)
    return (path, parsed)
  }

  /// The first ` N)` from `start`: where its digits start and the parenthesis.
  private static func finalNumber(_ bytes: [UInt8], from start: Int) -> (Int, Int)? {
    var index = start
    while let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) {
      var digits = close
      while digits > start, bytes[digits - 1] >= 0x30, bytes[digits - 1] <= 0x39 { digits -= 1 }
      if digits < close,
        digits == start || bytes[digits - 1] == 0x20 || bytes[digits - 1] == 0x09
      {
        return (digits, close)
      }
      index = close + 1
    }
    return nil
  }

  /// The author and the date of `AUTHOR DATE`: the date is the first place from which the
  /// rest reads as one of blame's dates.
  private static func authorAndDate(_ meta: ArraySlice<UInt8>, strict: Bool) -> (
    String, String
  )? {
    var index = meta.startIndex
    while index < meta.endIndex {
      if index == meta.startIndex || meta[index - 1] == 0x20,
        let date = dateText(meta[index...])
      {
        return (String(decoding: trimmed(meta[..<index]), as: UTF8.self), date)
      }
      index += 1
    }
    guard !strict, !meta.isEmpty else { return nil }
    // A `--date=format:…` of the user's own: the author and the date stay together.
    return (String(decoding: meta, as: UTF8.self), "")
  }

  /// `text` as the date blame wrote: `YYYY-MM-DD` for the ISO forms and `-t`'s timestamp,
  /// as written for a relative or an RFC 2822 date; nil when it is none of them.
  static func dateText(_ text: ArraySlice<UInt8>) -> String? {
    let string = String(decoding: text, as: UTF8.self)
    let words = string.split(separator: " ")
    guard let first = words.first else { return nil }
    if matches(first, "0000-00-00") {
      // `iso`: then the time and the zone; `short`: alone.
      if words.count == 1 || (words.count == 3 && matches(words[1], "00:00:00") && isZone(words[2]))
      {
        return String(first)
      }
      return nil
    }
    if first.count >= 20, matches(first.prefix(19), "0000-00-00T00:00:00"), words.count == 1 {
      return String(first.prefix(10))  // `iso-strict`
    }
    if words.count == 2, first.count <= 12, let seconds = Int64(first), isZone(words[1]),
      let zone = Int(words[1].dropFirst())
    {
      // `-t`: seconds since the epoch and the zone, as porcelain gives them.
      let sign: Int64 = words[1].hasPrefix("-") ? -1 : 1
      let offset = sign * Int64(zone / 100 * 3600 + zone % 100 * 60)
      return calendarDay(milliseconds: (seconds + offset) * 1000)
    }
    if words.last == "ago" || string.hasSuffix("in the future"),
      words.count >= 3, Int(words[0]) != nil
    {
      return words.joined(separator: " ")  // `relative`
    }
    let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    if weekdays.contains(String(first.prefix(3))), first.count <= 4, words.count >= 4,
      words.contains(where: { matches($0, "00:00:00") })
    {
      return words.joined(separator: " ")  // `rfc`, `default`
    }
    return nil
  }

  /// `YYYY-MM-DD` of a time in milliseconds since the epoch.
  static func calendarDay(milliseconds: Int64) -> String? {
    guard abs(milliseconds) < 1 << 50 else { return nil }
    let date = CalendarDate.components(of: milliseconds).date
    func pad(_ value: Int, _ width: Int) -> String {
      let text = String(value)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
  }

  /// Whether `text` has `pattern`'s shape, `0` standing for any digit.
  private static func matches(_ text: Substring, _ pattern: String) -> Bool {
    guard text.utf8.count == pattern.utf8.count else { return false }
    for (byte, expected) in zip(text.utf8, pattern.utf8) {
      if expected == 0x30 {
        guard byte >= 0x30 && byte <= 0x39 else { return false }
      } else if byte != expected {
        return false
      }
    }
    return true
  }

  /// `+ZZZZ` or `-ZZZZ`.
  private static func isZone(_ text: Substring) -> Bool {
    text.utf8.count == 5 && (text.hasPrefix("+") || text.hasPrefix("-"))
      && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let first = slice.first, first == 0x20 || first == 0x09 { slice.removeFirst() }
    while let last = slice.last, last == 0x20 || last == 0x09 { slice.removeLast() }
    return slice
  }
}
