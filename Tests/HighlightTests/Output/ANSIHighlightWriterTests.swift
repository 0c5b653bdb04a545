import Testing

@testable import Highlight

@Test func ansiPaintsRunsAndResets() {
  let highlighted = OutputFixtures.highlighted(
    "if x\n", [(0, 0, 2, "keyword"), (0, 2, 4, "plain")])
  let out = ANSIHighlightWriter.write(highlighted, options: ANSIHighlightOptions(level: .truecolor))
  #expect(out == "\u{1B}[1;38;2;175;58;3mif\u{1B}[0m x\n")
  let none = ANSIHighlightWriter.write(highlighted, options: ANSIHighlightOptions(level: .none))
  #expect(none == "if x\n")
  let c16 = ANSIHighlightWriter.write(highlighted, options: ANSIHighlightOptions(level: .ansi16))
  #expect(c16.hasPrefix("\u{1B}[1;3"))
}

@Test func ansiLineNumbersHeaderAndHostileControls() {
  let highlighted = OutputFixtures.highlighted("a\u{1B}[2J\r\nb", [])
  let out = ANSIHighlightWriter.write(
    highlighted, options: ANSIHighlightOptions(level: .none, lineNumbers: true, header: "f.c"))
  #expect(out == "File: f.c\n   1 a\u{241B}[2J\n   2 b\n")
  let c1 = OutputFixtures.highlighted("x\u{9B}31m", [])
  #expect(
    !ANSIHighlightWriter.write(c1, options: ANSIHighlightOptions(level: .none)).contains("\u{9B}"))
}

/// A long source is painted in chunks on several cores and joined in order: numbering,
/// styles and the hostile-control guard go on across the chunk boundaries.
@Test func ansiChunksJoinInOrder() {
  let lineCount = 2 * LineChunks.minimumLines + 5
  #expect(LineChunks.ranges(lineCount: lineCount).count > 1)
  var source = ""
  var spans: [(Int, Int, Int, String)] = []
  for line in 0..<lineCount {
    source += "if\u{7}\(line)\n"
    spans.append((line, 0, 2, "keyword"))
  }
  let out = ANSIHighlightWriter.write(
    OutputFixtures.highlighted(source, spans),
    options: ANSIHighlightOptions(level: .truecolor, lineNumbers: true))
  let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  #expect(lines.count == lineCount)
  for (index, line) in lines.enumerated() {
    let number = String(index + 1)
    let gutter = String(repeating: " ", count: 4 - number.count) + number + "\u{1B}[0m "
    guard line.hasSuffix("if\u{1B}[0m\u{2407}\(index)"), line.contains("m" + gutter)
    else {
      Issue.record("line \(index + 1) painted as \(line.debugDescription)")
      return
    }
  }
}
