import DiagramLayout
import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import RenderJobs

/// `diagram --format json`: every docs example's scene validates against
/// `schemas/diagram-scene.v1.schema.json`, and an independent painter (pycairo,
/// `scripts/paint-scene.py`) paints it as librsvg paints the SVG of the same source.
@Suite struct DiagramSceneTests {
  /// One docs example: its id, type and source.
  struct Example {
    var id: String
    var type: String
    var source: String
  }

  /// Every docs example of every registered type, or none without the shared data. A type
  /// newer than the shared examples brings its own inputs (`accepted/<type>/`), its docs
  /// pages' examples among them.
  static func examples() -> [Example] {
    guard let shared = Fixtures.shared else { return [] }
    let root = shared.appendingPathComponent("conformance/mermaid")
    let accepted = Fixtures.directory("DiagramLayout").appendingPathComponent("accepted")
    var result: [Example] = []
    for definition in DiagramTypeRegistry.definitions {
      let folder =
        definition.examplesFolder.map { root.appendingPathComponent($0) }
        ?? accepted.appendingPathComponent(definition.name)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for file in files.sorted() where file.hasSuffix(".mmd") {
        guard
          let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        else { continue }
        result.append(
          Example(id: "\(definition.name)/\(file)", type: definition.name, source: text))
      }
    }
    return result
  }

  static var examplesAvailable: Bool {
    Fixtures.shared.map {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("conformance/mermaid").path)
    } ?? false
  }

  static func run(_ source: String, format: DiagramJob.Format, theme: DiagramTheme.Name? = nil)
    -> Data?
  {
    var request = DiagramJob.Request()
    request.format = format
    request.theme = theme
    let sink = MemorySink()
    guard (try? DiagramJob.run(request, source: source, name: "example.mmd", to: sink)) != nil
    else { return nil }
    return sink.data
  }

  @Test func theJobWritesOneSceneDocument() throws {
    let data = try #require(Self.run("pie\n\"a\": 1\n\"b\": 2\n", format: .json, theme: .auto))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasSuffix("}\n") && text.filter { $0 == "\n" }.count == 1)
    let scene = try JSONParser.parse(String(text.dropLast()))
    #expect(scene["version"]?.intValue == DiagramSceneJSON.version)
    #expect(scene["type"] == .string("pie"))
    #expect(scene["palettes"]?["dark"]?["background"] == .string("#1E1E1E"))
    #expect(scene["palette"]?["background"] == .string("#FFFFFF"))
    var request = DiagramJob.Request()
    request.format = .json
    #expect(throws: JobError.self) {
      try DiagramJob.run(request, source: "pie\n\"a\": x\n", name: "bad.mmd", to: MemorySink())
    }
  }

  @Test(
    .enabled(if: examplesAvailable, "the shared Mermaid docs examples are absent"),
    .enabled(if: PythonScript.isAvailable(modules: ["jsonschema"]), "needs python3 jsonschema"))
  func everyExampleValidates() throws {
    var lines: [String] = []
    for (index, example) in Self.examples().enumerated() {
      // Every example in the light theme; every fifth also dark and auto (palettes).
      let themes: [DiagramTheme.Name?] = index % 5 == 0 ? [nil, .dark, .auto] : [nil]
      for theme in themes {
        guard let data = Self.run(example.source, format: .json, theme: theme) else { continue }
        let id = example.id + " " + (theme?.rawValue ?? "default")
        lines.append(
          "{\"id\":\(JSONEscaping.quoted(id)),\"scene\":\(String(decoding: data.dropLast(), as: UTF8.self))}\n"
        )
      }
    }
    #expect(lines.count > 300)
    let folder = try TemporaryFolder()
    let path = folder.path("scenes.jsonl")
    try lines.joined().write(toFile: path, atomically: true, encoding: .utf8)
    let run = try PythonScript.run([
      PythonScript.path("check-schema.py"), "diagram-scene.v1.schema.json", "scene", path,
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("\"valid\": \(lines.count)"), "\(run.output)")
  }

  /// The painter's PNG of each docs example's scene and librsvg's PNG of its SVG agree on at
  /// least 99% of their pixels, each channel within 24 of 255; an example with characters
  /// DejaVu Sans lacks (emoji) is held to 95%, since librsvg draws those from a fallback or
  /// as a box at a width of its own.
  @Test(
    .enabled(if: examplesAvailable, "the shared Mermaid docs examples are absent"),
    .enabled(
      if: PythonScript.isAvailable(modules: ["cairo", "fontTools"]),
      "needs python3 with pycairo and fontTools (kerning)"))
  func thePainterAgreesWithLibrsvg() throws {
    let folder = try TemporaryFolder()
    var lines: [String] = []
    var types: Set<String> = []
    for (index, example) in Self.examples().enumerated() {
      guard let scene = try? DiagramRenderer.scene(example.source),
        let png = Self.run(example.source, format: .png)
      else { continue }
      let scenePath = folder.path("\(index).json")
      let pngPath = folder.path("\(index).png")
      try (DiagramSceneJSON.value(scene).compactText() + "\n").write(
        toFile: scenePath, atomically: true, encoding: .utf8)
      try png.write(to: URL(fileURLWithPath: pngPath))
      let covered = SceneBuilderText.strings(scene).allSatisfy(TextMeasurer.covers)
      let minimum = covered ? "" : ",\"minimum\":0.95"
      lines.append(
        "{\"id\":\(JSONEscaping.quoted(example.id)),\"type\":\"\(example.type)\","
          + "\"scene\":\(JSONEscaping.quoted(scenePath)),\"reference\":\(JSONEscaping.quoted(pngPath))"
          + "\(minimum)}\n")
      types.insert(example.type)
    }
    // Every registered type.
    #expect(
      types.count == DiagramTypeRegistry.definitions.count, "types drawn: \(types.sorted())")
    let cases = folder.path("cases.jsonl")
    try lines.joined().write(toFile: cases, atomically: true, encoding: .utf8)
    let run = try PythonScript.run([PythonScript.path("paint-scene.py"), "--compare", cases])
    let summary = try JSONParser.parse(run.output.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(
      run.status == 0, "failures: \(summary["failures"].map { $0.compactText() } ?? run.output)")
    #expect(summary["cases"]?.arrayValue?.count == lines.count)
  }
}

/// The texts of a scene, for the font coverage check.
enum SceneBuilderText {
  static func strings(_ scene: DiagramScene) -> [String] {
    func walk(_ items: [SceneNode]) -> [String] {
      items.flatMap { item -> [String] in
        switch item {
        case .group(let group): walk(group.items)
        case .shape: []
        case .text(let text): text.lines.flatMap { $0.runs.map(\.text) }
        }
      }
    }
    return walk(scene.items)
  }
}
