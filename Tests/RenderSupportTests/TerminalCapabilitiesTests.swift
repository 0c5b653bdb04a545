import RenderSupport
import Testing

@Test(
  arguments: [
    ([:], false),
    (["TERM": "xterm-256color"], false),
    (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.4.19"], true),
    (["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.0.15"], false),
    (["TERM_PROGRAM": "WezTerm"], true),
    (["TERM_PROGRAM": "vscode", "TERM_PROGRAM_VERSION": "1.85.1"], true),
    (["TERM_PROGRAM": "vscode", "TERM_PROGRAM_VERSION": "1.60.0"], false),
    (["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.4"], true),
    (["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.5a"], true),
    (["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"], false),
    (["VTE_VERSION": "7200"], true),
    (["VTE_VERSION": "4805"], false),
    (["KITTY_WINDOW_ID": "1"], true),
    (["WT_SESSION": "abc"], true),
    (["TERM": "foot"], true),
    (["KITTY_WINDOW_ID": "1", "TERM": "dumb"], false),
    (["KITTY_WINDOW_ID": "1", "FORCE_HYPERLINK": "0"], false),
    (["FORCE_HYPERLINK": "1", "TERM": "dumb"], true),
  ] as [([String: String], Bool)])
func hyperlinkDetection(environment: [String: String], expected: Bool) {
  #expect(TerminalCapabilities.detect(environment: environment).hyperlinks == expected)
}
