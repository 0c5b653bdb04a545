import Foundation
import TestSupport
import Testing

/// `diff --hyperlinks` (#33 "delta"): OSC 8 links on file paths and hunk headers in delta's
/// file-link format, and on commit hashes to the origin's web page, escaped so no input byte
/// reaches the terminal raw. Each drives the built binary on `git log -p` from a real repository.
@Suite(.enabled(if: ScratchRepository.has("git")))
struct DiffHyperlinkTests {
  static let osc = "\u{1B}]8;;"
  static let terminator = "\u{1B}\\"

  /// A repository with two commits to `src/app.py` and `remote` as its origin.
  static func repository(remote: String?) throws -> (ScratchRepository, log: String, hash: String) {
    let repo = try ScratchRepository()
    try repo.write("src/app.py", "def main():\n    return 1\n\n\ndef other():\n    pass\n")
    try repo.commitAll("first")
    try repo.write("src/app.py", "def main():\n    return 1\n\n\ndef other():\n    return 2\n")
    try repo.commitAll("second")
    if let remote { try repo.run("git", "remote", "add", "origin", remote) }
    let log = try repo.run("git", "log", "-p", "-1", "--no-color")
    let hash = try repo.run("git", "rev-parse", "HEAD").trimmingCharacters(
      in: .whitespacesAndNewlines)
    return (repo, log, hash)
  }

  /// The targets of every OSC 8 link in `text`, in order (closings left out).
  static func links(_ text: String) -> [String] {
    text.components(separatedBy: osc).dropFirst().compactMap { rest in
      guard let end = rest.range(of: terminator) else { return nil }
      let target = String(rest[..<end.lowerBound])
      return target.isEmpty ? nil : target
    }
  }

  @Test(arguments: [
    ("git@github.com:acme/widgets.git", "https://github.com/acme/widgets/commit/"),
    ("https://github.com/acme/widgets", "https://github.com/acme/widgets/commit/"),
    ("ssh://git@gitlab.com/group/sub/tool.git", "https://gitlab.com/group/sub/tool/-/commit/"),
  ])
  func commitHashesLinkToTheOriginsPage(remote: String, prefix: String) throws {
    let (repo, log, hash) = try Self.repository(remote: remote)
    let outcome = repo.render(["diff", "--color", "always", "--hyperlinks", "-"], stdin: log)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let links = Self.links(outcome.stdoutText)
    #expect(links.first == prefix + hash, "\(links)")
    // The file header and the hunk header link to the file, absolute, in delta's default format.
    let real = URL(fileURLWithPath: repo.path).resolvingSymlinksInPath().path
    #expect(links.dropFirst().allSatisfy { $0 == "file://\(real)/src/app.py" }, "\(links)")
    #expect(links.count == 3)
    // Every line leaves no link open.
    for line in outcome.stdoutText.split(separator: "\n") {
      #expect(line.components(separatedBy: Self.osc).count % 2 == 1, "\(line)")
    }
  }

  @Test func aRemoteNotOnAKnownForgeLinksNoCommit() throws {
    let (repo, log, _) = try Self.repository(remote: "https://example.org/acme/widgets.git")
    let outcome = repo.render(["diff", "--color", "always", "--hyperlinks", "-"], stdin: log)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(Self.links(outcome.stdoutText).allSatisfy { $0.hasPrefix("file://") })
  }

  @Test func fileLinkFormatTakesPathLineAndHost() throws {
    let (repo, log, hash) = try Self.repository(remote: nil)
    let outcome = repo.render(
      [
        "diff", "--color", "always", "--hyperlinks", "--hyperlinks-file-link-format",
        "editor://open?host={host}&file={path}&line={line}", "--hyperlinks-commit-link-format",
        "https://review.example/c/{commit}", "-",
      ], stdin: log)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let links = Self.links(outcome.stdoutText)
    let host = ProcessInfo.processInfo.hostName
    let real = URL(fileURLWithPath: repo.path).resolvingSymlinksInPath().path
    #expect(links.first == "https://review.example/c/\(hash)")
    // The change is in a hunk starting at line 3 of the new file.
    #expect(links.contains("editor://open?host=\(host)&file=\(real)/src/app.py&line=3"), "\(links)")
  }

  @Test func theConfigurationFileTurnsLinksOnAndNoColourMeansNoLinks() throws {
    let (repo, log, _) = try Self.repository(remote: nil)
    let config = repo.folder.path("config/intent-render")
    try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
    try "diff --hyperlinks\n".write(toFile: config + "/config", atomically: true, encoding: .utf8)
    let environment = ["XDG_CONFIG_HOME": repo.folder.path("config")]
    let linked = repo.render(
      ["diff", "--color", "always", "-"], stdin: log, environment: environment)
    #expect(linked.status == 0, "\(linked.stderr)")
    #expect(!Self.links(linked.stdoutText).isEmpty)
    let plain = repo.render(
      ["diff", "--color", "never", "-"], stdin: log, environment: environment)
    #expect(!plain.stdoutText.contains("\u{1B}"))
    // JSON has no terminal links: asked for on the command line, that is a usage error.
    // (No input: a usage error ends the process before it reads any, and a write into its
    // closed pipe would end the test process.)
    let json = repo.render(["diff", "--format", "json", "--hyperlinks", "-"])
    #expect(json.status == 2)
    #expect(json.stderr.contains("--hyperlinks is for terminal output"), "\(json.stderr)")
  }

  /// A path holding escape bytes, a BEL and a placeholder: the link is percent-encoded, so
  /// the sequence cannot end early, and `{line}` inside the path is not substituted.
  @Test func hostilePathsCannotBreakOutOfTheLink() throws {
    let repo = try ScratchRepository()
    let path = "x\u{1B}]8;;https://evil.example\u{07}{line}.py"
    let diff = "--- a/\(path)\n+++ b/\(path)\n@@ -1 +1 @@\n-a\n+b\n"
    let outcome = repo.render(
      [
        "diff", "--color", "always", "--hyperlinks", "--hyperlinks-file-link-format",
        "file://{path}#{line}", "-",
      ], stdin: diff)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(!outcome.stdoutText.contains("\u{07}"))
    #expect(!outcome.stdoutText.contains("\u{1B}]8;;https://evil"))
    let links = Self.links(outcome.stdoutText)
    #expect(links.count == 2)
    #expect(
      links.allSatisfy { $0.contains("x%1B]8;;https://evil.example%07{line}.py#1") }, "\(links)")
  }
}
