/// Parses the line numbers a file-reading tool puts before each line (`cat -n`: the number
/// right-aligned, then a tab; Claude Code's `Read`: the number, then `→`).
enum NumberedLines {
  /// The numbered lines at the start of `text`, and what follows them (a notice the tool
  /// appended); with no numbered first line, no lines and all of `text`.
  static func parse(_ text: String) -> (lines: [(number: Int, text: String)], rest: String) {
    var lines: [(number: Int, text: String)] = []
    var index = text.startIndex
    while index < text.endIndex {
      let end = text[index...].firstIndex(of: "\n") ?? text.endIndex
      guard let line = numbered(text[index..<end]) else { break }
      // Numbers go up by one: anything else is not a numbered listing.
      if let last = lines.last, line.number != last.number + 1 { break }
      lines.append(line)
      index = end == text.endIndex ? end : text.index(after: end)
    }
    return (lines, String(text[index...]))
  }

  private static func numbered(_ line: Substring) -> (number: Int, text: String)? {
    let body = line.drop { $0 == " " }
    let digits = body.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 12, let number = Int(digits) else { return nil }
    let after = body.dropFirst(digits.count)
    guard let separator = after.first, separator == "\t" || separator == "→" else { return nil }
    var text = after.dropFirst()
    if text.hasSuffix("\r") { text = text.dropLast() }
    return (number, String(text))
  }
}
