import RenderSupport

/// Parses Mermaid `classDiagram` text into a `ClassDiagram`.
///
/// Line-oriented, as Mermaid's `classDiagram.jison`: `class` declarations (labels, generics,
/// `:::style`, `<<annotation>>`, a `{ … }` member block), `Class : member` lines, relations
/// `A "1" <|-- "*" B : label`, `namespace … { … }`, notes, `style`; what it shares with the
/// state grammar (`direction`, `classDef`/`cssClass`, `accTitle`/`accDescr`, comments, strings
/// over lines, ids, `:::` suffixes) is read by `StatementReader` and `StatementLine`. `click`,
/// `link` and `callback` are read and ignored: links stay disabled. Limits are checked while
/// parsing.
package struct ClassParser {
  var diagram = ClassDiagram()
  var index: [String: Int] = [:]
  var namespaces: [(namespace: Int, position: SourcePosition)] = []
  /// The class whose `{ … }` member block is open.
  var block: (item: Int, position: SourcePosition)?

  /// The keywords of the class grammar that `StatementReader` reads.
  static let keywords = StatementReader.Keywords(
    classAssignment: "cssClass", ignored: ["click", "link", "callback", "title"])

  /// Parses the body of a source whose header is `classDiagram`.
  package static func parse(_ source: MermaidSource) throws(DiagramError) -> ClassDiagram {
    var parser = ClassParser()
    parser.diagram.title = source.title
    var reader = StatementReader(source, keywords: keywords, joinsOpenStrings: true)
    // Inside a class body every line is a member, whatever it says.
    while let statement = try reader.next(recognizing: parser.block == nil) {
      switch statement {
      case .own(var line): try parser.statement(&line)
      case .accessibleTitle(let text): parser.diagram.accessibleTitle = text
      case .accessibleDescription(let text): parser.diagram.accessibleDescription = text
      case .direction(let direction): parser.diagram.direction = direction
      case .classDefinition(let names, let style):
        for name in names { parser.diagram.classStyles[name, default: FlowStyle()].merge(style) }
      case .classAssignment(let ids, let name):
        for id in ids {
          if let item = parser.index[id] { parser.diagram.classes[item].classes.append(name) }
        }
      case .ignored: break
      }
    }
    if let block = parser.block {
      throw DiagramError(.syntax, "the class body is not closed with '}'", at: block.position)
    }
    if let open = parser.namespaces.last {
      throw DiagramError(.syntax, "the namespace is not closed with '}'", at: open.position)
    }
    return parser.diagram
  }

  mutating func statement(_ line: inout StatementLine) throws(DiagramError) {
    if let open = block {
      if line.consume("}") {
        block = nil
        return
      }
      var text = line.rest()
      // `class B { +x }`, `+last }`: a `}` ending a member line closes the body after the
      // member (Mermaid's class-body lexer state ends at the brace, wherever it stands).
      if text.hasSuffix("}") {
        block = nil
        text = String(text.dropLast()).trimmingCharacters()
        if text.isEmpty { return }
      }
      if text.hasPrefix("<<"), text.hasSuffix(">>") {
        diagram.classes[open.item].annotations.append(
          DiagramLimits.cutLabelLine(String(text.dropFirst(2).dropLast(2))))
      } else {
        diagram.classes[open.item].members.append(ClassParser.member(text))
      }
      return
    }
    let position = line.position
    if line.consume("}") {
      guard namespaces.popLast() != nil else {
        throw DiagramError(.syntax, "'}' closes no class body or namespace", at: position)
      }
      return
    }
    if line.consumeWord("namespace") { return try namespace(&line, at: position) }
    if line.consumeWord("note") { return try note(&line, at: position) }
    if line.consumeWord("style") {
      line.skipBlanks()
      let id = try classID(&line)
      let style = StyleParser.parse(line.rest())
      if let item = index[id.id] { diagram.classes[item].style.merge(style) }
      return
    }
    if line.consume("<<") {
      let annotation = line.read { $0 != ">" }
      guard line.consume(">>") else { throw line.unexpected("'>>'") }
      line.skipBlanks()
      let id = try classID(&line)
      let item = declare(id, at: position)
      diagram.classes[item].annotations.append(DiagramLimits.cutLabelLine(annotation))
      return
    }
    if line.consumeWord("class") { return try declaration(&line) }
    try relationOrMember(&line)
  }

  /// `class Name`, with `["Label"]`, `~T~`, `:::style`, `<<annotation>>` and `{`.
  mutating func declaration(_ line: inout StatementLine) throws(DiagramError) {
    line.skipBlanks()
    let position = line.position
    let id = try classID(&line)
    let item = declare(id, at: position)
    if line.consume("[") {
      let label = try line.quoted() ?? line.read { $0 != "]" }
      guard line.consume("]") else { throw line.unexpected("']'") }
      diagram.classes[item].label = DiagramLimits.cutLabelLine(label)
    }
    if let name = line.classSuffix() { diagram.classes[item].classes.append(name) }
    line.skipBlanks()
    if line.consume("<<") {
      let annotation = line.read { $0 != ">" }
      guard line.consume(">>") else { throw line.unexpected("'>>'") }
      diagram.classes[item].annotations.append(DiagramLimits.cutLabelLine(annotation))
      line.skipBlanks()
    }
    if line.consume("{") {
      line.skipBlanks()
      if line.consume("}") { return }
      block = (item, position)
      let rest = line.rest()
      if !rest.isEmpty, var inner = StatementLine(rest, line: line.line) {
        try statement(&inner)
      }
      return
    }
    guard line.atEnd else { throw line.unexpected("'{' or the end of the line") }
  }

  /// `namespace Name {` or `namespace Name["Label"] {`.
  mutating func namespace(_ line: inout StatementLine, at position: SourcePosition)
    throws(DiagramError)
  {
    line.skipBlanks()
    var id: String
    if line.consume("`") {
      // ``namespace `A::B` {``: any text, line breaks too, between backticks.
      let open = line.position
      id = line.read { $0 != "`" }
      guard line.consume("`") else {
        throw DiagramError(.syntax, "the quoted namespace name is not closed", at: open)
      }
    } else {
      id = line.read { StatementLine.isIDScalar($0) || $0 == "." || $0 == "-" }
    }
    guard !id.isEmpty else { throw line.unexpected("a namespace name") }
    var label = id
    if line.consume("[") {
      label = try line.quoted() ?? line.read { $0 != "]" }
      guard line.consume("]") else { throw line.unexpected("']'") }
    }
    line.skipBlanks()
    guard line.consume("{") else { throw line.unexpected("'{'") }
    try DiagramLimits.checkNesting(namespaces.count + 1, at: position)
    diagram.namespaces.append(
      ClassDiagram.Namespace(
        id: id, label: DiagramLimits.cutLabelLine(label), parent: namespaces.last?.namespace,
        position: position))
    namespaces.append((diagram.namespaces.count - 1, position))
  }

  /// `note "text"` or `note for Class "text"`.
  mutating func note(_ line: inout StatementLine, at position: SourcePosition)
    throws(DiagramError)
  {
    line.skipBlanks()
    var target: Int?
    if line.consumeWord("for") {
      line.skipBlanks()
      target = declare(try classID(&line), at: line.position)
      line.skipBlanks()
    }
    guard let text = try line.quoted() else { throw line.unexpected("the note's text in quotes") }
    diagram.notes.append(ClassDiagram.Note(target: target, text: text, position: position))
  }

  /// The class named `id`, created (in the open namespace) at first mention.
  mutating func declare(_ id: (id: String, generic: String?), at position: SourcePosition)
    -> Int
  {
    if let existing = index[id.id] {
      if let generic = id.generic, !diagram.classes[existing].label.contains("<") {
        diagram.classes[existing].label += "<\(generic)>"
      }
      return existing
    }
    var label = id.id
    if let generic = id.generic { label += "<\(generic)>" }
    diagram.classes.append(
      ClassDiagram.Class(
        id: id.id, label: DiagramLimits.cutLabelLine(label), namespace: namespaces.last?.namespace,
        position: position))
    index[id.id] = diagram.classes.count - 1
    return diagram.classes.count - 1
  }

  /// A class name: `` `any text` `` or id characters (`-` too), and a `~Generic~`.
  mutating func classID(_ line: inout StatementLine) throws(DiagramError) -> (
    id: String, generic: String?
  ) {
    var id: String
    if line.consume("`") {
      let open = line.position
      id = line.read { $0 != "`" }
      guard line.consume("`") else {
        throw DiagramError(.syntax, "the quoted class name is not closed", at: open)
      }
    } else {
      id = line.plainID()
    }
    guard !id.isEmpty else { throw line.unexpected("a class name") }
    var generic: String?
    if line.peek() == "~" {
      line.index += 1
      var depth = 1
      var text = ""
      while let scalar = line.peek(), depth > 0 {
        line.index += 1
        if scalar == "~" {
          if let next = line.peek(), StatementLine.isIDScalar(next) {
            depth += 1
          } else {
            depth -= 1
            if depth == 0 { break }
          }
        }
        text.unicodeScalars.append(scalar)
      }
      generic = ClassParser.generics(text)
    }
    return (id, generic)
  }
}
