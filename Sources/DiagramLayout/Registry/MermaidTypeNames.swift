/// The header keywords of the diagram types Mermaid 11 draws, by the type's name — a fact
/// about Mermaid, not a list of ours: a keyword here that `DiagramTypeRegistry` does not know
/// gets a clear "not supported yet: TYPE" error instead of "unsupported diagram type", so a
/// reader (and `note`/`transcript`, which show the source with the error) can tell a real
/// Mermaid diagram from a typo.
enum MermaidTypeNames {
  /// The type name for a header keyword Mermaid 11 knows, nil for any other word.
  static func name(forKeyword keyword: String) -> String? {
    switch keyword {
    case "sankey", "sankey-beta": return "sankey"
    case "block", "block-beta": return "block"
    case "packet", "packet-beta": return "packet"
    case "architecture", "architecture-beta": return "architecture"
    case "radar", "radar-beta": return "radar"
    case "treemap", "treemap-beta": return "treemap"
    case "requirementDiagram", "requirement": return "requirementDiagram"
    case "C4Context", "C4Container", "C4Component", "C4Dynamic", "C4Deployment": return "C4"
    case "zenuml": return "zenuml"
    case "eventmodeling": return "eventmodeling"
    default: return nil
    }
  }

}
