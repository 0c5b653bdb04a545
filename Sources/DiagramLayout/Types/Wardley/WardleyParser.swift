import RenderSupport

/// Parses a Mermaid Wardley map (Mermaid's `wardley.langium`): one statement a line —
/// `title`, `size [w, h]`, `evolution A -> B -> …` (each stage `Name[@end][/ Second]`),
/// `anchor`/`component NAME [v, e]` (a component with `label [dx, dy]`, `(build|buy|
/// outsource|market)` and `(inertia)`), links (`A -> B`, flows `+>`, `+<`, `+<>`,
/// `+'text'>`, and `; label`), `evolve NAME e`, `pipeline NAME { component NAME [e] … }`,
/// `note "text" [v, e]`, `annotations [v, e]`, `annotation N,[v, e] "text"` and
/// `accelerator`/`deaccelerator NAME [v, e]`. Names are quoted or bare (words with `-`, `_`,
/// `(`, `)`, `&`); `#` starts a comment after blanks. Links and `evolve` name components
/// written anywhere in the map.
enum WardleyParser {
  static func parse(_ source: MermaidSource) throws(DiagramError) -> WardleyMap {
    var map = WardleyMap()
    map.title = source.title
    var pipeline: (parent: Int, position: SourcePosition)?
    var evolvePositions: [SourcePosition] = []
    var items = 0
    for line in ChartLine.lines(source) {
      var reader = WardleyReader(line)
      let word = reader.word()
      items += 1
      try DiagramLimits.checkEdgeCount(items, noun: "components, links and marks", at: line.start)
      if let open = pipeline {
        if word == "}" {
          pipeline = nil
          continue
        }
        guard word == "component" else {
          throw DiagramError(
            .syntax, "expected 'component NAME [evolution]' or '}' in a pipeline", at: line.start)
        }
        let name = try reader.name()
        let coordinates = try reader.coordinates(count: 1)
        let parent = map.components[open.parent]
        var component = WardleyMap.Component(
          name: name, visibility: parent.visibility, evolution: coordinates[0],
          pipeline: parent.name, position: line.start)
        component.labelOffset = try reader.labelOffset()
        try reader.end()
        map.components.append(component)
        continue
      }
      switch word {
      case "title":
        map.title = reader.rest
      case "size":
        let size = try reader.numbers(count: 2, range: 100...5_000)
        (map.width, map.height) = (size[0], size[1])
        try reader.end()
      case "evolution":
        map.stages = try reader.stages()
      case "anchor", "component":
        let name = try reader.name()
        let at = try reader.coordinates(count: 2)
        var component = WardleyMap.Component(
          name: name, visibility: at[0], evolution: at[1], isAnchor: word == "anchor",
          position: line.start)
        if word == "component" { try reader.decorations(into: &component) }
        try reader.end()
        map.components.append(component)
      case "evolve":
        let name = try reader.name()
        let target = try reader.numbers(count: 1, range: 0...1, bracketed: false)[0]
        try reader.end()
        map.evolves.append((name, target))
        evolvePositions.append(line.start)
      case "pipeline":
        let name = try reader.name()
        try reader.expect("{")
        try reader.end()
        guard let parent = map.components.lastIndex(where: { $0.name == name }) else {
          throw DiagramError(
            .syntax,
            "unknown component \(DiagramError.quoted(name)): a pipeline follows its component",
            at: line.start)
        }
        pipeline = (parent, line.start)
      case "note", "accelerator", "deaccelerator":
        let text = word == "note" ? try reader.quoted() : try reader.name()
        let at = try reader.coordinates(count: 2)
        try reader.end()
        let kind: WardleyMap.Mark.Kind =
          word == "note" ? .note : word == "accelerator" ? .accelerator : .deaccelerator
        map.marks.append(
          WardleyMap.Mark(kind: kind, text: text, visibility: at[0], evolution: at[1]))
      case "annotations":
        let at = try reader.coordinates(count: 2)
        try reader.end()
        map.annotationList = (at[0], at[1])
      case "annotation":
        let number = try reader.integer()
        try reader.expect(",")
        let at = try reader.coordinates(count: 2)
        let text = try reader.quoted()
        try reader.end()
        map.annotations.append(
          WardleyMap.Annotation(number: number, visibility: at[0], evolution: at[1], text: text))
      default:
        reader = WardleyReader(line)
        map.links.append(try reader.link())
      }
    }
    if let open = pipeline {
      throw DiagramError(.syntax, "the pipeline is not closed with '}'", at: open.position)
    }
    try checkNames(map, evolvePositions: evolvePositions)
    return map
  }

  /// Links and `evolve` name components the map has.
  static func checkNames(
    _ map: WardleyMap, evolvePositions: [SourcePosition]
  ) throws(DiagramError) {
    let names = Set(map.components.map(\.name))
    for link in map.links {
      for name in [link.from, link.to] where !names.contains(name) {
        throw DiagramError(
          .syntax, "unknown component \(DiagramError.quoted(name)) in a link", at: link.position)
      }
    }
    for (index, evolve) in map.evolves.enumerated() where !names.contains(evolve.name) {
      throw DiagramError(
        .syntax, "unknown component \(DiagramError.quoted(evolve.name)) to evolve",
        at: evolvePositions[index])
    }
  }
}
