import Foundation
import TestSupport
import Testing

/// The chart-like diagram types at their limits, whole process: bounded CPU, one-line errors,
/// no partial `-o` file, nothing from the input reaching the SVG as markup.
@Suite struct HostileChartTests {
  /// Sources at the item limit, each built to cost the most its type allows.
  static let heavy: [(String, String)] = [
    // 500 tasks of 1,000 years with weekends off: the exclusion walk is bounded per chart.
    (
      "gantt",
      "gantt\n excludes weekends, monday\n t0 :t0, 2024-01-01, 1000y\n"
        + (1..<500).map { " t\($0) :t\($0), after t\($0 - 1), 1000y" }.joined(separator: "\n")
    ),
    // 500 chained `after` references written backwards: resolved in passes.
    (
      "gantt",
      "gantt\n" + (1..<500).map { " t\($0) :t\($0), after t\($0 + 1), 1d" }.joined(separator: "\n")
        + "\n t500 :t500, 2024-01-01, 1d\n"
    ),
    (
      "mindmap",
      "mindmap\n"
        + (0..<500).map { String(repeating: " ", count: min($0, 32)) + "n\($0)" }.joined(
          separator: "\n")
    ),
    (
      "gitGraph", "gitGraph\n" + (0..<250).map { " branch b\($0)\n commit" }.joined(separator: "\n")
    ),
    (
      "xychart",
      "xychart\n bar [" + (0..<500).map { "\($0 * 7919 % 1000 - 500)" }.joined(separator: ",")
        + "]\n"
    ),
    ("pie", "pie\n" + (0..<500).map { "\"s\($0)\" : \($0 + 1).5" }.joined(separator: "\n")),
    ("timeline", "timeline\n" + (0..<250).map { " p\($0) : e" }.joined(separator: "\n")),
  ]

  @Test(arguments: heavy.indices)
  func heavySourcesRenderInBoundedTime(_ index: Int) throws {
    let (type, source) = Self.heavy[index]
    let folder = try TemporaryFolder()
    let input = folder.path("d.mmd")
    try Data(source.utf8).write(to: URL(fileURLWithPath: input))
    var run = ProcessRun(["diagram", input, "-o", folder.path("d.svg")])
    run.timeout = 20
    let outcome = run.run()
    #expect(outcome.status == 0, "\(type): \(outcome.stderr)")
    #expect(outcome.cpuSeconds < 3, "\(type): \(outcome.cpuSeconds) s")
  }

  @Test func overTheLimitIsOneLineAndNoFile() throws {
    let folder = try TemporaryFolder()
    let input = folder.path("d.mmd")
    let source = "gitGraph\n" + String(repeating: " commit\n", count: 501)
    try Data(source.utf8).write(to: URL(fileURLWithPath: input))
    let out = folder.path("d.svg")
    let outcome = ProcessRun(["diagram", input, "-o", out]).run()
    #expect(outcome.status == 1)
    #expect(
      outcome.stderr == "intent-render: \(input):502:2: the diagram has more than 500 commits\n")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func hostileLabelsStayText() throws {
    let payload = "<script>alert(1)</script><img src=x onerror=alert(1)>"
    let sources = [
      "pie title \(payload)\n\"\(payload)\" : 1\n",
      "gantt\n title \(payload)\n section \(payload)\n \(payload) :a, 2024-01-01, 1d\n",
      "timeline\n title \(payload)\n \(payload) : \(payload)\n",
      "xychart\n title \"\(payload)\"\n x-axis [\"\(payload)\"]\n bar [1]\n",
      "mindmap\n  root[\"\(payload)\"]\n",
      "gitGraph\n commit id: \"\(payload)\" tag: \"\(payload)\"\n",
    ]
    for source in sources {
      var run = ProcessRun(["diagram", "-"])
      run.input = .data(Data(source.utf8))
      let outcome = run.run()
      #expect(outcome.status == 0, "\(outcome.stderr)")
      #expect(!outcome.stdoutText.contains("<script") && !outcome.stdoutText.contains("<img"))
      #expect(!outcome.stdoutText.contains("foreignObject") && !outcome.stdoutText.contains("href"))
    }
  }
}
