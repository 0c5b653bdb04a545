import RenderSupport

/// Mermaid's Venn `style` statements: the properties its renderer reads (`fill`, `color`,
/// `stroke`, `stroke-width`, `fill-opacity` on a set or union, `color` on a text), applied in
/// source order so a later statement overrides an earlier one, as Mermaid merges them.
enum VennStyle {
  /// One `property:value` pair as written, at the property's position.
  typealias Field = (name: String, value: String, position: SourcePosition)
  /// One `style` statement: what it names, its pairs, and where its targets start.
  typealias Statement = (targets: [String], fields: [Field], position: SourcePosition)

  /// Applies each statement to the set, union or text its targets name; whatever cannot
  /// apply is a warning at its position, never dropped silently. The areas and texts are
  /// looked up by name, so a diagram of many `style` lines costs what it reads.
  static func apply(
    _ statements: [Statement], to diagram: inout VennDiagram, warnings: inout [Diagnostic]
  ) {
    guard !statements.isEmpty else { return }
    var areas: [[String]: Int] = [:]
    var texts: [String: (area: Int, text: Int)] = [:]
    for (areaIndex, area) in diagram.areas.enumerated() {
      areas[area.sets] = areas[area.sets] ?? areaIndex
      for (textIndex, text) in area.texts.enumerated() where texts[text.id] == nil {
        texts[text.id] = (areaIndex, textIndex)
      }
    }
    for statement in statements {
      let sets = Array(Set(statement.targets)).sorted()
      if let index = areas[sets] {
        for field in statement.fields {
          applyToArea(field, &diagram.areas[index], warnings: &warnings)
        }
      } else if statement.targets.count == 1, let (area, text) = texts[statement.targets[0]] {
        for field in statement.fields {
          if field.name == "color", let colour = color(field, warnings: &warnings) {
            diagram.areas[area].texts[text].color = colour
          } else if field.name != "color" {
            warnings.append(notDrawn(field, on: "a text"))
          }
        }
      } else {
        warnings.append(
          Diagnostic(
            .warning,
            "the style is not drawn: no set, union or text is "
              + DiagramError.quoted(statement.targets.joined(separator: ",")),
            at: statement.position))
      }
    }
  }

  static func applyToArea(
    _ field: Field, _ area: inout VennDiagram.Area, warnings: inout [Diagnostic]
  ) {
    switch field.name {
    case "fill":
      if let colour = color(field, warnings: &warnings) { area.background = colour }
    case "color":
      if let colour = color(field, warnings: &warnings) { area.color = colour }
    case "stroke":
      if let colour = color(field, warnings: &warnings) { area.stroke = colour }
    case "stroke-width":
      let digits = field.value.hasSuffix("px") ? String(field.value.dropLast(2)) : field.value
      if let width = Double(digits), width.isFinite, width >= 0, width <= 100 {
        area.strokeWidth = width
      } else {
        warnings.append(invalid(field, "a width in pixels from 0 to 100"))
      }
    case "fill-opacity":
      if let opacity = Double(field.value), opacity >= 0, opacity <= 1 {
        area.fillOpacity = opacity
      } else {
        warnings.append(invalid(field, "a number from 0 to 1"))
      }
    default:
      warnings.append(notDrawn(field, on: "a set or union"))
    }
  }

  static func color(_ field: Field, warnings: inout [Diagnostic]) -> String? {
    if let colour = StyleParser.color(field.value) { return colour }
    warnings.append(invalid(field, "a colour (#rgb, #rrggbb, rgb(…) or a name)"))
    return nil
  }

  static func invalid(_ field: Field, _ expected: String) -> Diagnostic {
    Diagnostic(
      .warning,
      "the style \(field.name) is not drawn: expected \(expected), found "
        + DiagramError.quoted(field.value), at: field.position)
  }

  static func notDrawn(_ field: Field, on target: String) -> Diagnostic {
    Diagnostic(
      .warning, "the style \(DiagramError.quoted(field.name)) is not drawn on \(target)",
      at: field.position)
  }
}
