import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import IntentRenderCLI

/// `diagram --format json` and `-o FILE.json` write the scene; the option table offers it.
@Suite struct DiagramSceneCommandTests {
  @Test func formatJSONWritesTheScene() throws {
    let (code, out, err) = runCLI(
      ["diagram", "--format", "json", "--theme", "dark", "-"],
      stdin: "sequenceDiagram\nAlice->>Bob: Hi\n")
    #expect(code == 0, "\(err)")
    let scene = try JSONParser.parse(out.trimmingCharacters(in: .newlines))
    #expect(scene["type"] == .string("sequence"))
    #expect(scene["theme"] == .string("dark"))
    #expect(scene["items"]?.arrayValue?.isEmpty == false)
  }

  @Test func aJSONOutputFileChoosesTheFormat() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("out.json")
    let (code, _, err) = runCLI(["diagram", "-o", path, "-"], stdin: "flowchart TD\nA-->B\n")
    #expect(code == 0, "\(err)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(try JSONParser.parse(text.trimmingCharacters(in: .newlines))["version"]?.intValue == 1)
  }

  @Test func theOptionTableOffersJSONAndRefusesTerminalFlags() {
    let (_, help, _) = runCLI(["diagram", "--help"])
    #expect(help.contains("json"))
    let (code, _, err) = runCLI(
      ["diagram", "--format", "json", "--ascii", "-"], stdin: "flowchart TD\nA-->B\n")
    #expect(code == 2, "\(err)")
    let (bad, _, message) = runCLI(["diagram", "--format", "json", "-"], stdin: "pie\n\"a\": x\n")
    #expect(bad == 1)
    #expect(message.hasPrefix("intent-render: "))
  }
}
