import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

/// Mermaid's own Venn syntax (bracket labels, `:N` sizes, texts under their set or naming
/// their sets, `style` statements), checked on what is drawn.
@Suite struct VennSyntaxTests {
  static func group(_ svg: String, _ className: String, _ id: String) throws -> String {
    try #require(ChartChecks.groups(svg, className).first { $0.id == id }?.body, "\(id)")
  }

  @Test func bracketLabelsAndSizesAreRead() throws {
    let svg = try ChartChecks.render(
      "venn-beta\n  set A[\"Alpha\"]:20\n  set B[Beta]\n  union A,B[\"Both\"]:3\n")
    #expect(try Self.group(svg, "set", "A").contains(">Alpha</text>"))
    #expect(try Self.group(svg, "set", "B").contains(">Beta</text>"))
    #expect(try Self.group(svg, "union", "A&amp;B").contains(">Both</text>"))
    let circles = ChartChecks.groups(svg, "set").compactMap { VennTests.circle($0.body) }
    // Sizes 20 and 10 (the default): the radii are in the ratio √2.
    #expect(abs(circles[0].r / circles[1].r - 2.0.squareRoot()) < 0.01)
  }

  @Test func textsGoUnderTheirSetOrToTheSetsTheyName() throws {
    let svg = try ChartChecks.render(
      """
      venn-beta
        set A
          text A1["Under A"]
        set B
        union A,B
      text A,B AB1["Named"]
      text B "B1"["Quoted id"]
      """)
    #expect(try Self.group(svg, "set", "A").contains(">Under A</text>"))
    #expect(try Self.group(svg, "union", "A&amp;B").contains(">Named</text>"))
    #expect(try Self.group(svg, "set", "B").contains(">Quoted id</text>"))
  }

  @Test func stylesColourWhatTheyName() throws {
    let svg = try ChartChecks.render(
      """
      venn-beta
        set A
          text A1["t"]
        set B
        union A,B["AB"]
        style A fill:#4e79a7, stroke:#1f3b57, stroke-width:3px, fill-opacity:0.3
        style B,A color:#8a2be2, fill:#ffcc00
        style A1 color:rgb(200, 30, 30)
      """)
    let a = try Self.group(svg, "set", "A")
    #expect(
      a.contains("fill=\"#4e79a7\" fill-opacity=\"0.3\" stroke=\"#1f3b57\" stroke-width=\"3\""))
    #expect(a.contains("fill=\"rgb(200, 30, 30)\""))
    let union = try Self.group(svg, "union", "A&amp;B")
    #expect(union.contains("fill=\"#ffcc00\"") && union.contains("fill=\"#8a2be2\""))
  }

  @Test func whatAStyleOrTextCannotDrawIsAWarning() throws {
    let drawing = try DiagramRenderer.draw(
      """
      venn-beta
      set A
      set B
      style C fill:red
      style A shadow:2px, fill:#12
      text A,C X["lost"]
      """)
    #expect(
      drawing.warnings.map(\.description) == [
        "4:7: the style is not drawn: no set, union or text is 'C'",
        "5:9: the style 'shadow' is not drawn on a set or union",
        "5:21: the style fill is not drawn: expected a colour (#rgb, #rrggbb, rgb(…) or a "
          + "name), found '#12'",
        "6:10: the text 'X' is not drawn: no set or union is 'A,C'",
      ])
  }

  /// The draft syntax's fields still read, and a statement may mix both.
  @Test func draftFieldsStillRead() throws {
    let svg = try ChartChecks.render(
      "venn-beta\nset A size: 20, label: Alpha\nset B[Beta] color: red\nunion A,B\n")
    #expect(try Self.group(svg, "set", "A").contains(">Alpha</text>"))
    #expect(try Self.group(svg, "set", "B").contains("fill=\"red\""))
  }
}
