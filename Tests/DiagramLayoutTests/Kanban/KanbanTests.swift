import Foundation
import Testing

@testable import DiagramLayout

@Suite struct KanbanTests {
  func board(_ text: String) throws -> KanbanBoard {
    try KanbanParser.parse(try MermaidSource(parsing: text))
  }

  @Test func columnsCardsAndMetadata() throws {
    let kanban = try board(
      """
      kanban
        Todo
          [Create Documentation]
          docs[Create Blog]
        id9[Ready]
          id8[Design grammar]@{ ticket: MC-2038, assigned: 'knsv', priority: 'Very High' }
      """)
    #expect(kanban.columns.map(\.title) == ["Todo", "Ready"])
    #expect(kanban.columns.map(\.id) == ["Todo", "id9"])
    #expect(kanban.columns[0].cards.map(\.text) == ["Create Documentation", "Create Blog"])
    let card = kanban.columns[1].cards[0]
    #expect(card.id == "id8" && card.ticket == "MC-2038" && card.assigned == "knsv")
    #expect(card.priority == "Very High")
  }

  @Test func cardsNeverOverlapAndLinksAreNeverMade() throws {
    let text =
      "---\nconfig:\n  kanban:\n    ticketBaseUrl: 'javascript:alert(1)#TICKET#'\n---\nkanban\n"
      + (0..<5).map { column in
        "  c\(column)[Column \(column)]\n"
          + (0..<6).map {
            "    k\(column)-\($0)[" + String(repeating: "word ", count: $0 * 7)
              + "]@{ ticket: T-\($0) }\n"
          }
          .joined()
      }.joined()
    let svg = try ChartChecks.render(text)
    #expect(!svg.contains("javascript") && !svg.contains("href"))
    var rects: [Rect] = []
    for card in ChartChecks.groups(svg, "card") {
      let body = card.body
      rects.append(
        Rect(
          x: ChartChecks.attribute("x", in: body)!, y: ChartChecks.attribute("y", in: body)!,
          width: ChartChecks.attribute("width", in: body)!,
          height: ChartChecks.attribute("height", in: body)!))
    }
    #expect(rects.count == 30)
    #expect(ChartChecks.overlaps(rects).isEmpty)
  }

  @Test func errorsLimitsAndInertText() throws {
    #expect(throws: DiagramError.self) { try board("kanban\n  col\n    id[unclosed\n") }
    #expect(throws: DiagramError.self) { try board("kanban\n  col\n    id[a]@{ ticket: x\n") }
    let ok = "kanban\n  col\n" + (0..<499).map { "    c\($0)" }.joined(separator: "\n")
    #expect(try board(ok).columns[0].cards.count == 499)
    #expect(throws: DiagramError.self) { try board(ok + "\n    more") }
    let svg = try ChartChecks.render(
      "kanban\n  <script>alert(1)</script>\n    x[</text><img src=x onerror=alert(1)>]@{ assigned: '<svg onload=alert(1)>' }\n"
    )
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<svg onload"))
  }
}
