import Highlight

/// What the completion scripts offer, read from the option tables: the subcommands, each one's
/// options and what their values are, and the language names for `--language`.
struct CompletionModel: Sendable {
  let commands: [CommandSpec]
  /// Options of `intent-render` itself (before any subcommand).
  let globalOptions: [(name: String, help: String)]
  /// The words `--language` completes to (the installed grammars' names and aliases).
  let languages: [String]

  /// The model of this build, with the languages whose grammars `environment` finds.
  static func current(environment: [String: String]) -> CompletionModel {
    let highlighter = Highlighter(environment: environment)
    let grammars = Set(highlighter.grammars.scopeNames)
    let languages = LanguageNames.all(highlighter.languages, grammars: grammars).filter {
      isShellWord($0)
    }
    return CompletionModel(
      commands: CommandRegistry.all.map(\.spec), globalOptions: CLI.globalOptions,
      languages: languages)
  }

  /// Words every shell takes unquoted (`c++`, `objective-c`, `f#` is left out).
  static func isShellWord(_ word: String) -> Bool {
    !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
          || "+-._".unicodeScalars
            .contains(scalar)
      }
  }

  /// The first clause of an option's help, short enough for a completion menu.
  static func brief(_ help: String) -> String {
    var text = help
    for separator in ["; "] {
      if let range = text.range(of: separator) { text = String(text[..<range.lowerBound]) }
    }
    if text.count > 70 { text = String(text.prefix(69)) + "…" }
    return text
  }
}
