import Foundation
import TestSupport
import Testing

/// The merge-conflict view (#33 "delta"): conflict regions made by a real `git merge` shown as
/// ours / base / theirs panels labelled from their markers, in the terminal, HTML and JSON,
/// from `git diff` of the conflicted file and from the file itself. Each drives the binary.
@Suite(.enabled(if: ScratchRepository.has("git")))
struct MergeConflictViewTests {
  /// A repository in the middle of a conflicted merge of `feature` into `main`, with the
  /// common ancestor in the markers when `diff3`.
  static func conflicted(diff3: Bool) throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("calc.py", "def rate():\n    return 1\n\n\ndef other():\n    return 2\n")
    try repo.commitAll("base")
    try repo.run("git", "checkout", "-q", "-b", "feature")
    try repo.write(
      "calc.py", "def rate():\n    return 10  # theirs\n\n\ndef other():\n    return 2\n")
    try repo.commitAll("feature")
    try repo.run("git", "checkout", "-q", "main")
    try repo.write(
      "calc.py", "def rate():\n    return 100  # ours\n\n\ndef other():\n    return 2\n")
    try repo.commitAll("main")
    if diff3 { try repo.run("git", "config", "merge.conflictStyle", "diff3") }
    try repo.run(["git", "merge", "-q", "feature"], allowed: [1])
    return repo
  }

  static func plain(_ repo: ScratchRepository, _ arguments: [String], stdin: String = "")
    -> ProcessRun.Outcome
  {
    repo.render(["diff", "--color", "never", "--width", "80"] + arguments, stdin: stdin)
  }

  @Test(arguments: [false, true])
  func gitDiffOfTheConflictedFileShowsPanels(diff3: Bool) throws {
    let repo = try Self.conflicted(diff3: diff3)
    let diff = try repo.run("git", "diff", "--no-color")
    #expect(diff.contains("++<<<<<<< HEAD"))
    let outcome = Self.plain(repo, ["-"], stdin: diff)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdoutText.split(separator: "\n").map(String.init)
    let ours = try #require(lines.firstIndex { $0.hasPrefix("╭─ ours · HEAD ─") }, "\(lines)")
    let theirs = try #require(lines.firstIndex { $0.hasPrefix("├─ theirs · feature ─") })
    #expect(lines[ours + 1].hasSuffix("return 100  # ours"), "\(lines)")
    #expect(lines[theirs + 1].hasSuffix("return 10  # theirs"))
    #expect(lines[theirs + 2].hasPrefix("╰─"))
    let base = lines.firstIndex { $0.hasPrefix("├─ base · ") }
    #expect((base != nil) == diff3, "\(lines)")
    if let base { #expect(lines[base + 1].hasSuffix("return 1")) }
    // The markers became the panels' rules; the rest of the hunk is there as context.
    #expect(!outcome.stdoutText.contains("<<<<<<<"))
    #expect(outcome.stdoutText.contains("def other():"))
  }

  @Test(arguments: [false, true])
  func theConflictedFileItselfShowsPanelsAndEveryLine(diff3: Bool) throws {
    let repo = try Self.conflicted(diff3: diff3)
    let file = try String(contentsOfFile: repo.path + "/calc.py", encoding: .utf8)
    let outcome = Self.plain(repo, ["calc.py"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let text = outcome.stdoutText
    #expect(text.contains("╭─ ours · HEAD ─"), "\(text)")
    #expect(text.contains("├─ theirs · feature ─"))
    #expect(text.contains("├─ base · ") == diff3)
    // Numbered by the file's own lines: ours is line 3 of the file.
    #expect(text.contains("│ 3     return 100  # ours"), "\(text)")
    // Nothing lost: every line that is not a marker is in the output, in order.
    var rest = Substring(text)
    for line in file.split(separator: "\n", omittingEmptySubsequences: false)
    where !line.hasPrefix("<<<<<<<") && !line.hasPrefix("|||||||") && !line.hasPrefix("=======")
      && !line.hasPrefix(">>>>>>>") && !line.isEmpty
    {
      let found = try #require(rest.range(of: line), "\(line) missing from\n\(text)")
      rest = rest[found.upperBound...]
    }
    // With colour, the sides are highlighted as Python.
    let colored = repo.render(["diff", "--color", "always", "calc.py"])
    #expect(colored.stdoutText.contains("\u{1B}["))
  }

  @Test func htmlAndJSONCarryTheTypedRegion() throws {
    let repo = try Self.conflicted(diff3: true)
    let diff = try repo.run("git", "diff", "--no-color")
    let html = repo.render(["diff", "--format", "html", "-"], stdin: diff)
    #expect(html.status == 0, "\(html.stderr)")
    #expect(
      html.stdoutText.contains(
        "<tr class=\"ir-side ir-ours\"><td colspan=\"3\">ours · HEAD</td></tr>"))
    #expect(
      html.stdoutText.contains(
        "<tr class=\"ir-side ir-theirs\"><td colspan=\"3\">theirs · feature</td></tr>"))
    #expect(html.stdoutText.contains("ir-side ir-base"))
    let fileHTML = repo.render(["diff", "--format", "html", "calc.py"])
    #expect(fileHTML.stdoutText.contains("<table class=\"ir-hunks ir-unified ir-conflict\">"))

    let json = repo.render(["diff", "--format", "json", "-"], stdin: diff)
    let document = try #require(
      try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any], "\(json.stdoutText)")
    let files = try #require(document["files"] as? [[String: Any]])
    let hunk = try #require((files.first?["hunks"] as? [[String: Any]])?.first)
    let lines = try #require(hunk["lines"] as? [[String: Any]])
    let conflict = try #require((hunk["conflicts"] as? [[String: Any]])?.first)
    let ours = try #require(conflict["ours"] as? [String: Any])
    #expect(ours["label"] as? String == "HEAD")
    let start = try #require(ours["start"] as? Int)
    #expect((lines[start]["text"] as? String)?.contains("# ours") == true)
    let opening = try #require(conflict["start"] as? Int)
    #expect(lines[opening]["text"] as? String == "<<<<<<< HEAD")
    #expect((conflict["base"] as? [String: Any])?["label"] != nil)

    let fileJSON = repo.render(["diff", "--format", "json", "calc.py"])
    let whole = try #require(
      try JSONSerialization.jsonObject(with: fileJSON.stdout) as? [String: Any])
    let region = try #require((whole["conflicts"] as? [[String: Any]])?.first)
    #expect(region["inputLine"] as? Int == 2)
    #expect((region["theirs"] as? [String: Any])?["label"] as? String == "feature")
  }

  @Test func anUnclosedRegionIsTextWithAWarning() throws {
    let repo = try ScratchRepository()
    let outcome = Self.plain(repo, ["-"], stdin: "a\n<<<<<<< HEAD\nmine\n=======\ntheirs\n")
    #expect(outcome.status == 0)
    #expect(
      outcome.stdoutText == "a\n<<<<<<< HEAD\nmine\n=======\ntheirs\n", "\(outcome.stdoutText)")
    #expect(
      outcome.stderr.contains("<stdin>:2:1: the conflict region opened here has no closing"),
      "\(outcome.stderr)")
  }
}
