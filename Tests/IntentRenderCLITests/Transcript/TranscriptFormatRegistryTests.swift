import Foundation
import FuzzTargets
import RenderSupport
import TestSupport
import Testing
import Transcript

/// Every format of `TranscriptFormatRegistry` is accepted wherever a format is named: the CLI's
/// `--input-format`, `serve`'s `transcript/render`, `mcp`'s `export_transcript` (whole process,
/// on a fixture of that format), has a fuzz target, and is named in the README's lists.
@Suite struct TranscriptFormatRegistryTests {
  /// A fixture written in `format`: `NAME.<format>.…` in `Fixtures/Transcript`.
  static func fixture(_ format: TranscriptFormat) throws -> URL {
    let folder = Fixtures.directory("Transcript")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let name = try #require(
      names.first { name in
        let parts = name.split(separator: ".")
        return parts.count > 2 && parts[1] == format.rawValue
          && !name.hasSuffix(".txt") && !name.hasSuffix(".schema.json")
          && !name.hasPrefix("broken.")
      }, "no fixture of format \(format) in Fixtures/Transcript")
    var isDirectory: ObjCBool = false
    let url = folder.appendingPathComponent(name)
    FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    try #require(!isDirectory.boolValue)
    return url
  }

  static func request(_ id: Int, _ method: String, _ params: String) -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
  }

  /// The answers of a JSON-lines session, by id.
  static func answers(_ output: Data) -> [Int: JSONValue] {
    var answers: [Int: JSONValue] = [:]
    for line in output.split(separator: 0x0A) {
      guard let value = try? JSONParser.parse(Array(line)), let id = value["id"]?.intValue
      else { continue }
      answers[id] = value
    }
    return answers
  }

  @Test func theRegistryListsEachFormatOnceAndEveryNameResolves() {
    let names = TranscriptFormatRegistry.names
    #expect(Set(names).count == names.count, "a name is listed twice: \(names)")
    #expect(names.contains("claude-code"))
    for definition in TranscriptFormatRegistry.definitions {
      for name in definition.names {
        #expect(TranscriptFormat(rawValue: name) == definition.format)
      }
    }
    #expect(TranscriptFormat(rawValue: "auto") == nil)
  }

  @Test(arguments: TranscriptFormatRegistry.formats)
  func theCLIReadsEachFormatWhenNamedAndDetectsIt(_ format: TranscriptFormat) throws {
    let path = try Self.fixture(format).path
    let forced = ProcessRun(
      ["transcript", path, "--input-format", format.rawValue, "--format", "text"]
    ).run()
    #expect(forced.status == 0, "\(format): \(forced.stderr)")
    #expect(!forced.stdout.isEmpty)
    // The detector, fed the same file, picks the same format: the output is the same.
    let detected = ProcessRun(["transcript", path, "--format", "text"]).run()
    #expect(detected.stdout == forced.stdout, "\(format) is not detected from its fixture")
  }

  @Test func theCLIsHelpNamesEveryFormat() {
    let help = ProcessRun(["transcript", "--help"]).run().stdoutText
    for definition in TranscriptFormatRegistry.definitions {
      #expect(help.contains(definition.format.rawValue), "--help lacks \(definition.format)")
      #expect(
        help.replacingOccurrences(of: "\n", with: " ").contains(definition.summary),
        "the description lacks \(definition.summary)")
    }
  }

  @Test func serveRendersEveryFormatNamedAsInputFormat() throws {
    var input = Data()
    let formats = TranscriptFormatRegistry.formats
    for (index, format) in formats.enumerated() {
      let text = try String(contentsOf: Self.fixture(format), encoding: .utf8)
      let params =
        #"{"text":\#(JSONReplyText.string(text)),"format":"text","inputFormat":"\#(format.rawValue)"}"#
      input += Data((Self.request(index + 1, "transcript/render", params) + "\n").utf8)
    }
    var run = ProcessRun(["serve", "--jsonl"])
    run.input = .data(input)
    run.timeout = 120
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let answers = Self.answers(outcome.stdout)
    for (index, format) in formats.enumerated() {
      let answer = answers[index + 1]
      #expect(answer?["error"] == nil, "\(format): \(answer?["error"]?.compactText() ?? "")")
      #expect(answer?["result"] != nil, "\(format): no result")
    }
  }

  @Test func mcpExportsEveryFormatAndItsSchemaListsThem() throws {
    var lines = [
      Self.request(
        1000, "initialize",
        #"{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}"#
      ),
      #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
      Self.request(1001, "tools/list", "{}"),
    ]
    let formats = TranscriptFormatRegistry.formats
    for (index, format) in formats.enumerated() {
      let text = try String(contentsOf: Self.fixture(format), encoding: .utf8)
      let arguments =
        #"{"transcript":\#(JSONReplyText.string(text)),"format":"text","inputFormat":"\#(format.rawValue)"}"#
      lines.append(
        Self.request(
          index + 1, "tools/call", #"{"name":"export_transcript","arguments":\#(arguments)}"#))
    }
    var run = ProcessRun(["mcp"])
    run.input = .data(Data((lines.joined(separator: "\n") + "\n").utf8))
    run.timeout = 120
    let outcome = run.run()
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let answers = Self.answers(outcome.stdout)
    let tools = try #require(answers[1001]?["result"]?["tools"]?.arrayValue)
    let tool = try #require(tools.first { $0["name"]?.stringValue == "export_transcript" })
    let choices = tool["inputSchema"]?["properties"]?["inputFormat"]?["enum"]?.arrayValue ?? []
    let description = tool["description"]?.stringValue ?? ""
    for (index, format) in formats.enumerated() {
      #expect(choices.contains(.string(format.rawValue)), "the schema lacks \(format)")
      #expect(description.contains(format.definition.summary), "the description lacks \(format)")
      let result = answers[index + 1]?["result"]
      #expect(answers[index + 1]?["error"] == nil, "\(format): refused")
      #expect(result?["isError"]?.boolValue == false, "\(format): \(result?.compactText() ?? "")")
    }
  }

  @Test(arguments: TranscriptFormatRegistry.formats)
  func eachFormatHasAFuzzTargetThatRunsItsFixture(_ format: TranscriptFormat) throws {
    let target = try #require(FuzzTarget(rawValue: "transcript-\(format.rawValue)"))
    #expect(target.transcriptFormat == format)
    target.run([UInt8](try Data(contentsOf: Self.fixture(format))))
  }

  @Test func theReadmeNamesEveryFormatAndFuzzTarget() throws {
    let readme = try String(
      contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
    let synopsis =
      "--input-format " + (["auto"] + TranscriptFormatRegistry.names).joined(separator: "|")
    #expect(readme.contains(synopsis), "README's synopsis lacks: \(synopsis)")
    for target in FuzzTarget.allCases {
      #expect(readme.contains("`\(target.rawValue)`"), "README's fuzz list lacks \(target)")
    }
  }
}

/// JSON string literals for request bodies.
enum JSONReplyText {
  static func string(_ text: String) -> String {
    var out = ""
    JSONEscaping.append(text, to: &out)
    return out
  }
}
