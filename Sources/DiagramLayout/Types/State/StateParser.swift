import RenderSupport

/// Parses Mermaid `stateDiagram` / `stateDiagram-v2` text into a `StateDiagram`.
///
/// The grammar is line-oriented (Mermaid's `stateDiagram.jison`): one statement a line —
/// transitions `A --> B : label`, descriptions `A : text`, `state` declarations (`"…" as id`,
/// `<<fork>>`/`<<join>>`/`<<choice>>`, `{` opening a composite), `}`, `--` between
/// concurrency regions, notes, `style`, `:::`; what it shares with the class grammar
/// (`direction`, `classDef`/`class`, `accTitle`/`accDescr`, comments, note bodies, ids) is read
/// by `StatementReader` and `StatementLine`. Limits are checked while parsing, at the statement
/// that crosses one.
package enum StateParser {
  /// The keywords of the state grammar that `StatementReader` reads.
  static let keywords = StatementReader.Keywords(
    classAssignment: "class", ignored: ["hide", "scale", "click", "title"])

  /// Parses the body of a source whose header is `stateDiagram` or `stateDiagram-v2`.
  package static func parse(_ source: MermaidSource) throws(DiagramError) -> StateDiagram {
    var builder = StateBuilder()
    builder.diagram.title = source.title
    var reader = StatementReader(source, keywords: keywords)
    while let statement = try reader.next() {
      guard case .own(var line) = statement, line.consumeWord("note") else {
        try apply(statement, into: &builder)
        continue
      }
      let position = SourcePosition(line: line.line, column: line.column)
      line.skipBlanks()
      let side: StateDiagram.NoteSide
      if line.consume("left of") {
        side = .left
      } else if line.consume("right of") {
        side = .right
      } else {
        // A floating note (`note "text" as N`) has nothing to stand beside: not drawn.
        continue
      }
      line.skipBlanks()
      let id = try reference(&line, builder: &builder, source: true)
      line.skipBlanks()
      let text: String
      if line.consume(":") {
        text = DiagramLimits.cutLabelLine(line.rest())
      } else {
        guard let lines = reader.lines(until: "end note") else {
          throw DiagramError(.syntax, "the note is not closed with 'end note'", at: position)
        }
        text = lines.map(DiagramLimits.cutLabelLine).joined(separator: "\n")
      }
      builder.diagram.notes.append(
        StateDiagram.Note(state: id, side: side, text: text, position: position))
    }
    return try builder.finish()
  }

  /// Applies one statement: the shared ones here, the state grammar's own in `statement`.
  private static func apply(
    _ statement: StatementReader.Statement, into builder: inout StateBuilder
  ) throws(DiagramError) {
    if case .own(var line) = statement { return try self.statement(&line, into: &builder) }
    builder.awaitingBrace = nil
    switch statement {
    case .accessibleTitle(let text): builder.diagram.accessibleTitle = text
    case .accessibleDescription(let text): builder.diagram.accessibleDescription = text
    case .direction(let direction):
      if let open = builder.open.last {
        builder.diagram.states[open.composite].direction = direction
      } else {
        builder.diagram.direction = direction
      }
    case .classDefinition(let names, let style):
      for name in names { builder.diagram.classStyles[name, default: FlowStyle()].merge(style) }
    case .classAssignment(let ids, let name):
      for id in ids {
        if let state = builder.index[id] { builder.diagram.states[state].classes.append(name) }
      }
    case .ignored, .own: break
    }
  }

  private static func statement(_ line: inout StatementLine, into builder: inout StateBuilder)
    throws(DiagramError)
  {
    let position = line.position
    let awaitingBrace = builder.awaitingBrace
    builder.awaitingBrace = nil
    if let awaitingBrace, line.consume("{") {
      try builder.openComposite(awaitingBrace, at: line.position)
      return try more(&line, into: &builder)
    }
    if line.consume("}") {
      try builder.closeComposite(at: position)
      return try more(&line, into: &builder)
    }
    if line.text.count >= 2, line.text.allSatisfy({ $0 == "-" }) {
      return try builder.separateRegion(at: position)
    }
    if line.consumeWord("style") {
      line.skipBlanks()
      let ids = line.read { !StatementLine.isBlank($0) }
      let style = StyleParser.parse(line.rest())
      for id in ids.split(separator: ",") {
        if let state = builder.index[String(id)] {
          builder.diagram.states[state].style.merge(style)
        }
      }
      return
    }
    if line.consumeWord("state") {
      return try declaration(&line, into: &builder)
    }
    try transitionOrDescription(&line, into: &builder)
  }

  /// `state "Label" as id`, `state id <<fork>>`, `state id {`, `state id : text`.
  private static func declaration(_ line: inout StatementLine, into builder: inout StateBuilder)
    throws(DiagramError)
  {
    line.skipBlanks()
    let position = line.position
    var label: String?
    let id: String
    if let quoted = try line.quoted() {
      line.skipBlanks()
      guard line.consumeWord("as") else { throw line.unexpected("'as' after the state's name") }
      line.skipBlanks()
      id = line.plainID()
      label = quoted
    } else {
      id = line.plainID()
      line.skipBlanks()
      if line.consumeWord("as") {
        line.skipBlanks()
        label = id
        let alias = line.plainID()
        guard !alias.isEmpty else { throw line.unexpected("a state id") }
        return try finishDeclaration(
          &line, builder.state(alias, at: position), label: label, into: &builder)
      }
    }
    guard !id.isEmpty else { throw line.unexpected("a state id") }
    try finishDeclaration(&line, builder.state(id, at: position), label: label, into: &builder)
  }

  private static func finishDeclaration(
    _ line: inout StatementLine, _ state: Int, label: String?, into builder: inout StateBuilder
  ) throws(DiagramError) {
    if let label { builder.diagram.states[state].label = DiagramLimits.cutLabelLine(label) }
    line.skipBlanks()
    // `<<choice>>` or its other spelling `[[choice]]` (Mermaid's stateDiagram lexer).
    let closer = line.consume("<<") ? ">>" : line.consume("[[") ? "]]" : nil
    if let closer {
      let word = line.read { $0 != closer.unicodeScalars.first! }.lowercased()
      guard line.consume(closer) else { throw line.unexpected("'\(closer)'") }
      switch word.trimmingCharacters() {
      case "fork": builder.diagram.states[state].kind = .fork
      case "join": builder.diagram.states[state].kind = .join
      case "choice": builder.diagram.states[state].kind = .choice
      default: break
      }
      line.skipBlanks()
    }
    if let name = line.classSuffix() {
      builder.diagram.states[state].classes.append(name)
      line.skipBlanks()
    }
    if line.consume("{") {
      try builder.openComposite(state, at: line.position)
      return try more(&line, into: &builder)
    }
    if line.consume(":") {
      builder.diagram.states[state].descriptions.append(DiagramLimits.cutLabelLine(line.rest()))
      return
    }
    guard line.atEnd else { throw line.unexpected("'{', ':' or the end of the line") }
    // `state Name` ⏎ `{`: the composite's brace may come on the next line.
    builder.awaitingBrace = state
  }

  /// What follows a `{` or `}` on the same line is a statement of its own.
  private static func more(_ line: inout StatementLine, into builder: inout StateBuilder)
    throws(DiagramError)
  {
    line.skipBlanks()
    guard !line.atEnd else { return }
    let rest = String(unicodeScalars: line.text[line.index...])
    guard var inner = StatementLine(rest, line: line.line, firstColumn: line.column + line.index)
    else { return }
    try apply(StatementReader.recognize(&inner, keywords: keywords), into: &builder)
  }

  /// `A --> B : label`, `A : description` or a lone `A`.
  private static func transitionOrDescription(
    _ line: inout StatementLine, into builder: inout StateBuilder
  ) throws(DiagramError) {
    let position = line.position
    let from = try reference(&line, builder: &builder, source: true)
    line.skipBlanks()
    if line.consume("-->") {
      line.skipBlanks()
      let to = try reference(&line, builder: &builder, source: false)
      line.skipBlanks()
      var label: String?
      if line.consume(":") {
        let text = line.rest()
        if !text.isEmpty { label = DiagramLimits.cutLabelLine(text) }
      }
      guard line.atEnd else { throw line.unexpected("':' or the end of the line") }
      return try builder.addTransition(from: from, to: to, label: label, at: position)
    }
    if line.consume(":") {
      let text = line.rest()
      if !text.isEmpty {
        builder.diagram.states[from].descriptions.append(DiagramLimits.cutLabelLine(text))
      }
      return
    }
    if line.consume("{") {
      try builder.openComposite(from, at: line.position)
      return try more(&line, into: &builder)
    }
    guard line.atEnd else { throw line.unexpected("'-->', ':' or the end of the line") }
  }

  /// `[*]` or a state id, with an optional `:::class`.
  private static func reference(
    _ line: inout StatementLine, builder: inout StateBuilder, source: Bool
  ) throws(DiagramError) -> Int {
    let position = line.position
    let state: Int
    if line.consume("[*]") {
      state = builder.pseudo(start: source, at: position)
    } else {
      let id = line.plainID()
      guard !id.isEmpty else { throw line.unexpected("a state id or '[*]'") }
      state = builder.state(id, at: position)
    }
    if let name = line.classSuffix(), !name.isEmpty {
      builder.diagram.states[state].classes.append(name)
    }
    return state
  }
}
