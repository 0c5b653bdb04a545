import Foundation
import MarkdownRender
import RenderSupport
import TestSupport
import Testing

/// `scripts/note-json-to-html.py`, a renderer written apart from ours, turns the JSON model
/// back into HTML; for every GFM spec example and every sample note the text and structure
/// equal our HTML page's. So the model carries everything the page shows.
@Suite(.enabled(if: PythonScript.isAvailable(), "needs python3"))
struct NoteJSONRoundTripTests {
  /// One case: the model and the page of `markdown` under the same options.
  static func caseLine(
    id: String, markdown: String, parse: MarkdownParseOptions, unsafe: Bool
  ) -> String {
    let document = MarkdownParser.parse(markdown, options: parse)
    let tagFilter = parse.extensions.contains(.tagfilter)
    let html = HTMLRenderer(
      options: HTMLRenderOptions(unsafeRawHTML: unsafe, tagFilter: tagFilter, headingIDs: true)
    ).render(document)
    let model = NoteJSONStreamRenderer.render(
      document, options: NoteJSONOptions(unsafeRawHTML: unsafe, tagFilter: tagFilter))
    return "{\"id\":\(JSONEscaping.quoted(id)),\"model\":\(model.dropLast()),"
      + "\"html\":\(JSONEscaping.quoted(html))}\n"
  }

  /// Runs the comparison over `lines`: how many agree, and the ids that differ.
  static func compare(_ lines: [String]) throws -> (agree: Int, total: Int, differ: [String]) {
    let folder = try TemporaryFolder()
    let cases = folder.path("cases.jsonl")
    try lines.joined().write(toFile: cases, atomically: true, encoding: .utf8)
    let run = try PythonScript.run([PythonScript.path("note-json-to-html.py"), "--compare", cases])
    #expect(run.status == 0, "\(run.output)")
    let summary = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    return (
      summary?["agree"] as? Int ?? -1, summary?["total"] as? Int ?? -1,
      summary?["differ"] as? [String] ?? []
    )
  }

  @Test(.enabled(if: GFMExample.isAvailable, "shared GFM conformance data absent"))
  func everySpecExampleAgreesInBothModes() throws {
    let examples = GFMExample.all()
    var lines: [String] = []
    for example in examples {
      let parse = MarkdownParseOptions(
        extensions: Set(example.extensions.compactMap(MarkdownParseOptions.Extension.init)),
        smartPunctuation: example.options.contains("smart"))
      for unsafe in [false, true] {
        lines.append(
          Self.caseLine(
            id: "\(example.id)\(unsafe ? " unsafe" : "")", markdown: example.markdown,
            parse: parse, unsafe: unsafe))
      }
    }
    let result = try Self.compare(lines)
    print("note JSON → HTML: \(result.agree) of \(result.total) spec cases agree")
    #expect(result.total == examples.count * 2)
    #expect(result.agree == result.total, "differ: \(result.differ.prefix(20))")
  }

  @Test func everySampleNoteAgrees() throws {
    let folder = Fixtures.directory("MarkdownRender")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    #expect(names.count >= 10)
    let lines = try names.map { name in
      Self.caseLine(
        id: name,
        markdown: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
        parse: .note, unsafe: false)
    }
    let result = try Self.compare(lines)
    #expect(result.agree == names.count, "differ: \(result.differ)")
  }

  /// The comparison sees a changed word and a lost emphasis (it could not fail otherwise).
  @Test func theComparisonSeesADifference() throws {
    let good = Self.caseLine(
      id: "good", markdown: "Some *words* here.\n", parse: .note, unsafe: false)
    let changedText = good.replacingOccurrences(of: "\"text\":\"words\"", with: "\"text\":\"word\"")
    let lostEmphasis = good.replacingOccurrences(of: "\"emphasis\"", with: "\"strong\"")
    #expect(changedText != good && lostEmphasis != good)
    let result = try Self.compare([good, changedText, lostEmphasis])
    #expect(result.agree == 1)
    #expect(result.total == 3)
  }
}
