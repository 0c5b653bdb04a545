/// The terminal-only options a command line typed: they mean terminal output (`highlight
/// --color always | less -R` must not get JSON), and with another format asked for they are a
/// usage error rather than silently ignored.
enum TerminalFlags {
  /// Of `options`, those typed on the command line, with `--color always` first when typed.
  static func typed(_ parsed: ParsedOptions, among options: [String]) -> [String] {
    var found = options.filter(parsed.typed)
    if parsed.typed("--color"), parsed.string("--color") == "always" {
      found.insert("--color always", at: 0)
    }
    return found
  }

  /// Refuses `flags` with a format they do not apply to; `terminal` names the formats they do
  /// apply to.
  static func check(_ flags: [String], format: String, applies: Bool, terminal: String) throws {
    guard !applies, let flag = flags.first else { return }
    throw CLIError.usage(
      "\(flag) is for terminal output (--format \(terminal)), not --format \(format)")
  }
}
