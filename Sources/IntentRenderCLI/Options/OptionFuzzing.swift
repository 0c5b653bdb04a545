/// Entry points for the `configuration` and `arguments` fuzz targets: the configuration file's
/// reader and the option parser, run as a real invocation runs them, errors caught (a usage
/// error is the answer such input deserves; only a crash or a hang is a finding).
public enum OptionFuzzing {
  /// Reads `text` as the configuration file and works out every subcommand's defaults from it.
  public static func configuration(_ text: String) {
    let commands = CommandRegistry.all.map(\.spec)
    guard
      let file = try? ConfigurationFile(
        path: "config", text: text, commands: commands.map(\.name))
    else { return }
    for spec in commands {
      _ = try? ConfiguredDefaults.defaults(
        for: spec, file: file, environment: [:], commands: { commands })
    }
  }

  /// Parses `words` as the arguments of the subcommand numbered `command` (modulo their count).
  public static func arguments(_ words: [String], command: Int) {
    let spec = CommandRegistry.all[command % CommandRegistry.all.count].spec
    _ = try? OptionParser.parse(words, spec: spec)
  }
}
