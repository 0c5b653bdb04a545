import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct PacketTests {
  /// The rectangles of each field as drawn: `(x, y, width)` in document order.
  static func drawnRects(_ svg: String) -> [(
    id: String, rects: [(x: Double, y: Double, w: Double)]
  )] {
    ChartChecks.groups(svg, "field").map { id, body in
      var rects: [(Double, Double, Double)] = []
      var rest = Substring(body)
      while let start = rest.range(of: "<rect ") {
        let element = rest[start.lowerBound...].prefix { $0 != ">" }
        let text = String(element)
        rects.append(
          (
            ChartChecks.attribute("x", in: text) ?? .nan,
            ChartChecks.attribute("y", in: text) ?? .nan,
            ChartChecks.attribute("width", in: text) ?? .nan
          ))
        rest = rest[element.endIndex...]
      }
      return (id, rects)
    }
  }

  /// The fields of a packet source read with a regular expression, not the parser: bit ranges
  /// as `(start, end)` (a `+N` field starts after the previous one).
  static func expectedFields(_ text: String) -> [(Int, Int)] {
    var fields: [(Int, Int)] = []
    let pattern = /^\s*(?:(\d+)(?:-(\d+))?|\+(\d+))\s*:/
    for line in text.split(separator: "\n") {
      guard let match = line.firstMatch(of: pattern) else { continue }
      let next = (fields.last?.1 ?? -1) + 1
      if let bits = match.3.flatMap({ Int($0) }) {
        fields.append((next, next + bits - 1))
      } else if let start = match.1.flatMap({ Int($0) }) {
        fields.append((start, match.2.flatMap { Int($0) } ?? start))
      }
    }
    return fields
  }

  /// Bit `b` of a row is column `b mod bitsPerRow`, 32 px wide, from x = 1; a field that
  /// crosses a row's end continues at x = 1 on the next row; each rectangle is 5 px short of
  /// its bits' width (Mermaid's `paddingX`).
  static func checkColumns(_ text: String, bitsPerRow: Int = 32) throws {
    let svg = try ChartChecks.render(text)
    let drawn = drawnRects(svg)
    let fields = expectedFields(text)
    #expect(drawn.map(\.id) == fields.map { "\($0.0)-\($0.1)" })
    for ((start, end), field) in zip(fields, drawn) {
      var pieces: [(Int, Int)] = []
      var bit = start
      while bit <= end {
        let rowEnd = (bit / bitsPerRow + 1) * bitsPerRow - 1
        pieces.append((bit, min(end, rowEnd)))
        bit = min(end, rowEnd) + 1
      }
      #expect(field.rects.count == pieces.count, "\(field.id)")
      for ((first, last), rect) in zip(pieces, field.rects) {
        #expect(rect.x == Double(first % bitsPerRow) * 32 + 1, "\(field.id) at bit \(first)")
        #expect(rect.w == Double(last - first + 1) * 32 - 5, "\(field.id) at bit \(first)")
      }
      // Rows go down in order: each piece one row below the one before.
      let ys = field.rects.map(\.y)
      #expect(ys == ys.sorted() && Set(ys).count == ys.count, "\(field.id)")
    }
  }

  @Test(DrawingChecks.needsDocsExamples, arguments: ChartChecks.examples("packet"))
  func docsExamplesPutEveryFieldInItsColumns(_ file: URL) throws {
    try Self.checkColumns(try String(contentsOf: file, encoding: .utf8))
  }

  @Test func fieldsSplitAtTheRowEndAndFollowBitsPerRow() throws {
    try Self.checkColumns("packet\n0-9: \"a\"\n+30: \"crosses\"\n40: \"one\"\n41-100: \"long\"\n")
    let text =
      "---\nconfig:\n  packet:\n    bitsPerRow: 16\n---\npacket-beta\n+20: \"x\"\n+4: \"y\"\n"
    try Self.checkColumns(text, bitsPerRow: 16)
  }

  @Test func bitNumbersTitleAndAccessibleName() throws {
    let text = "packet\ntitle Header\naccTitle: Bits\n0-7: \"byte\"\n8: \"flag\"\n"
    let svg = try ChartChecks.render(text)
    #expect(svg.contains(">0</text>") && svg.contains(">7</text>") && svg.contains(">8</text>"))
    #expect(svg.contains(">Header</text>"))
    #expect(svg.contains("<title id=\"diagram-title\">Bits</title>"))
    let hidden = try ChartChecks.render(
      "---\nconfig:\n  packet:\n    showBits: false\n---\npacket\n0-7: \"byte\"\n")
    #expect(!hidden.contains("packet-bit\""))
    #expect(!hidden.contains(">7</text>"))
  }

  @Test(arguments: [
    (
      "packet\n0-7: \"a\"\n9-10: \"b\"\n", 3, 1,
      "the field 9-10 is not contiguous: it should start at bit 8"
    ),
    ("packet\n0-7: \"a\"\n8-3: \"b\"\n", 3, 1, "the field 8-3 ends before it starts"),
    ("packet\n+0: \"a\"\n", 2, 1, "a field has at least one bit, found '+0'"),
    ("packet\n0-7: a\n", 2, 6, "expected a quoted label (\"…\"), found 'a'"),
    ("packet\n0-x: \"a\"\n", 2, 1, "expected a bit range (START-END, START or +BITS), found '0-x'"),
    (
      "packet\nfield\n", 2, 1,
      "expected a field (START-END: \"label\", +BITS: \"label\") or 'title', found 'field'"
    ),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func rowsAndFieldsAreLimited() {
    #expect(throws: DiagramError.self) {
      try DiagramRenderer.render("packet\n0-999999: \"huge\"\n")
    }
    let many = "packet\n" + (0...DiagramLimits.maximumEdges).map { "+1: \"f\($0)\"\n" }.joined()
    #expect(
      throws: DiagramError(
        .limit, "the diagram has more than \(DiagramLimits.maximumEdges) fields",
        at: SourcePosition(line: DiagramLimits.maximumEdges + 2, column: 1))
    ) {
      try DiagramRenderer.render(many)
    }
  }

  /// 500 fields of 32 bits, the row limit reached by the field limit, draw in bounded time
  /// (a debug build among parallel tests; the release build takes a few milliseconds).
  @Test func theLargestPacketDrawsQuickly() throws {
    let text =
      "packet\n" + (0..<DiagramLimits.maximumEdges).map { "+32: \"field \($0)\"\n" }.joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try DiagramRenderer.render(text) }
    #expect(elapsed < .seconds(1), "\(elapsed)")
  }
}
