/// The lookups Linguist's detection makes (`LanguageDetector`), by language index: a
/// registry answers them from its dictionaries, and `LanguageTableView` straight from the
/// cached table's bytes, without decoding the whole table first.
protocol LanguageLookups {
  /// The language with index `index` (one the lookups below gave).
  func language(at index: Int) -> Language
  /// The languages that list the exact file name, most preferred first; nil when none does.
  func languages(filename: String) -> [Int]?
  /// The languages of a lower-case extension with its dot, most preferred first.
  func languages(extension: String) -> [Int]?
  /// The languages of a `#!` interpreter, most preferred first.
  func languages(interpreter: String) -> [Int]?
  /// The language of a lower-case name, alias or identifier.
  func index(nameKey: String) -> Int?
}

extension LanguageRegistry: LanguageLookups {
  func language(at index: Int) -> Language { languages[index] }
  func languages(filename: String) -> [Int]? { byFilename[filename] }
  func languages(extension ext: String) -> [Int]? { byExtension[ext] }
  func languages(interpreter: String) -> [Int]? { byInterpreter[interpreter] }
  func index(nameKey: String) -> Int? { byName[nameKey] }
}

extension LanguageLookups {
  /// Linguist's `find_by_alias`: an alias or the name as an alias (`c++`, `vim-script`),
  /// in any case, or the part before a comma.
  func index(ofAlias alias: String) -> Int? {
    let lowered = alias.lowercased()
    if let found = index(nameKey: lowered) { return found }
    if let comma = lowered.firstIndex(of: ",") { return index(nameKey: String(lowered[..<comma])) }
    return nil
  }

  /// `Language[name]`: a name or alias in any case.
  func index(named name: String) -> Int? {
    index(nameKey: name.lowercased())
  }

  /// Whether the file name or one of its extensions names a language.
  func knowsName(_ name: String) -> Bool {
    let keys = LanguageRegistry.detectionKeys(of: name)
    return languages(filename: keys.filename) != nil
      || keys.extensions.contains { languages(extension: $0) != nil }
  }

  /// The language of an interpreter name (`python3.11` falls back to `python3`, `python`).
  func interpreterLanguage(_ interpreter: String) -> Language? {
    var name = Substring(interpreter)
    while !name.isEmpty {
      if let index = languages(interpreter: String(name))?.first { return language(at: index) }
      guard let last = name.last, last.isNumber || last == "." else { break }
      name = name.dropLast()
    }
    return nil
  }

  /// Linguist's detection from the path and the content (`LanguageDetector`), then, beyond
  /// Linguist, `python3.12` with no exact interpreter entry falling back to `python3`.
  func detectLanguage(path: String, content: DetectionContent, data: LinguistData?)
    -> Language?
  {
    if let found = LanguageDetector.detect(path: path, content: content, registry: self, data: data)
    {
      return found
    }
    if let interpreter = Shebang.interpreter(of: content.head) {
      return interpreterLanguage(interpreter)
    }
    return nil
  }
}
