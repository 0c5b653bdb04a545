import Foundation
import Testing

@testable import DiagramLayout

/// Composite states are drawn as Mermaid draws them: a rounded box in the state colours with
/// the name in a band across the top and a divider under it, the inner states below it.
@Suite struct CompositeStateTests {
  static let inputs = [
    """
    stateDiagram-v2
      [*] --> First
      state First {
        [*] --> second
        second --> [*]
      }
      First --> Second
      state Second {
        [*] --> inner
        state inner {
          [*] --> deep
        }
      }
    """,
    """
    stateDiagram-v2
      direction LR
      [*] --> A
      state "A long composite name" as A {
        direction LR
        x --> y
      }
      A --> B
    """,
  ]

  @Test(arguments: inputs)
  func titleBandsHoldOnlyTheirTitles(_ text: String) throws {
    let graph = try GraphChecks.graph(text)
    let layout = GraphLayout.layout(graph, measurer: TextMeasurer())
    let context = DiagramContext(
      theme: DiagramTheme(.light), idPrefix: "d", measurer: TextMeasurer())
    let writer = GraphSVGWriter(diagram: graph, layout: layout, context: context)
    var bands = 0
    for placed in layout.drawing.clusters {
      let cluster = graph.clusters[placed.index]
      let band = try #require(writer.compositeBandBottom(placed, cluster))
      bands += 1
      // The title inside the band, the band inside the box, every member below the band.
      #expect(placed.titleCenter.y + placed.titleSize.height / 2 <= band)
      #expect(placed.titleCenter.y - placed.titleSize.height / 2 >= placed.box.minY)
      for node in layout.drawing.nodes
      where placed.box.contains(node.outline.bounds, tolerance: 0.5) {
        #expect(node.outline.bounds.minY >= band, "\(cluster.id): a state reaches the band")
      }
    }
    let svg = try DiagramRenderer.render(text)
    #expect(bands == layout.drawing.clusters.count)
    #expect(svg.components(separatedBy: "class=\"composite-divider\"").count - 1 == bands)
    #expect(svg.components(separatedBy: "class=\"composite-box\"").count - 1 == bands)
  }

  @Test func concurrencyRegionsAndOtherTypesKeepTheirBoxes() throws {
    let regions = try DiagramRenderer.render(
      "stateDiagram-v2\n  state A {\n    [*] --> B\n    --\n    [*] --> C\n  }\n")
    // The composite is a titled box; its two regions stay dashed boxes without a band.
    #expect(regions.components(separatedBy: "class=\"composite-divider\"").count - 1 == 1)
    #expect(regions.components(separatedBy: "class=\"region-box\"").count - 1 == 2)
    let classes = try DiagramRenderer.render(
      "classDiagram\n  namespace N {\n    class X\n  }\n")
    #expect(!classes.contains("class=\"composite-divider\""))
  }
}
