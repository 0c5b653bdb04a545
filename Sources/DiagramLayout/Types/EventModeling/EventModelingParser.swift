import RenderSupport

/// Parses a Mermaid event model (Mermaid's `event-modeling.langium`, in its compact and
/// relaxed spellings): one statement a line — `tf`/`timeframe` and `rf`/`resetframe` frames,
/// `data` blocks, `note`s, `gwt` specifications (given/when/then over one or more lines),
/// `entity` declarations and `title` — with `%%`, `//` and `/* … */` comments. A block's
/// `{ … }` spans lines up to the first line starting with `}` no deeper than the statement.
///
/// Relations come after every statement is read: each `->>` names a frame (before or after
/// it); a frame without one takes input from the nearest earlier frame in another swimlane,
/// except the first and the reset frames (Mermaid's `db.ts`). Where no earlier frame is in
/// another swimlane there is no relation (Mermaid stops with "Source box not found").
enum EventModelingParser {
  /// The diagram of `source`; statements read but not drawn add warnings to `warnings`.
  static func parse(_ source: MermaidSource, warnings: inout [Diagnostic]) throws(DiagramError)
    -> EventModelingDiagram
  {
    var reader = EventModelingReader(lines: lines(source))
    reader.diagram.title = source.title
    try reader.readAll()
    warnings += reader.warnings
    return try resolved(reader)
  }

  /// `parse`, the warnings dropped (for checking a source without drawing it).
  static func parse(_ source: MermaidSource) throws(DiagramError) -> EventModelingDiagram {
    var warnings: [Diagnostic] = []
    return try parse(source, warnings: &warnings)
  }

  /// The body's lines with their numbers and indentation, nothing removed yet: a data block
  /// keeps its blank lines and comment-like text.
  static func lines(_ source: MermaidSource) -> [ChartLine] {
    source.bodyLines.map { number, text in
      let indent = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
      return ChartLine(number: number, indent: indent, content: text.trimmingCharacters())
    }
  }

  /// The reader's diagram with its references resolved, source kinds checked and relations
  /// inferred.
  static func resolved(_ reader: EventModelingReader) throws(DiagramError)
    -> EventModelingDiagram
  {
    var diagram = reader.diagram
    var frameIndex: [String: Int] = [:]
    for (index, frame) in diagram.frames.enumerated() {
      if let first = frameIndex[frame.number] {
        throw DiagramError(
          .syntax,
          "frame \(frame.number) is defined twice (first on line "
            + "\(diagram.frames[first].position.line))", at: frame.position)
      }
      frameIndex[frame.number] = index
    }
    func frame(_ reference: EventModelingReader.Reference) throws(DiagramError) -> Int {
      guard let index = frameIndex[reference.name] else {
        throw DiagramError(.syntax, "no frame \(reference.name)", at: reference.position)
      }
      return index
    }
    var blockIndex: [String: Int] = [:]
    for (index, block) in diagram.dataBlocks.enumerated() where blockIndex[block.name] == nil {
      blockIndex[block.name] = index
    }
    for (index, references) in reader.sources.enumerated() {
      let target = diagram.frames[index]
      for reference in references {
        let source = try frame(reference)
        let kind = diagram.frames[source].kind
        guard target.kind.allowedSources.contains(kind) else {
          let allowed = target.kind.allowedSources.map(\.prose).joined(separator: " or ")
          throw DiagramError(
            .syntax,
            "\(article(target.kind.prose)) can only receive input from \(article(allowed)), "
              + "not from \(article(kind.prose)) (frame \(reference.name))",
            at: reference.position)
        }
        diagram.frames[index].sources.append(source)
      }
      if let reference = reader.dataReferences[index] {
        guard let block = blockIndex[reference.name] else {
          throw DiagramError(
            .syntax, "no data block " + DiagramError.quoted(reference.name),
            at: reference.position)
        }
        diagram.frames[index].dataBlock = block
      }
    }
    for (index, reference) in reader.noteFrames.enumerated() {
      diagram.notes[index].frame = try frame(reference)
    }
    for (index, reference) in reader.specificationFrames.enumerated() {
      diagram.specifications[index].frame = try frame(reference)
    }
    diagram.relations = relations(diagram.frames)
    try DiagramLimits.checkEdgeCount(
      diagram.frames.count + diagram.relations.count + diagram.dataBlocks.count
        + diagram.notes.count + diagram.specifications.count,
      noun: "frames, relations, data blocks, notes and specifications",
      at: lastStatement(diagram))
    return diagram
  }

  /// Where the last statement that adds items starts: the diagram is over the limit by then.
  static func lastStatement(_ diagram: EventModelingDiagram) -> SourcePosition {
    let positions =
      diagram.frames.map(\.position) + diagram.dataBlocks.map(\.position)
      + diagram.notes.map(\.position) + diagram.specifications.map(\.position)
    return positions.max() ?? SourcePosition(line: 1, column: 1)
  }

  /// `word` after "a" or "an", as it is read aloud ("an event", "a ui").
  static func article(_ word: String) -> String {
    guard let first = word.first, "aeio".contains(first) else { return "a " + word }
    return "an " + word
  }

  /// The written relations of each frame, else the one inferred from the frames before it.
  static func relations(_ frames: [EventModelingDiagram.Frame]) -> [EventModelingDiagram.Relation] {
    var result: [EventModelingDiagram.Relation] = []
    for (index, frame) in frames.enumerated() {
      if !frame.sources.isEmpty {
        result += frame.sources.map { .init(source: $0, target: index, isExplicit: true) }
        continue
      }
      guard !frame.isReset else { continue }
      let lane = EventModelingLayout.LaneKey(frame)
      if let source = frames[..<index].lastIndex(where: { EventModelingLayout.LaneKey($0) != lane })
      {
        result.append(.init(source: source, target: index, isExplicit: false))
      }
    }
    return result
  }
}
