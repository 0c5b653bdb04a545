import IntentRenderCLI

/// The command line's readers: a configuration file's text (every line checked against every
/// subcommand, as each run does), and words parsed as the arguments of the subcommand the
/// first byte picks (the rest of the input split at NUL bytes, as argv arrives).
enum FuzzOptions {
  static func configuration(_ input: FuzzInput) {
    OptionFuzzing.configuration(input.text)
  }

  static func arguments(_ input: FuzzInput) {
    let words = input.bytes.dropFirst().split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    OptionFuzzing.arguments(words, command: Int(input.byte(0)))
  }
}
