import Foundation
import RenderSupport
import Testing

private let note = "# Title\n\nSome *text* with a [link](https://example.com).\n"

@Test func ansiIsTheDefaultAndPlainWithoutATerminal() {
  let (code, out, err) = runCLI(["note"], stdin: note)
  #expect(code == 0)
  #expect(err.isEmpty)
  #expect(!out.contains("\u{1B}"))
  #expect(out.hasPrefix("Title\n━━━━━\n\nSome text with a link[1].\n[1]: https://example.com\n"))
}

@Test func colorAlwaysWritesEscapesClosedOnEveryLine() {
  let (code, out, _) = runCLI(
    ["note", "--color", "always", "--width", "40"], stdin: note,
    environment: ["COLORTERM": "truecolor"])
  #expect(code == 0)
  #expect(out.contains("\u{1B}[1;38;2;"))
  for line in out.split(separator: "\n") {
    #expect(ANSIText.unclosedEscapes(in: String(line)).isEmpty)
  }
  let (_, text, _) = runCLI(["note", "--format", "text", "--width", "40"], stdin: note)
  #expect(ANSIText.strip(out) == text)
}

@Test func colourFollowsTheEnvironment() {
  let forced = runCLI(["note"], stdin: note, environment: ["FORCE_COLOR": "1"]).1
  #expect(forced.contains("\u{1B}["))
  let never = runCLI(
    ["note", "--color", "never"], stdin: note, environment: ["FORCE_COLOR": "1"]
  ).1
  #expect(!never.contains("\u{1B}"))
  let dumb = runCLI(["note", "--color", "always"], stdin: note, environment: ["TERM": "dumb"]).1
  #expect(dumb.contains("\u{1B}["))  // `always` wins over TERM=dumb
  let palette256 = runCLI(
    ["note", "--color", "always"], stdin: note, environment: ["TERM": "xterm-256color"]
  ).1
  #expect(palette256.contains("38;5;"))
}

@Test func textFormatNeverWritesEscapes() {
  let (code, out, _) = runCLI(
    ["note", "--format", "text", "--color", "always"], stdin: note,
    environment: ["FORCE_HYPERLINK": "1"])
  #expect(code == 0)
  #expect(!out.contains("\u{1B}"))
}

@Test func widthIsHonouredInCells() {
  let long = String(repeating: "日本語 ", count: 30)
  let (_, out, _) = runCLI(["note", "--format", "text", "--width", "24"], stdin: long)
  let lines = out.split(separator: "\n")
  #expect(lines.count > 1)
  #expect(lines.allSatisfy { DisplayWidth.of($0) <= 24 })
  let (_, wide, _) = runCLI(
    ["note", "--format", "text"], stdin: long, environment: ["COLUMNS": "50"])
  #expect(wide.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 50 })
  #expect(wide.split(separator: "\n").contains { DisplayWidth.of($0) > 40 })
}

@Test func hyperlinksWhenForcedAndThemeLight() {
  let (_, out, _) = runCLI(
    ["note", "--color", "always", "--theme", "light"], stdin: note,
    environment: ["FORCE_HYPERLINK": "1", "COLORTERM": "truecolor"])
  #expect(out.contains(ANSIText.hyperlinkStart("https://example.com")))
  #expect(!out.contains("[1]"))
  #expect(out.contains("38;2;46;89;168"))  // the light palette's first heading colour
}

@Test func badTerminalOptionsAreUsageErrors() {
  #expect(runCLI(["note", "--width", "abc"], stdin: note).0 == 2)
  #expect(runCLI(["note", "--theme", "blue"], stdin: note).0 == 2)
  #expect(runCLI(["note", "--format", "pdf"], stdin: note).0 == 2)
}
