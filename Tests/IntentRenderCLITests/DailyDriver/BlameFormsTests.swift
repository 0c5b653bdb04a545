import Foundation
import TestSupport
import Testing

/// Every form of `git blame` output given to `diff` (#33): recognised from its first line,
/// each line in its listing with its number, commit and what else the form gave, the
/// language from `--language`, else the path the output names, else the lines' own content
/// (a `#!` line), and every line of the input in the output. Inputs are made by the real git
/// in a real repository.
@Suite(.enabled(if: ScratchRepository.has("git"), "git missing"))
struct BlameFormsTests {
  static let script = [
    "#!/usr/bin/env python3", "import math", "", "def rate(total):", "    return total * 3",
    "", "print(rate(math.pi))",
  ]

  /// A script (named without an extension: only its `#!` line says Python), changed in a
  /// second commit, and a plain file without one.
  static func repository() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    var first = script
    first[4] = "    return total * 2"
    try repo.write("bin/rate", first.joined(separator: "\n") + "\n")
    try repo.write("notes", "alpha\nbeta\n")
    try repo.commitAll("first")
    try repo.write("bin/rate", script.joined(separator: "\n") + "\n")
    try repo.commitAll("second")
    return repo
  }

  /// The listings of `diff --format json` of `input`.
  static func listings(_ repo: ScratchRepository, _ input: String, _ extra: [String] = [])
    throws -> [[String: Any]]
  {
    let outcome = repo.render(["diff", "--format", "json"] + extra + ["-"], stdin: input)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any],
      "\(outcome.stdoutText)")
    return try #require(document["listings"] as? [[String: Any]], "\(outcome.stdoutText)")
  }

  static let forms: [[String]] = [
    [], ["-f"], ["-n"], ["-s"], ["-e"], ["-l"], ["-c"], ["-t"], ["-b"], ["--root"],
    ["--date=relative"], ["--date=short"], ["--date=iso-strict"], ["--date=rfc"],
    ["--date=default"], ["-f", "-n"], ["-s", "-f", "-n"], ["-c", "-t"], ["--abbrev=12"],
    ["--show-stats"], ["--porcelain"], ["--line-porcelain"],
  ]

  @Test(arguments: forms)
  func everyFormIsOneListingOfEveryLine(options: [String]) throws {
    let repo = try Self.repository()
    let input = try repo.run(["git", "blame"] + options + ["bin/rate"])
    let listings = try Self.listings(repo, input)
    try #require(listings.count == 1, "\(listings)")
    let listing = listings[0]
    #expect(listing["origin"] as? String == "blame")
    // The language comes from the `#!` line when the output names no file, else the name's
    // content too (the name has no extension).
    #expect(listing["language"] as? String == "Python", "\(listing)")
    let lines = try #require(listing["lines"] as? [[String: Any]])
    #expect(lines.map { $0["text"] as? String } == Self.script, "\(lines)")
    #expect(lines.map { $0["number"] as? Int } == Array(1...Self.script.count))
    let second = try repo.run("git", "rev-parse", "HEAD").prefix(4)
    for (index, line) in lines.enumerated() {
      let blame = try #require(line["blame"] as? [String: Any], "\(line)")
      let commit = try #require(blame["commit"] as? String)
      // The changed line is the second commit's; `-b` blanks only the boundary commit's.
      if index == 4 {
        #expect(commit.hasPrefix(String(second)), "\(blame)")
      } else if !options.contains("-b") {
        #expect(!commit.isEmpty)
      }
      if options.contains("-s") {
        #expect(blame["author"] as? String == "")
      } else {
        let author = options.contains("-e") ? "<author@example.com>" : "Test Author"
        #expect(blame["author"] as? String == author, "\(blame)")
        let date = try #require(blame["date"] as? String)
        if ["--date=relative", "--date=rfc", "--date=default"].contains(options.first ?? "") {
          #expect(date.contains("ago") || date.contains("2024"), "\(date)")
        } else {
          #expect(date == "2024-01-02", "\(blame)")
        }
      }
      if options.contains("-n") || options.contains("--porcelain")
        || options.contains("--line-porcelain")
      {
        #expect(blame["originalLine"] as? Int == index + 1, "\(blame)")
      }
    }
    // In the terminal: the lines, and no input line left raw; a listing that names no file
    // says the language its content showed.
    let outcome = repo.render(["diff", "--color", "never", "-"], stdin: input)
    #expect(outcome.status == 0)
    let title = try #require(outcome.stdoutText.split(separator: "\n").first)
    #expect(title == " bin/rate  · git blame" || title == " git blame  · Python", "\(title)")
    for text in Self.script where !text.isEmpty {
      #expect(outcome.stdoutText.contains("│ " + text), "\(text) in\n\(outcome.stdoutText)")
    }
    #expect(!outcome.stdoutText.contains("(Test Author"), "\(outcome.stdoutText)")
    #expect(!outcome.stdoutText.contains("author-time"))
    if options.contains("--show-stats") {
      #expect(outcome.stdoutText.contains("num read blob:"))
    }
  }

  /// The code is coloured as the language found, in the terminal too.
  @Test func theCodeIsHighlightedFromItsFirstLine() throws {
    let repo = try Self.repository()
    let input = try repo.run("git", "blame", "bin/rate")
    let outcome = repo.render(
      ["diff", "--color", "always", "--theme", "dark", "-"], stdin: input,
      environment: ["COLORTERM": "truecolor"])
    let explained = ANSIExplainer.explain(outcome.stdoutText)
    #expect(
      explained.range(of: #"\[fg=#[0-9A-F]{6}[^\]]*\]def\[/\]"#, options: .regularExpression)
        != nil, "\(explained)")
  }

  /// Lines that say nothing of their language stay plain, unless `--language` names it.
  @Test func aFileWithoutSignsTakesTheLanguageGiven() throws {
    let repo = try Self.repository()
    let input = try repo.run("git", "blame", "notes")
    let plain = try Self.listings(repo, input)
    #expect(plain.first?["language"] is NSNull, "\(plain)")
    let lines = try #require(plain.first?["lines"] as? [[String: Any]])
    #expect(lines.map { $0["text"] as? String } == ["alpha", "beta"])
    let given = try Self.listings(repo, input, ["-l", "ruby"])
    #expect(given.first?["language"] as? String == "Ruby", "\(given)")
    let unknown = repo.render(["diff", "--language", "no-such-language", "-"], stdin: input)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("unknown language 'no-such-language'"), "\(unknown.stderr)")
  }

  /// A renamed file's older lines name its old path: still one listing, in order, named by
  /// the file's name now (its uncommitted line's), each other line saying where it came from.
  @Test(arguments: [[], ["--porcelain"], ["-C", "-C"]])
  func aRenamedFileStaysOneListing(options: [String]) throws {
    let repo = try Self.repository()
    try repo.run("git", "mv", "bin/rate", "bin/rate2")
    try repo.commitAll("rename")
    try repo.write("bin/rate2", (Self.script + ["# new"]).joined(separator: "\n") + "\n")
    let input = try repo.run(["git", "blame"] + options + ["bin/rate2"])
    let listings = try Self.listings(repo, input)
    try #require(listings.count == 1, "\(listings)")
    let lines = try #require(listings[0]["lines"] as? [[String: Any]])
    #expect(lines.map { $0["text"] as? String } == Self.script + ["# new"])
    let paths = Set(
      lines.map { line in
        ((line["blame"] as? [String: Any])?["originalPath"] as? String)
          ?? (listings[0]["path"] as? String) ?? ""
      })
    #expect(paths == ["bin/rate", "bin/rate2"], "\(lines)")
    #expect(listings[0]["path"] as? String == "bin/rate2")
  }

  /// Two `-L` ranges are one listing with a break between them.
  @Test func rangesAreSeparatedByABreak() throws {
    let repo = try Self.repository()
    let input = try repo.run("git", "blame", "-L", "1,2", "-L", "5,6", "bin/rate")
    let listings = try Self.listings(repo, input)
    try #require(listings.count == 1, "\(listings)")
    let lines = try #require(listings[0]["lines"] as? [[String: Any]])
    #expect(lines.map { $0["number"] as? Int } == [1, 2, nil, 5, 6])
    #expect(lines[2]["break"] as? Bool == true)
    let outcome = repo.render(["diff", "--color", "never", "-"], stdin: input)
    #expect(outcome.stdoutText.contains("\n⋯\n"), "\(outcome.stdoutText)")
  }

  /// Two blames one after the other are two listings; `--incremental` (no line text) is
  /// kept as text, every line of it.
  @Test func concatenatedAndIncrementalOutput() throws {
    let repo = try Self.repository()
    let twice = try repo.run("git", "blame", "bin/rate") + repo.run("git", "blame", "bin/rate")
    #expect(try Self.listings(repo, twice).count == 2)
    let incremental = try repo.run("git", "blame", "--incremental", "bin/rate")
    let outcome = repo.render(["diff", "--color", "never", "-"], stdin: incremental)
    #expect(outcome.status == 0)
    for line in incremental.split(separator: "\n") {
      #expect(outcome.stdoutText.contains(line), "\(line) in\n\(outcome.stdoutText)")
    }
  }
}
