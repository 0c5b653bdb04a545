/// The escape sequences a terminal understands for showing a picture in its cells.
public enum TerminalImageProtocol: String, Sendable, CaseIterable {
  /// kitty's graphics protocol (`ESC _ G … ESC \`), also spoken by Ghostty and Konsole.
  case kitty
  /// iTerm2's inline images (`ESC ] 1337 ; File=…`), also shown by WezTerm.
  case iterm2

  /// The protocol of the terminal the environment describes, or `nil` when it shows no
  /// pictures or it cannot be told.
  ///
  /// Detected the way the hyperlink support is (there is no query that works through pipes
  /// without a round trip): kitty (`TERM=xterm-kitty`, `KITTY_WINDOW_ID`) and Ghostty
  /// (`TERM_PROGRAM=ghostty`, `TERM=xterm-ghostty`) take kitty's protocol; iTerm2
  /// (`TERM_PROGRAM=iTerm.app`, or `LC_TERMINAL=iTerm2`, which iTerm2 passes through ssh) and
  /// WezTerm (`TERM_PROGRAM=WezTerm`, `TERM=wezterm`) take iTerm2's, the one WezTerm shows
  /// best. Inside tmux or screen nothing is detected: the multiplexer owns the screen and drops
  /// or garbles the sequences unless passthrough is set up, so only `--images always` sends
  /// them (wrapped for tmux). `TERM=dumb` shows nothing.
  public static func detect(environment: [String: String]) -> TerminalImageProtocol? {
    let term = environment["TERM"] ?? ""
    if term == "dumb" || insideMultiplexer(environment) { return nil }
    switch environment["TERM_PROGRAM"] ?? "" {
    case "iTerm.app", "WezTerm": return .iterm2
    case "ghostty": return .kitty
    default: break
    }
    if term.hasPrefix("xterm-kitty") || term.hasPrefix("xterm-ghostty")
      || environment["KITTY_WINDOW_ID"] != nil
    {
      return .kitty
    }
    if term.hasPrefix("wezterm") || environment["LC_TERMINAL"] == "iTerm2" { return .iterm2 }
    return nil
  }

  /// Whether tmux or GNU screen sits between the program and the terminal.
  public static func insideMultiplexer(_ environment: [String: String]) -> Bool {
    let term = environment["TERM"] ?? ""
    return environment["TMUX"] != nil || environment["TERM_PROGRAM"] == "tmux"
      || term.hasPrefix("screen") || term.hasPrefix("tmux")
  }
}
