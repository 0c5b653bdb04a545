import RenderSupport
import Testing

@testable import DiagramLayout

/// The label and stroke variables of single types: Git graph labels, Sankey node colours,
/// pie strokes and opacity, section label colours. Each value written is the one drawn, in
/// the attribute librsvg paints and in what a browser applies.
@Suite struct TypeThemeVariableTests {
  func draw(_ variables: [(String, String)], _ body: String, section: String = "themeVariables")
    throws -> DiagramDrawing
  {
    let pairs = variables.map { ##""\##($0.0)": \##($0.1)"## }.joined(separator: ", ")
    return try DiagramRenderer.draw(##"%%{init: {"\##(section)": {\##(pairs)}}}%%"## + "\n" + body)
  }

  @Test func gitGraphLabelsTakeTheirColours() throws {
    let body = "gitGraph\n  commit id: \"one\" tag: \"v1\"\n  branch dev\n  commit\n"
    let drawn = try draw(
      [
        ("commitLabelColor", "\"#101010\""), ("commitLabelBackground", "\"#202020\""),
        ("tagLabelColor", "\"#303030\""), ("tagLabelBackground", "\"#404040\""),
        ("tagLabelBorder", "\"#505050\""), ("gitBranchLabel1", "\"#606060\""),
      ], body)
    #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
    let svg = drawn.svg
    #expect(svg.contains("style=\"fill:#101010\""), "commit label text")
    #expect(svg.contains(".commit-label-plate{fill:#202020}") && svg.contains("fill=\"#202020\""))
    #expect(svg.contains("style=\"fill:#303030\""), "tag text")
    #expect(
      svg.contains("fill=\"#404040\" stroke=\"#505050\"")
        || (svg.contains("fill=\"#404040\"") && svg.contains("stroke=\"#505050\"")))
    #expect(svg.contains(".note-box{fill:#404040;stroke:#505050}"))
    #expect(svg.contains("style=\"fill:#606060\""), "the second branch's label")
    #expect(try DiagramRenderer.render(body).contains("#101010") == false)
  }

  @Test func sankeyNodesTakeTheirConfiguredColours() throws {
    let body = "sankey-beta\n  a,b,5\n  c,b,3\n"
    let drawn = try draw(
      [("nodeColors", ##"{"a": "#AA0000", "b": "#00BB00"}"##)], body, section: "sankey")
    #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
    #expect(drawn.svg.contains("fill=\"#AA0000\"") && drawn.svg.contains("fill=\"#00BB00\""))
    #expect(drawn.svg.contains("stroke=\"#AA0000\""), "a's link takes a's colour")
    let bad = try draw([("nodeColors", ##"{"a": "nope"}"##)], body, section: "sankey")
    #expect(bad.warnings.count == 1)
  }

  @Test func pieStrokesAndOpacityAreTheValuesWritten() throws {
    let body = "pie\n  \"A\" : 1\n  \"B\" : 2\n"
    let drawn = try draw(
      [
        ("pieStrokeColor", "\"#121212\""), ("pieStrokeWidth", "\"5px\""), ("pieOpacity", "0.4"),
        ("pieOuterStrokeColor", "\"#343434\""), ("pieOuterStrokeWidth", "\"6px\""),
      ], body)
    #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
    #expect(drawn.svg.contains("fill-opacity=\"0.4\" stroke=\"#121212\" stroke-width=\"5\""))
    #expect(drawn.svg.contains(".slice-edge{stroke:#121212}"))
    #expect(drawn.svg.contains("stroke=\"#343434\" stroke-width=\"6\""))
  }

  @Test func quadrantTextsPointsAndSizeAreTheValuesWritten() throws {
    let body =
      "quadrantChart\n  title T\n  x-axis Lo --> Hi\n  y-axis Down --> Up\n  quadrant-2 Q2\n  A: [0.5, 0.5]\n"
    let drawn = try draw(
      [
        ("quadrant2TextFill", "\"#111111\""), ("quadrantPointFill", "\"#222222\""),
        ("quadrantPointTextFill", "\"#333333\""), ("quadrantTitleFill", "\"#444444\""),
        ("quadrantXAxisTextFill", "\"#555555\""), ("quadrantYAxisTextFill", "\"#666666\""),
      ], body)
    #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
    for color in ["#111111", "#333333", "#444444", "#555555", "#666666"] {
      #expect(drawn.svg.contains("style=\"fill:\(color)\""), "\(color)")
    }
    #expect(drawn.svg.contains("fill=\"#222222\""))
    let sized = try draw(
      [("chartWidth", "300"), ("chartHeight", "200")], body, section: "quadrantChart")
    #expect(sized.warnings.isEmpty)
    let plain = try DiagramRenderer.render(body)
    func width(_ svg: String) -> Double? {
      guard let range = svg.range(of: "width=\"") else { return nil }
      return Double(svg[range.upperBound...].prefix { $0 != "\"" })
    }
    #expect((width(plain) ?? 0) - (width(sized.svg) ?? 0) == 200)
  }

  @Test func sectionLabelsTakeTheirScaleLabelColour() throws {
    for body in ["timeline\n  section One\n    2020 : a\n", "mindmap\n  root\n    child\n"] {
      let drawn = try draw([("cScaleLabel0", "\"#0F0F0F\"")], body)
      #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
      #expect(drawn.svg.contains("style=\"fill:#0F0F0F\""), "\(body)")
    }
  }
}
