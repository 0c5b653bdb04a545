import Foundation
import Testing

@testable import DiagramLayout

/// What Mermaid's tree view draws around the names: icons only when asked for, directories in
/// bold, descriptions in one column, `:::highlight` as a box across the row.
@Suite struct TreeViewAnnotationTests {
  static let tree = """
    treeView-beta
        my-project/
            src/
                App.tsx :::highlight ## main component
                index.js ## entry point
            README.md icon(file)
            .env icon(none) ## environment variables
    """

  static func rows(_ svg: String) -> [String] { ChartChecks.groups(svg, "row").map(\.body) }

  @Test func iconsOnlyWhereWrittenUnlessShowIconsIsSet() throws {
    let plain = Self.rows(try ChartChecks.render(Self.tree))
    #expect(plain.map { $0.contains("tree-icon") } == [false, false, false, false, true, false])
    let shown = Self.rows(
      try ChartChecks.render("---\nconfig:\n  treeView:\n    showIcons: true\n---\n" + Self.tree))
    #expect(shown.map { $0.contains("tree-icon") } == [true, true, true, true, true, false])
  }

  @Test func directoriesAreBold() throws {
    let rows = Self.rows(try ChartChecks.render(Self.tree))
    #expect(
      rows.map { $0.contains("font-weight=\"bold\"") } == [true, true, false, false, false, false])
  }

  @Test func descriptionsShareOneColumnRightOfEveryName() throws {
    let svg = try ChartChecks.render(Self.tree)
    let descriptions = Self.rows(svg).compactMap { row -> Double? in
      guard let start = row.range(of: "<text ", options: .backwards),
        row[start.lowerBound...].contains("tree-description")
      else { return nil }
      return ChartChecks.attribute("x", in: String(row[start.lowerBound...]))
    }
    #expect(descriptions.count == 3 && Set(descriptions).count == 1)
    #expect(svg.contains(".tree-description{font-style:italic;fill:#6a9955}"))
  }

  @Test func aHighlightedRowGetsABoxAcrossTheDrawing() throws {
    let svg = try ChartChecks.render(Self.tree)
    let rows = Self.rows(svg)
    #expect(
      rows.map { $0.contains("tree-highlight") } == [false, false, true, false, false, false])
    let rectStart = try #require(rows[2].range(of: "<rect "))
    let box = String(rows[2][rectStart.lowerBound...].prefix { $0 != ">" })
    let x = try #require(ChartChecks.attribute("x", in: box))
    let width = try #require(ChartChecks.attribute("width", in: box))
    // The box reaches past the description column's text.
    let description = try #require(rows[2].range(of: "main component"))
    let text = rows[2][..<description.lowerBound]
    let start = try #require(text.range(of: "<text ", options: .backwards))
    let descriptionX = try #require(
      ChartChecks.attribute("x", in: String(text[start.lowerBound...])))
    #expect(x + width > descriptionX + 50)
  }
}
