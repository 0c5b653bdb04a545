import Foundation
import Testing

@testable import DiagramLayout

@Suite struct JourneyTests {
  func journey(_ text: String) throws -> UserJourney {
    try JourneyParser.parse(try MermaidSource(parsing: text))
  }

  @Test func sectionsTasksScoresAndActors() throws {
    let parsed = try journey(
      "journey\n title My day\n section Work\n  Make tea: 5: Me\n  Do work: 1: Me, Cat\n"
        + " section Home\n  Sit: 3\n")
    #expect(parsed.title == "My day" && parsed.sections == ["Work", "Home"])
    #expect(parsed.tasks.map(\.score) == [5, 1, 3])
    #expect(parsed.tasks.map(\.actors) == [["Me"], ["Me", "Cat"], []])
    #expect(parsed.actors == ["Me", "Cat"])
  }

  /// The happier the score, the higher the face: read back from the SVG.
  @Test func facesRiseWithTheScore() throws {
    let svg = try ChartChecks.render("journey\n a: 1: Me\n b: 3: Me\n c: 5: Me\n")
    let faces = ChartChecks.groups(svg, "task").map { group -> Double in
      let paths = group.body.components(separatedBy: " d=\"")
      return ChartChecks.pathNumbers(in: " d=\"" + paths[2])[1]
    }
    #expect(faces.count == 3 && faces[0] > faces[1] && faces[1] > faces[2])
  }

  @Test func errorsLimitsAndInertText() throws {
    #expect(throws: DiagramError.self) { try journey("journey\n a: 6: Me\n") }
    #expect(throws: DiagramError.self) { try journey("journey\n a: x\n") }
    #expect(throws: DiagramError.self) { try journey("journey\n just words\n") }
    let ok = "journey\n" + (0..<500).map { " t\($0): 3: Me" }.joined(separator: "\n")
    #expect(try journey(ok).tasks.count == 500)
    #expect(throws: DiagramError.self) { try journey(ok + "\n more: 3") }
    let svg = try ChartChecks.render(
      "journey\n title <script>alert(1)</script>\n section <img src=x onerror=alert(1)>\n"
        + " </text><svg onload=alert(1)>: 3: \"'><b>\n")
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<svg onload"))
  }
}
