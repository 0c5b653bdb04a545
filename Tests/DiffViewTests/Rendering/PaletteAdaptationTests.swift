import DiffView
import Foundation
import RenderSupport
import Testing

/// Colours on terminals with fewer colours: 256-colour change backgrounds keep their hue, and
/// 16-colour syntax colours never look like a change.
struct PaletteAdaptationTests {
  /// The first word of every line red (a keyword colour of a dark theme).
  struct RedKeywords: DiffSyntaxColoring {
    var foreground: RGBColor { DiffTheme.dark.foreground }
    var background: RGBColor { DiffTheme.dark.background }
    func colorLines(_ lines: [String], path: String) -> [[SyntaxRun]]? {
      lines.map { _ in
        [SyntaxRun(start: 0, length: 3, style: TextStyle(foreground: RGBColor(hex: "#F47067")!))]
      }
    }
  }

  static let diff = "--- a/x.c\n+++ b/x.c\n@@ -1,2 +1,2 @@\n int a;\n-int b;\n+int c;\n"

  static func render(_ level: ColorLevel, theme: DiffTheme) -> String {
    var bytes: [UInt8] = []
    let output = DiffOutput { bytes.append(contentsOf: $0) }
    var options = DiffRenderOptions()
    options.layout = .unified
    options.width = 60
    options.colorLevel = level
    options.theme = theme
    let pipeline = DiffPipeline(colorizer: FileColorizer(coloring: RedKeywords()))
    pipeline.run(
      parser: DiffParser(text: diff), renderer: ANSIDiffRenderer(output: output, options: options)
    ) { _ in }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The 256-colour background index of the hunk's line `index`.
  static func background(of index: Int, in output: String) -> Int? {
    let lines = output.split(separator: "\n").filter { $0.contains("│") }
    guard index < lines.count, let match = lines[index].firstMatch(of: /48;5;(\d+)/)
    else { return nil }
    return Int(match.1)
  }

  @Test(arguments: [DiffTheme.dark, .light])
  func changedLinesAreTintedRedAndGreen(_ theme: DiffTheme) throws {
    let output = Self.render(.ansi256, theme: theme)
    let removed = try #require(Self.background(of: 1, in: output))
    let added = try #require(Self.background(of: 2, in: output))
    #expect(removed != added)
    // Cube entries (16–231), not the grey ramp; red dominates one, green the other.
    for index in [removed, added] { #expect((16...231).contains(index)) }
    let (r1, g1) = ((removed - 16) / 36, (removed - 16) / 6 % 6)
    let (r2, g2) = ((added - 16) / 36, (added - 16) / 6 % 6)
    #expect(r1 > g1)
    #expect(g2 > r2)
  }

  /// A red keyword on a context line is drawn magenta (35), never red (31).
  @Test func sixteenColourKeywordsAreNotRed() {
    let output = Self.render(.ansi16, theme: .dark)
    let context = output.split(separator: "\n").first { $0.contains("a;") } ?? ""
    #expect(context.contains("\u{1B}[35m") || context.contains("\u{1B}[95m"))
    #expect(!context.contains("\u{1B}[31m"))
    #expect(!context.contains("\u{1B}[91m"))
  }
}
