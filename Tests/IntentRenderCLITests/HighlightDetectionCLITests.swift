import Foundation
import Highlight
import TestSupport
import Testing

/// Linguist's data is a Debian package; without it these checks cannot run.
private let haveLinguist = GrammarSearchPath.linguistRoot() != nil

private func language(ofJSON json: String) -> String? {
  (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["language"]
    as? String
}

/// `--format scopes` without a grammar lists the lines without scopes, says why, exits 0,
/// as the other formats fall back to plain text.
@Test func scopesWithoutAGrammarFallBack() {
  let (code, out, err) = runCLI(
    ["highlight", "-", "--path", "notes.unknown-extension", "--format", "scopes"],
    stdin: "one\ntwo \"q\"\n")
  #expect(code == 0)
  #expect(out == "1 [0, 3) \"one\"\n2 [0, 7) \"two \\\"q\\\"\"\n3 [0, 0) \"\"\n")
  #expect(err.contains("unknown language"))
}

/// Text saved as UTF-16 with a byte-order mark is decoded, from a file or a pipe.
@Test(.enabled(if: haveLinguist), arguments: [true, false])
func utf16WithAByteOrderMarkIsDecoded(bigEndian: Bool) throws {
  let folder = try TemporaryFolder()
  let text = "def f():\n    return \"é𝄞\"\n"
  var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
  for unit in text.utf16 {
    let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
    bytes += bigEndian ? [high, low] : [low, high]
  }
  let path = folder.path("u.py")
  FileManager.default.createFile(atPath: path, contents: Data(bytes))
  let (code, out, err) = runCLI(["highlight", path, "--format", "json"])
  #expect(code == 0, "\(err)")
  #expect(language(ofJSON: out) == "python")
  #expect(err.isEmpty)
  let (_, plain, _) = runCLI(["highlight", path, "--format", "ansi", "--color", "never"])
  #expect(plain == text)
}

/// The content decides where the name cannot: a `#!` line beats the extension, a header's
/// C++ is C++, a modeline names the language.
@Test(
  .enabled(if: haveLinguist),
  arguments: [
    ("tool.js", "#!/usr/bin/env python3\nprint(1)\n", "python"),
    ("x.h", "#include <vector>\ntemplate <typename T> class A {};\n", "c++"),
    ("x.h", "int f(void);\n", "c"),
    ("notes.txt", "text\n# vim: set ft=ruby:\n", "ruby"),
    ("main.py~", "print(1)\n", "python"),
  ])
func contentDecidesTheLanguage(path: String, source: String, expected: String) {
  let (code, out, _) = runCLI(
    ["highlight", "-", "--path", path, "--format", "json"], stdin: source)
  #expect(code == 0)
  #expect(language(ofJSON: out) == expected)
}
