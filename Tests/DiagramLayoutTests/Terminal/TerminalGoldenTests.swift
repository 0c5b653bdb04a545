import Foundation
import Testing

@testable import DiagramLayout

/// The in-repo fixtures drawn as text, compared with `<name>.txt` beside them (and one in
/// ASCII). Re-record with `INTENT_RENDER_RECORD=1` (that run fails), then review by eye.
@Suite struct TerminalGoldenTests {
  static let cases: [(String, Bool)] =
    TerminalConformanceTests.fixtures.map { ($0.deletingPathExtension().lastPathComponent, false) }
    + [("flow-decision", true)]

  @Test(arguments: cases)
  func matchesItsGolden(_ name: String, ascii: Bool) throws {
    let folder = TerminalConformanceTests.fixtureFolder
    let source = try String(
      contentsOf: folder.appendingPathComponent(name + ".mmd"), encoding: .utf8)
    let text = try TerminalDiagramRenderer.render(source, options: .init(ascii: ascii)).plainText
    let golden = folder.appendingPathComponent(name + (ascii ? ".ascii.txt" : ".txt"))
    if ProcessInfo.processInfo.environment["INTENT_RENDER_RECORD"] == "1" {
      try text.write(to: golden, atomically: true, encoding: .utf8)
      Issue.record("re-recorded \(golden.lastPathComponent) (INTENT_RENDER_RECORD=1 always fails)")
      return
    }
    let expected = try? String(contentsOf: golden, encoding: .utf8)
    #expect(expected == text, "\(golden.lastPathComponent) differs; got:\n\(text)")
  }
}
