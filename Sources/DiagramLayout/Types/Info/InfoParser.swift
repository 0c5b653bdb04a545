import RenderSupport

/// Parses a Mermaid info diagram (Mermaid's `info.langium`): after the header, an optional
/// `showInfo` and the shared `title`; any other statement is refused, as Mermaid refuses it.
enum InfoParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> InfoDiagram {
    var diagram = InfoDiagram()
    diagram.title = source.title
    // Mermaid's grammar allows `showInfo` on the header line too (`info showInfo`).
    var statements: [(word: String, rest: String, position: SourcePosition)] = []
    if !source.headerArgument.isEmpty {
      let word = source.headerArgument.prefix { $0 != " " && $0 != "\t" }
      statements.append(
        (
          String(word), String(source.headerArgument.dropFirst(word.count)).trimmingCharacters(),
          source.headerArgumentPosition
        ))
    }
    statements += ChartLine.lines(source).map { ($0.keyword.word, $0.keyword.rest, $0.start) }
    for statement in statements {
      switch statement.word {
      case "showInfo" where statement.rest.isEmpty: diagram.showInfo = true
      case "title": diagram.title = statement.rest
      default:
        throw DiagramError(
          .syntax,
          "expected 'showInfo' or 'title', found "
            + DiagramError.quoted(
              statement.rest.isEmpty ? statement.word : statement.word + " " + statement.rest),
          at: statement.position)
      }
    }
    return diagram
  }
}
