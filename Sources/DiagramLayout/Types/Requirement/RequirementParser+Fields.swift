import RenderSupport

extension RequirementParser {
  /// One `key: value` field of a requirement (`id`, `text`, `risk`, `verifymethod`) or an
  /// element (`type`, `docref`).
  mutating func field(_ content: String, item: Int, _ line: ChartLine) throws(DiagramError) {
    guard let colon = content.firstIndex(of: ":") else {
      throw DiagramError(
        .syntax, "expected 'key: value' or '}', found \(DiagramError.quoted(content))",
        at: line.start)
    }
    let key = String(content[..<colon]).trimmingCharacters().lowercased()
    let value = Self.name(String(content[content.index(after: colon)...]))
    // Where the value starts in the line, for errors about it.
    var valueAt = line.start
    if let written = line.content.range(of: content),
      let colonInLine = line.content[written].firstIndex(of: ":")
    {
      let after = line.content[line.content.index(after: colonInLine)...]
      valueAt = line.position(after.firstIndex { $0 != " " && $0 != "\t" } ?? after.endIndex)
    }
    let isRequirement = diagram.items[item].kind != nil
    switch (key, isRequirement) {
    case ("id", true): diagram.items[item].id = value
    case ("text", true): diagram.items[item].text = value
    case ("risk", true):
      guard
        let risk = RequirementDiagram.Risk.allCases.first(where: {
          $0.rawValue.lowercased() == value.lowercased()
        })
      else {
        throw DiagramError(
          .syntax, "expected low, medium or high, found \(DiagramError.quoted(value))",
          at: valueAt)
      }
      diagram.items[item].risk = risk
    case ("verifymethod", true):
      guard
        let method = RequirementDiagram.Verification.allCases.first(where: {
          $0.rawValue.lowercased() == value.lowercased()
        })
      else {
        throw DiagramError(
          .syntax,
          "expected analysis, inspection, test or demonstration, found "
            + DiagramError.quoted(value), at: valueAt)
      }
      diagram.items[item].verification = method
    case ("type", false): diagram.items[item].type = value
    case ("docref", false): diagram.items[item].docRef = value
    default:
      throw DiagramError(
        .syntax,
        (isRequirement
          ? "expected id, text, risk or verifymethod, found "
          : "expected type or docref, found ") + DiagramError.quoted(key), at: line.start)
    }
  }

  /// `source - type -> target` or `target <- type - source`.
  mutating func relationship(_ line: ChartLine) throws(DiagramError) {
    let text = line.content
    let parts: (source: String, type: String, target: String)
    if let arrow = text.range(of: "->"), let dash = text[..<arrow.lowerBound].firstIndex(of: "-") {
      parts = (
        String(text[..<dash]), String(text[text.index(after: dash)..<arrow.lowerBound]),
        String(text[arrow.upperBound...])
      )
    } else if let arrow = text.range(of: "<-"),
      let dash = text[arrow.upperBound...].firstIndex(of: "-")
    {
      parts = (
        String(text[text.index(after: dash)...]), String(text[arrow.upperBound..<dash]),
        String(text[..<arrow.lowerBound])
      )
    } else {
      throw DiagramError(
        .syntax,
        "expected a requirement, an element, a relationship (a - satisfies -> b) or a "
          + "statement, found \(DiagramError.quoted(text))", at: line.start)
    }
    let type = parts.type.trimmingCharacters().lowercased()
    guard let relation = RequirementDiagram.Relation(rawValue: type) else {
      throw DiagramError(
        .syntax,
        "expected contains, copies, derives, satisfies, verifies, refines or traces, found "
          + DiagramError.quoted(parts.type.trimmingCharacters()), at: line.start)
    }
    let source = Self.name(parts.source)
    let target = Self.name(parts.target)
    guard !source.isEmpty, !target.isEmpty else {
      throw DiagramError(
        .syntax, "a relationship needs a name at both ends, found \(DiagramError.quoted(text))",
        at: line.start)
    }
    let known = diagram.items.count
    let from = try item(source, at: line.start)
    let to = try item(target, at: line.start)
    for new in known..<diagram.items.count { diagram.items[new].implicit = true }
    try DiagramLimits.checkEdgeCount(
      diagram.items.count + diagram.relationships.count + 1,
      noun: "requirements, elements and relationships", at: line.start)
    diagram.relationships.append(
      RequirementDiagram.Relationship(
        source: from, target: to, relation: relation, position: line.start))
  }
}
