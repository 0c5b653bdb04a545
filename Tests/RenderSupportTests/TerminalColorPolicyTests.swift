import RenderSupport
import Testing

@Test func autoIsPlainWhenNotATerminal() {
  #expect(TerminalColorPolicy.level(choice: .auto, isTTY: false, environment: [:]) == .none)
}

@Test func noColorWinsOverATerminal() {
  let env = ["NO_COLOR": "1", "COLORTERM": "truecolor"]
  #expect(TerminalColorPolicy.level(choice: .auto, isTTY: true, environment: env) == .none)
}

@Test func forcingColorWorksWithoutATerminal() {
  #expect(
    TerminalColorPolicy.level(choice: .auto, isTTY: false, environment: ["CLICOLOR_FORCE": "1"])
      == .ansi16)
  #expect(
    TerminalColorPolicy.level(
      choice: .auto, isTTY: false, environment: ["FORCE_COLOR": "1", "COLORTERM": "truecolor"])
      == .truecolor)
  #expect(
    TerminalColorPolicy.level(choice: .auto, isTTY: false, environment: ["FORCE_COLOR": "0"])
      == .none)
}

@Test func levelsFollowTermAndColorterm() {
  #expect(
    TerminalColorPolicy.level(
      choice: .auto, isTTY: true, environment: ["TERM": "xterm-256color"]) == .ansi256)
  #expect(
    TerminalColorPolicy.level(choice: .auto, isTTY: true, environment: ["TERM": "dumb"]) == .none)
  #expect(TerminalColorPolicy.level(choice: .never, isTTY: true, environment: [:]) == .none)
  #expect(TerminalColorPolicy.level(choice: .always, isTTY: false, environment: [:]) == .ansi16)
}
