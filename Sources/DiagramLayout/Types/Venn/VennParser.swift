import RenderSupport

/// Parses a Mermaid Venn diagram (`venn-beta`, Mermaid 11.12.3+), as Mermaid's grammar reads it:
///
/// - `set ID`, `set ID["Label"]`, `set ID["Label"]:20` (a label in brackets, a size after a colon);
/// - `union A,B["Label"]:3`, naming sets defined by earlier `set` lines;
/// - `text ID["Label"]` indented under a set or union (it belongs to the latest one), or
///   `text A,B ID["Label"]` naming its sets;
/// - `style TARGETS fill:…, color:…, stroke:…, stroke-width:…, fill-opacity:…`, where the
///   targets are a set, the sets of a union, or a text's id;
/// - `title …`.
///
/// An id is a word or a quoted string. The `key: value` fields of an earlier draft of the
/// syntax (`size: 20, label: Alpha, background: …, color: …`) are still read after a statement.
enum VennParser {
  /// The fields each statement takes in the draft syntax.
  static let areaFields: Set<String> = ["size", "label", "color", "background"]
  static let textFields: Set<String> = ["label", "color"]

  static func parse(_ source: MermaidSource) throws(DiagramError) -> VennDiagram {
    var warnings: [Diagnostic] = []
    return try parse(source, warnings: &warnings)
  }

  /// The diagram of `source`; styles that name nothing, or that nothing draws, add warnings.
  static func parse(_ source: MermaidSource, warnings: inout [Diagnostic]) throws(DiagramError)
    -> VennDiagram
  {
    var diagram = VennDiagram()
    diagram.title = source.title
    var known: Set<String> = []
    var written: Set<[String]> = []
    var items = 0
    var namedTexts: [(sets: [String], text: VennDiagram.Text)] = []
    var styles: [VennStyle.Statement] = []
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      let keyword = word.lowercased()
      if keyword == "title" {
        diagram.title = unquoted(rest)
        continue
      }
      var reader = VennReader(line: line, offset: word.unicodeScalars.count)
      if keyword == "style" {
        let targets = try reader.identifiers()
        let fields = try reader.styleFields()
        styles.append((targets.map(\.text), fields, targets[0].position))
        continue
      }
      items += 1
      try DiagramLimits.checkEdgeCount(items, noun: "sets, unions and texts", at: line.start)
      switch keyword {
      case "set", "union":
        let area = try readArea(
          keyword, reader: &reader, line: line, known: &known, written: &written)
        diagram.areas.append(area)
      case "text":
        let ids = try reader.identifiers()
        if reader.atIdentifier {
          // `text A,B ID[…]`: the sets are named, the text follows them.
          let id = try reader.identifier()
          let text = try readText(id: id, reader: &reader)
          namedTexts.append((Array(Set(ids.map(\.text))).sorted(), text))
          continue
        }
        guard !diagram.areas.isEmpty else {
          throw DiagramError(
            .syntax, "a text belongs to a set or union written before it", at: line.start)
        }
        if ids.count > 1 {
          throw DiagramError(
            .syntax, "a text has one id; name its sets first: text A,B ID", at: ids[1].position)
        }
        let text = try readText(id: ids[0], reader: &reader)
        diagram.areas[diagram.areas.count - 1].texts.append(text)
      default:
        throw DiagramError(
          .syntax,
          "expected 'set', 'union', 'text', 'style' or 'title', found "
            + DiagramError.quoted(word), at: line.start)
      }
    }
    for (sets, text) in namedTexts {
      guard let index = diagram.areas.firstIndex(where: { $0.sets == sets }) else {
        warnings.append(
          Diagnostic(
            .warning,
            "the text \(DiagramError.quoted(text.id)) is not drawn: no set or union is "
              + DiagramError.quoted(sets.joined(separator: ",")), at: text.position))
        continue
      }
      diagram.areas[index].texts.append(text)
    }
    VennStyle.apply(styles, to: &diagram, warnings: &warnings)
    return diagram
  }

  /// The rest of a `set` or `union` line: its ids, then a label in brackets, a size after a
  /// colon, and draft-syntax fields, each optional.
  static func readArea(
    _ keyword: String, reader: inout VennReader, line: ChartLine, known: inout Set<String>,
    written: inout Set<[String]>
  ) throws(DiagramError) -> VennDiagram.Area {
    let ids = try reader.identifiers()
    let sets = Array(Set(ids.map(\.text))).sorted()
    if keyword == "set", ids.count != 1 {
      throw DiagramError(
        .syntax, "a set has one name; use 'union' for an overlap", at: ids[1].position)
    }
    if keyword == "union" {
      guard sets.count >= 2 else {
        throw DiagramError(.syntax, "a union names two sets or more", at: line.start)
      }
      for id in ids where !known.contains(id.text) {
        throw DiagramError(
          .syntax, "unknown set \(DiagramError.quoted(id.text)): define it with 'set' first",
          at: id.position)
      }
    }
    guard written.insert(sets).inserted else {
      throw DiagramError(
        .syntax, "\(DiagramError.quoted(sets.joined(separator: ","))) is defined twice",
        at: line.start)
    }
    if sets.count == 1 { known.insert(sets[0]) }
    var area = VennDiagram.Area(
      sets: sets, size: 10 / Double(sets.count * sets.count), position: line.start)
    area.label = try reader.bracketLabel()
    if let size = try reader.size() { area.size = size.value }
    let fields = try reader.fields(allowed: areaFields)
    if let size = fields["size"] {
      guard let value = Double(size.text), value.isFinite, value > 0, value < 1e9 else {
        throw DiagramError(
          .syntax, "a size is a positive number, found \(DiagramError.quoted(size.text))",
          at: size.position)
      }
      area.size = value
    }
    if let label = fields["label"] { area.label = label.text }
    area.color = fields["color"]?.text
    area.background = fields["background"]?.text
    return area
  }

  /// A text item: its id, a label in brackets and draft-syntax fields, each optional.
  static func readText(
    id: (text: String, position: SourcePosition), reader: inout VennReader
  ) throws(DiagramError) -> VennDiagram.Text {
    var text = VennDiagram.Text(
      id: id.text, label: try reader.bracketLabel(), color: nil, position: id.position)
    let fields = try reader.fields(allowed: textFields)
    if let label = fields["label"] { text.label = label.text }
    text.color = fields["color"]?.text
    return text
  }

  /// `text` without one pair of enclosing double quotes.
  static func unquoted(_ text: String) -> String {
    let trimmed = text.trimmingCharacters()
    if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
      return String(trimmed.dropFirst().dropLast())
    }
    return trimmed
  }
}
