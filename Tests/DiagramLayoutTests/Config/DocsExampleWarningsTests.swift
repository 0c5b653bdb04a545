import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

/// The warnings of every Mermaid docs example, exactly: an example that draws everything it
/// sets has none, and each one listed is a setting this library does not draw yet (its
/// position is where the example writes it).
@Suite(DrawingChecks.needsDocsExamples) struct DocsExampleWarningsTests {
  static let expected: [String: [String]] = [
    "classDiagram/020.mmd": [
      "4:5: setting 'class.hierarchicalNamespaces': not drawn by this diagram type; ignored"
    ],
    "entityRelationshipDiagram/016.mmd": [
      "4:5: setting 'layout': not drawn by this diagram type; ignored"
    ],
    "gantt/011.mmd": [
      "16:13: setting 'gantt.useWidth': not drawn by this diagram type; ignored",
      "17:13: setting 'gantt.rightPadding': not drawn by this diagram type; ignored",
      "19:13: setting 'gantt.numberSectionStyles': not drawn by this diagram type; ignored",
    ],
    "gitgraph/030.mmd": [
      "14:5: setting 'themeVariables.gitBranchLabel8': not drawn by this diagram type; ignored",
      "15:5: setting 'themeVariables.gitBranchLabel9': not drawn by this diagram type; ignored",
    ],
    "gitgraph/032.mmd": [
      "8:5: setting 'themeVariables.commitLabelFontSize': not drawn by this diagram type; ignored"
    ],
    "gitgraph/033.mmd": [
      "8:5: setting 'themeVariables.tagLabelFontSize': not drawn by this diagram type; ignored"
    ],
    "gitgraph/035.mmd": [
      "6:5: setting 'themeVariables.gitInv0': not drawn by this diagram type; ignored"
    ],
    "kanban/003.mmd": [
      "4:5: setting 'kanban.ticketBaseUrl': not drawn by this diagram type; ignored"
    ],
    "packet/003.mmd": [
      "7:7: setting 'themeVariables.packet.startByteColor': not drawn by this diagram type; ignored"
    ],
    // Not a colour without its `#`: Mermaid draws that text in the default colour too.
    "quadrantChart/002.mmd": [
      "7:5: setting 'themeVariables.quadrant1TextFill': expected a colour, found 'ff0000'; ignored"
    ],
    "sankey/006.mmd": [
      "5:5: setting 'sankey.labelStyle': not drawn by this diagram type; ignored"
    ],
  ]

  @Test(arguments: DiagramTypeRegistry.definitions.compactMap(\.examplesFolder))
  func everyDocsExampleWarnsExactlyOfWhatItDoesNotDraw(_ folder: String) throws {
    for file in ChartChecks.examples(folder) {
      let source = try String(contentsOf: file, encoding: .utf8)
      guard let drawing = try? DiagramRenderer.draw(source) else { continue }
      let key = "\(folder)/\(file.lastPathComponent)"
      #expect(drawing.warnings.map(\.description) == Self.expected[key] ?? [], "\(key)")
    }
  }
}
