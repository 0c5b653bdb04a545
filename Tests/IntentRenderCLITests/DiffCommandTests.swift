import Foundation
import Highlight
import IntentRenderCLI
import Testing

/// `intent-render diff` in-process, as users call it.
struct DiffCommandTests {
  static let sample = """
    diff --git a/src/app.py b/src/app.py
    index 1111111..2222222 100644
    --- a/src/app.py
    +++ b/src/app.py
    @@ -1,3 +1,3 @@ def main():
     import os
    -print("hello")
    +print("hello, world")
     os.exit(0)

    """

  @Test func jsonFollowsTheSchema() throws {
    let (code, out, err) = runCLI(["diff", "--format", "json"], stdin: Self.sample)
    #expect(code == 0, "\(err)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(Set(root.keys) == ["files", "commits"])
    let file = try #require((root["files"] as? [[String: Any]])?.first)
    #expect(
      Set(file.keys) == [
        "oldPath", "newPath", "status", "similarity", "oldMode", "newMode", "binary", "hunks",
      ])
    #expect(file["status"] as? String == "modified")
    #expect(file["similarity"] is NSNull)
    let hunk = try #require((file["hunks"] as? [[String: Any]])?.first)
    #expect(
      Set(hunk.keys) == [
        "header", "oldStart", "oldLines", "newStart", "newLines", "context", "lines",
      ])
    #expect(hunk["context"] as? String == "def main():")
    let lines = try #require(hunk["lines"] as? [[String: Any]])
    #expect(lines.count == 4)
    #expect(
      Set(lines[0].keys) == ["kind", "oldLine", "newLine", "text", "noNewlineAtEnd", "runs"])
    #expect(lines.map { $0["kind"] as? String } == ["context", "removed", "added", "context"])
    #expect(lines[2]["oldLine"] is NSNull && lines[2]["newLine"] as? Int == 2)
  }

  /// #31 item 9: a line over 16,384 bytes (a minified bundle) is kept whole in the JSON
  /// with no syntax runs, as bat leaves such lines, and the hunk's later lines are coloured
  /// as if it were not there (it opens a comment here that it never closes).
  @Test(
    .enabled(
      if: GrammarSearchPath.linguistRoot() != nil, "Linguist grammars not installed"))
  func aVeryLongLineIsKeptWholeWithoutSyntaxRuns() throws {
    let long = "/* " + String(repeating: "a=b+c;", count: 3_000)
    func added(_ lines: [String]) throws -> [[String: Any]] {
      let diff =
        "diff --git a/x.min.js b/x.min.js\n--- a/x.min.js\n+++ b/x.min.js\n"
        + "@@ -1 +1,\(lines.count + 1) @@\n var x = 1;\n"
        + lines.map { "+" + $0 + "\n" }.joined()
      let (code, out, err) = runCLI(["diff", "--format", "json"], stdin: diff)
      #expect(code == 0, "\(err)")
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
      let file = try #require((root["files"] as? [[String: Any]])?.first)
      let hunk = try #require((file["hunks"] as? [[String: Any]])?.first)
      return try #require(hunk["lines"] as? [[String: Any]])
    }
    let after = "var total = count + 1;"
    let with = try added([long, after])
    let without = try added([after])
    #expect(with[1]["text"] as? String == long)
    #expect((with[1]["runs"] as? [Any])?.isEmpty == true)
    let runs = try #require(with[2]["runs"] as? [Any])
    #expect(!runs.isEmpty)
    func canonical(_ value: Any?) -> String {
      (try? JSONSerialization.data(withJSONObject: value ?? [], options: [.sortedKeys]))
        .map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    #expect(canonical(runs) == canonical(without[1]["runs"]))
  }

  @Test func unifiedWithoutColourIsPlainText() {
    let (code, out, _) = runCLI(["diff", "--color", "never", "--width", "60"], stdin: Self.sample)
    #expect(code == 0)
    #expect(!out.contains("\u{1B}"))
    #expect(out.contains("1 1 │ import os"))
    #expect(out.contains("2   │-print(\"hello\")"))
    #expect(out.contains("  2 │+print(\"hello, world\")"))
  }

  @Test func splitPutsBothSidesOnOneRow() {
    let (code, out, _) = runCLI(
      ["diff", "--split", "--color=never", "--width", "100"], stdin: Self.sample)
    #expect(code == 0)
    let row = out.split(separator: "\n").first { $0.contains("-print(\"hello\")") }
    #expect(row?.contains("+print(\"hello, world\")") == true)
  }

  @Test func wideTerminalsGetSideBySideAutomatically() {
    func sideBySide(_ output: String) -> Bool {
      output.split(separator: "\n").contains { $0.contains("-print") && $0.contains("+print") }
    }
    #expect(sideBySide(runCLI(["diff", "--color=never", "--width", "170"], stdin: Self.sample).1))
    #expect(!sideBySide(runCLI(["diff", "--color=never", "--width", "120"], stdin: Self.sample).1))
    #expect(
      !sideBySide(
        runCLI(["diff", "--color=never", "--width", "170", "--unified"], stdin: Self.sample).1))
  }

  @Test func htmlStandaloneIsAPage() {
    let (code, out, _) = runCLI(["diff", "--format", "html", "--standalone"], stdin: Self.sample)
    #expect(code == 0)
    #expect(out.hasPrefix("<!DOCTYPE html>"))
    #expect(out.contains("<details class=\"ir-file\" id=\"ir-file-1\" open>"))
    #expect(out.contains("<a href=\"#ir-file-1\">src/app.py</a>"))
    #expect(out.contains("prefers-color-scheme: dark"))
  }

  @Test func malformedHunkWarnsWithItsLineAndRendersTheRest() {
    let input = """
      --- a/x
      +++ b/x
      @@ -1,3 +1,3 @@
       a
      stray
      --- a/y
      +++ b/y
      @@ -1 +1 @@
      -old
      +new

      """
    let (code, out, err) = runCLI(["diff", "--color=never"], stdin: input)
    #expect(code == 0)
    #expect(err.contains("<stdin>:5:1: malformed hunk"))
    #expect(out.contains("+new"))
  }

  @Test func oldAndNewFilesAreDiffed() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "diffcmd-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let old = directory.appendingPathComponent("old.txt")
    let new = directory.appendingPathComponent("new.txt")
    try Data("keep\nold line\n".utf8).write(to: old)
    try Data("keep\nnew line\n".utf8).write(to: new)
    let (code, out, err) = runCLI(
      ["diff", "--old", old.path, "--new", new.path, "--color=never", "--unified"])
    #expect(code == 0, "\(err)")
    #expect(out.contains("-old line") && out.contains("+new line"))
  }

  @Test func usageErrors() {
    #expect(runCLI(["diff", "--format", "pdf"]).0 == 2)
    #expect(runCLI(["diff", "--old", "a"]).0 == 2)
    #expect(runCLI(["diff", "--bogus"]).0 == 2)
    #expect(runCLI(["diff", "/nonexistent/file.diff"]).0 == 1)
  }

  /// git's `interactive.diffFilter` needs one output line per input line; git sends the
  /// diff already coloured, and its colours must not show up as text.
  @Test func colorOnlyKeepsLinesOneToOne() {
    let colored = Self.sample.replacingOccurrences(of: "-print", with: "\u{1B}[31m-print")
      .replacingOccurrences(of: "world\")", with: "world\")\u{1B}[m")
    let (code, out, _) = runCLI(["diff", "--color-only", "--color=always"], stdin: colored)
    #expect(code == 0)
    #expect(
      out.split(separator: "\n", omittingEmptySubsequences: false).count
        == colored.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(!out.contains("\u{241B}"))
    let plain = runCLI(["diff", "--color-only", "--color=never"], stdin: colored).1
    #expect(plain == Self.sample)
  }

  @Test func coloredInputParsesLikePlainInput() {
    let colored = Self.sample.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "\u{1B}[1m" + $0 + "\u{1B}[m" }.joined(separator: "\n")
    let a = runCLI(["diff", "--format", "json"], stdin: colored).1
    let b = runCLI(["diff", "--format", "json"], stdin: Self.sample).1
    #expect(a == b)
  }
}
