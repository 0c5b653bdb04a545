import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

@Suite struct InfoTests {
  /// The Mermaid-accepted info inputs written for this type.
  static let accepted: [URL] = {
    let folder = Fixtures.directory("DiagramLayout").appendingPathComponent("accepted/info")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  @Test func thereAreTenAcceptedInputs() {
    #expect(Self.accepted.count >= 10)
  }

  /// Every input draws the renderer's name; with `showInfo` (read here by a regular
  /// expression, not the parser) every header keyword of the registry is listed.
  @Test(arguments: accepted)
  func acceptedInputRenders(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let svg = try ChartChecks.render(text)
    #expect(svg.contains(">intent-render</text>"))
    let shows = text.contains(/(?m)^\s*(info\s+)?showInfo\s*$/)
    let listed = ChartChecks.groups(svg, "info-line").filter { $0.id.hasPrefix("types-") }
    #expect(listed.isEmpty != shows, "\(file.lastPathComponent)")
    if shows {
      let words = listed.map(\.body).joined(separator: " ")
      for name in ["flowchart", "sequenceDiagram", "treemap", "info"] {
        #expect(words.contains(name), "\(name)")
      }
    }
  }

  @Test func titleAndAccessibleName() throws {
    let svg = try ChartChecks.render("info\ntitle Renderer\naccTitle: Who drew this\n")
    #expect(svg.contains(">Renderer</text>"))
    #expect(svg.contains("<title id=\"diagram-title\">Who drew this</title>"))
  }

  @Test(arguments: [
    ("info\nshowInfo now\n", 2, 1, "expected 'showInfo' or 'title', found 'showInfo now'"),
    ("info\n  version\n", 2, 3, "expected 'showInfo' or 'title', found 'version'"),
    ("info extra\n", 1, 6, "expected 'showInfo' or 'title', found 'extra'"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }
}
