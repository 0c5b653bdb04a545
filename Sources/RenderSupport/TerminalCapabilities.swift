/// What the terminal on the other end can do beyond colour, detected from the environment
/// the way terminal applications commonly do (there is no query that works through pipes).
package struct TerminalCapabilities: Equatable, Sendable {
  /// Whether OSC 8 hyperlinks (`ESC ] 8 ; ; URL ST`) are shown as links.
  package var hyperlinks: Bool

  package init(hyperlinks: Bool) {
    self.hyperlinks = hyperlinks
  }

  /// Detects capabilities from environment variables.
  ///
  /// `FORCE_HYPERLINK` overrides detection (`0` off, anything else on). Otherwise hyperlinks
  /// are assumed for terminals known to support OSC 8: iTerm2 ≥ 3.1, WezTerm, VS Code ≥ 1.72,
  /// Ghostty, Hyper, Tabby, Windows Terminal (`WT_SESSION`), kitty (`KITTY_WINDOW_ID`),
  /// VTE ≥ 0.50 (`VTE_VERSION` ≥ 5000: GNOME Terminal, Tilix…), Konsole ≥ 22.08, foot and
  /// Alacritty (by `TERM`), DomTerm, tmux ≥ 3.4 (`TERM_PROGRAM=tmux`). `TERM=dumb` turns them
  /// off.
  package static func detect(environment: [String: String]) -> TerminalCapabilities {
    TerminalCapabilities(hyperlinks: hyperlinksSupported(environment: environment))
  }

  static func hyperlinksSupported(environment: [String: String]) -> Bool {
    if let forced = environment["FORCE_HYPERLINK"], !forced.isEmpty {
      return forced != "0"
    }
    let term = environment["TERM"] ?? ""
    if term == "dumb" { return false }
    if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil
      || environment["DOMTERM"] != nil
    {
      return true
    }
    if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
    if let konsole = environment["KONSOLE_VERSION"].flatMap(Int.init), konsole >= 220_800 {
      return true
    }
    let version = environment["TERM_PROGRAM_VERSION"] ?? ""
    switch environment["TERM_PROGRAM"] ?? "" {
    case "iTerm.app": return versionAtLeast(version, [3, 1])
    case "vscode": return versionAtLeast(version, [1, 72])
    // tmux passes OSC 8 on to the outer terminal from 3.4 (its `hyperlinks` feature).
    case "tmux": return versionAtLeast(version, [3, 4])
    case "WezTerm", "ghostty", "Hyper", "Tabby": return true
    default: break
    }
    for name in ["xterm-kitty", "foot", "alacritty", "wezterm", "xterm-ghostty"]
    where term.hasPrefix(name) {
      return true
    }
    return false
  }

  /// Whether a dotted version string is at least `minimum` (missing parts count as 0; an
  /// unparsable version fails).
  static func versionAtLeast(_ version: String, _ minimum: [Int]) -> Bool {
    let parts = version.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return false }
    let numbers = parts.map { $0 ?? 0 }
    for (index, required) in minimum.enumerated() {
      let have = index < numbers.count ? numbers[index] : 0
      if have != required { return have > required }
    }
    return true
  }
}
