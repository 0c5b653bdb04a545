import Foundation
import TestSupport
import Testing

/// PNG time is bounded, whole process: whatever a diagram under the limits holds, librsvg gets
/// short lines of text on at most 6 Mi pixels.
@Suite struct HostileDiagramTests {
  /// One 45,000-character label (79 s of CPU before labels were cut) and 450 nodes of 95
  /// characters each (the most text the size limit allows, on the largest picture).
  static let sources: [String] = [
    "flowchart LR\n  A[\"" + String(repeating: "word ", count: 9000) + "\"] --> B\n",
    "flowchart LR\n"
      + (0..<450).map { "  N\($0)[\"" + String(repeating: "w\($0 % 10)x ", count: 24) + "\"]\n" }
      .joined(),
  ]

  /// By index: a case's name is its argument, and these are tens of kilobytes.
  @Test(arguments: sources.indices) func rasterizingStaysUnderTwoSecondsOfCPU(_ index: Int) throws {
    let source = Self.sources[index]
    let folder = try TemporaryFolder()
    let input = folder.path("d.mmd")
    try Data(source.utf8).write(to: URL(fileURLWithPath: input))
    let outcome = ProcessRun(["diagram", input, "-o", folder.path("d.png")]).run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.cpuSeconds < 2, "\(outcome.cpuSeconds) s")
    let png = try Data(contentsOf: URL(fileURLWithPath: folder.path("d.png")))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func aLongLabelLineIsDrawnCut() throws {
    let outcome = ProcessRun(["diagram", "-"])
    var run = outcome
    run.input = .data(Data(Self.sources[0].utf8))
    let result = run.run()
    #expect(result.status == 0)
    // The cut line is then wrapped at the wrapping width: read the drawn text across lines.
    let drawn = result.stdoutText.replacing(/<[^>]*>/, with: " ").replacing(/\ +/, with: " ")
    #expect(drawn.contains(String(repeating: "word ", count: 60) + "…"))
    #expect(!drawn.contains(String(repeating: "word ", count: 61)))
  }
}
