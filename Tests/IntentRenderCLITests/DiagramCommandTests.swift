import Foundation
import Testing

@testable import IntentRenderCLI

@Suite struct DiagramCommandTests {
  static func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "diagram-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
    ).path
  }

  @Test func rendersSVGFromStandardInput() {
    let (code, out, err) = runCLI(["diagram", "-"], stdin: "flowchart LR\nA-->B\n")
    #expect(code == 0, "\(err)")
    #expect(out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(out.contains("<g class=\"node\" data-id=\"A\""))
    #expect(out.contains("<g class=\"edge\" data-from=\"A\" data-to=\"B\""))
  }

  @Test func themesAndPrefixes() {
    let (_, dark, _) = runCLI(
      ["diagram", "--theme", "dark", "--id-prefix", "one", "-"], stdin: "graph TD\nA\n")
    #expect(dark.contains("id=\"one\""))
    #expect(dark.contains("#1E1E1E"))
    let (_, auto, _) = runCLI(["diagram", "--theme=auto", "-"], stdin: "graph TD\nA\n")
    #expect(auto.contains("@media (prefers-color-scheme: dark)"))
  }

  @Test func errorsNameFileLineAndColumn() throws {
    let path = Self.temporaryPath("bad.mmd")
    try "flowchart TD\n  A --> B[oops\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (code, out, err) = runCLI(["diagram", path])
    #expect(code == 1)
    #expect(out.isEmpty)
    #expect(err == "intent-render: \(path):2:10: the shape opened here is not closed with ']'\n")
    let (stdinCode, _, stdinErr) = runCLI(["diagram", "-"], stdin: "piechart\n")
    #expect(stdinCode == 1)
    #expect(stdinErr == "intent-render: <stdin>:1:1: unsupported diagram type 'piechart'\n")
    let (laterCode, _, laterErr) = runCLI(["diagram", "-"], stdin: "\n  zenuml\n")
    #expect(laterCode == 1)
    #expect(laterErr == "intent-render: <stdin>:2:3: not supported yet: zenuml\n")
  }

  @Test func usageErrors() {
    #expect(runCLI(["diagram"]).0 == 2)
    #expect(runCLI(["diagram", "--theme", "sepia", "-"]).0 == 2)
    #expect(runCLI(["diagram", "--format", "gif", "-"]).0 == 2)
    #expect(runCLI(["diagram", "--scale", "0", "-"]).0 == 2)
    #expect(runCLI(["diagram", "--frob", "-"]).0 == 2)
  }

  @Test func writesPNGThroughLibrsvg() throws {
    let path = Self.temporaryPath("out.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (code, _, err) = runCLI(
      ["diagram", "-o", path, "--scale", "2", "-"], stdin: "flowchart TD\nA-->B\n")
    #expect(code == 0, "\(err)")
    let data = try #require(FileManager.default.contents(atPath: path))
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  }

  /// The docs' flowchart examples beside the repository, or nil in a fresh clone.
  static let conformanceFlowcharts: URL? = {
    // This file, its test folder, Tests: three steps up is the repository.
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { folder.deleteLastPathComponent() }
    folder = folder.deletingLastPathComponent().appendingPathComponent(
      "shared/conformance/mermaid/flowchart")
    return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
  }()

  /// librsvg loads and renders every conformance flowchart the command draws.
  @Test(.enabled(if: conformanceFlowcharts != nil, "../shared/conformance/mermaid is absent"))
  func everyConformanceFlowchartRendersToPNG() throws {
    let folder = try #require(Self.conformanceFlowcharts)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.contains { $0.hasSuffix(".mmd") })
    let path = Self.temporaryPath("conformance.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    for file in files.sorted() where file.hasSuffix(".mmd") {
      let (code, _, err) = runCLI(
        ["diagram", "--format", "png", "-o", path, folder.appendingPathComponent(file).path])
      #expect(code == 0, "\(file): \(err)")
    }
  }

  @Test func todayMarksGanttChartsOnlyWhenGiven() {
    let gantt = "gantt\n  a :a, 2024-01-01, 10d\n"
    let (code, plain, _) = runCLI(["diagram", "-"], stdin: gantt)
    #expect(code == 0)
    #expect(!plain.contains("class=\"today\""))
    let (_, marked, _) = runCLI(["diagram", "--today", "2024-01-05", "-"], stdin: gantt)
    #expect(marked.contains("class=\"today\""))
    let (_, timed, _) = runCLI(["diagram", "--today=2024-01-05T12:00", "-"], stdin: gantt)
    #expect(timed.contains("class=\"today\"") && timed != marked)
    let (bad, _, badErr) = runCLI(["diagram", "--today", "2024-02-30", "-"], stdin: gantt)
    #expect(bad == 2)
    #expect(badErr.hasPrefix("intent-render: --today expects a date"))
    let (relative, relativeOut, _) = runCLI(
      ["diagram", "--today", "2024-03-01", "-"], stdin: "gantt\n  a : 2d\n")
    #expect(relative == 0 && relativeOut.contains("data-id=\"task1\""))
  }
}
