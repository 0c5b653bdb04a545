/// One diagram type as the registry lists it: how its header is recognised, how it is read,
/// drawn and checked, and how lists and docs name it.
///
/// A type lives in one folder (`Types/<Type>/`) whose `…Definition.swift` declares this value;
/// `DiagramTypeRegistry.definitions` is the only list of them (Mermaid's `diagrams/<type>/`
/// folders, each with one definition object, registered in one place).
package struct DiagramTypeDefinition: Sendable {
  /// Draws a parsed source as SVG.
  typealias Render = @Sendable (MermaidSource, DiagramContext) throws(DiagramError) -> String
  /// Reads a parsed source as far as errors can come from, without writing SVG.
  typealias Check = @Sendable (MermaidSource) throws(DiagramError) -> Void
  /// Draws a parsed source in character cells.
  typealias Draw =
    @Sendable (MermaidSource, TerminalDiagramOptions) throws(DiagramError)
    -> TerminalDiagram

  /// How a type is drawn in character cells.
  struct Terminal: Sendable {
    /// The type in a list of the types the terminal draws, read before "diagrams"
    /// ("flowcharts", "sequence", "ER").
    let listName: String
    /// Draws the diagram.
    let draw: Draw
  }

  /// The type these rules are for.
  package let type: DiagramType
  /// The header keywords that select the type, the usual one first (`flowchart`, `graph`, …).
  package let keywords: [String]
  /// The type in prose ("XY chart", "Git graph"), for descriptions.
  package let proseName: String
  /// The folder of Mermaid's documentation examples of the type (the conformance data); nil
  /// for a type Mermaid's docs show no example of (`info`).
  package let examplesFolder: String?
  /// What the type's item limit (`DiagramLimits.maximumEdges`) counts ("edges", "slices").
  package let limitedItems: String
  /// Whether the type's own grammar reads `accTitle` and `accDescr`, where the context decides
  /// (a flowchart statement after `;`, a class member named `accTitle`, a sequence's
  /// case-insensitive keywords); the other types take them from `MermaidSource.accessible`.
  let readsAccessibilityStatements: Bool
  /// The sections of Mermaid's config the type reads (`xyChart` for `xyChart.width`): a
  /// setting there that the drawing never reads is a warning (`SettingsAudit`).
  let configSections: [String]
  /// The Mermaid theme variables that colour the type's scale entries in order (`pie1`…
  /// `pie12` for slices, `cScale0`… for sections, `git0`… for branches): a value written
  /// replaces that entry of the chart scale (`ChartPalette`).
  let scaleVariables: [String]
  /// Draws the type as SVG.
  let render: Render
  /// Checks the type without drawing; nil checks by drawing, since the errors of most types
  /// (a Gantt dependency cycle, a Git graph merge of an unknown branch) come from laying out.
  let check: Check?
  /// The drawing in character cells, nil for a type drawn as SVG only.
  let terminal: Terminal?

  /// Mermaid's section colours `cScale0`…`cScale11` (timeline, mindmap, kanban, radar and
  /// treemap sections; `theme-default`'s `cScale` list).
  static let sectionScale = (0..<12).map { "cScale\($0)" }

  /// The type's name (`DiagramType.rawValue`).
  package var name: String { type.rawValue }

  /// Whether the terminal draws the type in character cells.
  package var drawsInTerminal: Bool { terminal != nil }

  /// The keywords a reader types, without the variants Mermaid keeps for compatibility
  /// (`-beta`, `-v2`, `flowchart-elk`, `gitGraph:`): `flowchart/graph`, `xychart`.
  package var headerNames: String {
    keywords.filter { !$0.contains("-") && !$0.hasSuffix(":") }.joined(separator: "/")
  }

  init(
    _ type: DiagramType, keywords: [String], proseName: String, examplesFolder: String?,
    limitedItems: String, readsAccessibilityStatements: Bool = false,
    configSections: [String]? = nil, scaleVariables: [String] = [], render: @escaping Render,
    check: Check? = nil, terminal: Terminal? = nil
  ) {
    self.scaleVariables = scaleVariables
    // Mermaid names most sections after the type (`gantt`, `gitGraph`, `sankey`).
    self.configSections = configSections ?? [type.rawValue]
    self.type = type
    self.keywords = keywords
    self.proseName = proseName
    self.examplesFolder = examplesFolder
    self.limitedItems = limitedItems
    self.readsAccessibilityStatements = readsAccessibilityStatements
    self.render = render
    self.check = check
    self.terminal = terminal
  }
}
