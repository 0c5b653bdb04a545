import Foundation
import RenderSupport
import Testing

@testable import Highlight

/// `LanguagesFile` and the registry's tables against the plain readers they replaced: the
/// whole document built as a `JSONValue` tree and read through its subscripts, and each
/// candidate list ranked by comparing whole `Language`s.
@Suite struct LanguagesFileTests {
  /// The tree reader `LanguagesFile` replaced.
  static func treeLanguages(_ bytes: [UInt8]) -> [Language]? {
    guard let root = try? JSONValue.parseSkippingByteOrderMark(bytes),
      let entries = root.objectValue?.members
    else { return nil }
    func strings(_ value: JSONValue?) -> [String] {
      value?.arrayValue?.compactMap(\.stringValue) ?? []
    }
    var languages: [Language] = []
    for member in entries.sorted(by: { $0.key < $1.key }) {
      let (name, entry) = (member.key, member.value)
      guard entry.objectValue != nil else { continue }
      let scope = entry["tm_scope"]?.stringValue
      languages.append(
        Language(
          name: name, aliases: strings(entry["aliases"]), extensions: strings(entry["extensions"]),
          filenames: strings(entry["filenames"]), interpreters: strings(entry["interpreters"]),
          scopeName: scope == "none" ? nil : scope,
          type: entry["type"]?.stringValue ?? "programming"))
    }
    return languages
  }

  /// The identifier as it was computed for every name, character by character.
  static func characterIdentifier(_ name: String) -> String {
    String(name.lowercased().map { $0 == " " ? "-" : $0 })
  }

  /// The tables as the registry built them before each language's preference was computed
  /// once.
  static func plainTables(_ languages: [Language]) -> (
    byFilename: [String: [Int]], byExtension: [String: [Int]], byInterpreter: [String: [Int]],
    byName: [String: Int]
  ) {
    var filenames: [String: [Int]] = [:]
    var extensions: [String: [Int]] = [:]
    var interpreters: [String: [Int]] = [:]
    var names: [String: Int] = [:]
    for (index, language) in languages.enumerated() {
      for name in language.filenames { filenames[name, default: []].append(index) }
      for ext in language.extensions { extensions[ext.lowercased(), default: []].append(index) }
      for interpreter in language.interpreters {
        interpreters[interpreter, default: []].append(index)
      }
    }
    for (index, language) in languages.enumerated() {
      for alias in language.aliases {
        names[alias.lowercased()] = names[alias.lowercased()] ?? index
      }
    }
    for (index, language) in languages.enumerated() {
      names[language.name.lowercased()] = index
      let identifier = characterIdentifier(language.name)
      names[identifier] = names[identifier] ?? index
    }
    func preference(_ language: Language, ext: String?) -> Int {
      if let ext, LanguageRegistry.onlyByContent[ext]?.contains(language.name) == true {
        return -1
      }
      var score = 0
      if LanguageRegistry.popular.contains(language.name) { score += 4 }
      if let ext, language.extensions.first?.lowercased() == ext { score += 2 }
      if language.scopeName != nil { score += 1 }
      return score
    }
    let rank = { (ext: String?, candidates: [Int]) -> [Int] in
      candidates.sorted { a, b in
        let keyA = preference(languages[a], ext: ext)
        let keyB = preference(languages[b], ext: ext)
        if keyA != keyB { return keyA > keyB }
        return a < b
      }
    }
    return (
      filenames.mapValues { rank(nil, $0) },
      Dictionary(uniqueKeysWithValues: extensions.map { ($0.key, rank($0.key, $0.value)) }),
      interpreters.mapValues { rank(nil, $0) }, names
    )
  }

  static func expectSameTables(_ languages: [Language]) {
    let registry = LanguageRegistry(languages: languages)
    let plain = plainTables(languages)
    #expect(registry.byFilename == plain.byFilename)
    #expect(registry.byExtension == plain.byExtension)
    #expect(registry.byInterpreter == plain.byInterpreter)
    #expect(registry.byName == plain.byName)
  }

  @Test(
    .enabled(
      if: LanguageRegistry.installedLanguagesFile() != nil,
      "Linguist's languages.json is not installed"))
  func installedFileReadsAsTheTreeReadsIt() throws {
    let url = try #require(LanguageRegistry.installedLanguagesFile())
    let bytes = [UInt8](try Data(contentsOf: url))
    let languages = try #require(LanguagesFile.languages(in: bytes))
    #expect(languages.count > 500)
    #expect(languages == Self.treeLanguages(bytes))
    for language in languages {
      #expect(language.identifier == Self.characterIdentifier(language.name))
    }
    Self.expectSameTables(languages)
    // Pretty-printed, the same document reads the same.
    let pretty = try JSONSerialization.data(
      withJSONObject: JSONSerialization.jsonObject(with: Data(bytes)),
      options: [.prettyPrinted])
    #expect(LanguagesFile.languages(in: [UInt8](pretty)) == languages)
  }

  static let crafted: [String] = [
    "{}",
    " \n{ } \n",
    "\u{FEFF}{\"A\": {\"extensions\": [\".a\"]}}",
    // Unsorted names, escapes in names and values, non-string elements, duplicate keys (the
    // last wins), a member that is not a language, `none` scopes, a missing type.
    """
    {"Zed": {"type": "data", "extensions": [".z", 3, ".Z"], "tm_scope": "none"},
     "Al\\u0070ha": {"aliases": ["a\\"b", "plain"], "tm_scope": "source.alpha",
                    "tm_scope": "source.alpha2", "filenames": ["Alphafile"]},
     "count": 3,
     "Beta Lang": {"type": ["not", "a", "string"], "interpreters": ["beta", null, "b\\/c"],
                   "extensions": {"not": "an array"}, "color": "#fff", "group": "Alpha"},
     "Empty": {},
     "Spaces": { "extensions" : [ ".sp" , ".SP" ] , "filenames" : [ ] }
    }
    """,
    "{\"Émigré Script\": {\"extensions\": [\".ém\"], \"aliases\": [\"Émi\"]}}",
    "{\"Twice\": {\"extensions\": [\".t\"]}, \"Twice\": {\"extensions\": [\".u\"]}}",
  ]

  @Test(arguments: crafted)
  func craftedDocumentsReadAsTheTreeReadsThem(_ text: String) throws {
    let bytes = Array(text.utf8)
    let languages = try #require(LanguagesFile.languages(in: bytes))
    #expect(languages == Self.treeLanguages(bytes))
    for language in languages {
      #expect(language.identifier == Self.characterIdentifier(language.name))
    }
    Self.expectSameTables(languages)
  }

  /// Not an object of languages, or a field that is read is not JSON: both readers refuse.
  @Test(arguments: [
    "", "[]", "{", "{\"A\": {}", "{\"A\": {}} x", "{\"A\": {\"extensions\": [\".a\",]}}",
    "{\"A\": {\"tm_scope\": \"unterminated}}", "{\"A\": {\"type\": tru}}", "{\"A\" {}}",
    "{\"A\": {\"extensions\": [\".a\" \".b\"]}}", "{\"A\": {}, }", "{\"A\": nul}",
  ])
  func malformedDocumentsAreRefused(_ text: String) {
    let bytes = Array(text.utf8)
    #expect(Self.treeLanguages(bytes) == nil)
    #expect(LanguagesFile.languages(in: bytes) == nil)
  }

  @Test func identifiersOfNamesBeyondASCII() {
    for name in ["C++", "Ren'Py", "Émigré Script", "Ｗide", "Line\r\nBreak", "ǅ Titlecase", "İ"] {
      #expect(Language(name: name, scopeName: nil).identifier == Self.characterIdentifier(name))
    }
  }
}
