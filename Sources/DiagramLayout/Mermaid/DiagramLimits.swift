import RenderSupport

/// Hard limits checked before any layout, so hostile input costs bounded time and memory.
///
/// Nothing in a diagram (frontmatter, `%%{init}%%`) can change these.
package enum DiagramLimits {
  /// The most characters (Unicode scalars) a source may have.
  package static let maximumSourceCharacters = 50_000
  /// The most bytes a source read from a stream may have: the character limit in UTF-8 at its
  /// widest, plus a byte order mark. Reading stops there, so an endless stream costs nothing.
  package static let maximumSourceBytes = maximumSourceCharacters * 4 + 3
  /// The most characters one line of a label may show; the rest is cut and `…` drawn in its
  /// place. librsvg lays out one line of text in time that grows with the square of its
  /// length (45,000 characters took 79 s to rasterize), and no reader follows a line of
  /// several hundred characters across a diagram.
  package static let maximumLabelLineCharacters = 300
  /// The most edges a flowchart, or messages a sequence diagram, may have.
  package static let maximumEdges = 500
  /// The deepest nesting of subgraphs or blocks.
  package static let maximumNesting = 32

  /// `runs` (one line of a label) cut to `maximumLabelLineCharacters`, with `…` at the cut.
  static func cutLabelLine(_ runs: [TextRun]) -> [TextRun] {
    var remaining = maximumLabelLineCharacters
    var kept: [TextRun] = []
    for run in runs {
      let count = run.text.count
      if count <= remaining {
        kept.append(run)
        remaining -= count
        continue
      }
      var cut = run
      cut.text = String(run.text.prefix(remaining)) + "…"
      kept.append(cut)
      return kept
    }
    return kept
  }

  /// One plain line of text cut like `cutLabelLine`.
  static func cutLabelLine(_ text: String) -> String {
    guard text.utf8.count > maximumLabelLineCharacters, text.count > maximumLabelLineCharacters
    else { return text }
    return String(text.prefix(maximumLabelLineCharacters)) + "…"
  }

  /// Throws when `source` is over the size limit.
  package static func checkSize(_ source: String) throws(DiagramError) {
    var count = 0
    for _ in source.unicodeScalars {
      count += 1
      if count > maximumSourceCharacters {
        throw DiagramError(
          .limit,
          "the diagram is longer than \(maximumSourceCharacters) characters",
          at: SourcePosition(line: 1, column: 1))
      }
    }
  }

  /// Throws when the `count`th edge or message (1-based), found at `position`, is over the limit.
  package static func checkEdgeCount(
    _ count: Int, noun: String = "edges", at position: SourcePosition
  ) throws(DiagramError) {
    if count > maximumEdges {
      throw DiagramError(
        .limit, "the diagram has more than \(maximumEdges) \(noun)", at: position)
    }
  }

  /// Throws when opening a group at `depth` (1 for a top-level group) is too deep.
  package static func checkNesting(_ depth: Int, at position: SourcePosition) throws(DiagramError) {
    if depth > maximumNesting {
      throw DiagramError(
        .limit, "groups are nested deeper than \(maximumNesting) levels", at: position)
    }
  }
}
