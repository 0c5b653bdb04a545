import DiagramLayout
import Foundation
import RenderSupport
import Testing

@testable import RenderJobs

/// A diagram's warnings (a setting its type does not draw) reach every caller with their
/// position: `diagram` in every format, and a note's Mermaid fences in every format, placed
/// at their line and column in the note (in the terminal formats also as a dim line under the
/// fence, whether it is drawn in cells or shown as source).
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

  @Test(arguments: [NoteJob.Format.html, .json, .ansi, .text])
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
    if format == .html || format == .json {
      #expect(sink.text.contains("<svg") || sink.text.contains("\\u003csvg"))
    } else {
      #expect(sink.text.contains("7:8: warning: Mermaid diagram: setting 'pie.donutHole'"))
    }
  }

  /// A flowchart the terminal draws in cells, with a setting it does not draw on line 4 of
  /// its fence, which opens on line 3 of the note.
  static let flowchartNote =
    "# Plan\n\n```mermaid\n---\nconfig:\n  flowchart:\n    bogus: 3\n---\nflowchart LR\n"
    + "  A --> B\n```\n\nAfter.\n"

  @Test(arguments: [NoteJob.Format.ansi, .text])
  func aDrawingInCellsShowsItsWarningsUnderIt(_ format: NoteJob.Format) throws {
    var request = NoteJob.Request()
    request.format = format
    request.width = 80
    let diagnostics = JobDiagnostics()
    let sink = MemorySink()
    NoteJob.run(
      request, source: .text(name: "plan.md", Self.flowchartNote), to: sink,
      diagnostics: diagnostics)
    let message =
      "Mermaid diagram: setting 'flowchart.bogus': not drawn by this diagram type; ignored"
    #expect(diagnostics.all.map(\.description) == ["plan.md:7:5: \(message)"])
    let lines = ANSIText.strip(sink.text).split(separator: "\n").map(String.init)
    let drawing = try #require(lines.lastIndex { $0.contains("│ B │") })
    let warning = try #require(lines.firstIndex { $0.hasPrefix("7:5: warning: Mermaid diagram") })
    // Under the drawing's last row, before the text after the fence, once.
    #expect(warning > drawing && warning < lines.firstIndex(of: "After.")!)
    #expect(lines.filter { $0.contains("flowchart.bogus") }.count == 1)
    if format == .ansi {
      // Dim: the theme's muted colour, not the text's.
      let raw = sink.text.split(separator: "\n").first { $0.contains("7:5: warning") } ?? ""
      #expect(raw.hasPrefix("\u{1B}["))
    }
  }

  @Test func aStreamedNoteReportsThemOnce() throws {
    var request = NoteJob.Request()
    request.format = .text
    request.width = 80
    let diagnostics = JobDiagnostics()
    let sink = MemorySink()
    let stream = NoteStream(
      request, to: sink, screenHeight: nil, diagnostics: diagnostics, inputName: "plan.md")
    let bytes = Array(Self.flowchartNote.utf8)
    for start in stride(from: 0, to: bytes.count, by: 7) {
      stream.append(bytes[start..<min(start + 7, bytes.count)])
    }
    stream.finish()
    #expect(
      diagnostics.all.map(\.description) == [
        "plan.md:7:5: Mermaid diagram: setting 'flowchart.bogus': not drawn by this diagram type; ignored"
      ])
    #expect(sink.text.contains("7:5: warning: Mermaid diagram: setting 'flowchart.bogus'"))
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
