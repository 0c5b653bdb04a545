import Foundation
import Testing

/// Golden files under `Fixtures/DiffView`. `INTENT_RENDER_RECORD=1` rewrites a differing
/// golden and fails the test, so nothing is recorded by accident.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/DiffView")

  static func input(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
  }

  static func check(
    _ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    let expected = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    if expected == actual { return }
    if ProcessInfo.processInfo.environment["INTENT_RENDER_RECORD"] == "1" {
      try? Data(actual.utf8).write(to: url)
      Issue.record(
        "recorded \(name); review it and run again without INTENT_RENDER_RECORD",
        sourceLocation: sourceLocation)
      return
    }
    guard let expected else {
      Issue.record(
        "missing golden \(name) (record with INTENT_RENDER_RECORD=1)",
        sourceLocation: sourceLocation)
      return
    }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
    Issue.record(
      "\(name) differs at line \(line + 1):\n  expected: \(line < e.count ? String(e[line]) : "<end>")\n  actual:   \(line < a.count ? String(a[line]) : "<end>")",
      sourceLocation: sourceLocation)
  }
}
