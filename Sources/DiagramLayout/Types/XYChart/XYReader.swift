import RenderSupport

/// Reads the parts of one XY chart line: quoted or bare text, `[…]` lists, `a --> b` ranges.
struct XYReader {
  let line: ChartLine
  var index: String.Index

  init(line: ChartLine) {
    self.line = line
    index = line.content.startIndex
  }

  var source: String { line.content }
  var atEnd: Bool { index == source.endIndex }
  var peek: Character? { atEnd ? nil : source[index] }
  var position: SourcePosition { line.position(index) }
  var rest: String { String(source[index...]) }

  mutating func skipBlanks() {
    while let c = peek, c == " " || c == "\t" { index = source.index(after: index) }
  }

  mutating func skip(_ word: String) {
    index = source.index(index, offsetBy: word.count, limitedBy: source.endIndex) ?? source.endIndex
    skipBlanks()
  }

  /// A quoted string, or bare text to the end of the line; nil at the end.
  mutating func text() throws(DiagramError) -> String? {
    guard let c = peek else { return nil }
    if c == "\"" { return try quoted() }
    let value = String(source[index...]).trimmingCharacters()
    index = source.endIndex
    return value
  }

  mutating func quoted() throws(DiagramError) -> String {
    let open = position
    index = source.index(after: index)
    guard let close = source[index...].firstIndex(of: "\"") else {
      throw DiagramError(.syntax, "the quoted text is not closed", at: open)
    }
    let value = String(source[index..<close])
    index = source.index(after: close)
    skipBlanks()
    return value
  }

  /// An axis title: quoted text, or a bare word that is neither a list nor a number.
  mutating func axisTitle() throws(DiagramError) -> String? {
    guard let c = peek else { return nil }
    if c == "\"" { return try quoted() }
    if c == "[" { return nil }
    let word = source[index...].prefix { $0 != " " && $0 != "\t" && $0 != "[" }
    if ChartNumber.parse(word) != nil { return nil }
    index = word.endIndex
    skipBlanks()
    return String(word)
  }

  /// `[a, "b, c", 3]`: items with their positions.
  mutating func list() throws(DiagramError) -> [(text: String, position: SourcePosition)] {
    guard peek == "[" else {
      throw DiagramError(
        .syntax, "expected '[', found \(DiagramError.quoted(rest))", at: position)
    }
    let open = position
    index = source.index(after: index)
    var items: [(String, SourcePosition)] = []
    while true {
      skipBlanks()
      guard let c = peek else {
        throw DiagramError(.syntax, "the list opened here is not closed with ']'", at: open)
      }
      if c == "]", items.isEmpty {
        index = source.index(after: index)
        break
      }
      let at = position
      var item: String
      if c == "\"" {
        item = try quoted()
      } else {
        let bare = source[index...].prefix { $0 != "," && $0 != "]" }
        item = String(bare).trimmingCharacters()
        index = bare.endIndex
      }
      items.append((item, at))
      skipBlanks()
      if peek == "," {
        index = source.index(after: index)
        continue
      }
      if peek == "]" {
        index = source.index(after: index)
        break
      }
      throw DiagramError(.syntax, "expected ',' or ']' in the list", at: position)
    }
    skipBlanks()
    return items
  }

  /// `low --> high`.
  mutating func range() throws(DiagramError) -> (Double, Double) {
    let at = position
    let parts = rest.splitting(on: "-->")
    guard parts.count == 2, let low = ChartNumber.parse(parts[0].trimmingCharacters()),
      let high = ChartNumber.parse(parts[1].trimmingCharacters())
    else {
      throw DiagramError(
        .syntax, "expected a range (min --> max), found \(DiagramError.quoted(rest))", at: at)
    }
    index = source.endIndex
    return (low, high)
  }
}

extension String {
  /// The parts between occurrences of `separator` (Foundation-free).
  func splitting(on separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(self)
    while let range = rest.firstRange(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }
}
