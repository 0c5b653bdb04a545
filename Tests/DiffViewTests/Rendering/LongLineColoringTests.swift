import DiffView
import Foundation
import Highlight
import RenderSupport
import Testing

/// Minified lines: only the first `maxHighlightedLineBytes` of a line are tokenized, and a
/// line over `maxColoredLineBytes` not at all, so a long line costs at most what a short one
/// does, and it never leaves its whole hunk plain.
@Suite(.enabled(if: InstalledGrammars.available, "no TextMate grammars installed"))
struct LongLineColoringTests {
  static func minified(_ bytes: Int) -> String {
    var text = ""
    var index = 0
    while text.utf8.count < bytes {
      text += "function f\(index)(a,b){return a+b*\(index)};var é\(index)=\"s\(index)\";"
      index += 1
    }
    return text
  }

  @Test func longLinesAreColouredUpToTheCap() throws {
    let coloring = HighlightColoring(
      highlighter: InstalledGrammars.highlighter, theme: ThemeCatalog.dark)
    let long = Self.minified(coloring.maxColoredLineBytes - 100)
    let hunk = DiffHunk(
      header: "@@ -1,2 +1,2 @@", oldStart: 1, oldLines: 2, newStart: 1, newLines: 2, context: nil,
      lines: [
        DiffLine(kind: .context, oldLine: 1, newLine: 1, text: "var short = 1;"),
        DiffLine(kind: .removed, oldLine: 2, newLine: nil, text: long),
        DiffLine(kind: .added, oldLine: nil, newLine: 2, text: long + "x"),
      ])
    let runs = try #require(coloring.colorHunk(hunk, path: "app.min.js"))
    #expect(!runs[0].isEmpty)
    for line in runs[1...] {
      #expect(!line.isEmpty)
      #expect(line.allSatisfy { $0.start + $0.length <= coloring.maxHighlightedLineBytes })
    }
  }

  /// The cap falls on a scalar boundary (a two-byte `é` straddling it is left out whole).
  @Test func capKeepsWholeScalars() throws {
    var coloring = HighlightColoring(
      highlighter: InstalledGrammars.highlighter, theme: ThemeCatalog.dark)
    coloring.maxHighlightedLineBytes = 5
    let hunk = DiffHunk(
      header: "@@ -0,0 +1 @@", oldStart: 0, oldLines: 0, newStart: 1, newLines: 1, context: nil,
      lines: [DiffLine(kind: .added, oldLine: nil, newLine: 1, text: "var é = 1;")])
    let runs = try #require(coloring.colorHunk(hunk, path: "a.js"))
    #expect(runs[0].allSatisfy { $0.start + $0.length <= 4 })
  }

  /// A line over `maxColoredLineBytes` gets no colours, and the lines after it are coloured
  /// from the state before it: here the long line opens a block comment it never closes,
  /// and the line after is still coloured as code.
  @Test func linesOverTheLimitAreLeftPlainAndSkipped() throws {
    let coloring = HighlightColoring(
      highlighter: InstalledGrammars.highlighter, theme: ThemeCatalog.dark)
    let atLimit = "/* " + String(repeating: "x", count: coloring.maxColoredLineBytes - 3)
    let long = atLimit + "x"
    let after = "var total = count + 1;"
    func hunk(_ added: [String]) -> DiffHunk {
      DiffHunk(
        header: "@@ -1 +1,\(added.count + 1) @@", oldStart: 1, oldLines: 1, newStart: 1,
        newLines: added.count + 1, context: nil,
        lines: [DiffLine(kind: .context, oldLine: 1, newLine: 1, text: "var short = 1;")]
          + added.enumerated().map { index, text in
            DiffLine(kind: .added, oldLine: nil, newLine: index + 2, text: text)
          })
    }
    let withLong = try #require(coloring.colorHunk(hunk([long, after]), path: "app.min.js"))
    let without = try #require(coloring.colorHunk(hunk([after]), path: "app.min.js"))
    #expect(withLong[1].isEmpty)
    #expect(!withLong[2].isEmpty)
    #expect(withLong[2] == without[1])
    // One byte shorter, the line is coloured (its first bytes, as a comment), and so is the
    // line after it, inside the comment.
    let coloured = try #require(coloring.colorHunk(hunk([atLimit, after]), path: "app.min.js"))
    #expect(!coloured[1].isEmpty)
    #expect(coloured[2] != without[1])
  }
}
