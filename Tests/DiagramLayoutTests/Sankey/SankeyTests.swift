import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct SankeyTests {
  /// The flows of a sankey source read by a small CSV reader of the test's own:
  /// `(source, target, value)`.
  static func flows(_ text: String) -> [(String, String, Double)] {
    var result: [(String, String, Double)] = []
    var body = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("sankey") {
        body = true
        continue
      }
      guard body, !line.trimmingCharacters(in: .whitespaces).isEmpty, !line.hasPrefix("%%")
      else { continue }
      var fields: [String] = []
      var field = ""
      var quoted = false
      var justClosed = false
      for character in line {
        if character == "\"" {
          // `""` inside quotes: the quote closed, then reopened at once, stands for one.
          if justClosed { field.append("\"") }
          justClosed = quoted
          quoted.toggle()
          continue
        }
        justClosed = false
        if character == ",", !quoted {
          fields.append(field)
          field = ""
        } else {
          field.append(character)
        }
      }
      fields.append(field)
      result.append((fields[0], fields[1], Double(fields[2])!))
    }
    return result
  }

  /// `text` with the SVG's five escapes undone.
  static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Every flow's band is as wide as its value times one scale (to 0.5%, or the 0.5 px floor
  /// of the thinnest); every node is as tall as the larger of its in- and outflow times the
  /// same scale; each node's bands fit inside its box.
  static func checkWidths(_ text: String) throws {
    let svg = try ChartChecks.render(text)
    let flows = Self.flows(text)
    let links = ChartChecks.groups(svg, "link")
    #expect(
      links.map { Self.unescaped($0.id) }
        == flows.map {
          "\($0.0.trimmingCharacters(in: .whitespaces))->\($0.1.trimmingCharacters(in: .whitespaces))"
        })
    let widths = links.map { ChartChecks.attribute("stroke-width", in: $0.body) ?? .nan }
    let (widest, value) = zip(widths, flows.map(\.2)).max { $0.1 < $1.1 }!
    let scale = widest / value
    for (width, flow) in zip(widths, flows) {
      let expected = flow.2 * scale
      if expected < 0.5 {
        #expect(width == 0.5, "\(flow)")
      } else {
        #expect(
          abs(width - expected) <= max(0.005 * expected, 0.01), "\(flow): \(width) vs \(expected)")
      }
    }
    var inflow: [String: Double] = [:]
    var outflow: [String: Double] = [:]
    for (from, to, value) in flows {
      outflow[from.trimmingCharacters(in: .whitespaces), default: 0] += value
      inflow[to.trimmingCharacters(in: .whitespaces), default: 0] += value
    }
    for (id, body) in ChartChecks.groups(svg, "node") {
      let name = Self.unescaped(id)
      let height = ChartChecks.attribute("height", in: body) ?? .nan
      let expected = max(inflow[name] ?? 0, outflow[name] ?? 0) * scale
      #expect(abs(height - expected) <= max(0.005 * expected, 0.01), "\(name)")
    }
  }

  @Test(DrawingChecks.needsDocsExamples, arguments: ChartChecks.examples("sankey"))
  func docsExamplesDrawFlowsProportionalToTheirValues(_ file: URL) throws {
    try Self.checkWidths(try String(contentsOf: file, encoding: .utf8))
  }

  @Test func columnsFollowDepthAndSinksGoLast() throws {
    let text = "sankey\nA,B,10\nB,C,6\nA,D,4\nC,E,6\n"
    try Self.checkWidths(text)
    let layout = try SankeyLayout(SankeyParser.parse(MermaidSource(parsing: text)))
    // A depth 0, B 1, C 2, E 3; D has no outflow, so it is pushed to the last column.
    #expect(layout.nodes.map(\.column) == [0, 1, 2, 3, 3])
    // Nodes of a column keep the padding between them and stay inside the plot.
    for column in 0...3 {
      let boxes = layout.nodes.filter { $0.column == column }.map(\.rect).sorted { $0.y < $1.y }
      for (upper, lower) in zip(boxes, boxes.dropFirst()) {
        #expect(lower.y - upper.maxY >= layout.padding - 0.001)
      }
      #expect(boxes.allSatisfy { $0.y >= -0.001 && $0.maxY <= layout.height + 0.001 })
    }
  }

  @Test func quotedFieldsValuesAndLabels() throws {
    let text =
      "---\nconfig:\n  sankey:\n    prefix: \"$\"\n    suffix: \" bn\"\n---\nsankey-beta\n"
      + "\"A, \"\"quoted\"\"\",B,1.5\n"
    let svg = try ChartChecks.render(text)
    #expect(svg.contains("data-id=\"A, &quot;quoted&quot;\""))
    #expect(svg.contains(">B $1.5 bn</text>"))
  }

  @Test(arguments: [
    ("sankey\nA,B\n", 2, 1, "expected source,target,value, found 2 fields"),
    ("sankey\nA,B,x\n", 2, 5, "expected a value (a number, not negative), found 'x'"),
    ("sankey\nA,B,-1\n", 2, 5, "expected a value (a number, not negative), found '-1'"),
    ("sankey\n\"A,B,1\n", 2, 1, "the field opened here is not closed with '\"'"),
    ("sankey\nA,A,1\n", 2, 1, "the flow from 'A' goes to itself"),
    (
      "sankey\nA,B,1\nB,C,1\nC,A,1\n", 2, 1,
      "the flows form a cycle (a sankey diagram's flows only go forward)"
    ),
    ("sankey\n,B,1\n", 2, 1, "a node's name is empty"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func linksAreLimitedAndTheLargestDrawsInBoundedTime() throws {
    let flows = (0..<DiagramLimits.maximumEdges).map { "n\($0 / 25),m\($0 % 40),\($0 % 7 + 1)\n" }
    let text = "sankey\n" + flows.joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try DiagramRenderer.render(text) }
    #expect(elapsed < .seconds(5), "\(elapsed)")
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(text + "x,y,1\n") }
  }
}
