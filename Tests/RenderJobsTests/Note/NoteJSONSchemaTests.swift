import Foundation
import MarkdownRender
import RenderSupport
import TestSupport
import Testing

@testable import RenderJobs

/// `note --format json` output validates against `schemas/note.v1.schema.json` (python
/// `jsonschema`, Mermaid scenes against the scene schema it refers to): the sample notes with
/// highlighting and Mermaid drawn, a refused diagram, the hostile note, and every GFM spec
/// example.
@Suite(.enabled(if: PythonScript.isAvailable(modules: ["jsonschema"]), "needs python3 jsonschema"))
struct NoteJSONSchemaTests {
  static func model(_ markdown: String, unsafe: Bool = false) -> String {
    var request = NoteJob.Request()
    request.format = .json
    request.unsafeHTML = unsafe
    let sink = MemorySink()
    NoteJob.run(request, source: .text(name: "note.md", markdown), to: sink)
    return String(decoding: sink.data, as: UTF8.self)
  }

  static func validate(_ models: [(id: String, model: String)]) throws -> (
    status: Int32, valid: Int, total: Int, output: String
  ) {
    let folder = try TemporaryFolder()
    let path = folder.path("models.jsonl")
    let lines = models.map {
      "{\"id\":\(JSONEscaping.quoted($0.id)),\"model\":\($0.model.dropLast())}\n"
    }
    try lines.joined().write(toFile: path, atomically: true, encoding: .utf8)
    let run = try PythonScript.run([
      PythonScript.path("check-schema.py"), "note.v1.schema.json", "model", path,
    ])
    let summary = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    return (
      run.status, summary?["valid"] as? Int ?? -1, summary?["total"] as? Int ?? -1, run.output
    )
  }

  static func sampleNotes() throws -> [(id: String, markdown: String)] {
    let folder = Fixtures.directory("MarkdownRender")
    var paths = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }
    paths += ["CodeAndDiagrams/note.md", "HTMLSafety/hostile.md"]
    return try paths.sorted().map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test func sampleNotesValidate() throws {
    let notes = try Self.sampleNotes()
    var models = notes.map { (id: $0.id, model: Self.model($0.markdown)) }
    models += notes.map { (id: $0.id + " unsafe", model: Self.model($0.markdown, unsafe: true)) }
    // The drawn note carries what the schema's optional parts describe.
    let drawn = Self.model(
      try String(
        contentsOf: Fixtures.directory("MarkdownRender").appendingPathComponent(
          "CodeAndDiagrams/note.md"), encoding: .utf8))
    #expect(drawn.contains("\"diagram\":{\"svg\":\"<svg"))
    #expect(drawn.contains("\"scene\":{\"version\":1"))
    // Drawn fences with their scenes, one in a quote, and a refused one with its error.
    models.append((id: "diagrams", model: Self.model(NoteJSONDiagramTests.note)))
    let result = try Self.validate(models)
    #expect(result.status == 0 && result.valid == models.count, "\(result.output)")
  }

  @Test(.enabled(if: GFMExample.isAvailable, "shared GFM conformance data absent"))
  func specExamplesValidate() throws {
    let examples = GFMExample.all()
    let models = examples.map { (id: $0.id, model: Self.model($0.markdown, unsafe: true)) }
    let result = try Self.validate(models)
    print("note JSON schema: \(result.valid) of \(result.total) spec examples valid")
    #expect(result.status == 0 && result.valid == examples.count, "\(result.output)")
  }

  /// The check refuses a model that breaks the schema (an unknown block type, a run of length
  /// 0), so it could fail.
  @Test func theCheckRefusesABrokenModel() throws {
    let good = Self.model("# Title\n\n```swift\nlet x = 1\n```\n")
    let unknownType = good.replacingOccurrences(of: "\"heading\"", with: "\"header\"")
    let emptyRun = good.replacingOccurrences(of: "\"length\":3", with: "\"length\":0")
    #expect(unknownType != good)
    let result = try Self.validate([("good", good), ("type", unknownType), ("run", emptyRun)])
    #expect(result.status == 1)
    #expect(result.valid == (emptyRun == good ? 2 : 1), "\(result.output)")
  }
}
