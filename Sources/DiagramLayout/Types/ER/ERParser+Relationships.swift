import RenderSupport

extension ERParser {
  /// The symbolic marks for each cardinality (Mermaid's `erDiagram.jison` tokens).
  static let symbols: [(String, ERDiagram.Cardinality)] = [
    ("|o", .zeroOrOne), ("o|", .zeroOrOne), ("||", .exactlyOne), ("}o", .zeroOrMore),
    ("o{", .zeroOrMore), ("}|", .oneOrMore), ("|{", .oneOrMore), ("1+", .oneOrMore),
    ("0+", .zeroOrMore), ("many(0)", .zeroOrMore), ("many(1)", .oneOrMore),
  ]
  /// The word forms, longest first so `only one` is not read as `one`; each ends at a
  /// scalar that cannot continue a name.
  static let words: [(String, ERDiagram.Cardinality)] = [
    ("zero or more", .zeroOrMore), ("zero or many", .zeroOrMore), ("one or more", .oneOrMore),
    ("one or many", .oneOrMore), ("zero or one", .zeroOrOne), ("one or zero", .zeroOrOne),
    ("only one", .exactlyOne), ("many", .zeroOrMore), ("one", .exactlyOne),
  ]
  /// The line between the cardinalities: identifying (solid) or not (dashed).
  static let kinds: [(String, Bool)] = [("--", true), ("..", false), (".-", false), ("-.", false)]

  /// `||--o{`, `}|..|{`, `1--1`, `u--o{`, or `1 to zero or more`, `many optionally to one`:
  /// the two cardinalities and whether the relationship is identifying; nil when none is
  /// next. Blanks may separate the three parts, as Mermaid's lexer skips them.
  static func relationship(_ line: inout StatementLine) throws(DiagramError) -> (
    ERDiagram.Cardinality, Bool, ERDiagram.Cardinality
  )? {
    let saved = line.index
    guard let left = cardinality(&line, left: true) else { return nil }
    line.skipBlanks()
    var identifying: Bool?
    if let kind = kinds.first(where: { line.starts(with: $0.0) }) {
      line.index += 2
      identifying = kind.1
    } else if line.consumeWord("to") {
      identifying = true
    } else if line.consumeWord("optionally") {
      line.skipBlanks()
      guard line.consumeWord("to") else { throw line.unexpected("'to'") }
      identifying = false
    }
    guard let identifying else {
      line.index = saved
      return nil
    }
    line.skipBlanks()
    guard let right = cardinality(&line, left: false) else {
      throw line.unexpected("a cardinality such as '||', 'o{' or 'one or more'")
    }
    return (left, identifying, right)
  }

  /// One cardinality: a mark, `1`, `u` (only on the left, before the line: Mermaid's
  /// `u(?=[.\-|])`) or a word form.
  static func cardinality(_ line: inout StatementLine, left: Bool) -> ERDiagram.Cardinality? {
    if let symbol = symbols.first(where: { line.starts(with: $0.0) }) {
      line.index += symbol.0.unicodeScalars.count
      return symbol.1
    }
    if line.peek() == "1", !continuesName(line.peek(1)) || startsLine(line, at: 1) {
      line.index += 1
      return .exactlyOne
    }
    if left, line.peek() == "u", let next = line.peek(1), next == "." || next == "-" || next == "|"
    {
      line.index += 1
      return .parent
    }
    for (text, cardinality) in words where line.starts(with: text) {
      let count = text.unicodeScalars.count
      guard !continuesName(line.peek(count)) || startsLine(line, at: count) else { continue }
      line.index += count
      return cardinality
    }
    return nil
  }

  /// Whether `scalar` would continue an entity name (so a word before it is not a keyword).
  static func continuesName(_ scalar: Unicode.Scalar?) -> Bool {
    guard let scalar else { return false }
    return StatementLine.isIDScalar(scalar) || scalar == "."
      || scalar == "-" || scalar == "*"
  }

  /// Whether a relationship line (`--`, `..`, `.-`, `-.`) starts `offset` scalars ahead.
  static func startsLine(_ line: StatementLine, at offset: Int) -> Bool {
    guard let first = line.peek(offset), let second = line.peek(offset + 1) else { return false }
    return (first == "-" || first == ".") && (second == "-" || second == ".")
  }

  /// `type name [PK, FK] ["comment"]` inside an entity's block. Mermaid's block is a stream
  /// of tokens, so several attributes may share a line (`A { string name int age }`): a word
  /// that is not a key starts the next attribute, and `}` ends the block.
  static func attribute(_ line: inout StatementLine) throws(DiagramError) -> ERDiagram.Attribute {
    func token() -> String {
      line.read { !StatementLine.isBlank($0) && $0 != "\"" && $0 != "}" }
    }
    let type = token()
    line.skipBlanks()
    let name = token()
    guard !type.isEmpty, !name.isEmpty else {
      throw line.unexpected("an attribute's type and name")
    }
    var keys: [String] = []
    var comment: String?
    while true {
      line.skipBlanks()
      if line.atEnd || line.peek() == "}" { break }
      if let text = try line.quoted() {
        comment = DiagramLimits.cutLabelLine(text)
        break
      }
      if line.consume(",") { continue }
      let saved = line.index
      let word = line.read { !StatementLine.isBlank($0) && $0 != "," && $0 != "\"" && $0 != "}" }
      guard ["PK", "FK", "UK"].contains(word.uppercased()) else {
        line.index = saved
        break
      }
      keys.append(word.uppercased())
    }
    return ERDiagram.Attribute(
      type: DiagramLimits.cutLabelLine(type), name: DiagramLimits.cutLabelLine(name), keys: keys,
      comment: comment)
  }
}
