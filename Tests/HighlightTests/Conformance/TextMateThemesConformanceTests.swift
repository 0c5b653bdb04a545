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

  /// vscode-textmate's standard token type of a stack: the innermost scope that matches
  /// `\b(comment|string|regex|meta\.embedded)\b` decides (0 other, 1 comment, 2 string, 3 regex).
  static let tokenTypePattern = try! NSRegularExpression(
    pattern: #"\b(comment|string|regex|meta\.embedded)\b"#)

  static func tokenType(_ stack: ScopeStack) -> Int {
    var node: ScopeStack? = stack
    while let current = node {
      let name = current.scopeName
      if let match = tokenTypePattern.firstMatch(
        in: name, range: NSRange(name.startIndex..., in: name)),
        let range = Range(match.range(at: 1), in: name)
      {
        switch name[range] {
        case "comment": return 1
        case "string": return 2
        case "regex": return 3
        default: return 0
        }
      }
      node = current.parent
    }
    return 0
  }

  /// The embedded language of a stack: the innermost scope equal to a key of
  /// `embeddedLanguages`, or starting with one and a dot; else the test's own language.
  static func languageID(_ stack: ScopeStack, embedded: [String: Int], initial: Int) -> Int {
    var node: ScopeStack? = stack
    while let current = node {
      var scope = Substring(current.scopeName)
      while true {
        if let id = embedded[String(scope)] { return id }
        guard let dot = scope.lastIndex(of: ".") else { break }
        scope = scope[..<dot]
      }
      node = current.parent
    }
    return initial
  }

  @Test(
    .enabled(
      if: SharedData.folder("conformance/textmate/themes") != nil,
      "../shared/conformance/textmate is absent")) func themesSuiteColoursCharactersLikeVSCode()
    throws
  {
    let folderURL = try #require(SharedData.folder("conformance/textmate/themes"))
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
    var exactEntries = 0
    var inexact: [String] = []
    var misses: [String] = []
    for test in tests {
      let text = try String(contentsOfFile: folder + "/tests/" + test, encoding: .utf8)
      let expected =
        try json(folder + "/tests/" + test + ".result") as! [String: [[String: String]]]
      guard let scope = Self.scope(for: test, languages: languages, grammars: grammars),
        let grammar = registry.grammar(scopeName: scope),
        let entry = grammars.first(where: { $0["scopeName"] as? String == scope })
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
      let languageIDs = Dictionary(
        languages.enumerated().map { ($0.element["id"] as! String, $0.offset + 1) },
        uniquingKeysWith: { a, _ in a })
      let initial = languageIDs[entry["language"] as! String] ?? 0
      let embedded = (entry["embeddedLanguages"] as? [String: String] ?? [:]).compactMapValues {
        languageIDs[$0]
      }
      for (key, theme) in themes {
        let resolver = ScopeStyleResolver(theme: theme)
        var actual: [String] = []
        // Tokens merged as upstream's binary tokens are: same metadata within one line.
        var entries: [(content: String, color: String)] = []
        for (line, tokens) in tokenized {
          let bytes = Array(line.utf8)
          var previous: [Int]?
          for token in tokens {
            let piece = String(decoding: bytes[token.utf8Range], as: UTF8.self)
            let attributes = resolver.attributes(token.scopes)
            let color = theme.colors[Int(attributes.foreground)]
            actual += [String](repeating: color, count: piece.utf16.count)
            guard !piece.isEmpty else { continue }
            let metadata = [
              Self.languageID(token.scopes, embedded: embedded, initial: initial),
              Self.tokenType(token.scopes), Int(attributes.fontStyle.rawValue),
              Int(attributes.foreground), Int(attributes.background),
            ]
            if metadata == previous {
              entries[entries.count - 1].content += piece
            } else {
              entries.append((piece, color))
            }
            previous = metadata
          }
        }
        let expectedEntries = (expected[key] ?? []).map { ($0["content"]!, $0["color"]!) }
        if entries.count == expectedEntries.count
          && zip(entries, expectedEntries).allSatisfy({ $0.0 == $1.0 && $0.1 == $1.1 })
        {
          exactEntries += 1
        } else if let first = zip(entries, expectedEntries).enumerated().first(where: {
          $0.element.0 != $0.element.1
        }) {
          inexact.append(
            "\(test) [\(key)]: entry \(first.offset): \(first.element.0) for \(first.element.1)")
        } else {
          inexact.append("\(test) [\(key)]: \(entries.count) entries for \(expectedEntries.count)")
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
    print(
      "textmate themes: \(exactEntries) of \(tests.count * themes.count) file x theme results equal entry by entry (token merging included)"
    )
    for miss in misses.prefix(40) { print("  miss: \(miss)") }
    for entry in inexact.prefix(20) { print("  entries differ: \(entry)") }
    #expect(tests.count == 72)
    #expect(exactEntries == tests.count * themes.count, "results differing entry by entry")
    #expect(matched == total, "below the floor (every character, as measured): \(matched)/\(total)")
  }
}
