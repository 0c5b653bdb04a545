import DiagramLayout
import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import RenderJobs

/// A Mermaid fence in the note model carries its drawing: the SVG the page inlines and the
/// scene `diagram --format json` writes for the same source, or a typed error whose position
/// names the note's line; the same in the blocks `NoteBlockStream` hands out.
@Suite struct NoteJSONDiagramTests {
  static let flowchart = "flowchart LR\n  A[Start] --> B{Choice}\n"
  static let sequence = "sequenceDiagram\n  Alice->>Bob: Hi\n"
  static let broken = "flowchart LR\n  A --> B\n  B -->\n"

  /// Two drawn fences (one in a quote) and a broken one, at known lines.
  static let note = """
    # Diagrams

    ```mermaid
    \(flowchart)```

    > ```mermaid
    > \(sequence.split(separator: "\n").joined(separator: "\n> "))
    > ```

    Text between.

    ```mermaid
    \(broken)```

    """

  static func model(_ markdown: String) throws -> JSONValue {
    var request = NoteJob.Request()
    request.format = .json
    let sink = MemorySink()
    NoteJob.run(request, source: .text(name: "note.md", markdown), to: sink)
    return try JSONParser.parse(Array(sink.data))
  }

  /// The scene `diagram --format json` writes for `source` with the note's id prefix.
  static func scene(_ source: String) throws -> JSONValue {
    var request = DiagramJob.Request()
    request.format = .json
    request.theme = .light
    request.idPrefix = "mermaid-\(ContentHash.hex(source).prefix(12))"
    let sink = MemorySink()
    try DiagramJob.run(request, source: source, name: "d.mmd", to: sink)
    return try JSONParser.parse(Array(sink.data))
  }

  static func codeBlocks(_ blocks: [JSONValue]) -> [JSONValue] {
    blocks.flatMap { block -> [JSONValue] in
      if block["type"] == .string("code") { return [block] }
      return codeBlocks(block["blocks"]?.arrayValue ?? [])
    }
  }

  @Test func fencesCarryTheSceneAndTheSVGOrATypedError() throws {
    let model = try Self.model(Self.note)
    let fences = Self.codeBlocks(model["blocks"]?.arrayValue ?? [])
    try #require(fences.count == 3)
    for (fence, source) in zip(fences.prefix(2), [Self.flowchart, Self.sequence]) {
      let diagram = try #require(fence["diagram"])
      #expect(diagram["svg"]?.stringValue?.hasPrefix("<svg") == true)
      #expect(diagram["scene"] == (try Self.scene(source)))
      #expect(diagram["warnings"] == .array([]))
    }
    let failed = try #require(fences[2]["diagram"])
    #expect(failed["svg"] == nil && failed["scene"] == nil)
    #expect(failed["kind"] == .string("syntax"))
    // The fence opens on line 15; the source's line 3 is the note's line 18.
    #expect(fences[2]["range"]?.arrayValue?.first?.intValue == 15)
    #expect(failed["line"]?.intValue == 18, "\(failed)")
    let message = try #require(failed["message"]?.stringValue)
    #expect(failed["error"]?.stringValue?.hasSuffix(message) == true)
    #expect(failed["error"]?.stringValue?.hasPrefix("Mermaid diagram not drawn: 3:") == true)
  }

  /// A drawing's warnings (a setting it does not draw) come with the note's line.
  @Test func warningsNameTheNotesLine() throws {
    let source =
      "%%{init: {\"xyChart\": {\"width\": \"wide\"}}}%%\nxychart-beta\n  x-axis [a, b]\n  bar [1, 2]\n"
    let drawing = try DiagramRenderer.drawWithScene(source)
    #expect(!drawing.warnings.isEmpty)
    let model = try Self.model("Intro.\n\n```mermaid\n\(source)```\n")
    let fences = Self.codeBlocks(model["blocks"]?.arrayValue ?? [])
    try #require(fences.count == 1)
    let fence = fences[0]
    let warnings = fence["diagram"]?["warnings"]?.arrayValue ?? []
    #expect(warnings.count == drawing.warnings.count)
    for (warning, expected) in zip(warnings, drawing.warnings) {
      #expect(warning["message"] == .string(expected.message))
      #expect(warning["line"]?.intValue == 3 + (expected.position?.line ?? 0))
      #expect(warning["column"]?.intValue == expected.position?.column)
    }
  }

  /// One drawing gives both: the SVG is `render`'s and the scene is `scene`'s.
  @Test func oneDrawingGivesRendersSVGAndScenesScene() throws {
    for source in [Self.flowchart, Self.sequence, "pie\n  \"a\" : 1\n  \"b\" : 2\n"] {
      let both = try DiagramRenderer.drawWithScene(source)
      #expect(both.svg == (try DiagramRenderer.render(source)))
      #expect(
        DiagramSceneJSON.value(both.scene)
          == DiagramSceneJSON.value(try DiagramRenderer.scene(source)))
    }
  }

  /// The streamed blocks carry the same drawing as the one-shot model.
  @Test func streamedBlocksCarryTheSameDrawing() throws {
    var request = NoteJob.Request()
    request.format = .json
    let stream = NoteBlockStream(request)
    var blocks: [JSONValue] = []
    let bytes = Array(Self.note.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(start + 37, bytes.count)
      for piece in stream.append(bytes[start..<end]).final {
        if case .block(let block) = piece.content { blocks.append(block) }
      }
      start = end
    }
    for piece in stream.close().final {
      if case .block(let block) = piece.content { blocks.append(block) }
    }
    #expect(blocks == (try Self.model(Self.note))["blocks"]?.arrayValue)
  }
}
