import DiffView
import Foundation
import Testing

/// The diff shapes real git prints (fixtures under `Fixtures/DiffView/git`, made by
/// `scripts/make-diff-fixtures.sh`): merges, octopus merges, `--graph`, fuller and raw headers,
/// word diffs, binary patches, CRLF.
struct GitShapesTests {
  /// `git show --cc` of a two-parent merge: one count per parent, so the hunk ends only when
  /// both parents' and the result's lines are used, and every line is numbered per parent.
  @Test(arguments: ["git/merge-cc.diff", "git/merge-combined.diff", "git/log-cc.diff"])
  func mergeHunksKeepEveryLine(_ name: String) throws {
    let (events, diagnostics) = try DiffFixtures.parse(name)
    #expect(diagnostics.isEmpty)
    let greek = try #require(
      events.compactMap { if case .file(let f) = $0, f.isCombined { f } else { nil } }.first)
    let hunk = greek.hunks[0]
    #expect(hunk.parentRanges == [.init(start: 1, count: 8), .init(start: 1, count: 8)])
    #expect(hunk.lines.count == 14)
    let beta = try #require(hunk.lines.first { $0.text == "beta (both)" })
    #expect(beta.combinedMarkers == "++")
    #expect(beta.parentLines == [nil, nil])
    #expect(beta.newLine == 2)
    let side = try #require(hunk.lines.first { $0.text == "beta (side)" })
    #expect(side.parentLines == [nil, 2])
    #expect(side.kind == .removed)
    let iota = try #require(hunk.lines.last)
    #expect(iota.text == "iota")
    #expect(iota.newLine == 9)
    // The last line of each parent is numbered 8.
    for parent in 0..<2 {
      #expect(hunk.lines.compactMap { $0.parentLines?[parent] }.max() == 8)
    }
  }

  /// A 3-parent octopus: each parent's numbers run 1…7 without gaps or repeats.
  @Test func octopusNumbersEachParent() throws {
    let files = try DiffFixtures.files("git/octopus3-cc.diff")
    let hunk = try #require(files.first?.hunks.first)
    #expect(hunk.parents == 3)
    for parent in 0..<3 {
      #expect(hunk.lines.compactMap { $0.parentLines?[parent] } == Array(1...7))
    }
    #expect(hunk.lines.compactMap(\.newLine) == Array(1...8))
  }

  /// Octopus merges of 63 and 66 parents, as git prints them: every printed line is kept and
  /// numbered on the result's side; git's own miscounts are one warning that says why.
  @Test(arguments: [("git/octopus63-cc.diff", 63), ("git/octopus66-cc.diff", 66)])
  func largeOctopusKeepsEveryPrintedLine(_ name: String, parents: Int) throws {
    let (events, diagnostics) = try DiffFixtures.parse(name)
    let files = events.compactMap { if case .file(let f) = $0 { f } else { nil } }
    #expect(files.count == 1)
    let hunk = try #require(files.first?.hunks.first)
    #expect(hunk.parents == parents)
    let printed = try String(decoding: DiffFixtures.data(name), as: UTF8.self)
      .split(separator: "\n").drop { !$0.hasPrefix("@@") }.dropFirst()
    #expect(hunk.lines.count == printed.count)
    #expect(hunk.lines.compactMap(\.newLine) == Array(1...(parents + 5)))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("git") == true)
  }

  /// `git log --graph -p`: the graph column comes off every line, the commits keep it.
  @Test func graphLogParsesLikeThePlainLog() throws {
    let graph = try DiffFixtures.parse("git/graph.diff")
    let plain = try DiffFixtures.parse("git/log-cc.diff")
    #expect(graph.diagnostics.isEmpty)
    let graphFiles = graph.events.compactMap { if case .file(let f) = $0 { f } else { nil } }
    let plainFiles = plain.events.compactMap { if case .file(let f) = $0 { f } else { nil } }
    // Compared by lines (the graph's own lines shift the hunks' input line numbers), in any
    // order (`--graph` orders commits topologically).
    let graphLines = graphFiles.map { "\($0.hunks.map(\.lines))" }.sorted()
    #expect(graphLines == plainFiles.map { "\($0.hunks.map(\.lines))" }.sorted(), "differ")
    let commits = try DiffFixtures.commits("git/graph.diff")
    #expect(commits.map(\.graph) == ["*   ", "| * ", "* | ", "* "])
    let plainMessages = try DiffFixtures.commits("git/log-cc.diff").map(\.message)
    #expect(commits.map(\.message).sorted() == plainMessages.sorted())
  }

  /// A graph log after other text is still read as one.
  @Test func graphAfterOtherText() throws {
    let text =
      "Some note first\n" + String(decoding: try DiffFixtures.data("git/graph.diff"), as: UTF8.self)
    let (events, diagnostics) = DiffParser.parseAll(text)
    #expect(diagnostics.isEmpty)
    #expect(events.first == .text("Some note first"))
    let files = events.compactMap { if case .file(let f) = $0 { f } else { nil } }
    #expect(files.count == 8)
  }

  /// `--format=fuller` and `--format=raw`: every header line, in order.
  @Test func everyCommitHeaderIsKeptInOrder() throws {
    let fuller = try #require(try DiffFixtures.commits("git/fuller.diff").first)
    #expect(
      fuller.headers.map(\.name) == ["Merge", "Author", "AuthorDate", "Commit", "CommitDate"])
    #expect(fuller.headers[3].value == "Cy Committer <cy@example.com>")
    #expect(fuller.author == "Ada Author <ada@example.com>")
    let raw = try #require(try DiffFixtures.commits("git/raw.diff").first)
    #expect(raw.headers.map(\.name) == ["tree", "parent", "parent", "author", "committer"])
    #expect(raw.headers.allSatisfy { !$0.hasColon })
    #expect(raw.message.hasPrefix("merge side"))
  }

  /// Word diffs: no warnings, the markers become changes of the right kind.
  @Test(arguments: [
    "git/word-diff.diff", "git/word-diff-plain.diff", "git/word-diff-porcelain.diff",
    "git/color-words.diff",
  ])
  func wordDiffsAreRecognised(_ name: String) throws {
    let (events, diagnostics) = try DiffFixtures.parse(name)
    #expect(diagnostics.isEmpty)
    let file = try #require(
      events.compactMap { if case .file(let f) = $0 { f } else { nil } }.first)
    let lines = file.hunks[0].lines
    #expect(lines.count == 4)
    #expect(lines.map(\.newLine) == [1, 2, 3, 4])
    #expect(lines[0].text == "The quick brownred fox")
    let changes = try #require(lines[0].wordChanges)
    #expect(
      changes == [.init(range: 10..<15, kind: .removed), .init(range: 15..<18, kind: .added)])
    #expect(lines[3].kind == .added)
  }

  /// A `diff --git` header right after a binary patch starts the next file, whatever its
  /// length (one of 36 bytes fits a base85 line's length rule).
  @Test func headerAfterABinaryPatchStartsAFile() throws {
    let files = try DiffFixtures.files("git/binary.diff")
    #expect(files.map(\.displayPath) == ["after-binary.txt", "blob.bin", "image.png"])
    #expect(files[1].binary && files[2].binary)
    #expect(files[2].status == .added)
  }

  /// CRLF → LF: the JSON says which lines had the CR.
  @Test func carriageReturnsAreInTheJSON() throws {
    let json = try JSONSerialization.jsonObject(with: DiffFixtures.json("git/crlf.diff"))
    let files = try #require((json as? [String: Any])?["files"] as? [[String: Any]])
    let hunk = try #require((files[0]["hunks"] as? [[String: Any]])?.first)
    let lines = try #require(hunk["lines"] as? [[String: Any]])
    #expect(
      lines.map { $0["carriageReturn"] as? Bool ?? false } == [
        true, true, true, false, false, false,
      ])
  }
}
