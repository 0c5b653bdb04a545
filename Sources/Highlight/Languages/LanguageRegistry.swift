import Foundation
import RenderSupport

/// Why a languages file could not be read.
package struct LanguageDataError: Error, Equatable, Sendable, CustomStringConvertible {
  package var description: String
}

/// Linguist's languages and the ways to find one: by path, by first line, by name.
///
/// With a file's content, `detect(path:content:data:)` runs Linguist's strategies in its order
/// (`LanguageDetector`). By name alone, `detect(path:firstLine:)` goes by exact file name,
/// then extension (longest first, case-insensitive), then the interpreter named on a `#!`
/// first line; where several languages claim an extension, popular languages win, then a
/// language whose primary extension it is, then one with a grammar.
package struct LanguageRegistry: Sendable {
  package let languages: [Language]
  let byFilename: [String: [Int]]
  let byExtension: [String: [Int]]
  let byInterpreter: [String: [Int]]
  let byName: [String: Int]

  /// The languages most people mean when an extension is shared (after Linguist's
  /// `popular.yml`, plus Markdown for `.md`).
  static let popular: Set<String> = [
    "ActionScript", "C", "C#", "C++", "CSS", "Clojure", "CoffeeScript", "Go", "HTML", "Haskell",
    "Java", "JavaScript", "Lua", "MATLAB", "Objective-C", "PHP", "Perl", "Python", "R", "Ruby",
    "Rust", "Scala", "Shell", "Swift", "TeX", "TypeScript", "Vim Script", "Markdown", "SQL",
    "JSON", "YAML", "XML", "Kotlin", "Dart",
  ]

  package init(languages: [Language]) {
    self.languages = languages
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
    // Names beat aliases: insert aliases first so a name overwrites a clashing alias.
    for (index, language) in languages.enumerated() {
      for alias in language.aliases {
        let key = alias.lowercased()
        if names[key] == nil { names[key] = index }
      }
    }
    for (index, language) in languages.enumerated() {
      names[language.name.lowercased()] = index
      let identifier = language.identifier
      if names[identifier] == nil { names[identifier] = index }
    }
    let ranking = Ranking(languages)
    let rank = { (ext: String?, candidates: [Int]) in ranking.rank(candidates, ext: ext) }
    self.byFilename = filenames.mapValues { rank(nil, $0) }
    self.byExtension = Dictionary(
      uniqueKeysWithValues: extensions.map { ($0.key, rank($0.key, $0.value)) })
    self.byInterpreter = interpreters.mapValues { rank(nil, $0) }
    self.byName = names
  }

  /// A registry from tables built earlier by `init(languages:)` (the asset cache); every
  /// index must be one of `languages`.
  init(
    languages: [Language], byFilename: [String: [Int]], byExtension: [String: [Int]],
    byInterpreter: [String: [Int]], byName: [String: Int]
  ) {
    self.languages = languages
    self.byFilename = byFilename
    self.byExtension = byExtension
    self.byInterpreter = byInterpreter
    self.byName = byName
  }

  /// Languages Linguist gives an extension only when the content says so (a pattern of its
  /// heuristics) and otherwise leaves it to another: a `.txt` file is Vim help only with a
  /// `ft=help` modeline, else Text. A path cannot tell, so they rank last for that extension;
  /// ranked by their grammar instead, every notes file was coloured as Vim help.
  static let onlyByContent: [String: Set<String>] = [".txt": ["Vim Help File"]]

  /// Higher is preferred: popular, primary extension (added by `Ranking`, which also puts a
  /// language only by content for the extension last), has a grammar.
  private static func preference(_ language: Language) -> Int {
    var score = 0
    if popular.contains(language.name) { score += 4 }
    if language.scopeName != nil { score += 1 }
    return score
  }

  /// The order of the languages that claim one key (a file name, an extension, an
  /// interpreter): most preferred first, then in table order. Each language's preference is
  /// computed once, as a first run ranks every shared key of the table.
  struct Ranking {
    let languages: [Language]
    private let scores: [Int]
    /// Each language's first extension in lower case.
    private let primaries: [String?]

    init(_ languages: [Language]) {
      self.languages = languages
      scores = languages.map(LanguageRegistry.preference)
      primaries = languages.map {
        $0.extensions.first.map(LanguageTableAsset.KeyNumbers.lowercased)
      }
    }

    /// `candidates` (in table order) ranked for the extension `ext` (nil: another key).
    func rank(_ candidates: [Int], ext: String?) -> [Int] {
      guard candidates.count > 1 else { return candidates }
      let onlyByContent = ext.flatMap { LanguageRegistry.onlyByContent[$0] } ?? []
      func key(_ index: Int) -> Int {
        if onlyByContent.contains(languages[index].name) { return -1 }
        return scores[index] + (ext != nil && primaries[index] == ext ? 2 : 0)
      }
      return candidates.sorted { a, b in
        let (keyA, keyB) = (key(a), key(b))
        if keyA != keyB { return keyA > keyB }
        return a < b
      }
    }
  }

  /// Reads Linguist's `languages.json` (`LanguagesFile`).
  package static func load(from url: URL) throws -> LanguageRegistry {
    let bytes: [UInt8]
    do {
      bytes = try RegularFileReader.read(url.path, limit: LinguistData.maximumFileBytes)
    } catch {
      throw LanguageDataError(
        description: "\(url.path): cannot read languages file: \(error.reason)")
    }
    guard let languages = LanguagesFile.languages(in: bytes) else {
      throw LanguageDataError(description: "\(url.path): not a languages.json object")
    }
    return LanguageRegistry(languages: languages)
  }

  /// `lib/linguist/languages.json` of the Linguist gem whose grammars are on the search path
  /// (whatever version is installed).
  package static func installedLanguagesFile() -> URL? {
    installedLanguagesFile(cache: nil)
  }

  static func installedLanguagesFile(cache: AssetCache?) -> URL? {
    installedLanguagesPath(cache: cache).map { URL(fileURLWithPath: $0) }
  }

  /// The path of `installedLanguagesFile`, built as a string: the first `URL.path` or
  /// `appendingPathComponent` of a process scans the binary's conformance records, a cost
  /// every highlighting run would pay here.
  static func installedLanguagesPath(cache: AssetCache?) -> String? {
    guard let root = GrammarSearchPath.linguistRoot(cache: cache) else { return nil }
    let path = (root.hasSuffix("/") ? root : root + "/") + "lib/linguist/languages.json"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// The installed Linguist languages, or an empty registry when Linguist is missing.
  package static func installed() -> LanguageRegistry { installed(cache: nil) }

  /// The installed languages, from `cache` while `languages.json` keeps its stamp.
  static func installed(cache: AssetCache?) -> LanguageRegistry {
    let empty = LanguageRegistry(languages: [])
    guard let path = installedLanguagesPath(cache: cache) else { return empty }
    guard let cache else { return (try? load(from: URL(fileURLWithPath: path))) ?? empty }
    if let known = LanguageTableAsset.load(path: path, from: cache) { return known }
    // Made as a first run's detection makes it (`LanguageTableLookup`), and read back.
    guard let payload = LanguageTableAsset.make(path: path, in: cache) else { return empty }
    return LanguageTableAsset.registry(fromPayload: payload) ?? empty
  }

  /// The language `name` means: a name or alias (any case), or failing that an extension
  /// (`py` → Python), as Markdown info strings use them.
  package func language(named name: String) -> Language? {
    let key = Self.nameKey(name)
    if let index = byName[key] { return languages[index] }
    if let index = byExtension["." + key]?.first { return languages[index] }
    return nil
  }

  /// The key `language(named:)` looks up: the name in lower case, without the spaces and
  /// tabs around it.
  static func nameKey(_ name: String) -> String {
    // Trimmed natively: Foundation's `trimmingCharacters(in:)` goes through NSString, whose
    // first use scans the binary's conformance records three times, a cost every Markdown
    // note with a code block would pay.
    var trimmed = Substring(name.lowercased())
    while let first = trimmed.first, first.isWhitespace, !first.isNewline { trimmed.removeFirst() }
    while let last = trimmed.last, last.isWhitespace, !last.isNewline { trimmed.removeLast() }
    return String(trimmed)
  }

  /// Detects the language of `path` (only its last component counts), using `firstLine` for a
  /// `#!` interpreter when the name says nothing.
  package func detect(path: String, firstLine: Substring? = nil) -> Language? {
    let keys = Self.detectionKeys(of: path)
    if !keys.filename.isEmpty {
      if let index = byFilename[keys.filename]?.first { return languages[index] }
      for ext in keys.extensions {
        if let index = byExtension[ext]?.first { return languages[index] }
      }
    }
    if let firstLine, let interpreter = LanguageRegistry.interpreter(ofShebang: firstLine) {
      return language(forInterpreter: interpreter)
    }
    return nil
  }

  /// Detects the language of a file from its name and content as Linguist does: modeline,
  /// file name, `#!` line, extension, `<?xml`, man page section, then `data`'s heuristics and
  /// classifier for what is still ambiguous (without `data`, the ranked guess).
  package func detect(path: String, content: DetectionContent, data: LinguistData?) -> Language? {
    detectLanguage(path: path, content: content, data: data)
  }

  /// The keys `detect` looks `path` up by, in order: its last component as written, then its
  /// extensions lowercased from the longest (`.d.ts` before `.ts`). `LanguageTableLookup`
  /// reads the cached table by the same keys, so both answer alike.
  static func detectionKeys(of path: String) -> (filename: String, extensions: [String]) {
    let filename = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    let lowered = filename.lowercased()
    var extensions: [String] = []
    var position = lowered.startIndex
    while let dot = lowered[position...].firstIndex(of: ".") {
      extensions.append(String(lowered[dot...]))
      position = lowered.index(after: dot)
    }
    return (filename, extensions)
  }

  /// The language of an interpreter name (`python3.11` falls back to `python3`, `python`).
  package func language(forInterpreter interpreter: String) -> Language? {
    interpreterLanguage(interpreter)
  }

  /// The interpreter a `#!` line runs: `#!/bin/sh` → `sh`, `#!/usr/bin/env -S node --x` →
  /// `node`.
  package static func interpreter(ofShebang line: Substring) -> String? {
    guard line.hasPrefix("#!") else { return nil }
    let words = line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    guard let first = words.first else { return nil }
    var program = String(first.split(separator: "/").last ?? first)
    if program == "env" {
      guard let next = words.dropFirst().first(where: { !$0.hasPrefix("-") && !$0.contains("=") })
      else { return nil }
      program = String(next)
    }
    return program.isEmpty ? nil : program
  }
}
