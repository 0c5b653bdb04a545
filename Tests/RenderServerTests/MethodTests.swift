import Foundation
import MarkdownRender
import RenderJobs
import RenderSupport
import TestSupport
import Testing

@testable import IntentRenderCLI
@testable import RenderServer

/// The methods answer with the CLI's own contracts.
@Suite struct MethodTests {
  /// What one in-process CLI run wrote.
  struct Outcome {
    var status: Int32
    var output: Data
    var errors: String
  }

  /// `intent-render ARGUMENTS` in-process with `input` on standard input, its output into a
  /// pipe (the CLI's own front end: the server's answers must equal it).
  static func cli(_ arguments: [String], input: String) -> Outcome {
    let output = MemorySink()
    let errors = MemorySink()
    var environment = ProcessInfo.processInfo.environment
    environment["COLORTERM"] = "truecolor"
    environment["NO_COLOR"] = nil
    environment["COLUMNS"] = nil
    let context = CommandContext(
      environment: environment, stdoutIsTTY: false, stderrIsTTY: false, terminalWidth: nil,
      readStandardInput: { Data(input.utf8) }, standardOutput: output, standardError: errors)
    let status = CLI.run(arguments, context: context)
    return Outcome(status: status, output: output.data, errors: errors.text)
  }

  static let swiftSource = """
    import Foundation

    /// A greeting — with a non-BMP 🎉 character.
    struct Greeter {
      let name: String
      func greet() -> String { "Hello, \\(name)!" }  // note
    }
    """

  @Test func highlightIsTheCLIsTokenRunJSONByteForByte() throws {
    let server = ServerHarness()
    let params = JSONReply.object([
      ("text", .string(Self.swiftSource)), ("path", .string("g.swift")),
    ])
    server.send(#"{"jsonrpc":"2.0","id":1,"method":"highlight","params":\#(params.text)}"#)
    let answer = String(decoding: try #require(server.receiveRaw()), as: UTF8.self)
    let expected = Self.cli(["highlight", "-", "--path", "g.swift"], input: Self.swiftSource)
    var contract = String(decoding: expected.output, as: UTF8.self)
    #expect(contract.hasSuffix("\n"))
    contract.removeLast()
    #expect(answer == #"{"jsonrpc":"2.0","id":1,"result":\#(contract)}"#)
    #expect(server.finish() == 0)
  }

  /// A reply of several writer chunks (thousands of lines) is written into its frame as
  /// bytes: still the CLI's exact bytes, in either framing, with no line break inside.
  @Test(arguments: [Framing.contentLength, .jsonLines])
  func aLargeHighlightIsTheCLIsBytesInEitherFraming(framing: Framing) throws {
    let source = Array(repeating: Self.swiftSource, count: 800).joined(separator: "\n")
    let server = ServerHarness(framing: framing)
    let params = JSONReply.object([("text", .string(source)), ("language", .string("swift"))])
    server.send(#"{"jsonrpc":"2.0","id":7,"method":"highlight","params":\#(params.text)}"#)
    let answer = try #require(server.receiveRaw())
    let expected = Self.cli(["highlight", "-", "--language", "swift"], input: source)
    var contract = Array(expected.output)
    #expect(contract.last == 0x0A)
    contract.removeLast()
    #expect(!contract.contains(0x0A))
    #expect(answer == Array(#"{"jsonrpc":"2.0","id":7,"result":"#.utf8) + contract + [0x7D])
    #expect(server.finish() == 0)
  }

  @Test func twoThemesGiveBothColoursOfEveryCharacter() throws {
    let server = ServerHarness()
    func params(_ themes: String) -> String {
      JSONReply.object([("text", .string(Self.swiftSource)), ("language", .string("swift"))]).text
        .dropLast() + #","themes":\#(themes)}"#
    }
    let both = try #require(server.call(1, "highlight", params(#"["light","dark"]"#))?["result"])
    let light = try #require(server.call(2, "highlight", params(#"["light"]"#))?["result"])
    let dark = try #require(server.call(3, "highlight", params(#"["dark"]"#))?["result"])
    let length = Self.swiftSource.utf16.count
    let themes = try #require(both["themes"]?.arrayValue)
    #expect(themes.map { $0["name"]?.stringValue } == ["light", "dark"])
    for (index, single) in [light, dark].enumerated() {
      let plain = single["foreground"]?.stringValue ?? ""
      #expect(themes[index]["foreground"]?.stringValue == plain)
      let expected = Self.colours(single["runs"]?.arrayValue ?? [], length: length, plain: plain) {
        $0["color"]?.stringValue
      }
      let actual = Self.colours(both["runs"]?.arrayValue ?? [], length: length, plain: plain) {
        $0["colors"]?.arrayValue?[index].stringValue
      }
      #expect(actual == expected)
    }
    #expect(server.finish() == 0)
  }

  /// The colour of every UTF-16 unit.
  static func colours(
    _ runs: [JSONValue], length: Int, plain: String, _ colour: (JSONValue) -> String?
  ) -> [String] {
    var result = [String](repeating: plain, count: length)
    for run in runs {
      let start = run["location"]?.intValue ?? 0
      for offset in start..<(start + (run["length"]?.intValue ?? 0)) {
        result[offset] = colour(run) ?? "?"
      }
    }
    return result
  }

  @Test func notesDiffsAndTranscriptsAreWhatTheCommandsWrite() throws {
    let server = ServerHarness()
    let note = "# Hi\n\n```swift\nlet a = 1\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```\n"
    for format in ["html", "text"] {
      let answer = try #require(
        server.call(
          1, "note/render",
          JSONReply.object([("text", .string(note)), ("format", .string(format))]).text))
      let cli = Self.cli(["note", "-", "--format", format], input: note)
      #expect(
        answer["result"]?["output"]?.stringValue == String(decoding: cli.output, as: UTF8.self))
    }
    let diff = try String(
      contentsOf: Fixtures.directory("DiffView").appendingPathComponent("changes.diff"),
      encoding: .utf8)
    let answer = try #require(
      server.call(2, "diff/render", JSONReply.object([("text", .string(diff))]).text))
    let cli = Self.cli(["diff", "-", "--format", "json"], input: diff)
    let expected = try JSONParser.parse(Array(cli.output))
    #expect(answer["result"]?["output"] == expected)

    let transcript = try String(
      contentsOf: Fixtures.directory("Transcript").appendingPathComponent("leap-day.intent.json"),
      encoding: .utf8)
    let exported = try #require(
      server.call(
        3, "transcript/render",
        JSONReply.object([("text", .string(transcript)), ("format", .string("text"))]).text))
    let cliText = Self.cli(["transcript", "-", "--format", "text"], input: transcript)
    #expect(
      exported["result"]?["output"]?.stringValue == String(decoding: cliText.output, as: UTF8.self))
    #expect(server.finish() == 0)
  }

  @Test func diagramsRenderAndCheck() throws {
    let server = ServerHarness()
    let source = "flowchart LR\n  A[Start] --> B{Ok?}\n"
    let svg = try #require(
      server.call(1, "diagram/render", JSONReply.object([("text", .string(source))]).text))
    let cli = Self.cli(["diagram", "-"], input: source)
    #expect(svg["result"]?["svg"]?.stringValue == String(decoding: cli.output, as: UTF8.self))
    let png = try #require(
      server.call(
        2, "diagram/render",
        JSONReply.object([("text", .string(source)), ("format", .string("png"))]).text))
    let data = try #require(Data(base64Encoded: png["result"]?["png"]?.stringValue ?? ""))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect((png["result"]?["width"]?.intValue ?? 0) > 0)

    let broken = "flowchart LR\n  A[Start --> B\n"
    let check = try #require(
      server.call(3, "diagram/check", JSONReply.object([("text", .string(broken))]).text))
    let error = try #require(check["result"]?["errors"]?.arrayValue?.first)
    #expect(check["result"]?["ok"] == .bool(false))
    #expect(error["line"]?.intValue == 2)
    #expect(error["column"]?.intValue == 4)
    let failed = try #require(
      server.call(4, "diagram/render", JSONReply.object([("text", .string(broken))]).text))
    #expect(failed.errorCode == RPCError.badInputCode)
    #expect(failed["error"]?["data"]?["line"]?.intValue == 2)
    #expect(server.finish() == 0)
  }

  @Test func initializeNamesMethodsLanguagesAndThemes() throws {
    let server = ServerHarness()
    let result = try #require(server.call(1, "initialize")?["result"])
    let methods = result["capabilities"]?["methods"]?.arrayValue?.compactMap(\.stringValue) ?? []
    for name in ["highlight", "note/render", "diagram/check", "document/change", "shutdown"] {
      #expect(methods.contains(name))
    }
    #expect(result["themes"] == .array([.string("light"), .string("dark")]))
    #expect(result["serverInfo"]?["version"]?.stringValue == CLI.version)
    let languages = try #require(server.call(2, "languages")?["result"]?.arrayValue)
    #expect(languages.contains { $0["name"] == .string("Swift") })
    #expect(server.finish() == 0)
  }
}
