import RenderSupport

/// Reads the items of one radar line (ids, `["labels"]`, numbers, punctuation), each error at
/// its column. Positions past a line break of a joined curve fall on the curve's first line.
struct RadarScanner {
  private let scalars: [Unicode.Scalar]
  private let start: SourcePosition
  private var index = 0

  init(_ text: String, start: SourcePosition) {
    scalars = Array(text.unicodeScalars)
    self.start = start
  }

  /// The position of the next unread scalar.
  var here: SourcePosition {
    SourcePosition(line: start.line, column: start.column + index)
  }

  /// Whether only blanks are left.
  var atEnd: Bool {
    var probe = self
    probe.skipBlanks()
    return probe.index >= probe.scalars.count
  }

  mutating func skipBlanks() {
    while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
  }

  /// An id (a letter or `_`, then letters, digits, `_`, `-`, `.`), nil when none is next.
  mutating func identifier() -> String? {
    skipBlanks()
    guard index < scalars.count, Self.startsIdentifier(scalars[index]) else { return nil }
    var result = String.UnicodeScalarView()
    while index < scalars.count, Self.continuesIdentifier(scalars[index]) {
      result.append(scalars[index])
      index += 1
    }
    return String(result)
  }

  /// One of `words`, or an error naming them at the word found.
  mutating func word(among words: [String]) throws(DiagramError) -> String {
    skipBlanks()
    let before = self
    guard let word = identifier(), words.contains(word) else {
      throw before.unexpected(words.dropLast().joined(separator: ", ") + " or " + words.last!)
    }
    return word
  }

  /// `id` or `id["label"]`, with where the id starts.
  mutating func named() throws(DiagramError) -> (String, String?, SourcePosition) {
    skipBlanks()
    let position = here
    guard let id = identifier() else { throw unexpected("a name") }
    guard skip("[") else { return (id, nil, position) }
    skipBlanks()
    let label = try string()
    try expect("]")
    return (id, label, position)
  }

  /// A `"…"` string.
  mutating func string() throws(DiagramError) -> String {
    skipBlanks()
    let opening = here
    guard index < scalars.count, scalars[index] == "\"" else { throw unexpected("a quoted label") }
    index += 1
    var result = String.UnicodeScalarView()
    while index < scalars.count, scalars[index] != "\"" {
      result.append(scalars[index])
      index += 1
    }
    guard index < scalars.count else {
      throw DiagramError(.syntax, "the label opened here is not closed with '\"'", at: opening)
    }
    index += 1
    return String(result)
  }

  /// A number (`42`, `-3.5`).
  mutating func number() throws(DiagramError) -> Double {
    skipBlanks()
    let begin = index
    while index < scalars.count,
      ("0"..."9").contains(scalars[index]) || [".", "-", "+"].contains(scalars[index])
    {
      index += 1
    }
    let text = String(String.UnicodeScalarView(scalars[begin..<index]))
    guard let value = ChartNumber.parse(text) else {
      index = begin
      throw unexpected("a number")
    }
    return value
  }

  /// Consumes `scalar` after blanks if it is next.
  mutating func skip(_ scalar: Unicode.Scalar) -> Bool {
    skipBlanks()
    guard index < scalars.count, scalars[index] == scalar else { return false }
    index += 1
    return true
  }

  /// Consumes `scalar` after blanks, or throws.
  mutating func expect(_ scalar: Unicode.Scalar) throws(DiagramError) {
    guard skip(scalar) else { throw unexpected("'\(scalar)'") }
  }

  /// Consumes a `,` and says so; false at the end (or before `closing`); else throws.
  mutating func comma(closing: Unicode.Scalar? = nil) throws(DiagramError) -> Bool {
    if skip(",") { return true }
    skipBlanks()
    if index >= scalars.count { return false }
    if let closing, scalars[index] == closing { return false }
    throw unexpected("',' or the end of the line")
  }

  /// "expected WHAT, found …" at the next unread scalar.
  func unexpected(_ what: String) -> DiagramError {
    var probe = self
    probe.skipBlanks()
    let rest = String(String.UnicodeScalarView(probe.scalars[probe.index...]))
    return DiagramError(
      .syntax, "expected \(what), found \(DiagramError.quoted(rest))", at: probe.here)
  }

  static func startsIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic
  }

  static func continuesIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    startsIdentifier(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "."
  }
}
