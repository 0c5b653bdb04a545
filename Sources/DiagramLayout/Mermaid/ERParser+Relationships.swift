import RenderSupport

extension ERParser {
  /// The symbolic marks and Mermaid's word aliases for each cardinality.
  static let symbols: [(String, ERDiagram.Cardinality)] = [
    ("|o", .zeroOrOne), ("o|", .zeroOrOne), ("||", .exactlyOne), ("}o", .zeroOrMore),
    ("o{", .zeroOrMore), ("}|", .oneOrMore), ("|{", .oneOrMore),
  ]
  static let words: [(String, ERDiagram.Cardinality)] = [
    ("zero or more", .zeroOrMore), ("zero or many", .zeroOrMore), ("one or more", .oneOrMore),
    ("one or many", .oneOrMore), ("zero or one", .zeroOrOne), ("one or zero", .zeroOrOne),
    ("only one", .exactlyOne), ("many(0)", .zeroOrMore), ("many(1)", .oneOrMore),
    ("0+", .zeroOrMore), ("1+", .oneOrMore), ("1", .exactlyOne),
  ]

  /// `||--o{`, `}|..|{`, or `1 to zero or more`, `many(0) optionally to 0+`: the two
  /// cardinalities and whether the relationship is identifying; nil when none is next.
  static func relationship(_ line: inout StatementLine) throws(DiagramError) -> (
    ERDiagram.Cardinality, Bool, ERDiagram.Cardinality
  )? {
    let saved = line.index
    if let left = symbols.first(where: { line.starts(with: $0.0) }) {
      line.index += 2
      let identifying: Bool
      if line.consume("--") {
        identifying = true
      } else if line.consume("..") {
        identifying = false
      } else {
        line.index = saved
        return nil
      }
      guard let right = symbols.first(where: { line.starts(with: $0.0) }) else {
        throw line.unexpected("a cardinality such as '||' or 'o{'")
      }
      line.index += 2
      return (left.1, identifying, right.1)
    }
    guard let left = word(&line) else { return nil }
    line.skipBlanks()
    let identifying: Bool
    if line.consumeWord("to") {
      identifying = true
    } else if line.consumeWord("optionally") {
      line.skipBlanks()
      guard line.consumeWord("to") else { throw line.unexpected("'to'") }
      identifying = false
    } else {
      line.index = saved
      return nil
    }
    line.skipBlanks()
    guard let right = word(&line) else {
      throw line.unexpected("a cardinality such as 'one or more'")
    }
    return (left, identifying, right)
  }

  /// A word alias followed by a blank.
  static func word(_ line: inout StatementLine) -> ERDiagram.Cardinality? {
    for (text, cardinality) in words where line.starts(with: text) {
      let after = line.peek(text.unicodeScalars.count)
      guard after.map(StatementLine.isBlank) ?? false else { continue }
      line.index += text.unicodeScalars.count
      return cardinality
    }
    return nil
  }

  /// `type name [PK, FK] ["comment"]` inside an entity's block.
  static func attribute(_ line: inout StatementLine) throws(DiagramError) -> ERDiagram.Attribute {
    func token() -> String { line.read { !StatementLine.isBlank($0) && $0 != "\"" } }
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
      if line.atEnd { break }
      if let text = try line.quoted() {
        comment = DiagramLimits.cutLabelLine(text)
        continue
      }
      let word = line.read { !StatementLine.isBlank($0) && $0 != "," && $0 != "\"" }
      if word.isEmpty {
        guard line.consume(",") else { throw line.unexpected("a key or a comment") }
        continue
      }
      guard ["PK", "FK", "UK"].contains(word.uppercased()) else {
        throw DiagramError(
          .syntax, "expected PK, FK, UK or a comment, found \(DiagramError.quoted(word))",
          at: line.position)
      }
      keys.append(word.uppercased())
    }
    return ERDiagram.Attribute(
      type: DiagramLimits.cutLabelLine(type), name: DiagramLimits.cutLabelLine(name), keys: keys,
      comment: comment)
  }
}
