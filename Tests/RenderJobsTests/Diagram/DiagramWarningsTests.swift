import DiagramLayout
import Foundation
import RenderSupport
import Testing

@testable import RenderJobs

/// A diagram's warnings (a setting its type does not draw) reach every caller with their
/// position: `diagram` in every format, and a note's Mermaid fences in HTML and JSON, placed
/// at their line and column in the note.
@Suite struct DiagramWarningsTests {
  /// A pie whose frontmatter sets one setting pies do not draw, at line 4, column 5.
  static let pie = """
    ---
    config:
      pie:
        donutHole: 0.5
    ---
    pie
      "A" : 1

    """

  @Test(arguments: [DiagramJob.Format.svg, .png, .json])
  func theDiagramJobReportsThemInEveryFormat(_ format: DiagramJob.Format) throws {
    var request = DiagramJob.Request()
    request.format = format
    let diagnostics = JobDiagnostics()
    try DiagramJob.run(
      request, source: Self.pie, name: "pie.mmd", to: MemorySink(), diagnostics: diagnostics)
    #expect(
      diagnostics.all.map(\.description) == [
        "pie.mmd:4:5: setting 'pie.donutHole': not drawn by this diagram type; ignored"
      ])
  }

  @Test func theSceneJSONCarriesThemAsObjects() throws {
    let scene = try DiagramRenderer.scene(Self.pie)
    let json = DiagramSceneJSON.value(scene).compactText()
    #expect(
      json.contains(
        #""warnings":[{"message":"setting 'pie.donutHole': not drawn by this diagram type; ignored","line":4,"column":5}]"#
      ))
  }

  /// A note with the pie in a fence that opens on line 3, indented in a list item by 3.
  static let note =
    "# Title\n\n1. ```mermaid\n"
    + Self.pie.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }.joined(
      separator: "\n") + "```\n"

  @Test(arguments: [NoteJob.Format.html, .json])
  func aNotePlacesAFencesWarningsInTheNote(_ format: NoteJob.Format) throws {
    var request = NoteJob.Request()
    request.format = format
    let diagnostics = JobDiagnostics()
    let sink = MemorySink()
    NoteJob.run(
      request, source: .text(name: "note.md", Self.note), to: sink, diagnostics: diagnostics)
    // Line 4 of the fence is line 3 + 4 of the note; column 5 of the code is column 8 there.
    #expect(
      diagnostics.all.map(\.description) == [
        "note.md:7:8: Mermaid diagram: setting 'pie.donutHole': not drawn by this diagram type; ignored"
      ])
    let lines = Self.note.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[6].dropFirst(7).hasPrefix("donutHole"))
    #expect(sink.text.contains("<svg") || sink.text.contains("\\u003csvg"))
  }

  @Test func aNoteWithoutSettingsHasNoWarnings() throws {
    var request = NoteJob.Request()
    request.format = .html
    let diagnostics = JobDiagnostics()
    NoteJob.run(
      request, source: .text(name: "n.md", "```mermaid\npie\n  \"A\" : 1\n```\n"), to: MemorySink(),
      diagnostics: diagnostics)
    #expect(diagnostics.all.isEmpty)
  }
}
