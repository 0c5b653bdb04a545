import DiffView
import Foundation
import RenderSupport
import Testing

/// `--color-only` adds escapes and nothing else: without its SGR sequences the output is the
/// input, byte for byte, so `git add -p` can match the lines one to one.
struct ColorOnlyFilterTests {
  static func filter(_ input: Data, level: ColorLevel) -> Data {
    var bytes: [UInt8] = []
    let output = DiffOutput { bytes.append(contentsOf: $0) }
    var options = DiffRenderOptions()
    options.colorLevel = level
    let coloring = PlainColoring(
      foreground: DiffTheme.dark.foreground, background: DiffTheme.dark.background)
    ColorOnlyFilter(output: output, options: options, coloring: coloring)
      .run(LineReader(bytes: input))
    return Data(bytes)
  }

  @Test(arguments: DiffFixtures.all)
  func everyFixtureComesBackWithoutTheEscapes(_ name: String) throws {
    let input = try DiffFixtures.data(name)
    for level in [ColorLevel.truecolor, .ansi256, .ansi16, .none] {
      let output = Self.filter(input, level: level)
      #expect(
        DiffFixtures.withoutSGR(output) == DiffFixtures.withoutSGR(input), "\(name) at \(level)")
    }
  }

  /// Tabs, CRs, controls, invalid UTF-8 and a missing final line break, inside and outside
  /// hunks.
  @Test func awkwardBytesArePreserved() {
    var input = Data("diff --git a/x b/x\r\n--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n".utf8)
    input += Data(" \tcontext\twith tabs\r\n-old\u{7}bell\n".utf8)
    input += Data([0x2B, 0x6E, 0x65, 0x77, 0xFF, 0xFE, 0x0A])  // "+new" and invalid UTF-8
    input += Data(" last\u{1B}]8;;x\u{7}\n\\ No newline at end of file\r\ntrailing text".utf8)
    for level in [ColorLevel.truecolor, .ansi16, .none] {
      let output = Self.filter(input, level: level)
      #expect(DiffFixtures.withoutSGR(output) == input, "\(level)")
      if level != .none { #expect(output.count > input.count) }
    }
  }

  /// One output line per input line, even for an empty input line at the end of a hunk.
  @Test func lineCountsMatch() {
    let input = Data("--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n\n-a\n+b\nafter\n".utf8)
    let output = Self.filter(input, level: .truecolor)
    #expect(output.filter { $0 == 0x0A }.count == input.filter { $0 == 0x0A }.count)
  }
}
