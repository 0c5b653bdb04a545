import Foundation
import Testing

@testable import DiagramLayout

/// A scene is the drawing the SVG shows: every type draws one from the same layout, classes
/// resolve against the stylesheet, and recording leaves the SVG unchanged.
@Suite struct SceneBuilderTests {
  /// All shapes and texts of a scene, depth first, with the groups' ids above them.
  static func leaves(_ items: [SceneNode], ids: [String] = []) -> [(SceneNode, [String])] {
    items.flatMap { item -> [(SceneNode, [String])] in
      if case .group(let group) = item {
        return leaves(group.items, ids: ids + (group.id.map { [$0] } ?? []))
      }
      return [(item, ids)]
    }
  }

  static func shapes(_ scene: DiagramScene) -> [SceneShape] {
    leaves(scene.items).compactMap { if case .shape(let shape) = $0.0 { shape } else { nil } }
  }

  static func texts(_ scene: DiagramScene) -> [SceneText] {
    leaves(scene.items).compactMap { if case .text(let text) = $0.0 { text } else { nil } }
  }

  @Test(DrawingChecks.needsDocsExamples, arguments: DiagramTypeRegistry.definitions.map(\.name))
  func everyTypeDrawsAScene(_ name: String) throws {
    let definition = try #require(DiagramType(rawValue: name)?.definition)
    // Up to three docs examples; a type the docs show no example of, by its header alone.
    guard let folder = definition.examplesFolder else {
      // A header alone may have nothing to label (an empty Venn or Ishikawa diagram).
      try checkScene(
        of: "\(definition.keywords[0])\n", name: name, minimumShapes: 1, needsText: false)
      return
    }
    let files = ChartChecks.examples(folder).prefix(3)
    try #require(!files.isEmpty, "no docs examples of \(name)")
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      let key = "\(folder)/\(file.lastPathComponent)"
      try checkScene(of: source, name: name, warnings: Self.expectedWarnings[key] ?? [])
    }
  }

  /// The warnings of the docs examples above that set something their type does not draw
  /// (settings this library does not draw yet); every other example draws everything.
  static let expectedWarnings: [String: [String]] = [
    // Not a colour without its `#`: Mermaid draws that text in the default colour too.
    "quadrantChart/002.mmd": [
      "7:5: setting 'themeVariables.quadrant1TextFill': expected a colour, found 'ff0000'; ignored"
    ],
    // Links are never written (README), so a ticket has no address to lead to.
    "kanban/003.mmd": [
      "4:5: setting 'kanban.ticketBaseUrl': not drawn by this diagram type; ignored"
    ],
    "packet/003.mmd": [
      "7:7: setting 'themeVariables.packet.startByteColor': not drawn by this diagram type; ignored"
    ],
  ]

  /// A scene of `source` (when it draws) names its type, warns exactly `warnings`, has the
  /// SVG's size and draws shapes (a background and more) and text (when `needsText`).
  func checkScene(
    of source: String, name: String, minimumShapes: Int = 2, warnings: [String] = [],
    needsText: Bool = true
  ) throws {
    guard let scene = try? DiagramRenderer.scene(source) else { return }
    #expect(scene.type.rawValue == name)
    #expect(scene.warnings.map(\.description) == warnings, "\(name)")
    let svg = try DiagramRenderer.render(source)
    #expect(svg.contains("width=\"\(SVGNumber.format(scene.width))\""))
    #expect(Self.shapes(scene).count >= minimumShapes, "\(name) drew too few shapes")
    #expect(!needsText || !Self.texts(scene).isEmpty, "\(name) drew no text")
  }

  /// The SVG written while a scene is captured is the SVG written without.
  @Test func recordingLeavesTheSVGUnchanged() throws {
    let source =
      "flowchart TD\n"
      + (0..<120).map { "  n\($0) --> n\($0 + 1)[label \($0)]" }
      .joined(separator: "\n")
    let plain = try DiagramRenderer.render(source)
    let capture = SceneCapture()
    let recorded = try SceneCapture.$current.withValue(capture) {
      try DiagramRenderer.render(source)
    }
    #expect(recorded == plain)
    // The flowchart's second thread wrote part of it: its edges are in the events too.
    let scene = try DiagramRenderer.scene(source)
    let ids = Set(Self.leaves(scene.items).flatMap(\.1))
    #expect(ids.contains("n0") && ids.contains("n120"))
    #expect(ids.filter { $0.hasPrefix("diagram-edge-") }.count == 120)
  }

  @Test func stylesAndThemesResolveToColours() throws {
    let source = """
      flowchart LR
        A[One] --> B[Two]
        style A fill:#f9f,stroke:#333,stroke-width:4px,stroke-dasharray: 5 5
      """
    let light = try DiagramRenderer.scene(source)
    let node = try #require(
      Self.leaves(light.items).first { $0.1.contains("A") && isShape($0.0) }?.0)
    guard case .shape(let shape) = node else { return }
    #expect(shape.paint.fill == SceneColor(red: 0xFF, green: 0x99, blue: 0xFF))
    #expect(shape.paint.stroke == SceneColor(red: 0x33, green: 0x33, blue: 0x33))
    #expect(shape.paint.strokeWidth == 4)
    #expect(shape.paint.dash == [5, 5])
    let dark = try DiagramRenderer.scene(source, options: DiagramOptions(theme: .dark))
    #expect(dark.palettes.palette.background == "#1E1E1E")
    let background = try #require(Self.shapes(dark).first)
    #expect(background.paint.fill == SceneColor(red: 0x1E, green: 0x1E, blue: 0x1E))
    let auto = try DiagramRenderer.scene(source, options: DiagramOptions(theme: .auto))
    #expect(Self.shapes(auto).first?.paint.fill == SceneColor(red: 255, green: 255, blue: 255))
  }

  /// A class rule of the sheet with a literal value (Sankey's links at half opacity) reaches
  /// the shapes of that class.
  @Test func classRulesOfTheSheetApply() throws {
    let scene = try DiagramRenderer.scene("sankey-beta\nA,B,10\nA,C,5\n")
    let links = Self.shapes(scene).filter { $0.classes.contains("sankey-link") }
    #expect(!links.isEmpty)
    #expect(links.allSatisfy { $0.paint.strokeOpacity == 0.5 })
  }

  @Test func textLinesAreMeasured() throws {
    let scene = try DiagramRenderer.scene(
      "flowchart LR\n  A[Hello world] --> B[\"a<br>two lines\"]\n")
    let texts = Self.texts(scene)
    let hello = try #require(texts.first { $0.lines.first?.runs.first?.text == "Hello world" })
    #expect(hello.anchor == .middle)
    #expect(hello.lines[0].width == TextMeasurer().width("Hello world"))
    let two = try #require(texts.first { $0.lines.count == 2 })
    #expect(two.lines.map { $0.runs.map(\.text).joined() } == ["a", "two lines"])
    #expect(two.lines[1].y > two.lines[0].y)
  }

  /// The document's accessible name and an item's tooltip come with the scene.
  @Test func titlesAndTooltipsAreKept() throws {
    let scene = try DiagramRenderer.scene("treemap-beta\naccTitle: Costs\n\"Main\"\n  \"A\": 20\n")
    #expect(scene.title == "Costs")
    func groups(_ items: [SceneNode]) -> [SceneGroup] {
      items.flatMap { item -> [SceneGroup] in
        guard case .group(let group) = item else { return [] }
        return [group] + groups(group.items)
      }
    }
    #expect(groups(scene.items).contains { $0.title == "A: 20" })
  }

  private func isShape(_ node: SceneNode) -> Bool {
    if case .shape = node { return true }
    return false
  }
}
