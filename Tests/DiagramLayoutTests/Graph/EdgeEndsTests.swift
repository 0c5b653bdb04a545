import Foundation
import Testing

@testable import DiagramLayout

/// Edge ends of ER and class diagrams, measured on the SVG: every crow's foot sits on a
/// straight stub square to its box and at least as long as the mark, its bars across the stub;
/// ends on one side of a box stay a mark's width apart.
@Suite struct EdgeEndsTests {
  static let samples = [
    """
    erDiagram
      CUSTOMER ||--o{ ORDER : places
      ORDER ||--|{ LINE-ITEM : contains
      CUSTOMER }|..|{ DELIVERY-ADDRESS : uses
      PRODUCT ||--o{ LINE-ITEM : "ordered in"
      EMPLOYEE |o--o{ EMPLOYEE : manages
      ORDER }o--|| PRODUCT : lists
      ORDER }o--|| DELIVERY-ADDRESS : "ships to"
    """,
    """
    erDiagram
      A ||--o{ B : r1
      A ||--o{ C : r2
      A ||--o{ D : r3
      B }|--|| D : r4
      C }o--o| D : r5
      A }|--|{ A : self
    """,
  ]

  static let examples: [String] = {
    guard let folder = DrawingChecks.conformanceFolder("entityRelationshipDiagram") else {
      return []
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".mmd") }.sorted().compactMap {
      try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
  }()

  /// A path's commands as (letter, points).
  static func commands(_ d: String) -> [(Character, [Point])] {
    var result: [(Character, [Point])] = []
    for token in d.split(separator: " ") {
      var text = Substring(token)
      if let first = text.first, first.isLetter {
        result.append((first, []))
        text = text.dropFirst()
      }
      let parts = text.split(separator: ",").compactMap { Double($0) }
      if parts.count == 2, !result.isEmpty {
        result[result.count - 1].1.append(Point(parts[0], parts[1]))
      }
    }
    return result
  }

  /// Each edge group of `svg`: its ends, its path and its two-point marks.
  static func edges(_ svg: String) -> [(from: String, to: String, path: String, bars: [[Point]])] {
    svg.components(separatedBy: "<g class=\"edge\" ").dropFirst().compactMap { group in
      func attribute(_ name: String, in text: Substring) -> String? {
        text.range(of: "\(name)=\"").map { String(text[$0.upperBound...].prefix { $0 != "\"" }) }
      }
      let body = group.prefix { _ in true }
      guard let from = attribute("data-from", in: body), let to = attribute("data-to", in: body)
      else { return nil }
      var path: String?
      var bars: [[Point]] = []
      for element in group.components(separatedBy: "<path").dropFirst() {
        let text = Substring(element)
        guard let d = attribute("d", in: text) else { continue }
        if element.contains("class=\"edge-path\"") { path = d }
        if element.contains("class=\"edge-mark\"") {
          let parsed = commands(d)
          if parsed.count == 2, parsed.allSatisfy({ $0.1.count == 1 }) {
            bars.append([parsed[0].1[0], parsed[1].1[0]])
          }
        }
      }
      return path.map { (from, to, $0, bars) }
    }
  }

  @Test func crowsFeetLieAlongStraightStubs() throws {
    for text in Self.samples + Self.examples {
      let svg = try DiagramRenderer.render(text)
      for edge in Self.edges(svg) {
        let parsed = Self.commands(edge.path)
        try #require(parsed.count >= 3)
        // Start: M tip L outer, then a curve leaving `outer` the same way.
        #expect(parsed[0].0 == "M" && parsed[1].0 == "L")
        let tip = parsed[0].1[0]
        let outer = parsed[1].1[0]
        let stub = outer - tip
        #expect(abs(stub.x) < 0.01 || abs(stub.y) < 0.01, "\(edge.from)→\(edge.to) start tilts")
        #expect(stub.length >= EdgeMarker.crowsFoot(minimum: .one, many: true).length)
        // (A self-relationship's loop swings apart on purpose once past its stubs.)
        if parsed[2].0 == "C", edge.from != edge.to {
          let away = parsed[2].1[0] - outer
          #expect(abs(away.x * stub.y - away.y * stub.x) < 0.5, "\(edge.from)→\(edge.to) kinks")
          #expect(away.x * stub.x + away.y * stub.y >= 0)
        }
        // End: a curve arriving along the stub, then L tip.
        let last = parsed[parsed.count - 1]
        let before = parsed[parsed.count - 2]
        #expect(last.0 == "L" && before.0 == "C")
        let endOuter = before.1[2]
        let endStub = endOuter - last.1[0]
        #expect(abs(endStub.x) < 0.01 || abs(endStub.y) < 0.01, "\(edge.from)→\(edge.to) end tilts")
        #expect(endStub.length >= EdgeMarker.crowsFoot(minimum: .one, many: true).length)
        // Every bar of a mark lies across one of the two stubs.
        for bar in edge.bars {
          let along = bar[1] - bar[0]
          let across = [stub, endStub].contains { abs(along.x * $0.x + along.y * $0.y) < 0.01 }
          #expect(across, "\(edge.from)→\(edge.to): a bar is not square to its line")
        }
      }
    }
  }

  @Test func endsOnOneSideStayAMarkWidthApart() throws {
    let width = EdgeMarker.crowsFoot(minimum: .one, many: true).width
    for text in Self.samples + Self.examples {
      let svg = try DiagramRenderer.render(text)
      // Each end tip with its node and the side it leaves by (the stub's direction).
      var tips: [(node: String, side: Point, at: Point)] = []
      for edge in Self.edges(svg) {
        let parsed = Self.commands(edge.path)
        guard parsed.count >= 3 else { continue }
        let start = parsed[0].1[0]
        let end = parsed[parsed.count - 1].1[0]
        tips.append((edge.from, (parsed[1].1[0] - start).normalized, start))
        tips.append((edge.to, (parsed[parsed.count - 2].1[2] - end).normalized, end))
      }
      for i in tips.indices {
        for j in tips.indices where j > i && tips[i].node == tips[j].node {
          guard tips[i].side.distance(to: tips[j].side) < 0.01 else { continue }
          #expect(
            tips[i].at.distance(to: tips[j].at) >= width - 0.01,
            "\(tips[i].node): ends \(tips[i].at) and \(tips[j].at) crowd")
        }
      }
    }
  }
}
