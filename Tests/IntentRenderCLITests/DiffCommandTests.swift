import Foundation
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
}
