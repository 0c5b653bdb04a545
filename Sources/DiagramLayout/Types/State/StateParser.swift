import RenderSupport

/// Parses Mermaid `stateDiagram` / `stateDiagram-v2` text into a `StateDiagram`.
///
/// The grammar is line-oriented (Mermaid's `stateDiagram.jison`): one statement a line —
/// transitions `A --> B : label`, descriptions `A : text`, `state` declarations (`"…" as id`,
/// `<<fork>>`/`<<join>>`/`<<choice>>`, `{` opening a composite), `}`, `--` between
/// concurrency regions, notes, `direction`, `classDef`/`class`/`style`/`:::`, `accTitle` and
/// `accDescr`. Limits are checked while parsing, at the statement that crosses one.
package enum StateParser {
  /// Parses the body of a source whose header is `stateDiagram` or `stateDiagram-v2`.
  package static func parse(_ source: MermaidSource) throws(DiagramError) -> StateDiagram {
    var builder = StateBuilder()
    builder.diagram.title = source.title
    var note: (state: Int, side: StateDiagram.NoteSide, lines: [String], at: SourcePosition)?
    var longDescription: [String]?
    for (number, raw) in source.bodyLines {
      if var lines = note {
        if raw.trimmingCharacters().lowercased() == "end note" {
          builder.diagram.notes.append(
            StateDiagram.Note(
              state: lines.state, side: lines.side, text: lines.lines.joined(separator: "\n"),
              position: lines.at))
          note = nil
        } else {
          lines.lines.append(DiagramLimits.cutLabelLine(raw.trimmingCharacters()))
          note = lines
        }
        continue
      }
      if var parts = longDescription {
        if let close = raw.firstIndex(of: "}") {
          parts.append(String(raw[..<close]).trimmingCharacters())
          builder.diagram.accessibleDescription = parts.filter { !$0.isEmpty }.joined(
            separator: "\n")
          longDescription = nil
        } else {
          parts.append(raw.trimmingCharacters())
          longDescription = parts
        }
        continue
      }
      guard var line = StatementLine(raw, line: number) else { continue }
      if line.consumeWord("note") {
        let position = SourcePosition(line: number, column: line.column)
        line.skipBlanks()
        let side: StateDiagram.NoteSide
        if line.consume("left of") {
          side = .left
        } else if line.consume("right of") {
          side = .right
        } else {
          // A floating note (`note "text" as N`) has nothing to stand beside: not drawn.
          _ = line.rest()
          continue
        }
        line.skipBlanks()
        let id = try reference(&line, builder: &builder, source: true)
        line.skipBlanks()
        if line.consume(":") {
          builder.diagram.notes.append(
            StateDiagram.Note(
              state: id, side: side, text: DiagramLimits.cutLabelLine(line.rest()),
              position: position))
        } else {
          note = (id, side, [], position)
        }
        continue
      }
      if line.consumeWord("accDescr") {
        line.skipBlanks()
        if line.consume("{") {
          let rest = line.rest()
          if let close = rest.firstIndex(of: "}") {
            builder.diagram.accessibleDescription = String(rest[..<close]).trimmingCharacters()
          } else {
            longDescription = rest.isEmpty ? [] : [rest]
          }
        } else {
          _ = line.consume(":")
          builder.diagram.accessibleDescription = line.rest()
        }
        continue
      }
      try statement(&line, into: &builder)
    }
    if let note {
      throw DiagramError(.syntax, "the note is not closed with 'end note'", at: note.at)
    }
    if longDescription != nil {
      throw DiagramError(
        .syntax, "the accessible description is not closed with '}'",
        at: SourcePosition(line: source.bodyLines.last?.number ?? 1, column: 1))
    }
    return try builder.finish()
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
    if line.consumeWord("direction") {
      let word = line.rest()
      guard let direction = FlowDirection(word: word) else {
        throw DiagramError(.syntax, "unknown direction \(DiagramError.quoted(word))", at: position)
      }
      if let open = builder.open.last {
        builder.diagram.states[open.composite].direction = direction
      } else {
        builder.diagram.direction = direction
      }
      return
    }
    if line.consumeWord("accTitle") {
      line.skipBlanks()
      _ = line.consume(":")
      builder.diagram.accessibleTitle = line.rest()
      return
    }
    if line.consumeWord("classDef") {
      line.skipBlanks()
      let names = line.read { !StatementLine.isBlank($0) }
      let style = StyleParser.parse(line.rest())
      for name in names.split(separator: ",") {
        builder.diagram.classStyles[String(name), default: FlowStyle()].merge(style)
      }
      return
    }
    if line.consumeWord("class") {
      let words = line.rest().split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let name = words.last, words.count >= 2 else { return }
      let ids = words.dropLast().joined().split(separator: ",")
      for id in ids {
        if let state = builder.index[String(id)] {
          builder.diagram.states[state].classes.append(String(name))
        }
      }
      return
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
    for ignored in ["hide", "scale", "click", "title"] where line.consumeWord(ignored) {
      _ = line.rest()
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
      id = plainID(&line)
      label = quoted
    } else {
      id = plainID(&line)
      line.skipBlanks()
      if line.consumeWord("as") {
        line.skipBlanks()
        label = id
        let alias = plainID(&line)
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
    if line.consume(":::") {
      let name = line.read { StatementLine.isIDScalar($0) || $0 == "-" }
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
    try statement(&inner, into: &builder)
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
      let id = plainID(&line)
      guard !id.isEmpty else { throw line.unexpected("a state id or '[*]'") }
      state = builder.state(id, at: position)
    }
    if line.consume(":::") {
      let name = line.read { StatementLine.isIDScalar($0) || $0 == "-" }
      if !name.isEmpty { builder.diagram.states[state].classes.append(name) }
    }
    return state
  }

  /// A state id: id characters, `.` and single `-` (not the start of `-->`).
  static func plainID(_ line: inout StatementLine) -> String {
    var id = String.UnicodeScalarView()
    while let scalar = line.peek() {
      if StatementLine.isIDScalar(scalar) || scalar == "." {
        id.append(scalar)
      } else if scalar == "-", line.peek(1) != "-", !id.isEmpty {
        id.append(scalar)
      } else {
        break
      }
      line.index += 1
    }
    return String(id)
  }
}
