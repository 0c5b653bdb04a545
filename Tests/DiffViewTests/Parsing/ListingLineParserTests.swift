import Testing

@testable import DiffView

/// The line forms of git-grep(1), rg's JSON lines and git-blame(1), and what is not one.
@Suite struct ListingLineParserTests {
  @Test(
    arguments: [
      ("src/a.py:12:x = 1", "src/a.py", 12, "x = 1", false),
      ("src/a-b.py-13-y = 2", "src/a-b.py", 13, "y = 2", true),
      ("src/a.py\u{0}14\u{0}z:3", "src/a.py", 14, "z:3", false),
      ("docs/read.me:plain text: here", "docs/read.me", nil, "plain text: here", false),
    ] as [(String, String, Int?, String, Bool)])
  func grepForms(line: String, path: String, number: Int?, text: String, context: Bool) throws {
    let parsed = try #require(ListingLineParser.grep(line, heading: nil, current: nil))
    #expect(parsed.path == path)
    #expect(parsed.line.number == number)
    #expect(parsed.line.text == text)
    #expect(parsed.line.isContext == context)
    #expect(ListingLineParser.detect(line) == .grep)
  }

  @Test(arguments: [
    "Note: nothing", "diff --git a/x b/x", "commit 0123456789abcdef", "key: value",
    "https://example.org:80/x", "--- a/x", "Changes to be committed:", "* main",
  ])
  func otherFirstLinesAreNoListing(line: String) {
    #expect(ListingLineParser.detect(line) == nil)
  }

  @Test func blameDefaultWithAndWithoutAPath() throws {
    let plain = try #require(
      ListingLineParser.blame("^1a2b3c4 (Ann Lee 2024-01-02 03:04:05 +0100 7) return (x) # )"))
    #expect(plain.path == nil)
    #expect(plain.line.number == 7)
    #expect(plain.line.text == "return (x) # )")
    #expect(
      plain.line.blame
        == SourceListing.BlameInfo(commit: "^1a2b3c4", author: "Ann Lee", date: "2024-01-02"))
    let withPath = try #require(
      ListingLineParser.blame("1a2b3c4d src/a.py (Bo 2024-01-02 03:04:05 -0500 10) "))
    #expect(withPath.path == "src/a.py")
    #expect(withPath.line.text == "")
  }

  /// Lines of git blame's other forms, as git 2.39 prints them: (line, path, original
  /// number, author, date, text).
  @Test(
    arguments: [
      ("^cd50157 1) import math", nil, nil, "", "", "import math"),
      ("96b0bc60 rate.py 4 4)     return x", "rate.py", 4, "", "", "    return x"),
      (
        "cd501571\t(   Ann Lee\t2024-01-02 03:04:05 +0100\t12)def f():", nil, nil, "Ann Lee",
        "2024-01-02", "def f():"
      ),
      (
        "         rate.py  3 (Ann Lee  2024-01-02 03:04:05 +0100 3) x", "rate.py", 3, "Ann Lee",
        "2024-01-02", "x"
      ),
      ("^cd50157 (Ann Lee 1704161045 +0100 1) a", nil, nil, "Ann Lee", "2024-01-02", "a"),
      (
        "96b0bc60 (Ann Lee 2 years, 11 months ago 14) b (1)", nil, nil, "Ann Lee",
        "2 years, 11 months ago", "b (1)"
      ),
      (
        "96b0bc60 (<a@b.org> 2024-01-02T03:04:05+01:00 2) c", nil, nil, "<a@b.org>",
        "2024-01-02", "c"
      ),
      (
        "96b0bc60 (Ann Lee Tue, 2 Jan 2024 03:04:05 +0100 2) d", nil, nil, "Ann Lee",
        "Tue, 2 Jan 2024 03:04:05 +0100", "d"
      ),
    ] as [(String, String?, Int?, String, String, String)])
  func blameForms(
    line: String, path: String?, original: Int?, author: String, date: String, text: String
  ) throws {
    let parsed = try #require(ListingLineParser.blame(line, strict: false))
    #expect(parsed.path == path)
    #expect(parsed.line.text == text)
    #expect(parsed.line.blame?.originalLine == original)
    #expect(parsed.line.blame?.author == author)
    #expect(parsed.line.blame?.date == date)
  }

  /// What only looks a little like blame does not decide that an input is blame's.
  @Test(arguments: [
    "abc1 12) item", "1) first point", "         rate.py  1) x", "cafe (see 2024) 3) x",
    "deadbeef (Ann, my notes 3) x",
  ])
  func notBlameAsAFirstLine(line: String) {
    #expect(ListingLineParser.blame(line) == nil)
    #expect(ListingLineParser.detect(line) != .blame)
  }

  @Test func ripgrepRecords() throws {
    let match = try #require(
      ListingLineParser.ripgrep(
        #"{"type":"match","data":{"path":{"text":"a.py"},"lines":{"text":"  return x\n"},"line_number":3,"submatches":[{"match":{"text":"return"},"start":2,"end":8},{"start":9,"end":99}]}}"#
      ))
    #expect(match.type == "match")
    #expect(match.path == "a.py")
    #expect(match.line?.text == "  return x")
    // A submatch past the line's end is dropped, not trusted.
    #expect(match.line?.matches == [2..<8])
    #expect(ListingLineParser.ripgrep(#"{"type":"other"}"#) == nil)
    #expect(ListingLineParser.ripgrep("{not json") == nil)
  }
}
