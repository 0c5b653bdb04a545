import RenderSupport

/// Parses a Mermaid block diagram (Mermaid's `block.jison`): statements separated by blanks,
/// line breaks or `;` — `columns N|auto`, `block[:ID[:SPAN]]` … `end`, `space[:N]`, blocks
/// `id`, `id["label"]` (the flowchart's shapes, and block arrows `id<["label"]>(right)`) with
/// an optional `:SPAN`, edges `a --> b`, `a -- "label" --> b`, and `style`, `classDef`,
/// `class`.
struct BlockParser {
  /// The most columns a grid, or a block's span, may have: a grid's width grows with them.
  static let maximumColumns = 100

  var cursor: MermaidCursor
  var diagram = BlockDiagram()
  /// Block indices by id.
  var index: [String: Int] = [:]
  /// The open groups, innermost last, each with where it opens.
  var open: [(block: Int, position: SourcePosition)] = []
  var anonymousGroups = 0

  static func parse(_ source: MermaidSource) throws(DiagramError) -> BlockDiagram {
    var parser = BlockParser(cursor: MermaidCursor(source.body, start: source.bodyStart))
    parser.diagram.title = source.title
    try parser.statements()
    if let (_, position) = parser.open.last {
      throw DiagramError(.syntax, "this block is not closed by 'end'", at: position)
    }
    return parser.diagram
  }

  mutating func statements() throws(DiagramError) {
    while true {
      cursor.skipSeparators()
      guard !cursor.atEnd else { return }
      if cursor.starts(with: "%%") {
        _ = cursor.restOfLine()
        continue
      }
      let at = cursor.position
      let word = readID()
      guard !word.isEmpty else {
        throw DiagramError(
          .syntax,
          "expected a block, 'block', 'space', 'columns' or 'end', found "
            + DiagramError.quoted(
              cursor.text(cursor.index..<min(cursor.index + 40, cursor.scalars.count))),
          at: at)
      }
      switch word {
      case "columns" where cursor.peek() == " " || cursor.peek() == "\t": try columns(at: at)
      case "end" where open.isEmpty:
        throw DiagramError(.syntax, "'end' without an open block", at: at)
      case "end": open.removeLast()
      case "block" where !startsShapeOrLink(): try group(at: at)
      case "space" where !startsShapeOrLink(): try space(at: at)
      case "style" where cursor.peek() == " " || cursor.peek() == "\t": styleStatement()
      case "classDef" where cursor.peek() == " " || cursor.peek() == "\t": classDef()
      case "class" where cursor.peek() == " " || cursor.peek() == "\t": classStatement()
      default: try nodeStatement(first: word, at: at)
      }
    }
  }

  /// Whether a shape or a link follows the word just read (then `block`, `space` are ids).
  func startsShapeOrLink() -> Bool {
    guard let next = cursor.peek() else { return false }
    return "[({<>".unicodeScalars.contains(next)
      || (next == "-" && cursor.peek(1).map { "-.".unicodeScalars.contains($0) } == true)
      || (next == "=" && cursor.peek(1) == "=")
  }

  /// An id: up to a blank, a shape's opening bracket, `:`, `,`, `;` or the start of a link.
  mutating func readID() -> String {
    let start = cursor.index
    while let scalar = cursor.peek() {
      if " \t\r\n;:,\"([{<>|".unicodeScalars.contains(scalar) { break }
      if scalar == "-", let next = cursor.peek(1), "-.>".unicodeScalars.contains(next) { break }
      if scalar == "=", cursor.peek(1) == "=" { break }
      if scalar == "~", cursor.peek(1) == "~" { break }
      if scalar == "%", cursor.peek(1) == "%" { break }
      cursor.advance()
    }
    return cursor.text(start..<cursor.index)
  }

  /// A positive whole number after `:` (a span), checked against `maximumColumns`.
  mutating func span() throws(DiagramError) -> Int? {
    guard cursor.peek() == ":", let digit = cursor.peek(1), ("0"..."9").contains(digit) else {
      return nil
    }
    cursor.advance()
    return try number()
  }

  mutating func number() throws(DiagramError) -> Int {
    let at = cursor.position
    let start = cursor.index
    while let scalar = cursor.peek(), ("0"..."9").contains(scalar) { cursor.advance() }
    let text = cursor.text(start..<cursor.index)
    guard let value = Int(text.prefix(9)), value >= 1 else {
      throw DiagramError(
        .syntax, "expected a whole number from 1, found \(DiagramError.quoted(text))", at: at)
    }
    guard value <= Self.maximumColumns else {
      throw DiagramError(
        .limit, "more than \(Self.maximumColumns) columns (\(value))", at: at)
    }
    return value
  }

  /// `columns N` or `columns auto` for the innermost open group.
  mutating func columns(at: SourcePosition) throws(DiagramError) {
    cursor.skipBlanks()
    let value: Int?
    if cursor.consume("auto") {
      value = nil
    } else {
      value = try number()
    }
    if let group = open.last?.block {
      diagram.blocks[group].columns = value
    } else {
      diagram.rootColumns = value
    }
  }

  /// `block`, `block:ID` or `block:ID:SPAN` opening a group.
  mutating func group(at: SourcePosition) throws(DiagramError) {
    var id = ""
    var columnsTaken = 1
    if cursor.peek() == ":" {
      cursor.advance()
      id = readID()
      if let written = try span() { columnsTaken = written }
    }
    if id.isEmpty {
      anonymousGroups += 1
      id = "block-\(anonymousGroups)"
    }
    try DiagramLimits.checkNesting(open.count + 1, at: at)
    let block = try add(
      BlockDiagram.Block(id: id, kind: .group, label: [], span: columnsTaken, position: at), at: at)
    open.append((block, at))
  }

  /// `space` or `space:N`: an empty cell N columns wide.
  mutating func space(at: SourcePosition) throws(DiagramError) {
    let columnsTaken = try span() ?? 1
    let id = "space-\(diagram.blocks.count + 1)"
    _ = try add(
      BlockDiagram.Block(id: id, kind: .space, label: [], span: columnsTaken, position: at),
      at: at)
  }

  /// Adds a new block to the innermost open group.
  mutating func add(_ block: BlockDiagram.Block, at: SourcePosition) throws(DiagramError) -> Int {
    try DiagramLimits.checkEdgeCount(
      diagram.blocks.count + diagram.edges.count + 1, noun: "blocks and edges", at: at)
    var block = block
    block.parent = open.last?.block
    let new = diagram.blocks.count
    diagram.blocks.append(block)
    if let parent = block.parent {
      diagram.blocks[parent].children.append(new)
    } else {
      diagram.roots.append(new)
    }
    index[block.id] = new
    return new
  }

  /// `style a,b fill:#f9f,stroke:#333` (ids no block has are ignored, as Mermaid does).
  mutating func styleStatement() {
    cursor.skipBlanks()
    let ids = readList()
    let style = StyleParser.parse(cursor.restOfLine())
    for id in ids {
      if let block = index[id] { diagram.blocks[block].style.merge(style) }
    }
  }

  /// `classDef a,b fill:#f96,stroke:#333;`
  mutating func classDef() {
    cursor.skipBlanks()
    let names = readList()
    let style = StyleParser.parse(cursor.restOfLine())
    for name in names { diagram.classDefs[name, default: FlowStyle()].merge(style) }
  }

  /// `class a,b name`
  mutating func classStatement() {
    cursor.skipBlanks()
    let ids = readList()
    cursor.skipBlanks()
    let name = readID()
    _ = cursor.restOfLine()
    guard !name.isEmpty else { return }
    for id in ids {
      if let block = index[id] { diagram.blocks[block].classes.append(name) }
    }
  }

  /// Ids separated by commas, up to a blank.
  mutating func readList() -> [String] {
    let start = cursor.index
    while let scalar = cursor.peek(), scalar != " ", scalar != "\t", scalar != "\n" {
      cursor.advance()
    }
    return cursor.text(start..<cursor.index).split(separator: ",").map(String.init)
  }
}
