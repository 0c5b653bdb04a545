import Foundation
import TestSupport
import Testing

/// Diagram config (`%%{init}%%` and frontmatter), whole process: hostile values and shapes
/// end in an inert SVG quickly, and asking for larger limits changes no limit.
@Suite struct HostileDiagramConfigTests {
  func write(_ text: String, in folder: TemporaryFolder) throws -> String {
    let path = folder.path("d.mmd")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func hostileConfigEndsInAnInertSVG() throws {
    let folder = try TemporaryFolder()
    let hostile = "</style><script>alert(1)</script>\\\" onload=\\\"alert(1)"
    let deep =
      String(repeating: "{\"a\":", count: 2_000) + "1" + String(repeating: "}", count: 2_000)
    let input = try write(
      """
      ---
      config:
        theme: "\(hostile)"
        themeVariables:
          primaryColor: "red;}*{display:none"
      ---
      %%{init: {"themeVariables": {"lineColor": "\(hostile)", "fontFamily": "\(hostile)",
        "fontSize": "1e308"}, "flowchart": {"curve": "\(hostile)", "nodeSpacing": 1e308},
        "deep": \(deep)}}%%
      flowchart LR
        A e1@--> B
        e1@{ curve: "\(hostile)" }
        class e1 \(hostile)
      """, in: folder)
    let output = folder.path("d.svg")
    let outcome = ProcessRun(["diagram", input, "-o", output]).run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.cpuSeconds < 2)
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    for needle in ["<script", "onload=", "display:none", "alert(1)\""] {
      #expect(!svg.contains(needle), "\(needle)")
    }
  }

  @Test func askingForLargerLimitsChangesNone() throws {
    let folder = try TemporaryFolder()
    let edges = (0...500).map { "  n\($0) --> n\($0 + 1)\n" }.joined()
    let input = try write(
      "%%{init: {\"maxTextSize\": 99999999, \"maxEdges\": 99999}}%%\nflowchart LR\n" + edges,
      in: folder)
    let output = folder.path("d.svg")
    let outcome = ProcessRun(["diagram", input, "-o", output]).run()
    #expect(outcome.status == 1)
    #expect(outcome.stderrLines.count == 1, "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix("intent-render: \(input):"), "\(outcome.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
