import Foundation
import MarkdownRender
import RenderSupport
import TestSupport
import Testing

/// Every `Fixtures/MarkdownRender/<case>.md` rendered at widths 40, 80 and 120 (truecolor,
/// dark theme, link references), compared in explained form with `<case>.w<N>.ansi.txt`.
/// Re-record with `INTENT_RENDER_RECORD=1` (that run fails on purpose), then review by eye.
enum TerminalGoldenCases {
  static var directory: URL { Fixtures.directory("MarkdownRender") }

  static var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
  }

  static func document(_ name: String) throws -> MarkdownDocument {
    let text = try String(
      contentsOf: directory.appendingPathComponent(name + ".md"), encoding: .utf8)
    return MarkdownParser.parse(text, options: .note)
  }
}

@Test(arguments: TerminalGoldenCases.names, [40, 80, 120])
func terminalGolden(name: String, width: Int) throws {
  let document = try TerminalGoldenCases.document(name)
  let output = TerminalRenderer(options: TerminalRenderOptions(width: width)).render(document)
  let golden = TerminalGoldenCases.directory.appendingPathComponent("\(name).w\(width).ansi.txt")
  if let problem = Fixtures.checkGolden(ANSIExplainer.explain(output), at: golden) {
    Issue.record(Comment(rawValue: problem))
  }
}

/// The variants that widths alone do not cover: the light palette, OSC 8 hyperlinks, 256 and
/// 16 colours, the plain-text writer, and prose capped narrower than the terminal.
@Test(arguments: [
  ("sample", "w80.light.ansi.txt", TerminalRenderOptions(width: 80, theme: .light)),
  ("links", "w80.osc8.ansi.txt", TerminalRenderOptions(width: 80, hyperlinks: true)),
  ("sample", "w80.256.ansi.txt", TerminalRenderOptions(width: 80, colorLevel: .ansi256)),
  ("sample", "w80.16.ansi.txt", TerminalRenderOptions(width: 80, colorLevel: .ansi16)),
  ("sample", "w80.txt", TerminalRenderOptions(width: 80, colorLevel: .none)),
  ("sample", "w120.max60.ansi.txt", TerminalRenderOptions(width: 120, maxProseWidth: 60)),
])
func terminalGoldenVariant(name: String, suffix: String, options: TerminalRenderOptions) throws {
  let document = try TerminalGoldenCases.document(name)
  let output = TerminalRenderer(options: options).render(document)
  let golden = TerminalGoldenCases.directory.appendingPathComponent("\(name).\(suffix)")
  if let problem = Fixtures.checkGolden(ANSIExplainer.explain(output), at: golden) {
    Issue.record(Comment(rawValue: problem))
  }
}
