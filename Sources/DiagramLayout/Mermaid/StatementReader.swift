import RenderSupport

/// Reads a class or state diagram body statement by statement: the part of Mermaid's
/// `classDiagram.jison` and `stateDiagram.jison` that the two grammars share.
///
/// Both are line-oriented: one statement a line, `%%` comments, `accTitle`, `accDescr` on one
/// line or as a `{ … }` block over several, `direction`, `classDef`, a statement that assigns a
/// class to ids (`class a,b name` in state diagrams, `cssClass "a,b" name` in class diagrams),
/// keywords read and ignored (`click`, `hide` …) and multi-line note bodies; what is left is each
/// diagram's own grammar, handed back as a `StatementLine`.
///
/// Pre: the body lines of a source, in order. Post: every line is read once — as one
/// `Statement`, as part of an `accDescr { … }` block, of a string left open over lines (when
/// `joinsOpenStrings`), or of a note body taken with `lines(until:)`; blank and comment lines
/// yield nothing; an `accDescr {` that no line closes is an error at the body's last line.
struct StatementReader {
  /// One statement, typed where both grammars read it alike.
  enum Statement {
    /// `accTitle: text`.
    case accessibleTitle(String)
    /// `accDescr: text`, or the lines of `accDescr { … }` joined with line breaks.
    case accessibleDescription(String)
    /// `direction TB|TD|BT|LR|RL`.
    case direction(FlowDirection)
    /// `classDef a,b fill:…`: the class names and their style.
    case classDefinition(names: [String], style: FlowStyle)
    /// The ids named and the class they get (`class a,b name`, `cssClass "a,b" name`).
    case classAssignment(ids: [String], name: String)
    /// A keyword the diagram reads and ignores, with the rest of its line.
    case ignored
    /// A statement of the diagram's own grammar, read from the line.
    case own(StatementLine)
  }

  /// The keywords of one grammar.
  struct Keywords {
    /// The keyword that assigns a class to ids (`class` or `cssClass`).
    let classAssignment: String
    /// Keywords read and ignored, with the rest of their line.
    let ignored: [String]
  }

  private let lines: [(number: Int, text: String)]
  private var next = 0
  let keywords: Keywords
  /// Whether a line whose `"…"` or `` `…` `` string is left open is joined with the lines up
  /// to the one that closes it (Mermaid's class grammar: its string states span lines).
  let joinsOpenStrings: Bool

  init(_ source: MermaidSource, keywords: Keywords, joinsOpenStrings: Bool = false) {
    lines = source.bodyLines
    self.keywords = keywords
    self.joinsOpenStrings = joinsOpenStrings
  }

  /// The next statement, or nil after the last line. With `recognizing` false (inside a class
  /// body) the line is the diagram's own, whatever it says, and no string is joined.
  mutating func next(recognizing: Bool = true) throws(DiagramError) -> Statement? {
    while next < lines.count {
      var (number, raw) = lines[next]
      next += 1
      if recognizing, joinsOpenStrings,
        let (joined, after) = Self.joinOpenString(raw, lines, from: next)
      {
        raw = joined
        next = after
      }
      guard var line = StatementLine(raw, line: number) else { continue }
      guard recognizing else { return .own(line) }
      if line.consumeWord("accDescr") {
        return .accessibleDescription(try description(&line))
      }
      return try Self.recognize(&line, keywords: keywords)
    }
    return nil
  }

  /// The trimmed raw lines up to the one that is `terminator` (any case), which is consumed
  /// too; nil when no line is (everything after is consumed: the caller reports where the
  /// construct opened).
  mutating func lines(until terminator: String) -> [String]? {
    var result: [String] = []
    while next < lines.count {
      let text = lines[next].text.trimmingCharacters()
      next += 1
      if text.lowercased() == terminator { return result }
      result.append(text)
    }
    return nil
  }

  /// The shared statement `line` holds, or `.own(line)` with nothing consumed.
  static func recognize(_ line: inout StatementLine, keywords: Keywords) throws(DiagramError)
    -> Statement
  {
    let position = line.position
    if line.consumeWord("direction") {
      let word = line.rest()
      guard let direction = FlowDirection(word: word) else {
        throw DiagramError(.syntax, "unknown direction \(DiagramError.quoted(word))", at: position)
      }
      return .direction(direction)
    }
    if line.consumeWord("accTitle") {
      line.skipBlanks()
      _ = line.consume(":")
      return .accessibleTitle(line.rest())
    }
    if line.consumeWord("classDef") {
      line.skipBlanks()
      let names = line.read { !StatementLine.isBlank($0) }
      let style = StyleParser.parse(line.rest())
      return .classDefinition(names: names.split(separator: ",").map(String.init), style: style)
    }
    if line.consumeWord(keywords.classAssignment) {
      line.skipBlanks()
      // `cssClass "a,b" name`: the ids quoted; otherwise the last word is the class and the
      // words before it are the ids (`class a, b name`).
      if let quoted = try line.quoted() {
        let name = line.rest()
        let ids = quoted.split(separator: ",").map { String($0).trimmingCharacters() }
        return .classAssignment(ids: ids, name: name)
      }
      let words = line.rest().split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let name = words.last, words.count >= 2 else { return .ignored }
      let ids = words.dropLast().joined().split(separator: ",").map(String.init)
      return .classAssignment(ids: ids, name: String(name))
    }
    for ignored in keywords.ignored where line.consumeWord(ignored) {
      _ = line.rest()
      return .ignored
    }
    return .own(line)
  }

  /// After `accDescr`: `: text`, `{ text }` or `{` ⏎ lines ⏎ `}`.
  private mutating func description(_ line: inout StatementLine) throws(DiagramError) -> String {
    line.skipBlanks()
    guard line.consume("{") else {
      _ = line.consume(":")
      return line.rest()
    }
    let rest = line.rest()
    if let close = rest.firstIndex(of: "}") {
      return String(rest[..<close]).trimmingCharacters()
    }
    var parts = rest.isEmpty ? [] : [rest]
    while next < lines.count {
      let raw = lines[next].text
      next += 1
      if let close = raw.firstIndex(of: "}") {
        parts.append(String(raw[..<close]).trimmingCharacters())
        return parts.filter { !$0.isEmpty }.joined(separator: "\n")
      }
      parts.append(raw.trimmingCharacters())
    }
    throw DiagramError(
      .syntax, "the accessible description is not closed with '}'",
      at: SourcePosition(line: lines.last?.number ?? 1, column: 1))
  }

  /// A statement whose `"…"` or `` `…` `` string runs over lines (a note, a class label or
  /// name, a namespace name), joined with the lines up to the one that closes it, and the
  /// index after that line; nil when nothing is left open or no later line closes it (then the
  /// parser reports it where it opens).
  static func joinOpenString(
    _ raw: String, _ lines: [(number: Int, text: String)], from start: Int
  ) -> (String, Int)? {
    // The strings a line leaves open; a `%%` outside strings starts a comment, whose quotes
    // open nothing.
    func open(_ text: String, from start: Set<Unicode.Scalar> = []) -> Set<Unicode.Scalar> {
      var open = start
      var previous: Unicode.Scalar?
      for scalar in text.unicodeScalars {
        if open.isEmpty, scalar == "%", previous == "%" { break }
        previous = scalar
        guard scalar == "\"" || scalar == "`" else { continue }
        if open.contains(scalar) { open.remove(scalar) } else { open.insert(scalar) }
      }
      return open
    }
    var pending = open(raw)
    guard !pending.isEmpty else { return nil }
    var joined = raw
    var index = start
    while index < lines.count {
      joined += "\n" + lines[index].text
      pending = open(lines[index].text, from: pending)
      index += 1
      if pending.isEmpty { return (joined, index) }
    }
    return nil
  }
}
