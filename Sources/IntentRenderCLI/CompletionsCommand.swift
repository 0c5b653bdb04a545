/// `intent-render completions bash|zsh|fish`: a completion script from the option tables.
enum CompletionsCommand: Subcommand {
  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  static let name = "completions"
  static let spec = CommandSpec(
    name: name, summary: "print a shell completion script (bash, zsh or fish)",
    synopsis: "bash|zsh|fish [-o FILE]",
    description: """
      Prints a completion script for SHELL: subcommands, options, their choices and the language
      names of --language (the grammars installed now). To load it:
        bash: source <(intent-render completions bash)
        zsh:  intent-render completions zsh > ~/.zfunc/_intent-render (a directory on $fpath)
        fish: intent-render completions fish > ~/.config/fish/completions/intent-render.fish
      scripts/setup.sh installs the bash and zsh scripts and the man page.
      """,
    options: [SharedOptions.output],
    positionals: .init("SHELL", minimum: 1, words: Shell.allCases.map(\.rawValue)))

  static func run(_ parsed: ParsedOptions, context: CommandContext) throws {
    let shell = Shell(rawValue: parsed.positionals[0]) ?? .bash
    let model = CompletionModel.current(environment: context.environment)
    let script: String
    switch shell {
    case .bash: script = BashCompletion.script(model)
    case .zsh: script = ZshCompletion.script(model)
    case .fish: script = FishCompletion.script(model)
    }
    try context.withOutput(to: parsed.string("--output")) { $0.write(script) }
  }
}
