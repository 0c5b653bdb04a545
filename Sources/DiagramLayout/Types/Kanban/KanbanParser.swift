import RenderSupport

/// Parses a Mermaid kanban board: lines as indented as the first are columns, deeper lines
/// are cards of the column above; each is `id[text]`, `[text]` or plain text, a card
/// optionally followed by `@{ ticket: …, assigned: …, priority: … }`. Tickets are shown as
/// text: `ticketBaseUrl` would make links, which diagrams never hold.
enum KanbanParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> KanbanBoard {
    var board = KanbanBoard()
    var columnIndent: Int?
    var items = 0
    let lines = ChartLine.lines(source)
    var next = 0
    while next < lines.count {
      let line = lines[next]
      next += 1
      items += 1
      try DiagramLimits.checkEdgeCount(items, noun: "columns and cards", at: line.start)
      var text = line.content
      // `@{` ⏎ `assigned: 'lee'` ⏎ `}`: Mermaid reads the metadata as a YAML mapping, which
      // may run over lines; the lines up to the one that closes it belong to this card.
      if text.contains("@{"), !text.contains("}"),
        let close = lines[next...].firstIndex(where: { $0.content.contains("}") })
      {
        text = ([text] + lines[next...close].map(\.content)).joined(separator: "\n")
        next = close + 1
      }
      var metadata: [String: String] = [:]
      if let open = text.firstRange(of: "@{") {
        guard let close = text[open.upperBound...].lastIndex(of: "}") else {
          throw DiagramError(
            .syntax, "the metadata opened here is not closed with '}'",
            at: line.position(open.lowerBound))
        }
        metadata = fields(String(text[open.upperBound..<close]))
        text = String(text[..<open.lowerBound]).trimmingCharacters()
      }
      let (id, title) = try node(text, line: line)
      if columnIndent == nil || line.indent <= columnIndent! {
        columnIndent = columnIndent ?? line.indent
        board.columns.append(KanbanBoard.Column(id: id, title: title))
        continue
      }
      board.columns[board.columns.count - 1].cards.append(
        KanbanBoard.Card(
          id: id, text: title, ticket: metadata["ticket"], assigned: metadata["assigned"],
          priority: metadata["priority"], position: line.start))
    }
    return board
  }

  /// `id[text]`, `[text]` or `text`: the id (the text when none) and the text.
  static func node(_ text: String, line: ChartLine) throws(DiagramError) -> (String, String) {
    guard let open = text.firstIndex(of: "[") else { return (text, text) }
    guard text.hasSuffix("]") else {
      throw DiagramError(
        .syntax, "the text opened here is not closed with ']'", at: line.position(open))
    }
    let label = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
    let id = String(text[..<open]).trimmingCharacters()
    return (id.isEmpty ? label : id, QuadrantParser.unquote(label))
  }

  /// `key: value, key: 'value'` pairs, separated by commas or line breaks.
  static func fields(_ text: String) -> [String: String] {
    var result: [String: String] = [:]
    for item in text.split(whereSeparator: { $0 == "," || $0 == "\n" }) {
      let parts = item.split(separator: ":", maxSplits: 1).map { String($0).trimmingCharacters() }
      guard parts.count == 2 else { continue }
      var value = parts[1]
      if value.count >= 2, let first = value.first, first == "'" || first == "\"",
        value.last == first
      {
        value = String(value.dropFirst().dropLast())
      }
      result[parts[0]] = value
    }
    return result
  }
}
