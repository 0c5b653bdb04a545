import RenderSupport

/// Parses a Mermaid requirement diagram (Mermaid's `requirementDiagram.jison`): requirements
/// (`requirement`, `functionalRequirement`, … `designConstraint` NAME `{ id: … text: … risk: …
/// verifymethod: … }`), elements (`element` NAME `{ type: … docref: … }`), relationships
/// `a - satisfies -> b` and `b <- copies - a`, `direction TB|BT|LR|RL`, and `style`,
/// `classDef`, `class` and `NAME:::class`. Keywords and values are read without regard to
/// case, as Mermaid's lexer reads them.
struct RequirementParser {
  var diagram = RequirementDiagram()
  var index: [String: Int] = [:]
  /// The item whose `{ … }` is open, and where it opened.
  var open: (item: Int, position: SourcePosition)?
  /// An item declared without its `{` yet: the next line must open it.
  var awaitingBrace: (item: Int, position: SourcePosition)?

  static func parse(_ source: MermaidSource) throws(DiagramError) -> RequirementDiagram {
    var parser = RequirementParser()
    parser.diagram.title = source.title
    for line in ChartLine.lines(source) {
      try parser.read(line)
    }
    if let (_, position) = parser.open ?? parser.awaitingBrace {
      throw DiagramError(.syntax, "this block is not closed by '}'", at: position)
    }
    return parser.diagram
  }

  mutating func read(_ line: ChartLine) throws(DiagramError) {
    var content = Substring(line.content)
    if let (item, position) = awaitingBrace {
      guard content.hasPrefix("{") else {
        throw DiagramError(
          .syntax, "expected '{' to open the fields, found \(DiagramError.quoted(content))",
          at: line.start)
      }
      awaitingBrace = nil
      open = (item, position)
      content = content.dropFirst()
    }
    if open != nil {
      try body(content, line)
      return
    }
    let (word, rest) = line.keyword
    let lower = word.lowercased()
    if let kind = RequirementDiagram.Kind.allCases.first(where: {
      $0.rawValue.lowercased() == lower
    }) {
      try declaration(kind: kind, rest, line)
    } else if lower == "element" {
      try declaration(kind: nil, rest, line)
    } else if lower == "direction" {
      guard let direction = FlowDirection(word: rest), !rest.isEmpty else {
        throw DiagramError(
          .syntax, "expected TB, BT, LR or RL, found \(DiagramError.quoted(rest))",
          at: line.restStart)
      }
      diagram.direction = direction
    } else if lower == "style" {
      let (ids, css) = Self.split(rest)
      let style = StyleParser.parse(css)
      for id in ids { try item(named: id, line).map { diagram.items[$0].style.merge(style) } }
    } else if lower == "classdef" {
      let (names, css) = Self.split(rest)
      for name in names {
        diagram.classDefs[name, default: FlowStyle()].merge(StyleParser.parse(css))
      }
    } else if lower == "class" {
      let (ids, name) = Self.split(rest)
      for id in ids { try item(named: id, line).map { diagram.items[$0].classes.append(name) } }
    } else {
      try relationship(line)
    }
  }

  /// `ids rest`: comma-separated names, then the rest of the text.
  static func split(_ text: String) -> ([String], String) {
    let first = text.prefix { $0 != " " && $0 != "\t" }
    let names = first.split(separator: ",").map { name(String($0)) }
    return (names, String(text.dropFirst(first.count)).trimmingCharacters())
  }

  /// A name without its quotes.
  static func name(_ text: String) -> String {
    let trimmed = text.trimmingCharacters()
    if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
      return String(trimmed.dropFirst().dropLast())
    }
    return trimmed
  }

  /// The item `name` refers to (`style` and `class` name declared items; nil otherwise, as
  /// Mermaid ignores them).
  func item(named name: String, _ line: ChartLine) throws(DiagramError) -> Int? {
    index[name]
  }

  /// The item named `name`, made when first seen.
  mutating func item(_ name: String, at position: SourcePosition) throws(DiagramError) -> Int {
    if let known = index[name] { return known }
    try DiagramLimits.checkEdgeCount(
      diagram.items.count + diagram.relationships.count + 1,
      noun: "requirements, elements and relationships", at: position)
    diagram.items.append(RequirementDiagram.Item(name: name, position: position))
    index[name] = diagram.items.count - 1
    return diagram.items.count - 1
  }

  /// `KIND NAME[:::class] {` (the brace may open on the next line, and fields follow it on
  /// the same line).
  mutating func declaration(
    kind: RequirementDiagram.Kind?, _ rest: String, _ line: ChartLine
  ) throws(DiagramError) {
    var head = Substring(rest)
    var after: Substring?
    if let brace = head.firstIndex(of: "{") {
      after = head[head.index(after: brace)...]
      head = head[..<brace]
    }
    var classes: [String] = []
    if let marker = head.range(of: ":::") {
      classes = head[marker.upperBound...].split(separator: ",").map {
        String($0).trimmingCharacters()
      }
      head = head[..<marker.lowerBound]
    }
    let name = Self.name(String(head))
    guard !name.isEmpty else {
      throw DiagramError(
        .syntax, "expected a name after \(DiagramError.quoted(line.keyword.word))",
        at: line.restStart)
    }
    let item = try item(name, at: line.start)
    diagram.items[item].kind = kind
    diagram.items[item].implicit = false
    diagram.items[item].position = line.start
    diagram.items[item].classes += classes
    if let after {
      open = (item, line.start)
      try body(after, line)
    } else {
      awaitingBrace = (item, line.start)
    }
  }

  /// Fields inside `{ … }`: `key: value` lines, the block closed by `}`.
  mutating func body(_ text: Substring, _ line: ChartLine) throws(DiagramError) {
    guard let (item, _) = open else { return }
    var content = String(text).trimmingCharacters()
    var closes = false
    if content.hasSuffix("}") {
      closes = true
      content = String(content.dropLast()).trimmingCharacters()
    }
    if !content.isEmpty {
      try field(content, item: item, line)
    }
    if closes { open = nil }
  }
}
