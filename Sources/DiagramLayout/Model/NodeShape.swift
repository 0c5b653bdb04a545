/// Every node shape a flowchart can name, by the classic brackets or `@{ shape: … }`.
package enum NodeShape: String, Sendable, CaseIterable {
  case rect, rounded, stadium, subroutine, cylinder, circle, doubleCircle, asymmetric, diamond
  case hexagon, leanRight, leanLeft, trapezoid, trapezoidTop
  case text, notchedRect, linedRect, smallCircle, framedCircle, filledCircle, fork, hourglass
  case braceLeft, braceRight, braces, bolt, document, delay, horizontalCylinder, linedCylinder
  case curvedTrapezoid, dividedRect, triangle, flippedTriangle, windowPane, linedDocument
  case notchedPentagon, slopedRect, documents, processes, flag, bowRect, crossCircle
  case taggedDocument, taggedRect, dataStore

  /// The shape named by `@{ shape: NAME }` (Mermaid 11's short names and aliases).
  package init?(mermaidName: String) {
    guard let shape = NodeShape.names[mermaidName.lowercased()] else { return nil }
    self = shape
  }

  private static let names: [String: NodeShape] = {
    let table: [(NodeShape, [String])] = [
      (.rect, ["rect", "proc", "process", "rectangle", "square"]),
      (.rounded, ["rounded", "event"]),
      (.stadium, ["stadium", "pill", "terminal"]),
      (.subroutine, ["subproc", "subprocess", "subroutine", "fr-rect", "framed-rectangle"]),
      (.cylinder, ["cyl", "cylinder", "database", "db"]),
      (.circle, ["circle", "circ"]),
      (.doubleCircle, ["dbl-circ", "double-circle"]),
      (.asymmetric, ["odd"]),
      (.diamond, ["diam", "diamond", "decision", "question"]),
      (.hexagon, ["hex", "hexagon", "prepare"]),
      (.leanRight, ["lean-r", "lean-right", "in-out"]),
      (.leanLeft, ["lean-l", "lean-left", "out-in"]),
      (.trapezoid, ["trap-b", "trapezoid", "trapezoid-bottom", "priority"]),
      (.trapezoidTop, ["trap-t", "trapezoid-top", "inv-trapezoid", "manual"]),
      (.text, ["text"]),
      (.notchedRect, ["notch-rect", "card", "notched-rectangle"]),
      (
        .linedRect,
        ["lin-rect", "lined-rectangle", "lin-proc", "lined-process", "shaded-process"]
      ),
      (.smallCircle, ["sm-circ", "small-circle", "start"]),
      (.framedCircle, ["fr-circ", "framed-circle", "stop"]),
      (.filledCircle, ["f-circ", "filled-circle", "junction"]),
      (.fork, ["fork", "join"]),
      (.hourglass, ["hourglass", "collate"]),
      (.braceLeft, ["comment", "brace", "brace-l"]),
      (.braceRight, ["brace-r"]),
      (.braces, ["braces"]),
      (.bolt, ["bolt", "com-link", "lightning-bolt"]),
      (.document, ["doc", "document"]),
      (.delay, ["delay", "half-rounded-rectangle"]),
      (.horizontalCylinder, ["das", "h-cyl", "horizontal-cylinder"]),
      (.linedCylinder, ["lin-cyl", "disk", "lined-cylinder"]),
      (.curvedTrapezoid, ["curv-trap", "curved-trapezoid", "display"]),
      (.dividedRect, ["div-rect", "div-proc", "divided-rectangle", "divided-process"]),
      (.triangle, ["tri", "extract", "triangle"]),
      (.flippedTriangle, ["flip-tri", "flipped-triangle", "manual-file"]),
      (.windowPane, ["win-pane", "window-pane", "internal-storage"]),
      (.linedDocument, ["lin-doc", "lined-document"]),
      (.notchedPentagon, ["notch-pent", "notched-pentagon", "loop-limit"]),
      (.slopedRect, ["sl-rect", "sloped-rectangle", "manual-input"]),
      (.documents, ["docs", "documents", "st-doc", "stacked-document"]),
      (.processes, ["procs", "processes", "st-rect", "stacked-rectangle"]),
      (.flag, ["flag", "paper-tape"]),
      (.bowRect, ["bow-rect", "bow-tie-rectangle", "stored-data"]),
      (.crossCircle, ["cross-circ", "crossed-circle", "summary"]),
      (.taggedDocument, ["tag-doc", "tagged-document"]),
      (.taggedRect, ["tag-rect", "tag-proc", "tagged-rectangle", "tagged-process"]),
      (.dataStore, ["datastore", "data-store"]),
    ]
    var names: [String: NodeShape] = [:]
    for (shape, aliases) in table {
      for alias in aliases { names[alias] = shape }
    }
    return names
  }()
}
