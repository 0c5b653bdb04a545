/// The bash completion script (`complete -F`), generated from the option tables.
enum BashCompletion {
  static func script(_ model: CompletionModel) -> String {
    let subcommands = model.commands.map(\.name).joined(separator: " ")
    let globals = model.globalOptions.map(\.name).joined(separator: " ")
    var text = """
      # bash completion for intent-render (written by 'intent-render completions bash')
      _intent_render() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev=""
        (( COMP_CWORD > 0 )) && prev="${COMP_WORDS[COMP_CWORD-1]}"
        # '--option=value': bash splits at '=', so look past it.
        if [[ $cur == "=" ]]; then
          cur=""
        elif [[ $prev == "=" ]] && (( COMP_CWORD > 1 )); then
          prev="${COMP_WORDS[COMP_CWORD-2]}"
        fi
        if (( COMP_CWORD == 1 )); then
          COMPREPLY=($(compgen -W "\(subcommands) \(globals)" -- "$cur"))
          return
        fi
        local languages="\(model.languages.joined(separator: " "))"
        case "${COMP_WORDS[1]}" in

      """
    for spec in model.commands {
      text += "    \(spec.name))\n      case \"$prev\" in\n"
      for option in spec.options where option.takesValue {
        let names = ([option.short].compactMap { $0 } + [option.name]).joined(separator: "|")
        text += "        \(names)) \(valueCompletion(option)); return ;;\n"
      }
      text += "      esac\n"
      let options = spec.options.flatMap { [$0.short].compactMap { $0 } + [$0.name] } + ["--help"]
      text += "      if [[ $cur == -* ]]; then\n"
      text +=
        "        COMPREPLY=($(compgen -W \"\(options.joined(separator: " "))\" -- \"$cur\"))\n"
      if let words = spec.positionals.words {
        text += "      else\n"
        text +=
          "        COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))\n"
      } else if spec.positionals.maximum != 0 {
        text += "      else\n        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
      }
      text += "      fi\n      ;;\n"
    }
    text += """
        esac
      }
      complete -o filenames -o bashdefault -F _intent_render intent-render

      """
    return text
  }

  private static func valueCompletion(_ option: OptionSpec) -> String {
    switch option.kind {
    case .choice(let words):
      return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
    case .theme(let words):
      return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\") "
        + "$(compgen -f -- \"$cur\"))"
    case .language:
      return "COMPREPLY=($(compgen -W \"$languages\" -- \"$cur\"))"
    case .file:
      return "COMPREPLY=($(compgen -f -- \"$cur\"))"
    case .directory:
      return "COMPREPLY=($(compgen -d -- \"$cur\"))"
    case .flag, .number, .decimal, .text:
      return "COMPREPLY=()"
    }
  }
}
