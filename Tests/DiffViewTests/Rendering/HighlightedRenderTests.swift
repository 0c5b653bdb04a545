import DiffView
import Foundation
import Highlight
import RenderSupport
import Testing

/// The grammars the highlighted tests need (Linguist's, found at run time).
enum InstalledGrammars {
  static let highlighter = Highlighter(environment: ProcessInfo.processInfo.environment)
  static var available: Bool {
    let (_, grammar) = highlighter.resolve(code: "", path: "a.c", language: nil)
    return grammar != nil
  }
}

/// Syntax colours through Highlight (needs Linguist's grammars; skipped with a notice without).
@Suite(.enabled(if: InstalledGrammars.available, "no TextMate grammars installed"))
struct HighlightedRenderTests {
  let coloring = HighlightColoring(
    highlighter: InstalledGrammars.highlighter, theme: ThemeCatalog.dark)

  @Test func unifiedGoldenWithSyntaxColours() throws {
    var bytes: [UInt8] = []
    let output = DiffOutput { bytes.append(contentsOf: $0) }
    var options = DiffRenderOptions()
    options.width = 100
    options.theme.foreground = ThemeCatalog.dark.foreground
    let pipeline = DiffPipeline(colorizer: FileColorizer(coloring: coloring))
    pipeline.run(
      parser: DiffParser(text: try Golden.input("changes.diff")),
      renderer: ANSIDiffRenderer(output: output, options: options)
    ) { _ in }
    Golden.check(
      ReadableANSI.convert(String(decoding: bytes, as: UTF8.self)),
      against: "changes.highlighted.txt")
  }

  @Test func jsonRunsUseUTF16Offsets() throws {
    let diff = """
      diff --git a/x.py b/x.py
      --- a/x.py
      +++ b/x.py
      @@ -1 +1 @@
      -s = "é"
      +s = "😀" # note

      """
    var bytes: [UInt8] = []
    let output = DiffOutput { bytes.append(contentsOf: $0) }
    DiffPipeline(colorizer: FileColorizer(coloring: coloring)).run(
      parser: DiffParser(text: diff), renderer: JSONDiffRenderer(output: output, coloring: coloring)
    ) { _ in }
    let json = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    let files = try #require(json?["files"] as? [[String: Any]])
    let hunk = try #require((files.first?["hunks"] as? [[String: Any]])?.first)
    let lines = try #require(hunk["lines"] as? [[String: Any]])
    let added = try #require(lines.last)
    let text = try #require(added["text"] as? String)
    let runs = try #require(added["runs"] as? [[String: Any]])
    #expect(!runs.isEmpty)
    let comment = try #require(runs.last)
    // The comment starts after `s = "😀" ` : 8 UTF-16 units (the emoji takes two).
    let location = try #require(comment["location"] as? Int)
    let length = try #require(comment["length"] as? Int)
    #expect(location == 9 && location + length == text.utf16.count)
    #expect((comment["color"] as? String)?.count == 7)
  }

  /// A block comment opened above the hunk: only the full sources know the hunk is inside it.
  @Test func fullSourcesColourWhatHunksCannotSee() throws {
    let old =
      "/* start of a long comment\n" + (1...10).map { " * line \($0)" }.joined(separator: "\n")
      + "\n */\nint x;\n"
    let new = old.replacingOccurrences(of: " * line 8", with: " * line eight")
    let diff = """
      diff --git a/c.c b/c.c
      --- a/c.c
      +++ b/c.c
      @@ -8,3 +8,3 @@
        * line 7
      - * line 8
      + * line eight
        * line 9

      """
    struct Sources: DiffSourceProvider {
      let old: String
      let new: String
      func oldSource(for file: DiffFile) -> String? { old }
      func newSource(for file: DiffFile) -> String? { new }
    }
    let file = try #require(
      DiffParser.parseAll(diff).events.compactMap { event -> DiffFile? in
        if case .file(let file) = event { return file }
        return nil
      }.first)
    let full = FileColorizer(coloring: coloring, sources: Sources(old: old, new: new)).runs(
      for: file)
    let hunkOnly = FileColorizer(coloring: coloring).runs(for: file)
    let commentStyle = try #require(
      coloring.colorLines(["/* c */"], path: "c.c")?.first?.first?.style)
    let changed = 2  // the added line
    #expect(full[0][changed].count == 1 && full[0][changed].first?.style == commentStyle)
    #expect(hunkOnly[0][changed].first?.style != commentStyle || hunkOnly[0][changed].count > 1)
    // Stale sources (not this diff's) fall back to the hunk way rather than mislabel lines.
    let stale = FileColorizer(coloring: coloring, sources: Sources(old: "x\n", new: "y\n"))
    #expect(stale.runs(for: file) == hunkOnly)
  }
}
