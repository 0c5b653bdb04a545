import Foundation
import RenderSupport
import Testing

@testable import DiffView
@testable import Highlight

/// Remembered lines must colour exactly as tokenizing them again would: keyed by the state
/// before the line, across threads, and through the dropping of old generations.
@Suite(.enabled(if: InstalledGrammars.available, "no TextMate grammars installed"))
struct LineMemoryTests {
  static func hunk(_ lines: [(DiffLine.Kind, String)]) -> DiffHunk {
    var old = 0
    var new = 0
    let diffLines = lines.map { kind, text -> DiffLine in
      if kind != .added { old += 1 }
      if kind != .removed { new += 1 }
      return DiffLine(
        kind: kind, oldLine: kind == .added ? nil : old, newLine: kind == .removed ? nil : new,
        text: text)
    }
    return DiffHunk(
      header: "@@", oldStart: 1, oldLines: old, newStart: 1, newLines: new, context: nil,
      lines: diffLines)
  }

  /// The same texts in code and inside a block comment, changed on both sides.
  static let hunks = [
    hunk([(.context, "int x = 1;"), (.removed, "char *s = \"a\";"), (.added, "int y = 2;")]),
    hunk([
      (.context, "/* start"), (.context, "int x = 1;"), (.removed, "char *s = \"a\";"),
      (.added, "int y = 2; */"), (.context, "int x = 1;"),
    ]),
    hunk([
      (.removed, "/*"), (.context, "int x = 1;"), (.added, "char *s = \"a\";"),
      (.context, "int x = 1;"),
    ]),
  ]

  func fresh() -> HighlightColoring {
    HighlightColoring(highlighter: InstalledGrammars.highlighter, theme: ThemeCatalog.dark)
  }

  @Test func rememberedLinesColourAsFreshOnes() throws {
    let warm = fresh()
    for hunk in Self.hunks { _ = warm.colorHunk(hunk, path: "a.c") }
    for hunk in Self.hunks {
      let expected = try #require(fresh().colorHunk(hunk, path: "a.c"))
      #expect(warm.colorHunk(hunk, path: "a.c") == expected)
      // Another thread's coloring shares the memory and its states.
      #expect(warm.sharingHighlighter().colorHunk(hunk, path: "a.c") == expected)
    }
    // The comment really changes the colours of the same text.
    let inComment = try #require(fresh().colorHunk(Self.hunks[1], path: "a.c"))
    let inCode = try #require(fresh().colorHunk(Self.hunks[0], path: "a.c"))
    #expect(inComment[1] != inCode[0])
  }

  /// Lines are remembered once, in the line memory: the hunk's line highlighter keeps no
  /// tokenizer memo of its own (every line reaching it missed the line memory already).
  @Test func hunkHighlightersLeaveRememberingToTheLineMemory() throws {
    let coloring = fresh()
    let cache = HunkLineCache()
    let line = try #require(cache.highlighter(for: "a.c", coloring: coloring))
    line.reset()
    for text in ["int x = 1;", "int x = 1;", "}"] { _ = line.highlight(text) }
    #expect(line.tokenizer.rememberedLines == 0)
  }

  /// Keys carry their hash: equal lines must meet, lines differing in text or state not.
  @Test func keysAgreeWithTheirFields() {
    let grammar = ObjectIdentifier(LineMemoryTests.self)
    let key = LineMemory.Key(grammar: grammar, state: .initial, text: "int x;")
    let same = LineMemory.Key(grammar: grammar, state: .initial, text: "int " + "x;")
    #expect(key == same)
    #expect(key.hashValue == same.hashValue)
    #expect(key != LineMemory.Key(grammar: grammar, state: .initial, text: "int y;"))
    let other = ObjectIdentifier(DiffLine.self)
    #expect(key != LineMemory.Key(grammar: other, state: .initial, text: "int x;"))
  }

  @Test func droppedGenerationsStayCorrect() throws {
    let memory = LineMemory(capacity: 16)
    let coloring = fresh()
    let highlighter = try #require(
      InstalledGrammars.highlighter.lineHighlighter(path: "a.c", theme: ThemeCatalog.dark))
    let other = try #require(
      InstalledGrammars.highlighter.lineHighlighter(path: "a.c", theme: ThemeCatalog.dark))
    let texts = ["int a;", "/* b", "c */ int d;", "int a;", "x = \"s\";", "int a;", "/* b"]
    for round in 0..<3 {
      var state = LineState.initial
      var reference = LineState.initial
      for text in texts {
        let remembered = memory.runs(
          text, from: state, highlighter: round == 1 ? other : highlighter, coloring: coloring)
        other.reset(to: reference)
        let expected = coloring.runs(of: other.highlight(text))
        #expect(remembered.runs == expected, "\(text) in round \(round)")
        #expect(remembered.end == other.state)
        state = remembered.end
        reference = other.state
      }
    }
  }
}
