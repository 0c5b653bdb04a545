import Foundation
import Testing

@Suite struct NoteCommandTests {
  /// A fresh temporary directory for one test.
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("note-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test func rendersHTMLFromStandardInput() {
    let (code, out, err) = runCLI(
      ["note", "--format", "html", "--format", "html"],
      stdin: "# Hi\n\n*there* <script>x</script>\n")
    #expect(code == 0)
    #expect(err.isEmpty)
    #expect(out == "<h1>Hi</h1>\n<p><em>there</em> &lt;script&gt;x&lt;/script&gt;</p>\n")
    #expect(
      runCLI(["note", "--format", "html", "-", "--format", "html"], stdin: "x\n").1 == "<p>x</p>\n")
  }

  @Test func unsafeHTMLMatchesCmarkGFMWithTagFilter() {
    let input = "<b onclick=x>b</b> <script>y</script> [l](javascript:z)\n"
    let (code, out, _) = runCLI(["note", "--format", "html", "--unsafe-html"], stdin: input)
    #expect(code == 0)
    #expect(
      out == "<p><b onclick=x>b</b> &lt;script>y&lt;/script> <a href=\"javascript:z\">l</a></p>\n")
    let plain = runCLI(["note", "--format", "html", "--unsafe-html", "--commonmark"], stdin: input)
      .1
    #expect(plain.contains("<script>y</script>"))
  }

  @Test func extensionsAreChosenWithCommonmarkAndExtension() {
    let input = "~~s~~ www.x.org\n"
    #expect(
      runCLI(["note", "--format", "html", "--format", "html"], stdin: input).1
        == "<p><del>s</del> <a href=\"http://www.x.org\">www.x.org</a></p>\n")
    #expect(
      runCLI(["note", "--format", "html", "--commonmark"], stdin: input).1
        == "<p>~~s~~ www.x.org</p>\n")
    #expect(
      runCLI(
        ["note", "--format", "html", "--commonmark", "--extension", "strikethrough"], stdin: input
      ).1
        == "<p><del>s</del> www.x.org</p>\n")
    #expect(
      runCLI(["note", "--format", "html", "--smart"], stdin: "\"a\"--b\n").1 == "<p>“a”–b</p>\n")
    #expect(
      runCLI(["note", "--format", "html", "--hard-breaks"], stdin: "a\nb\n").1
        == "<p>a<br />\nb</p>\n")
    #expect(
      runCLI(["note", "--format", "html", "--heading-ids"], stdin: "# A b\n# A b\n").1
        == "<h1 id=\"a-b\">A b</h1>\n<h1 id=\"a-b-1\">A b</h1>\n")
    #expect(
      runCLI(["note", "--format", "html", "--sourcepos"], stdin: "x\n").1
        == "<p data-sourcepos=\"1:1-1:1\">x</p>\n")
  }

  @Test func standaloneIsACompletePageWithBothSchemes() {
    let (code, out, _) = runCLI(
      ["note", "--format", "html", "--standalone"], stdin: "# Title <&>\n\nbody\n")
    #expect(code == 0)
    #expect(out.hasPrefix("<!DOCTYPE html>\n"))
    #expect(out.contains("<title>Title &lt;&amp;&gt;</title>"))
    #expect(out.contains("prefers-color-scheme: dark"))
    #expect(out.contains("Content-Security-Policy"))
    #expect(
      out.contains(
        "<main class=\"markdown-body\">\n<h1 id=\"user-content-title-\">Title &lt;&amp;&gt;</h1>\n<p>body</p>\n</main>"
      ))
    #expect(out.hasSuffix("</html>\n"))
    let unsafe = runCLI(
      ["note", "--format", "html", "--standalone", "--unsafe-html"], stdin: "x\n"
    ).1
    #expect(!unsafe.contains("Content-Security-Policy"))
  }

  @Test func writesFilesAtomically() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in.md")
    try "# From file\n".write(to: input, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("out.html")
    let (code, out, _) = runCLI(["note", "--format", "html", input.path, "-o", output.path])
    #expect(code == 0)
    #expect(out.isEmpty)
    #expect(try String(contentsOf: output, encoding: .utf8) == "<h1>From file</h1>\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.sorted() == ["in.md", "out.html"])
  }

  @Test func badInputExitsOneWithOneLine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = runCLI([
      "note", "--format", "html", directory.appendingPathComponent("nope.md").path,
    ])
    #expect(missing.0 == 1)
    #expect(missing.2.hasSuffix("nope.md: no such file\n"))
    let isDirectory = runCLI(["note", "--format", "html", directory.path])
    #expect(isDirectory.0 == 1)
    #expect(isDirectory.2.hasSuffix(": is a directory\n"))
    let binary = directory.appendingPathComponent("b.md")
    try Data([0x23, 0x00, 0x01]).write(to: binary)
    let binaryRun = runCLI(["note", "--format", "html", binary.path])
    #expect(binaryRun.0 == 1)
    #expect(binaryRun.2.contains("binary"))
    #expect(binaryRun.2.split(separator: "\n").count == 1)
  }

  @Test func invalidUTF8IsReplacedWithAWarning() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.md")
    try Data([0x61, 0xFF, 0x62, 0x0A]).write(to: file)
    let (code, out, err) = runCLI(["note", "--format", "html", file.path])
    #expect(code == 0)
    #expect(out == "<p>a\u{FFFD}b</p>\n")
    #expect(err.contains("warning: ") && err.contains("invalid UTF-8"))
  }

  @Test(
    arguments: [
      [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
      [0x80], [0xF0, 0x9F, 0x99],
    ] as [[UInt8]])
  func everyKindOfInvalidUTF8IsCaught(_ sequence: [UInt8]) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.md")
    try Data(Array("long ascii prefix ".utf8) + sequence + Array(" tail\n".utf8)).write(to: file)
    let (code, out, err) = runCLI(["note", "--format", "html", file.path])
    #expect(code == 0)
    #expect(out.hasPrefix("<p>long ascii prefix \u{FFFD}") && out.hasSuffix(" tail</p>\n"))
    #expect(err.contains("invalid UTF-8"))
  }

  @Test func validUTF8HasNoWarning() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("ok.md")
    try "é 漢字 🙂 \u{10FFFF} end of a line longer than eight bytes\n".write(
      to: file, atomically: true, encoding: .utf8)
    let (code, _, err) = runCLI(["note", file.path, "--extension=table"])
    #expect(code == 0)
    #expect(err.isEmpty)
  }

  @Test func usageErrorsExitTwo() {
    for arguments in [
      ["note", "--frobnicate"], ["note", "--format", "pdf"], ["note", "--extension", "emoji"],
      ["note", "--width", "abc"], ["note", "a.md", "b.md"], ["note", "--theme"],
    ] {
      let (code, out, err) = runCLI(arguments)
      #expect(code == 2, "\(arguments)")
      #expect(out.isEmpty)
      #expect(err.hasPrefix("intent-render: ") && err.split(separator: "\n").count == 1)
    }
  }

  @Test func helpListsTheFlags() {
    let (code, out, _) = runCLI(["note", "--format", "html", "--help"])
    #expect(code == 0)
    for flag in ["--format", "--unsafe-html", "--standalone", "--commonmark", "--extension", "-o"] {
      #expect(out.contains(flag))
    }
    #expect(runCLI(["--help"]).1.contains("note"))
  }
}
