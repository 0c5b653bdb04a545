import RenderSupport

/// Parses a flowchart body into a `Flowchart` (Mermaid flowchart syntax, mermaid 11).
///
/// Statements end at a line break or `;`. A statement is a keyword statement (`subgraph`,
/// `end`, `direction`, `classDef`, `class`, `style`, `linkStyle`, `click`, `accTitle`,
/// `accDescr`) or a chain of node groups joined by links (`A & B --> C -- text --> D`).
/// Limits (edge count, subgraph nesting) are checked as the statements are read.
package struct FlowchartParser {
  var cursor: MermaidCursor
  var chart: Flowchart
  var nodeIndex: [String: Int] = [:]
  var subgraphIndex: [String: Int] = [:]
  /// Open subgraphs, innermost last.
  var openSubgraphs: [Int] = []
  /// Edge ids (`e1@-->`) by the index of their edge, so `e1@{ … }` statements and `class e1`
  /// reach the edge instead of making a node.
  var edgeIndex: [String: Int] = [:]
  /// Nodes whose membership was set by a subgraph block.
  var placedNodes: Set<Int> = []

  /// Parses `source`, whose type must be `.flowchart`.
  package static func parse(_ source: MermaidSource) throws(DiagramError) -> Flowchart {
    var direction = FlowDirection.topToBottom
    // `graph TB;A-->B`: a `;` after the direction ends the header, and statements may follow
    // on the same line (Mermaid's `GRAPH DIR FirstStmtSeparator`).
    let argument = Array(source.headerArgument.unicodeScalars)
    let semicolon = argument.firstIndex(of: ";")
    let word =
      String(unicodeScalars: argument[..<(semicolon ?? argument.count)])
      .split(separator: " ").first.map(String.init) ?? ""
    if !word.isEmpty {
      guard let parsed = FlowDirection(word: word) else {
        throw DiagramError(
          .syntax, "unknown flowchart direction '\(word)'", at: source.headerPosition)
      }
      direction = parsed
    }
    var body = source.body
    var bodyStart = source.bodyStart
    if let semicolon {
      body = Array(argument[(semicolon + 1)...]) + ["\n"] + body
      bodyStart = SourcePosition(
        line: source.headerArgumentPosition.line,
        column: source.headerArgumentPosition.column + semicolon + 1)
    }
    var parser = FlowchartParser(
      cursor: MermaidCursor(body, start: bodyStart), chart: Flowchart(direction: direction))
    parser.chart.title = source.title
    parser.chart.subgraphsInheritDirection = source.settings.subgraphsInheritDirection ?? false
    parser.readConfig(source.settings)
    try parser.parseStatements()
    parser.resolveSubgraphEndpoints()
    return parser.chart
  }

  mutating func parseStatements() throws(DiagramError) {
    while true {
      cursor.skipSeparators()
      guard !cursor.atEnd else { break }
      try parseStatement()
      cursor.skipBlanks()
      if let next = cursor.peek(), next != "\n", next != ";" {
        throw DiagramError(
          .syntax, "unexpected \(DiagramError.quoted(String(next)))", at: cursor.position)
      }
    }
    if let open = openSubgraphs.last {
      throw DiagramError(
        .syntax, "subgraph '\(chart.subgraphs[open].id)' is not closed with 'end'",
        at: chart.subgraphs[open].position)
    }
  }

  mutating func parseStatement() throws(DiagramError) {
    let start = cursor.position
    let word = peekWord()
    switch word {
    case "subgraph":
      cursor.advance(by: word.unicodeScalars.count)
      try openSubgraph(at: start)
    case "end":
      cursor.advance(by: 3)
      guard openSubgraphs.popLast() != nil else {
        throw DiagramError(.syntax, "'end' without an open subgraph", at: start)
      }
    case "direction":
      cursor.advance(by: word.unicodeScalars.count)
      let value = cursor.restOfLine().trimmingCharacters()
      guard let direction = FlowDirection(word: value) else {
        throw DiagramError(.syntax, "unknown direction \(DiagramError.quoted(value))", at: start)
      }
      if let open = openSubgraphs.last {
        chart.subgraphs[open].direction = direction
      } else {
        chart.direction = direction
      }
    case "classDef":
      cursor.advance(by: word.unicodeScalars.count)
      try parseClassDef()
    case "class":
      cursor.advance(by: word.unicodeScalars.count)
      parseClassStatement()
    case "style":
      cursor.advance(by: word.unicodeScalars.count)
      parseStyleStatement()
    case "linkStyle":
      cursor.advance(by: word.unicodeScalars.count)
      parseLinkStyle()
    case "accTitle", "accDescr":
      cursor.advance(by: word.unicodeScalars.count)
      let text = readAccessibleText()
      if word == "accTitle" {
        chart.accessibleTitle = text
      } else {
        chart.accessibleDescription = text
      }
    case "click", "href", "callback":
      // Links and callbacks are disabled by design.
      skipStatement(multiline: false)
    default:
      try parseChain()
    }
  }

  /// The identifier-like word at the cursor, without consuming it.
  func peekWord() -> String {
    var word = ""
    var offset = 0
    while let scalar = cursor.peek(offset), FlowchartParser.isLetter(scalar) {
      word.unicodeScalars.append(scalar)
      offset += 1
    }
    // `endpoint`, `classic`, `end@{…}` are node ids, not keywords.
    if let next = cursor.peek(offset),
      FlowchartParser.isIdentifierScalar(next) || Self.isIdentifierPunctuation(next) || next == "@"
        || next == "-"
    {
      return ""
    }
    return word
  }

  /// `: text` to the end of the line, or `{ … }` over several lines (written into the SVG's
  /// `<title>` and `<desc>`, escaped there).
  mutating func readAccessibleText() -> String {
    cursor.skipBlanks()
    if cursor.peek() == "{" {
      cursor.advance()
      var text = String.UnicodeScalarView()
      while let scalar = cursor.advance(), scalar != "}" { text.append(scalar) }
      return String(text).split(separator: "\n").map { String($0).trimmingCharacters() }
        .filter { !$0.isEmpty }.joined(separator: "\n")
    }
    _ = cursor.consume(":")
    return cursor.restOfLine().trimmingCharacters()
  }

  mutating func skipStatement(multiline: Bool) {
    cursor.skipBlanks()
    if multiline, cursor.peek() == "{" {
      while let scalar = cursor.advance(), scalar != "}" {}
      return
    }
    _ = cursor.restOfLine()
  }

  mutating func openSubgraph(at start: SourcePosition) throws(DiagramError) {
    try DiagramLimits.checkNesting(openSubgraphs.count + 1, at: start)
    cursor.skipBlanks()
    var id = ""
    var title: FlowLabel
    if cursor.peek() == "\"" {
      let raw = try readQuoted()
      title = LabelParser.parse(raw, quoted: true)
      id = raw
    } else {
      while let scalar = cursor.peek(), scalar != "\n", scalar != "[", scalar != ";" {
        id.unicodeScalars.append(scalar)
        cursor.advance()
      }
      id = id.trimmingCharacters()
      title = LabelParser.parse(id, quoted: false)
      if cursor.peek() == "[" {
        cursor.advance()
        let raw = try readBracketText(closer: "]", opener: start)
        title = LabelParser.parse(raw.text, quoted: raw.quoted)
      }
    }
    guard !id.isEmpty else {
      throw DiagramError(.syntax, "a subgraph needs an id or a title", at: start)
    }
    let index = chart.subgraphs.count
    chart.subgraphs.append(
      FlowSubgraph(
        id: id, title: title, direction: nil, parent: openSubgraphs.last, position: start))
    if subgraphIndex[id] == nil { subgraphIndex[id] = index }
    openSubgraphs.append(index)
  }

  /// The chart-wide look from `flowchart.*` config: curve and spacing, range-checked so a
  /// diagram can ask for neither zero nor huge gaps.
  mutating func readConfig(_ settings: DiagramSettings) {
    chart.curve = settings.value("config.flowchart.curve").flatMap(EdgeCurve.init(name:))
    chart.nodeSpacing = settings.number("config.flowchart.nodeSpacing", in: 4...400)
    chart.rankSpacing = settings.number("config.flowchart.rankSpacing", in: 8...400)
    chart.padding = settings.number("config.flowchart.diagramPadding", in: 0...200)
  }

  /// Reads `"…"` at the cursor (the quote included) and returns the text between the quotes.
  mutating func readQuoted() throws(DiagramError) -> String {
    let start = cursor.position
    cursor.advance()
    let first = cursor.index
    while let scalar = cursor.advance() {
      if scalar == "\"" { return cursor.text(first..<(cursor.index - 1)) }
    }
    throw DiagramError(.syntax, "the string opened here is not closed", at: start)
  }

  /// After the chart is read: an id that names a subgraph is the subgraph, not a node.
  ///
  /// A `style` or `class` written before the subgraph was declared landed on the node entry;
  /// it moves to the subgraph, under what was set on the subgraph itself.
  mutating func resolveSubgraphEndpoints() {
    guard !subgraphIndex.isEmpty else { return }
    let clusterIds = Set(subgraphIndex.keys)
    let removed = Set(chart.nodes.indices.filter { clusterIds.contains(chart.nodes[$0].id) })
    guard !removed.isEmpty else { return }
    for node in removed.sorted() {
      guard let subgraph = subgraphIndex[chart.nodes[node].id] else { continue }
      var style = chart.nodes[node].style
      style.merge(chart.subgraphs[subgraph].style)
      chart.subgraphs[subgraph].style = style
      chart.subgraphs[subgraph].classes.insert(contentsOf: chart.nodes[node].classes, at: 0)
    }
    chart.nodes = chart.nodes.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
  }

  /// Letters, digits, `_` and every non-blank scalar beyond ASCII. ASCII is answered without
  /// the Unicode property tables (a lookup cost ~300 instructions, once per identifier
  /// scalar); beyond ASCII no alphabetic scalar is white space, so the blank test decides.
  static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return !scalar.properties.isWhitespace }
    return isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }

  /// The ASCII punctuation Mermaid's flowchart lexer reads as part of a NODE_STRING, anywhere
  /// in an id (`src/index.ts --> dist/app.js`, `C# --> F#`, `why? --> because!`; checked with
  /// Mermaid 11.12): `! # $ ' * + , / ? \` and the backtick.
  static func isIdentifierPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "!", "#", "$", "'", "*", "+", ",", "/", "?", "\\", "`": return true
    default: return false
    }
  }

  /// Unicode's Alphabetic property, with ASCII answered without the property tables.
  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.isASCII else { return scalar.properties.isAlphabetic }
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
