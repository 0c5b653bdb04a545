import RenderSupport

/// Says which settings a drawing never read, once it is done: each becomes a warning at the
/// line and column where it was written, so no setting is ignored silently.
///
/// What counts: the keys under the type's own config sections (`xyChart.*` for an XY chart),
/// every `themeVariables` key, and Mermaid's top-level look settings (`look`, `layout`,
/// `fontFamily`). Not counted: other types' sections (a site-wide `%%{init}%%` carries them
/// for every diagram, and Mermaid reads only the diagram's own), and the settings that are
/// not about the drawing or that this library refuses on purpose (`silentTopLevel`).
enum SettingsAudit {
  /// Top-level keys that never change a drawing here: logging and start-up, page sizing
  /// (every SVG is written at its natural size), and the security settings and limits a
  /// diagram may not change (README: "Limits and security settings in a diagram are
  /// ignored"), and `wrap`, which only sequence diagrams read (the other types wrap labels at
  /// their own widths, as Mermaid's do).
  static let silentTopLevel: Set<String> = [
    "logLevel", "startOnLoad", "securityLevel", "secure", "maxTextSize", "maxEdges",
    "htmlLabels", "arrowMarkerAbsolute", "deterministicIds", "deterministicIDSeed",
    "suppressErrorRendering", "dompurifyConfig", "legacyMathML", "forceLegacyMathML",
    "useMaxWidth", "themeCSS", "markdownAutoWrap", "wrap",
  ]

  /// Keys of a type's own section that only size the page or loosen security, as above.
  static let silentInSection: Set<String> = ["useMaxWidth", "htmlLabels"]

  /// A warning for each setting of `settings` that applies to a diagram with config
  /// `sections` and was not read, in the order written.
  static func unread(_ settings: DiagramSettings, sections: [String]) -> [Diagnostic] {
    var found: [(SourcePosition, String)] = []
    for key in settings.values.keys where key.hasPrefix("config.") {
      guard !settings.reads.contains(key) else { continue }
      let name = String(key.dropFirst("config.".count))
      let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
      let applies: Bool
      if parts.count == 1 {
        applies = !silentTopLevel.contains(name)
      } else if parts[0] == "themeVariables" {
        applies = true
      } else if sections.contains(parts[0]) {
        applies = !silentInSection.contains(parts[1])
      } else {
        applies = false
      }
      guard applies else { continue }
      found.append((settings.positions[key] ?? SourcePosition(line: 0, column: 0), name))
    }
    return found.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.map { position, name in
      Diagnostic(
        .warning, "setting '\(name)': not drawn by this diagram type; ignored",
        at: position.line == 0 ? nil : position)
    }
  }
}
