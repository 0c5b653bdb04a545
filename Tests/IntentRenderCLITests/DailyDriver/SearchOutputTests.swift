import Foundation
import TestSupport
import Testing

/// `git grep`, `rg --json` and `git blame` output given to `diff` (#33 "delta"): recognised
/// from the input itself, shown file by file with line numbers, the code highlighted by the
/// file's language, matches emphasised, blame's commit, author and date in columns, and every
/// input line's text in the output. Inputs are made by the real tools in a real repository.
@Suite(.enabled(if: ScratchRepository.has("git")))
struct SearchOutputTests {
  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write(
      "src/rate.py",
      "import math\n\n\ndef rate(total):\n    return total * 2\n\n\ndef other():\n    return math.pi\n"
    )
    try repo.write("docs/notes.md", "# Notes\n\nThe rate is doubled: return it.\n")
    try repo.commitAll("first")
    try repo.write(
      "src/rate.py",
      "import math\n\n\ndef rate(total):\n    return total * 3\n\n\ndef other():\n    return math.pi\n"
    )
    try repo.commitAll("second")
    return repo
  }

  /// Every line of `input`'s own text (what follows its path and number) is in `output`.
  static func expectNothingLost(_ texts: [String], in output: String) {
    for text in texts where !text.isEmpty {
      #expect(output.contains(text), "missing \(text.debugDescription) in\n\(output)")
    }
  }

  static let sourceLines = [
    "import math", "def rate(total):", "    return total * 3", "def other():",
    "    return math.pi",
  ]

  @Test(arguments: [
    ["-n"], ["-n", "-C1"], ["-n", "--heading", "--break"], ["-n", "-z"], [],
  ])
  func gitGrepInEveryForm(options: [String]) throws {
    let repo = try Self.repository()
    let input = try repo.run(["git", "grep", "--no-color"] + options + ["return"])
    #expect(!input.isEmpty)
    let outcome = repo.render(["diff", "--color", "never", "-"], stdin: input)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let text = outcome.stdoutText
    #expect(text.contains(" src/rate.py  · grep"), "\(text)")
    #expect(text.contains(" docs/notes.md  · grep"))
    if options.contains("-n") {
      #expect(text.contains("5 │     return total * 3"), "\(text)")
    } else {
      #expect(text.contains("│     return total * 3"), "\(text)")
    }
    Self.expectNothingLost(
      ["    return total * 3", "    return math.pi", "The rate is doubled: return it."], in: text)
    if options.contains("-C1") {
      Self.expectNothingLost(["def rate(total):", "def other():"], in: text)
    }
    // Not a diff: no `+`/`-` markers, no text line left raw.
    #expect(!text.contains("src/rate.py:"))
  }

  @Test func coloredGitGrepEmphasisesTheMatchAndHighlightsTheCode() throws {
    let repo = try Self.repository()
    let input = try repo.run("git", "grep", "--color=always", "-n", "math")
    let outcome = repo.render(
      ["diff", "--color", "always", "--theme", "dark", "-"], stdin: input,
      environment: ["COLORTERM": "truecolor"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let explained = ANSIExplainer.explain(outcome.stdoutText)
    // The match has the emphasis background and bold; `import` is coloured as a Python keyword.
    #expect(
      explained.range(of: #"\[bold[^\]]* bg=#[0-9A-F]{6}\]math\[/\]"#, options: .regularExpression)
        != nil, "\(explained)")
    // Unmatched words have no emphasis background.
    #expect(!explained.contains("bg=#2B6A3A]import"))
    #expect(
      explained.range(of: #"\[fg=#[0-9A-F]{6}[^\]]*\]import\[/\]"#, options: .regularExpression)
        != nil, "\(explained)")
  }

  @Test(.enabled(if: ScratchRepository.has("rg"), "ripgrep missing"))
  func ripgrepJSONRecordsWithSubmatchesAndContext() throws {
    let repo = try Self.repository()
    let input = try repo.run("rg", "--json", "-C1", "--sort", "path", "return")
    let outcome = repo.render(["diff", "--color", "never", "-"], stdin: input)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let text = outcome.stdoutText
    #expect(text.contains(" src/rate.py  · rg"), "\(text)")
    #expect(text.contains("5 │     return total * 3"))
    Self.expectNothingLost(
      Self.sourceLines.filter { $0 != "import math" } + ["The rate is doubled: return it."],
      in: text)
    #expect(!text.contains("{\"type\""))
    let json = repo.render(["diff", "--format", "json", "-"], stdin: input)
    let document = try #require(
      try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any], "\(json.stdoutText)")
    let listings = try #require(document["listings"] as? [[String: Any]])
    let rate = try #require(listings.first { $0["path"] as? String == "src/rate.py" })
    let lines = try #require(rate["lines"] as? [[String: Any]])
    let match = try #require(lines.first { $0["number"] as? Int == 5 })
    #expect(match["context"] as? Bool == false)
    let ranges = try #require(match["matches"] as? [[String: Int]])
    #expect(ranges == [["start": 4, "end": 10]])
    #expect(lines.contains { $0["context"] as? Bool == true })
  }

  @Test(arguments: [false, true])
  func gitBlameInColumns(porcelain: Bool) throws {
    let repo = try Self.repository()
    let input = try repo.run(
      ["git", "blame"] + (porcelain ? ["--porcelain"] : []) + ["src/rate.py"])
    let outcome = repo.render(["diff", "--color", "never", "-"], stdin: input)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let text = outcome.stdoutText
    let second = try repo.run("git", "rev-parse", "--short=8", "HEAD").trimmingCharacters(
      in: .whitespacesAndNewlines)
    // The changed line is the second commit's, by its author, on the commit date.
    let changed = try #require(
      text.split(separator: "\n").first { $0.hasSuffix("return total * 3") }, "\(text)")
    #expect(changed.hasPrefix(second), "\(changed)")
    #expect(changed.contains("Test Author 2024-01-02"), "\(changed)")
    #expect(changed.contains(" 5 │ "))
    Self.expectNothingLost(Self.sourceLines, in: text)
    if porcelain {
      #expect(text.contains(" src/rate.py  · git blame"))
      #expect(!text.contains("author-time"))
      // The path is known: the code is highlighted.
      let colored = repo.render(
        ["diff", "--color", "always", "--theme", "dark", "-"], stdin: input,
        environment: ["COLORTERM": "truecolor"])
      let explained = ANSIExplainer.explain(colored.stdoutText)
      #expect(
        explained.range(of: #"\[fg=#[0-9A-F]{6}[^\]]*\]def\[/\]"#, options: .regularExpression)
          != nil, "\(explained)")
    }
  }

  /// A diff is still a diff, and text that only looks a little like grep stays text.
  @Test func diffsAndPlainTextAreNotListings() throws {
    let repo = try Self.repository()
    let log = try repo.run("git", "log", "-p", "-1", "--no-color")
    let outcome = repo.render(["diff", "--color", "never", "-"], stdin: log)
    #expect(outcome.stdoutText.contains("src/rate.py  · +1 −1"), "\(outcome.stdoutText)")
    let status = repo.render(
      ["diff", "--color", "never", "-"], stdin: "Note: nothing here\nagain: none\n")
    #expect(status.stdoutText == "Note: nothing here\nagain: none\n")
  }
}
