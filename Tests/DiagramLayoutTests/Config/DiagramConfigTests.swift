import RenderSupport
import Testing

@testable import DiagramLayout

/// Issue item 2: config from frontmatter and `%%{init}%%` read through one path, later values
/// over earlier ones, limits never relaxed, hostile values never in the SVG.
@Suite struct DiagramConfigTests {
  @Test func directiveBodiesAreReadAsRelaxedJSON() {
    let values = ConfigObjectReader.read(
      """
      {'theme': 'forest', themeVariables: {"primaryColor": "#ff0000", fontSize: 18,},
       "sequence": {"wrap": true, "width": 120}, list: [1, {"x": 2}], "n": null, "flowchart":
       {"curve": "stepAfter"}}
      """, prefix: "config")
    #expect(values["config.theme"] == "forest")
    #expect(values["config.themeVariables.primaryColor"] == "#ff0000")
    #expect(values["config.themeVariables.fontSize"] == "18")
    #expect(values["config.sequence.wrap"] == "true")
    #expect(values["config.sequence.width"] == "120")
    #expect(values["config.flowchart.curve"] == "stepAfter")
    #expect(values["config.list"] == nil && values["config.n"] == nil)
    #expect(values["config.list.x"] == nil, "arrays are skipped whole")
  }

  @Test func hostileBodiesAreBounded() {
    let deep =
      String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_000)
    let values = ConfigObjectReader.read(deep, prefix: "config")
    #expect(values.isEmpty, "nesting past the limit is skipped")
    var many = "{"
    for index in 0..<5_000 { many += "\"k\(index)\": \(index)," }
    many += "}"
    #expect(ConfigObjectReader.read(many, prefix: "c").count == FrontmatterValues.maximumValues)
    #expect(ConfigObjectReader.read("{\"a\": \"unterminated", prefix: "c").isEmpty)
  }

  @Test func laterSettingsOverrideEarlierOnes() throws {
    let source = try MermaidSource(
      parsing: """
        ---
        config:
          theme: forest
          sequence:
            wrap: false
            width: 90
        ---
        %%{init: {"theme": "neutral", "sequence": {"wrap": true}}}%%
        %%{init: {"theme": "dark"}}%%
        sequenceDiagram
          A->>B: hi
        """)
    #expect(source.settings.value("config.theme") == "dark")
    #expect(source.settings.theme == .dark)
    #expect(source.settings.flag("config.sequence.wrap") == true)
    #expect(source.settings.value("config.sequence.width") == "90", "kept from the frontmatter")
  }

  /// The limits are constants: a diagram asking for more changes nothing.
  @Test func configNeverRelaxesALimit() throws {
    let header = """
      ---
      config:
        maxTextSize: 90000000
        maxEdges: 100000
      ---
      %%{init: {"maxTextSize": 90000000, "maxEdges": 100000, "securityLevel": "loose",
        "flowchart": {"htmlLabels": true}}}%%

      """
    let edges = (0...DiagramLimits.maximumEdges).map { "  n\($0) --> n\($0 + 1)\n" }.joined()
    #expect(throws: DiagramError.self) {
      _ = try DiagramRenderer.render(header + "flowchart LR\n" + edges)
    }
    let long = header + "flowchart LR\n  A --> B\n%% " + String(repeating: "x", count: 50_001)
    #expect(throws: DiagramError.self) { _ = try DiagramRenderer.render(long) }
    let svg = try DiagramRenderer.render(
      header + "flowchart LR\n  A[\"<b>x</b><img src=x>\"] --> B")
    #expect(!svg.contains("<img") && !svg.contains("foreignObject"))
  }

  @Test func namedThemesAndVariablesSetThePalette() throws {
    let forest = try DiagramRenderer.render(
      "%%{init: {\"theme\": \"forest\"}}%%\nflowchart LR\n  A --> B")
    #expect(forest.contains("--ir-node-fill:#CDE498"))
    #expect(forest.contains("fill=\"#CDE498\""), "the presentation attributes follow")
    let base = try DiagramRenderer.render(
      """
      %%{init: {"theme": "base", "themeVariables": {"primaryColor": "rgb(0, 128, 255)",
        "primaryTextColor": "#fff", "lineColor": "navy", "tertiaryColor": "#eee",
        "background": "#fafafa", "noteBkgColor": "#ffcc00", "fontSize": "20px",
        "fontFamily": "Inter, \\"Helvetica Neue\\", sans-serif"}}}%%
      flowchart LR
        A --> B
      """)
    #expect(base.contains("--ir-node-fill:#0080FF"))
    #expect(base.contains("--ir-node-stroke:#0066CC"), "the border derived as Mermaid's mkBorder")
    #expect(base.contains("--ir-text:#FFFFFF"))
    #expect(base.contains("--ir-line:#000080"))
    #expect(base.contains("--ir-cluster-fill:#EEEEEE"))
    #expect(base.contains("--ir-background:#FAFAFA"))
    #expect(base.contains("--ir-note-fill:#FFCC00"))
    #expect(base.contains("font-size=\"20\""))
    #expect(base.contains("font-family=\"Inter, Helvetica Neue, sans-serif, DejaVu Sans"))
    let neutral = try DiagramRenderer.render(
      "---\nconfig:\n  theme: neutral\n---\nflowchart LR\n  A --> B")
    #expect(neutral.contains("--ir-node-fill:#EEEEEE"))
  }

  /// Variables replace the palette of their own scheme only: `auto` keeps a readable dark half.
  @Test func variablesApplyToTheirSchemeOnly() throws {
    let source =
      "%%{init: {\"themeVariables\": {\"primaryColor\": \"#ff0000\"}}}%%\nflowchart LR\n  A"
    let auto = try DiagramRenderer.render(source, options: DiagramOptions(theme: .auto))
    #expect(auto.contains("--ir-node-fill:#FF0000"))
    #expect(auto.contains("--ir-node-fill:\(DiagramTheme.darkPalette.nodeFill)"))
    let dark = try DiagramRenderer.render(source, options: DiagramOptions(theme: .dark))
    #expect(!dark.contains("#FF0000"))
  }

  @Test(arguments: [
    "red;}svg{display:none", "url(javascript:alert(1))", "#12345g", "expression(alert(1))",
    "</style><script>alert(1)</script>", "#fff\" onload=\"alert(1)", "var(--x)",
  ])
  func hostileThemeValuesNeverReachTheSVG(_ value: String) throws {
    let escaped = value.replacingOccurrences(of: "\"", with: "\\\"")
    let svg = try DiagramRenderer.render(
      """
      %%{init: {"themeVariables": {"primaryColor": "\(escaped)", "lineColor": "\(escaped)",
        "fontFamily": "\(escaped)", "fontSize": "\(escaped)"}}}%%
      flowchart LR
        A --> B
      """)
    #expect(svg.contains("--ir-node-fill:\(DiagramTheme.lightPalette.nodeFill)"))
    for needle in ["<script", "url(", "expression(", "onload=", "display:none", "var(--x)"] {
      #expect(!svg.contains(needle), "\(needle) in \(svg.prefix(400))")
    }
    #expect(svg.contains("font-size=\"14\""))
  }

  /// The chart types read their options from `%%{init}%%` as from frontmatter.
  @Test func chartTypesReadInitDirectives() throws {
    let pie = try DiagramRenderer.render(
      "%%{init: {\"pie\": {\"textPosition\": 0.5}}}%%\npie\n  \"a\" : 1\n  \"b\" : 2")
    let piePlain = try DiagramRenderer.render("pie\n  \"a\" : 1\n  \"b\" : 2")
    #expect(pie != piePlain, "textPosition moved the slice labels")
    let git = "gitGraph\n  commit\n  branch dev\n  commit\n"
    let hidden = try DiagramRenderer.render(
      "%%{init: {\"gitGraph\": {\"showBranches\": false}}}%%\n" + git)
    let fromFront = try DiagramRenderer.render(
      "---\nconfig:\n  gitGraph:\n    showBranches: false\n---\n" + git)
    #expect(hidden == fromFront)
    #expect(hidden != (try DiagramRenderer.render(git)))
  }
}
