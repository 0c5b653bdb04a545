import Foundation
import Highlight

/// `intent-render languages`: the languages Linguist knows, with the grammar each uses.
enum LanguagesCommand: Subcommand {
  static let name = "languages"
  static let spec = CommandSpec(
    name: name, summary: "list the languages 'highlight' detects and the grammars they use",
    synopsis: "[NAME] [--all] [--paging WHEN] [-o FILE]",
    description: """
      Lists every language (from Linguist's languages.json) whose TextMate grammar is installed:
      its name, aliases (what --language accepts besides the name), file extensions and the
      grammar's scope. With --all, languages without a grammar are listed too, marked
      '(no grammar)'; they highlight as plain text. With NAME, only the languages whose name,
      aliases or extensions contain it (ignoring case). On a terminal long alias and extension
      lists are cut with '…'; into a pipe or a file they are written whole, for grep.
      """,
    options: [
      OptionSpec("--all", .flag, help: "also list languages whose grammar is missing"),
      SharedOptions.paging,
      SharedOptions.plain(),
      SharedOptions.output,
    ],
    positionals: .init("NAME"))

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let all = parsed.has("--all")
    let filter = parsed.positionals.first?.lowercased()
    let output = parsed.string("--output")
    // Cut only for a person at a terminal: `languages | grep mkd` must see every extension.
    let cut = context.stdoutIsTTY && (output == nil || output == "-")
    let highlighter = Highlighter(environment: context.environment)
    let registry = highlighter.languages
    guard !registry.languages.isEmpty else {
      throw CLIError.badInput(
        "Linguist's languages.json was not found (install the ruby-github-linguist package)")
    }
    let scopes = Set(highlighter.grammars.scopeNames)
    var rows: [[String]] = []
    for language in registry.languages {
      let available = language.scopeName.map { scopes.contains($0) } ?? false
      guard available || all else { continue }
      if let filter,
        !([language.name] + language.aliases + language.extensions).contains(where: {
          $0.lowercased().contains(filter)
        })
      {
        continue
      }
      let scope = available ? language.scopeName! : "(no grammar)"
      rows.append([
        language.name,
        cut ? abbreviated(language.aliases, 3) : language.aliases.joined(separator: ","),
        cut ? abbreviated(language.extensions, 4) : language.extensions.joined(separator: ","),
        scope,
      ])
    }
    if let filter, rows.isEmpty {
      throw CLIError.badInput(
        "no language\(all ? "" : " with a grammar") matches '\(filter)'"
          + (all ? "" : " (--all lists languages without one too)"))
    }
    let paging = try parsed.paging()
    try context.withOutput(to: output, paging: paging) {
      $0.write(table(header: ["NAME", "ALIASES", "EXTENSIONS", "SCOPE"], rows))
    }
  }

  /// The first `count` items, then `…` when there are more (`--language` accepts them all).
  static func abbreviated(_ items: [String], _ count: Int) -> String {
    let text = items.prefix(count).joined(separator: ",") + (items.count > count ? ",…" : "")
    return text.count > 28 ? String(text.prefix(27)) + "…" : text
  }

  /// Left-aligned columns, two spaces apart; the last column is not padded.
  static func table(header: [String], _ rows: [[String]]) -> String {
    let all = [header] + rows
    var widths = [Int](repeating: 0, count: header.count)
    for row in all {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    var out = ""
    for row in all {
      for (index, cell) in row.enumerated() {
        out += cell
        if index < row.count - 1 {
          out += String(repeating: " ", count: widths[index] - cell.count + 2)
        }
      }
      out += "\n"
    }
    return out
  }
}
