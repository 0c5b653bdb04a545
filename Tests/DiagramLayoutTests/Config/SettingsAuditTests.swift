import RenderSupport
import Testing

@testable import DiagramLayout

/// Every setting a diagram's drawing never reads is a warning at the line and column where it
/// was written; the settings of other types and those that are not about the drawing are not.
@Suite struct SettingsAuditTests {
  func warnings(_ text: String) throws -> [Diagnostic] {
    try DiagramRenderer.draw(text).warnings
  }

  @Test func unreadSettingsOfTheTypeAreWarnedWhereWritten() throws {
    let text = """
      ---
      config:
        look: handDrawn
        pie:
          textPosition: 0.5
          donutHole: 0.4
        themeVariables:
          pieLegendTextSize: 12px
          primaryColor: "#ff0000"
      ---
      pie
        "A" : 1
        "B" : 2
      """
    let found = try warnings(text)
    #expect(
      found.map(\.position) == [
        SourcePosition(line: 3, column: 3), SourcePosition(line: 6, column: 5),
        SourcePosition(line: 8, column: 5),
      ])
    #expect(found[0].message == "setting 'look': not drawn by this diagram type; ignored")
    #expect(found[1].message.contains("'pie.donutHole'"))
    #expect(found[2].message.contains("'themeVariables.pieLegendTextSize'"))
    #expect(found.allSatisfy { $0.severity == .warning })
  }

  @Test func otherTypesSectionsAndPageSettingsAreNotWarned() throws {
    let directive =
      ##"%%{init: {"logLevel": "debug", "securityLevel": "loose", "sequence": {"wrap": true}, "##
      + ##""flowchart": {"useMaxWidth": false, "htmlLabels": false, "curve": "linear"}}}%%"##
    #expect(try warnings(directive + "\nflowchart LR\n  A --> B\n").isEmpty)
  }

  @Test func directiveKeysAreWarnedAtTheirColumn() throws {
    let directive = ##"%%{init: {"gantt": {"barHeight": 30, "noSuchThing": 1}}}%%"##
    let text = directive + "\ngantt\n  dateFormat YYYY-MM-DD\n  A :a1, 2024-01-01, 3d\n"
    let found = try warnings(text)
    let column =
      directive.distance(
        from: directive.startIndex,
        to: try #require(directive.range(of: "\"noSuchThing\"")).lowerBound) + 1
    #expect(found.map(\.position).contains(SourcePosition(line: 1, column: column)))
    #expect(found.contains { $0.message.contains("'gantt.noSuchThing'") })
  }

  @Test func theSceneCarriesTheSameWarnings() throws {
    let text = "%%{init: {\"themeVariables\": {\"git9\": \"#123456\"}}}%%\npie\n  \"A\" : 1\n"
    let scene = try DiagramRenderer.scene(text)
    #expect(scene.warnings == (try warnings(text)))
    #expect(scene.warnings.count == 1)
    #expect(scene.warnings.first?.position?.line == 1)
  }
}
