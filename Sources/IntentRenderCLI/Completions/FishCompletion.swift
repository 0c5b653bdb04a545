/// The fish completions (`complete -c`), generated from the option tables.
enum FishCompletion {
  static func script(_ model: CompletionModel) -> String {
    var text = """
      # fish completion for intent-render (written by 'intent-render completions fish')
      complete -c intent-render -f

      """
    let names = model.commands.map(\.name).joined(separator: " ")
    for spec in model.commands {
      text +=
        "complete -c intent-render -n 'not __fish_seen_subcommand_from \(names)' -a \(spec.name) "
        + "-d \(quote(spec.summary))\n"
    }
    for option in model.globalOptions {
      text +=
        "complete -c intent-render -n 'not __fish_seen_subcommand_from \(names)' "
        + "-l \(option.name.dropFirst(2)) -d \(quote(option.help))\n"
    }
    for spec in model.commands {
      let condition = "-n '__fish_seen_subcommand_from \(spec.name)'"
      for option in spec.options {
        var line = "complete -c intent-render \(condition) -l \(option.name.dropFirst(2))"
        if let short = option.short { line += " -s \(short.dropFirst())" }
        switch option.kind {
        case .flag: break
        case .choice(let words): line += " -x -a \(quote(words.joined(separator: " ")))"
        case .theme(let words): line += " -r -F -a \(quote(words.joined(separator: " ")))"
        case .language: line += " -x -a \(quote(model.languages.joined(separator: " ")))"
        case .file: line += " -r -F"
        case .directory: line += " -x -a '(__fish_complete_directories)'"
        case .number, .decimal, .text: line += " -x"
        }
        text += line + " -d \(quote(CompletionModel.brief(option.help)))\n"
      }
      text += "complete -c intent-render \(condition) -s h -l help -d 'show the help'\n"
      if let words = spec.positionals.words {
        text +=
          "complete -c intent-render \(condition) -x -a \(quote(words.joined(separator: " ")))\n"
      } else if spec.positionals.maximum != 0 {
        text += "complete -c intent-render \(condition) -F\n"
      }
    }
    return text
  }

  /// `text` in fish single quotes.
  private static func quote(_ text: String) -> String {
    "'"
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "'", with: "\\'") + "'"
  }
}
