import RenderSupport
import Testing

@testable import Highlight

/// The byte-level reader of Linguist's YAML subset, edge by edge (the broad shape is in
/// `LanguageDetectorTests.yamlSubset`).
struct LinguistYAMLTests {
  @Test func quotedScalarsDecodeTheirEscapesAndDoubledQuotes() throws {
    let root = try LinguistYAML.parse(
      #"""
      a: "tab\there\nline \"q\" \\ \é \0end"
      b: 'it''s # not a comment'
      c: "é # not a comment either"
      d: plain # a comment
      e: ['x, y', "z", w ]
      f: []
      """#)
    #expect(root["a"]?.stringValue == "tab\there\nline \"q\" \\ é \0end")
    #expect(root["b"]?.stringValue == "it's # not a comment")
    #expect(root["c"]?.stringValue == "é # not a comment either")
    #expect(root["d"]?.stringValue == "plain")
    #expect(root["e"] == .array([.string("x, y"), .string("z"), .string("w")]))
    #expect(root["f"] == .array([]))
  }

  @Test func crlfLinesTrailingBlanksAndDocumentMarkers() throws {
    let root = try LinguistYAML.parse(
      "---\r\nkey: value \t\r\nlist:\r\n- one\r\n-\r\n  inner: 1\r\n")
    #expect(root["key"]?.stringValue == "value")
    #expect(
      root["list"]
        == .array([
          .string("one"), .object(JSONObject([JSONMember(key: "inner", value: .string("1"))])),
        ]))
  }

  @Test func keysOfOtherScriptsAreLetters() throws {
    let root = try LinguistYAML.parse("clé: v\nnamed key-2_x: w\n")
    #expect(root["clé"]?.stringValue == "v")
    #expect(root["named key-2_x"]?.stringValue == "w")
  }

  @Test func errorsNameTheirLine() throws {
    func failure(_ yaml: String) -> LinguistYAML.Failure? {
      do {
        _ = try LinguistYAML.parse(yaml)
        return nil
      } catch { return error }
    }
    #expect(failure("a: 1\nb: [x, y\n")?.line == 2)
    #expect(failure("a: 1\nb: 'open\n")?.line == 2)
    #expect(failure("a: 1\nb: 'x' y\n")?.line == 2)
    #expect(failure("a: 1\n9b: x\n")?.line == 2)
    #expect(failure("a:\n  b: 1\n c: 2\n")?.line == 3)
    #expect(failure("a: [\n")?.line == 1)
    #expect(try LinguistYAML.parse("# only a comment\n") == .null)
  }
}
