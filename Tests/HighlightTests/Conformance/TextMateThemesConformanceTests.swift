import Foundation
import RenderSupport
import Testing

@testable import Highlight

/// vscode-textmate's themes suite (../shared/conformance/textmate/themes): every test file
/// tokenized once and coloured with each of the 14 themes, compared character by character
/// with the colours VS Code recorded.
struct TextMateThemesConformance {
  static let themes: [(String, String)] = [
    ("abyss", "Abyss.tmTheme"), ("dark_vs", "dark_vs.json"), ("light_vs", "light_vs.json"),
    ("hc_black", "hc_black.json"), ("dark_plus", "dark_plus.json"),
    ("light_plus", "light_plus.json"), ("kimbie_dark", "Kimbie_dark.tmTheme"),
    ("monokai", "Monokai.tmTheme"), ("monokai_dimmed", "dimmed-monokai.tmTheme"),
    ("quietlight", "QuietLight.tmTheme"), ("red", "red.tmTheme"),
    ("solarized_dark", "Solarized-dark.tmTheme"), ("solarized_light", "Solarized-light.tmTheme"),
    ("tomorrow_night_blue", "Tomorrow-Night-Blue.tmTheme"),
  ]

  /// The grammar scope of a test file: by extension, then by whole file name, through
  /// `languages.json` and `grammars.json` (first match in array order, as upstream).
  static func scope(for name: String, languages: [[String: Any]], grammars: [[String: Any]])
    -> String?
  {
    let ext = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
    let language =
      languages.first { ($0["extensions"] as? [String] ?? []).contains(ext) && !ext.isEmpty }
      ?? languages.first { ($0["filenames"] as? [String] ?? []).contains(name) }
    guard let id = language?["id"] as? String else { return nil }
    return grammars.first { $0["language"] as? String == id }?["scopeName"] as? String
  }

  @Test func themesSuiteColoursCharactersLikeVSCode() throws {
    guard let folderURL = SharedData.folder("conformance/textmate/themes") else { return }
    let folder = folderURL.path
    func json(_ path: String) throws -> Any {
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    }
    let languages = try json(folder + "/languages.json") as! [[String: Any]]
    let grammars = try json(folder + "/grammars.json") as! [[String: Any]]
    let registry = GrammarRegistry(directories: [folder + "/syntaxes"])
    let themes = try Self.themes.map {
      ($0.0, Theme(try ThemeLoader.load(path: folder + "/" + $0.1)))
    }
    let skipped = [".result", ".result.patch", ".actual", ".diff.html"]
    let tests = try FileManager.default.contentsOfDirectory(atPath: folder + "/tests")
      .filter { name in !skipped.contains { name.hasSuffix($0) } }.sorted()
    var matched = 0
    var total = 0
    var exactPairs = 0
    var misses: [String] = []
    for test in tests {
      let text = try String(contentsOfFile: folder + "/tests/" + test, encoding: .utf8)
      let expected =
        try json(folder + "/tests/" + test + ".result") as! [String: [[String: String]]]
      guard let scope = Self.scope(for: test, languages: languages, grammars: grammars),
        let grammar = registry.grammar(scopeName: scope)
      else {
        Issue.record("\(test): no grammar")
        continue
      }
      // Upstream splits on CRLF, CR or LF; the inputs have no CR.
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let tokenizer = Tokenizer(grammar: grammar, maxLineLength: .max)
      var state = LineState.initial
      var tokenized: [(Substring, [Token])] = []
      for line in lines {
        let result = tokenizer.tokenizeLine(line, state: state)
        state = result.state
        tokenized.append((line, result.tokens))
      }
      for (key, theme) in themes {
        let resolver = ScopeStyleResolver(theme: theme)
        var actual: [String] = []
        for (line, tokens) in tokenized {
          let bytes = Array(line.utf8)
          for token in tokens {
            let piece = String(decoding: bytes[token.utf8Range], as: UTF8.self)
            let color = theme.colors[Int(resolver.attributes(token.scopes).foreground)]
            actual += [String](repeating: color, count: piece.utf16.count)
          }
        }
        var wanted: [String] = []
        for entry in expected[key] ?? [] {
          wanted += [String](repeating: entry["color"]!, count: entry["content"]!.utf16.count)
        }
        let same = zip(actual, wanted).filter { $0 == $1 }.count
        matched += same
        total += wanted.count
        if same == wanted.count && actual.count == wanted.count {
          exactPairs += 1
        } else if let first = zip(actual, wanted).enumerated().first(where: { $0.1.0 != $0.1.1 }) {
          misses.append(
            "\(test) [\(key)]: \(wanted.count - same) chars, first at \(first.offset): \(first.element.0) for \(first.element.1)"
          )
        }
      }
    }
    print(
      "textmate themes: \(exactPairs) passed, \(tests.count * themes.count - exactPairs) failed (file x theme)"
    )
    print("textmate themes: \(matched) of \(total) characters coloured as VS Code")
    for miss in misses.prefix(40) { print("  miss: \(miss)") }
    #expect(tests.count == 72)
    #expect(matched == total, "below the floor (every character, as measured): \(matched)/\(total)")
  }
}
