import Highlight

/// The words `--language` accepts, for "did you mean" and the completion scripts.
enum LanguageNames {
  /// Names and aliases of the languages whose grammar is installed (all of them with `all`),
  /// lowercased as `--language` compares them.
  static func all(_ registry: LanguageRegistry, grammars: Set<String>? = nil) -> [String] {
    var seen = Set<String>()
    var words: [String] = []
    for language in registry.languages {
      if let grammars, !(language.scopeName.map(grammars.contains) ?? false) { continue }
      for word in [language.name] + language.aliases {
        let lowered = word.lowercased()
        if seen.insert(lowered).inserted { words.append(lowered) }
      }
    }
    return words
  }
}
