/// The zsh completion function (`#compdef`, `_arguments`), generated from the option tables.
enum ZshCompletion {
  static func script(_ model: CompletionModel) -> String {
    var text = """
      #compdef intent-render
      # zsh completion for intent-render (written by 'intent-render completions zsh')
      _intent_render() {
        local -a subcommands
        subcommands=(

      """
    for spec in model.commands {
      text += "    '\(spec.name):\(escape(spec.summary))'\n"
    }
    for option in model.globalOptions {
      text += "    '\(option.name):\(escape(option.help))'\n"
    }
    text += """
        )
        if (( CURRENT == 2 )); then
          _describe -t commands 'intent-render subcommand' subcommands
          return
        fi
        local -a languages
        languages=(\(model.languages.joined(separator: " ")))
        local command=$words[2]
        words=(${words[2,-1]})
        (( CURRENT-- ))
        case $command in

      """
    for spec in model.commands {
      text += "    \(spec.name))\n      _arguments -s \\\n"
      for option in spec.options {
        text += "        \(argument(option)) \\\n"
      }
      text += "        '(- *)'{-h,--help}'[show the help]' \\\n"
      if let words = spec.positionals.words {
        text += "        ':\(spec.positionals.name):(\(words.joined(separator: " ")))'\n"
      } else if spec.positionals.maximum == 0 {
        text += "        \n"
      } else {
        let many = spec.positionals.maximum == nil ? "*" : ""
        text += "        '\(many):\(spec.positionals.name):_files'\n"
      }
      text += "      ;;\n"
    }
    text += """
        esac
      }
      _intent_render "$@"

      """
    return text
  }

  /// One `_arguments` spec: `'--format[help]:FORMAT:(ansi html)'`.
  private static func argument(_ option: OptionSpec) -> String {
    let help = "[\(escape(CompletionModel.brief(option.help)))]"
    let repeated = option.repeatable ? "*" : ""
    let names: String
    if let short = option.short {
      names = "'\(repeated)(\(short) \(option.name))'{\(short),\(option.name)}'\(help)"
    } else {
      names = "'\(repeated)\(option.name)\(help)"
    }
    guard option.takesValue else { return names + "'" }
    let placeholder = escape(option.placeholder)
    let action: String
    switch option.kind {
    case .choice(let words): action = "(\(words.joined(separator: " ")))"
    case .theme(let words):
      action = "{_alternative 'themes:theme:(\(words.joined(separator: " ")))' 'files:file:_files'}"
    case .language: action = "($languages)"
    case .file: action = "_files"
    case .directory: action = "_files -/"
    case .flag, .number, .decimal, .text: action = " "
    }
    return names + ":\(placeholder):\(action)'"
  }

  /// Text safe inside a single-quoted `_arguments` spec and its `[…]` help.
  private static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "'": out += "'\\''"
      case "[", "]": out += character == "[" ? "(" : ")"
      case ":": out += "\\:"
      case "\\": out += "\\\\"
      default: out.append(character)
      }
    }
    return out
  }
}
