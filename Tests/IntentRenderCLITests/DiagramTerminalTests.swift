import DiagramLayout
import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import IntentRenderCLI

/// `diagram --format ansi|text`: the drawing in cells, ASCII under `--ascii` or a locale that
/// is not UTF-8, colours from the theme in ansi only, and a clear failure for a `--width`
/// the drawing does not fit.
@Suite struct DiagramTerminalTests {
  static let utf8 = ["LANG": "en_US.UTF-8"]
  static let chart = "flowchart LR\n  A[Write] --> B[Render]\n"

  @Test func textIsTheDrawingWithoutEscapes() {
    let (code, out, err) = runCLI(
      ["diagram", "--format", "text", "-"], stdin: Self.chart, environment: Self.utf8)
    #expect(code == 0, "\(err)")
    #expect(out == "┌───────┐    ┌────────┐\n│ Write ├───▶│ Render │\n└───────┘    └────────┘\n")
  }

  @Test func asciiUnderTheFlagOrAPlainLocale() {
    let expected = "+-------+    +--------+\n| Write +--->| Render |\n+-------+    +--------+\n"
    let flag = runCLI(
      ["diagram", "--format", "text", "--ascii", "-"], stdin: Self.chart, environment: Self.utf8)
    #expect(flag.1 == expected)
    for environment in [[:], ["LANG": "C"], ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]] {
      #expect(
        runCLI(["diagram", "-f", "text", "-"], stdin: Self.chart, environment: environment).1
          == expected)
    }
    #expect(TerminalDiagramOptions.localeIsUTF8(["LC_CTYPE": "C.utf8"]))
    #expect(!TerminalDiagramOptions.localeIsUTF8(["LC_ALL": "", "LANG": "de_DE.ISO-8859-1"]))
  }

  @Test func ansiColoursFromTheTheme() {
    let environment = Self.utf8.merging(["COLORTERM": "truecolor"]) { $1 }
    let dark = runCLI(
      ["diagram", "--format", "ansi", "--color", "always", "-"], stdin: Self.chart,
      environment: environment
    ).1
    let light = runCLI(
      ["diagram", "--format", "ansi", "--color", "always", "--theme", "light", "-"],
      stdin: Self.chart, environment: environment
    ).1
    let darkStroke = RGBColor(hex: DiagramTheme.darkPalette.nodeStroke)!
    let lightStroke = RGBColor(hex: DiagramTheme.lightPalette.nodeStroke)!
    #expect(dark.contains("38;2;\(darkStroke.red);\(darkStroke.green);\(darkStroke.blue)m┌"))
    #expect(light.contains("38;2;\(lightStroke.red);\(lightStroke.green);\(lightStroke.blue)m┌"))
    // Every coloured span is closed, and stripping the escapes gives the text output.
    let text = runCLI(["diagram", "-f", "text", "-"], stdin: Self.chart, environment: Self.utf8).1
    #expect(ANSIText.strip(dark) == text)
    let never = runCLI(
      ["diagram", "--format", "ansi", "--color", "never", "-"], stdin: Self.chart,
      environment: environment
    ).1
    #expect(never == text)
  }

  @Test func aWidthTheDrawingDoesNotFitFails() {
    let (code, out, err) = runCLI(
      ["diagram", "--format", "text", "--width", "12", "-"], stdin: Self.chart,
      environment: Self.utf8)
    #expect(code == 1)
    #expect(out.isEmpty)
    #expect(
      err
        == "intent-render: <stdin>:1:1: the diagram is 23 cells wide, wider than --width 12; "
        + "give a larger --width, or --format svg\n")
    let fits = runCLI(
      ["diagram", "--format", "text", "--width", "23", "-"], stdin: Self.chart,
      environment: Self.utf8)
    #expect(fits.0 == 0)
  }

  @Test func sequenceDiagramsAndErrors() {
    let source = "sequenceDiagram\n  Alice->>Bob: Hi\n  Bob-->>Alice: Hello\n"
    let (code, out, _) = runCLI(
      ["diagram", "--format", "text", "-"], stdin: source, environment: Self.utf8)
    #expect(code == 0)
    #expect(out.contains("├───────▶│") || out.contains("▶"))
    #expect(out.contains("◀┄"))
    let bad = runCLI(["diagram", "--format", "text", "-"], stdin: "flowchart LR\n  A --> B[x\n")
    #expect(bad.0 == 1)
    #expect(bad.2.hasPrefix("intent-render: <stdin>:2:"))
  }
}
