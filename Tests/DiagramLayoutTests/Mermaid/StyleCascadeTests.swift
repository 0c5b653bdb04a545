import RenderSupport
import Testing

@testable import DiagramLayout

/// The one style cascade every type with `classDef` uses: the `default` class where the type
/// applies it (flowchart nodes, classes, states, entities), then the item's classes in order,
/// then its own `style`, each over the ones before; subgraphs, blocks and requirement items
/// take no `default`.
@Suite struct StyleCascadeTests {
  static func style(_ css: String) -> FlowStyle {
    var style = FlowStyle()
    for pair in css.split(separator: ",") {
      let parts = pair.split(separator: ":", maxSplits: 1).map(String.init)
      style.set(parts[0], parts[1])
    }
    return style
  }

  @Test func laterLayersWinPropertyByProperty() {
    let classes = [
      "default": Self.style("fill:#111,stroke:#111,color:#111"),
      "a": Self.style("fill:#aaa,stroke:#aaa"),
      "b": Self.style("fill:#bbb"),
    ]
    let own = Self.style("stroke:#000")
    let full = FlowStyle.cascade(classes: ["a", "b"], own: own, classStyles: classes)
    #expect(full["fill"] == "#bbb")
    #expect(full["stroke"] == "#000")
    #expect(full["color"] == "#111")
    let reversed = FlowStyle.cascade(classes: ["b", "a"], own: FlowStyle(), classStyles: classes)
    #expect(reversed["fill"] == "#aaa")
    let bare = FlowStyle.cascade(
      classes: ["a", "missing"], own: own, classStyles: classes, defaultClass: false)
    #expect(bare["color"] == nil)
    #expect(bare["fill"] == "#aaa")
    #expect(bare["stroke"] == "#000")
  }

  static func source(_ text: String) throws -> MermaidSource {
    try MermaidSource(parsing: text)
  }

  /// Each type's own reading of the same three layers.
  @Test func eachTypeCascadesItsItems() throws {
    let layers = """
        classDef default fill:#111,color:#111
        classDef hot fill:#f00
      """
    let chart = try FlowchartParser.parse(
      Self.source(
        "flowchart LR\n  subgraph S\n    A:::hot\n  end\n  B\n\(layers)\n  class S hot\n"
          + "  style A color:#0f0\n"))
    let a = try #require(chart.nodes.first { $0.id == "A" })
    let b = try #require(chart.nodes.first { $0.id == "B" })
    #expect(chart.resolvedStyle(of: a)["fill"] == "#f00")
    #expect(chart.resolvedStyle(of: a)["color"] == "#0f0")
    #expect(chart.resolvedStyle(of: b)["fill"] == "#111")
    let subgraph = try #require(chart.subgraphs.first)
    #expect(chart.resolvedStyle(of: subgraph)["fill"] == "#f00")
    #expect(chart.resolvedStyle(of: subgraph)["color"] == nil, "no default for a subgraph")

    let classes = try ClassParser.parse(
      Self.source("classDiagram\n  class A\n  class B\n\(layers)\n  cssClass \"A\" hot\n"))
    #expect(classes.resolvedStyle(of: classes.classes[0])["fill"] == "#f00")
    #expect(classes.resolvedStyle(of: classes.classes[1])["fill"] == "#111")

    let states = try StateParser.parse(
      Self.source("stateDiagram-v2\n  A --> B\n\(layers)\n  class A hot\n"))
    let stateA = try #require(states.states.first { $0.id == "A" })
    let stateB = try #require(states.states.first { $0.id == "B" })
    #expect(states.resolvedStyle(of: stateA)["fill"] == "#f00")
    #expect(states.resolvedStyle(of: stateB)["color"] == "#111")

    let entities = try ERParser.parse(
      Self.source("erDiagram\n  A ||--o{ B : has\n\(layers)\n  class A hot\n"))
    let entityA = try #require(entities.entities.first { $0.id == "A" })
    let entityB = try #require(entities.entities.first { $0.id == "B" })
    #expect(entities.resolvedStyle(of: entityA)["fill"] == "#f00")
    #expect(entities.resolvedStyle(of: entityB)["fill"] == "#111")

    let blocks = try BlockParser.parse(
      Self.source("block\n  a b\n\(layers)\n  class a hot\n  style a color:#0f0\n"))
    let blockA = try #require(blocks.blocks.firstIndex { $0.id == "a" })
    let blockB = try #require(blocks.blocks.firstIndex { $0.id == "b" })
    #expect(blocks.style(of: blockA)["fill"] == "#f00")
    #expect(blocks.style(of: blockA)["color"] == "#0f0")
    #expect(blocks.style(of: blockB).isEmpty, "no default for a block")

    let requirements = try RequirementParser.parse(
      Self.source(
        "requirementDiagram\n  element x {\n    type: doc\n  }\n  element y {\n    type: doc\n  }\n"
          + "\(layers)\n  class x hot\n"))
    let itemX = try #require(requirements.items.firstIndex { $0.name == "x" })
    let itemY = try #require(requirements.items.firstIndex { $0.name == "y" })
    #expect(requirements.style(of: itemX)["fill"] == "#f00")
    #expect(requirements.style(of: itemY).isEmpty, "no default for a requirement item")
  }
}
