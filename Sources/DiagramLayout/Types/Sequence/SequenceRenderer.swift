/// Draws sequence diagrams: parse, lay out, write SVG.
///
/// Each participant is a `<g class="participant" data-id>` (head, lifeline, foot), each
/// message a `<g class="message" data-from data-to>` (line, heads, text, badge). Colours are
/// presentation attributes from the theme's palette and, for browsers, CSS custom properties
/// on the root. All source text reaches the document only through `SVGWriter`'s escaping.
package enum SequenceRenderer: DiagramTypeRenderer {
  package static func render(_ source: MermaidSource, context: DiagramContext)
    throws(DiagramError) -> String
  {
    let diagram = SequenceWrapping.apply(
      try SequenceParser.parse(source), settings: source.settings, measurer: context.measurer)
    try context.checkpoint()
    let layout = SequenceLayout(
      diagram, measurer: context.measurer, options: options(source.settings))
    try context.checkpoint()
    return svg(layout, context: context)
  }

  /// The layout options the diagram's `sequence` config asks for, range-checked.
  static func options(_ settings: DiagramSettings) -> SequenceLayoutOptions {
    var options = SequenceLayoutOptions()
    if let mirror = settings.flag("config.sequence.mirrorActors") { options.mirrorActors = mirror }
    if let margin = settings.number("config.sequence.actorMargin", in: 4...400) {
      options.participantGap = margin
    }
    if let align = settings.value("config.sequence.messageAlign")?.lowercased(),
      let parsed = SequenceLayoutOptions.MessageAlign(rawValue: align)
    {
      options.messageAlign = parsed
    }
    if let width = settings.number("config.sequence.width", in: 40...1000) {
      options.minimumParticipantWidth = width
    }
    return options
  }

  /// The SVG document of a finished layout.
  package static func svg(_ layout: SequenceLayout, context: DiagramContext) -> String {
    var painter = SequencePainter(
      layout: layout, palette: context.theme.palette, fontSize: context.measurer.fontSize)
    let b = layout.bounds
    let prefix = context.idPrefix
    var root: [(StaticString, String)] = [
      ("xmlns", "http://www.w3.org/2000/svg"), ("id", prefix),
      ("class", "diagram sequence"), ("width", f(b.width)), ("height", f(b.height)),
      ("viewBox", "\(f(b.x)) \(f(b.y)) \(f(b.width)) \(f(b.height))"), ("role", "img"),
      ("font-family", context.measurer.familyList), ("font-size", f(context.measurer.fontSize)),
    ]
    let accessible = SVGAccessibleName(
      name: layout.accessibleTitle, description: layout.accessibleDescription, prefix: prefix)
    if let labelledBy = accessible.rootAttribute { root.append(labelledBy) }
    painter.writer.open("svg", root)
    painter.writer.newline()
    accessible.write(into: &painter.writer)
    painter.writer.style(context.theme.css(rootID: context.idPrefix, extraRules: extraRules))
    painter.writer.newline()
    painter.writer.element(
      "rect",
      [
        ("class", "background"), ("x", f(b.x)), ("y", f(b.y)), ("width", f(b.width)),
        ("height", f(b.height)), ("fill", context.theme.palette.background),
      ])
    painter.writer.newline()
    painter.paint()
    return painter.writer.finish()
  }

  /// Rules for this diagram type's classes, relative to the root.
  static let extraRules = [
    ".lifeline{stroke:var(--ir-line)}",
    ".label-plate{fill:var(--ir-background)}",
    ".activation{fill:var(--ir-activation-fill);stroke:var(--ir-node-stroke)}",
    ".note-box{fill:var(--ir-note-fill);stroke:var(--ir-note-stroke)}",
    ".frame-box{stroke:var(--ir-line)}",
    ".frame-tab{fill:var(--ir-label-background);stroke:var(--ir-line)}",
    ".group-box{stroke:var(--ir-cluster-stroke)}",
    ".group-box.themed{fill:var(--ir-cluster-fill)}",
    ".badge{fill:var(--ir-accent)}",
    ".badge-text{fill:var(--ir-accent-text)}",
    ".destroy{stroke:var(--ir-line)}",
    ".node-stroke{stroke:var(--ir-node-stroke)}",
  ]

  static func f(_ value: Double) -> String { SVGNumber.format(value) }
}
