import RenderSupport
import Testing

@Test(
  arguments: [
    ([:], nil),
    (["TERM": "xterm-256color"], nil),
    (["TERM": "xterm-kitty"], .kitty),
    (["KITTY_WINDOW_ID": "3", "TERM": "xterm-256color"], .kitty),
    (["TERM_PROGRAM": "ghostty"], .kitty),
    (["TERM": "xterm-ghostty"], .kitty),
    (["TERM_PROGRAM": "iTerm.app"], .iterm2),
    (["LC_TERMINAL": "iTerm2", "TERM": "xterm-256color"], .iterm2),
    (["TERM_PROGRAM": "WezTerm"], .iterm2),
    (["TERM": "wezterm"], .iterm2),
    (["TERM_PROGRAM": "vscode"], nil),
    (["VTE_VERSION": "7200"], nil),
    // Inside a multiplexer nothing, whatever the outer terminal left in the environment.
    (["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"], nil),
    (["TMUX": "/tmp/tmux-0/default,1,0", "TERM_PROGRAM": "iTerm.app"], nil),
    (["TERM_PROGRAM": "tmux", "LC_TERMINAL": "iTerm2"], nil),
    (["TERM": "screen.xterm-256color", "KITTY_WINDOW_ID": "1"], nil),
    (["TERM": "dumb", "KITTY_WINDOW_ID": "1"], nil),
  ] as [([String: String], TerminalImageProtocol?)])
func imageProtocolDetection(environment: [String: String], expected: TerminalImageProtocol?) {
  #expect(TerminalImageProtocol.detect(environment: environment) == expected)
}
