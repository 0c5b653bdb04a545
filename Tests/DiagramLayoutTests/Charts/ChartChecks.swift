import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

/// Helpers shared by the chart-like diagram tests: the docs examples of a type, and reading
/// items back out of the SVG (so checks are made on what is drawn, not on the layout's word).
enum ChartChecks {
  /// The docs examples of one type folder, sorted; empty without the shared folder.
  static func examples(_ type: String) -> [URL] {
    guard let folder = DrawingChecks.conformanceFolder(type) else { return [] }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// Renders `text`, checks the SVG is well-formed and inside the audited vocabulary, and
  /// returns it.
  static func render(_ text: String, options: DiagramOptions = DiagramOptions()) throws -> String {
    let svg = try DiagramRenderer.render(text, options: options)
    let audit = SVGAudit(svg)
    #expect(audit.wellFormed, "not well-formed")
    #expect(audit.problems.isEmpty, "\(audit.problems)")
    return svg
  }

  /// A diagram of `header` and one item more than the item limit, item `i` on line `i + 2`.
  static func overLimit(_ header: String, item: (Int) -> String) -> String {
    header + "\n" + (0...DiagramLimits.maximumEdges).map(item).joined(separator: "\n")
  }

  /// Expects `text` to be refused for its size with `message` at `line`:`column`.
  static func expectLimit(
    _ text: String, _ message: String, line: Int, column: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      throws: DiagramError(.limit, message, at: SourcePosition(line: line, column: column)),
      sourceLocation: sourceLocation
    ) { try DiagramRenderer.render(text) }
  }

  /// The text of each `<g class="CLASS" data-id="…">…</g>` group (groups do not nest).
  static func groups(_ svg: String, _ className: String) -> [(id: String, body: String)] {
    var result: [(String, String)] = []
    var rest = Substring(svg)
    let open = "<g class=\"\(className)\" data-id=\""
    while let start = rest.range(of: open) {
      let afterID = rest[start.upperBound...]
      guard let quote = afterID.firstIndex(of: "\""),
        let end = afterID.range(of: "</g>")
      else { break }
      result.append((String(afterID[..<quote]), String(afterID[quote..<end.lowerBound])))
      rest = afterID[end.upperBound...]
    }
    return result
  }

  /// The value of `name="…"` in the first element of `body` that has it.
  static func attribute(_ name: String, in body: String) -> Double? {
    guard let range = body.range(of: " \(name)=\"") else { return nil }
    let value = body[range.upperBound...].prefix { $0 != "\"" }
    return Double(value)
  }

  /// The numbers of the first `d="…"` path data in `body`.
  static func pathNumbers(in body: String) -> [Double] {
    guard let range = body.range(of: " d=\"") else { return [] }
    let data = body[range.upperBound...].prefix { $0 != "\"" }
    return data.split(whereSeparator: { " ,MLAZC".contains($0) }).compactMap { Double($0) }
  }

  /// Whether any two rectangles overlap by more than `tolerance`.
  static func overlaps(_ rects: [Rect], tolerance: Double = 0.5) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    for i in rects.indices {
      for j in rects.indices where j > i && rects[i].intersects(rects[j], tolerance: tolerance) {
        pairs.append((i, j))
      }
    }
    return pairs
  }
}
