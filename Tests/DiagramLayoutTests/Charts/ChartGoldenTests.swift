import Foundation
import Testing

@testable import DiagramLayout

/// One reviewed SVG per chart type in light and dark (`Fixtures/DiagramLayout/Charts`).
/// `INTENT_RENDER_RECORD=1` rewrites a differing golden and fails, so nothing is recorded by
/// accident; a recorded golden is reviewed as PNG (rsvg-convert) before it is committed.
@Suite struct ChartGoldenTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/DiagramLayout/Charts")

  static let cases = ["pie", "gantt", "timeline", "xychart", "mindmap", "gitgraph"].flatMap {
    [($0, DiagramTheme.Name.light), ($0, .dark)]
  }

  @Test(arguments: cases)
  func matchesItsGolden(_ name: String, _ theme: DiagramTheme.Name) throws {
    let input = try String(
      contentsOf: Self.directory.appendingPathComponent("\(name).mmd"), encoding: .utf8)
    let svg = try ChartChecks.render(input, options: DiagramOptions(theme: theme))
    let url = Self.directory.appendingPathComponent("\(name)-\(theme.rawValue).svg")
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if expected == svg { return }
    if ProcessInfo.processInfo.environment["INTENT_RENDER_RECORD"] == "1" {
      try svg.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "recorded \(url.lastPathComponent); review it and run again without INTENT_RENDER_RECORD")
      return
    }
    #expect(expected != nil, "missing golden \(url.lastPathComponent)")
    let a = svg.split(separator: "\n", omittingEmptySubsequences: false)
    let e = (expected ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
    Issue.record("\(url.lastPathComponent) differs at line \(line + 1)")
  }
}
