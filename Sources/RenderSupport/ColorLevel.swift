/// How many colours a terminal can show; escapes are downgraded to the level in use.
public enum ColorLevel: Int, Comparable, Sendable, CaseIterable {
  case none = 0
  case ansi16 = 1
  case ansi256 = 2
  case truecolor = 3

  public static func < (lhs: ColorLevel, rhs: ColorLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The user's `--color` choice.
public enum ColorChoice: String, Sendable, CaseIterable {
  case auto
  case always
  case never
}

/// Decides the colour level from the `--color` choice, whether stdout is a terminal, and the
/// environment, following the conventions of no-color.org, bixense.com/clicolors and the
/// `COLORTERM` truecolor convention.
public enum TerminalColorPolicy {
  /// - `never`, or `auto` with `NO_COLOR` set (non-empty) → none.
  /// - `always`, or `auto` with `CLICOLOR_FORCE`/`FORCE_COLOR` set to anything but `0` → colour
  ///   even when not a TTY, at least 16 colours.
  /// - `auto` and not a TTY, or `TERM=dumb` → none.
  /// - Otherwise `COLORTERM=truecolor|24bit` → truecolor, a `TERM` with `256color` → 256,
  ///   else 16.
  public static func level(
    choice: ColorChoice, isTTY: Bool, environment: [String: String]
  ) -> ColorLevel {
    func isSet(_ name: String) -> Bool {
      guard let value = environment[name] else { return false }
      return !value.isEmpty && value != "0"
    }
    let term = environment["TERM"] ?? ""
    switch choice {
    case .never:
      return .none
    case .always:
      return max(detectedLevel(environment: environment), .ansi16)
    case .auto:
      if isSet("CLICOLOR_FORCE") || isSet("FORCE_COLOR") {
        return max(detectedLevel(environment: environment), .ansi16)
      }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
      if !isTTY || term == "dumb" { return .none }
      return detectedLevel(environment: environment)
    }
  }

  /// The level the environment advertises, ignoring whether output is a terminal.
  public static func detectedLevel(environment: [String: String]) -> ColorLevel {
    let colorterm = (environment["COLORTERM"] ?? "").lowercased()
    if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return .none }
    if term.contains("256color") { return .ansi256 }
    if term.contains("direct") { return .truecolor }
    return .ansi16
  }
}
