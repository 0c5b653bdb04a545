import DiffView
import Foundation
import Testing

/// Parses diffs made by the real git in a temporary repository.
@Suite(.enabled(if: GitFixture.available, "git is not installed"))
struct DiffParserGitTests {
  func files(_ text: String) -> [DiffFile] {
    let (events, diagnostics) = DiffParser.parseAll(text)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return events.compactMap {
      if case .file(let file) = $0 { return file }
      return nil
    }
  }

  /// Every hunk line's text equals the source line its numbers point to.
  func checkLineNumbers(_ file: DiffFile, old: String?, new: String?) {
    let oldLines = old.map(Self.lines) ?? []
    let newLines = new.map(Self.lines) ?? []
    var mismatches: [String] = []
    for hunk in file.hunks {
      for line in hunk.lines {
        if let n = line.oldLine, !(n >= 1 && n <= oldLines.count && oldLines[n - 1] == line.text) {
          mismatches.append("old \(n)")
        }
        if let n = line.newLine, !(n >= 1 && n <= newLines.count && newLines[n - 1] == line.text) {
          mismatches.append("new \(n)")
        }
        if (line.oldLine == nil) != (line.kind == .added) {
          mismatches.append("old side of \(line)")
        }
        if (line.newLine == nil) != (line.kind == .removed) {
          mismatches.append("new side of \(line)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 0x0D ? $0.dropLast() : $0, as: UTF8.self)
    }
    if text.utf8.last == 0x0A { lines.removeLast() }
    return lines
  }

  @Test func modificationLineNumbersMatchSources() throws {
    let repo = try GitFixture()
    let old = (1...60).map { "line \($0)" }.joined(separator: "\n") + "\n"
    var newLines = (1...60).map { "line \($0)" }
    newLines[4] = "line five changed"
    newLines.insert("inserted after 30", at: 30)
    newLines.remove(at: 50)
    let new = newLines.joined(separator: "\n") + "\n"
    try repo.write("notes.txt", old)
    try repo.commit("first")
    try repo.write("notes.txt", new)
    let parsed = files(try repo.git("diff"))
    #expect(parsed.count == 1)
    let file = try #require(parsed.first)
    #expect(file.oldPath == "notes.txt" && file.newPath == "notes.txt")
    #expect(file.status == .modified)
    #expect(file.oldMode == "100644" && file.newMode == "100644")
    #expect(file.hunks.count == 3)
    checkLineNumbers(file, old: old, new: new)
  }

  @Test func renameWithSimilarityAndModeChange() throws {
    let repo = try GitFixture()
    let body = (1...20).map { "fn item\($0)() {}" }.joined(separator: "\n") + "\n"
    try repo.write("src/old name.rs", body)
    try repo.write("run.sh", "echo hi\n")
    try repo.commit("first")
    try repo.git("mv", "src/old name.rs", "src/new name.rs")
    try repo.write(
      "src/new name.rs", body.replacingOccurrences(of: "item3()", with: "item3(x: u8)"))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: repo.directory.appendingPathComponent("run.sh").path
    )
    try repo.git("add", "-A")
    let parsed = files(try repo.git("diff", "--cached", "-M"))
    let rename = try #require(parsed.first { $0.status == .renamed })
    #expect(rename.oldPath == "src/old name.rs")
    #expect(rename.newPath == "src/new name.rs")
    #expect((80...99).contains(rename.similarity ?? 0))
    #expect(rename.hunks.count == 1)
    let mode = try #require(parsed.first { $0.newPath == "run.sh" })
    #expect(mode.oldMode == "100644" && mode.newMode == "100755")
    #expect(mode.hunks.isEmpty && mode.status == .modified)
  }

  @Test func binaryFilesAndBinaryPatches() throws {
    let repo = try GitFixture()
    try repo.write("image.bin", Data([0, 1, 2, 3, 255, 0, 7]))
    try repo.write("after.txt", "text\n")
    try repo.commit("first")
    try repo.write("image.bin", Data([0, 9, 9, 3, 255, 0, 7, 8]))
    let plain = files(try repo.git("diff"))
    #expect(plain.count == 1)
    #expect(plain[0].binary && plain[0].newPath == "image.bin")
    try repo.write("after.txt", "text\nmore\n")
    let patch = files(try repo.git("diff", "--binary"))
    #expect(patch.count == 2)
    let image = try #require(patch.first { $0.newPath == "image.bin" })
    #expect(image.binary && image.binarySummary == "GIT binary patch")
    let text = try #require(patch.first { $0.newPath == "after.txt" })
    #expect(text.hunks.count == 1 && !text.binary)
  }

  @Test func addedDeletedAndNoNewlineAtEnd() throws {
    let repo = try GitFixture()
    try repo.write("gone.txt", "bye\n")
    try repo.write("tail.txt", "a\nb")
    try repo.commit("first")
    try FileManager.default.removeItem(at: repo.directory.appendingPathComponent("gone.txt"))
    try repo.write("tail.txt", "a\nc")
    try repo.write("new.txt", "hello\n")
    try repo.git("add", "-A")
    let parsed = files(try repo.git("diff", "--cached"))
    let gone = try #require(parsed.first { $0.oldPath == "gone.txt" })
    #expect(gone.status == .deleted && gone.newPath == nil && gone.oldMode == "100644")
    let added = try #require(parsed.first { $0.newPath == "new.txt" })
    #expect(added.status == .added && added.oldPath == nil && added.newMode == "100644")
    let tail = try #require(parsed.first { $0.newPath == "tail.txt" })
    let lines = tail.hunks[0].lines
    #expect(lines.map(\.text) == ["a", "b", "c"])
    #expect(lines.map(\.noNewlineAtEnd) == [false, true, true])
  }

  @Test func crlfContentKeepsTextWithoutCR() throws {
    let repo = try GitFixture()
    let old = "one\r\ntwo\r\nthree\r\n"
    let new = "one\r\n2\r\nthree\r\n"
    try repo.write("win.txt", old)
    try repo.commit("first")
    try repo.write("win.txt", new)
    let file = try #require(files(try repo.git("diff")).first)
    #expect(file.hunks[0].lines.map(\.text) == ["one", "two", "2", "three"])
    #expect(file.hunks[0].lines.allSatisfy { $0.hasCarriageReturn })
    checkLineNumbers(file, old: old, new: new)
  }

  @Test func quotedAndSpacedPaths() throws {
    let repo = try GitFixture()
    try repo.write("dir with space/café ü.txt", "x\n")
    try repo.write("tab\there.txt", "x\n")
    try repo.commit("first")
    try repo.write("dir with space/café ü.txt", "y\n")
    try repo.write("tab\there.txt", "y\n")
    let paths = files(try repo.git("diff")).map(\.newPath)
    #expect(paths.contains("dir with space/café ü.txt"))
    #expect(paths.contains("tab\there.txt"))
  }

  @Test func tenThousandLineHunk() throws {
    let repo = try GitFixture()
    let old = (1...10_000).map { "value_\($0) = \($0)" }.joined(separator: "\n") + "\n"
    let new = (1...10_000).map { "value_\($0) = \($0 * 2)" }.joined(separator: "\n") + "\n"
    try repo.write("big.py", old)
    try repo.commit("first")
    try repo.write("big.py", new)
    let file = try #require(files(try repo.git("diff")).first)
    #expect(file.hunks.count == 1)
    #expect(file.hunks[0].lines.count == 20_000)
    checkLineNumbers(file, old: old, new: new)
  }

  @Test func logWithCommitHeaders() throws {
    let repo = try GitFixture()
    try repo.write("a.txt", "1\n")
    try repo.commit("first commit\n\nWith a body line.")
    try repo.write("a.txt", "2\n")
    try repo.commit("second")
    let (events, diagnostics) = DiffParser.parseAll(try repo.git("log", "-p", "--decorate"))
    #expect(diagnostics.isEmpty)
    let commits = events.compactMap { event -> DiffCommit? in
      if case .commit(let commit) = event { return commit }
      return nil
    }
    #expect(commits.count == 2)
    #expect(commits[0].message == "second")
    #expect(commits[1].message == "first commit\n\nWith a body line.")
    #expect(commits[0].author == "Test Author <author@example.com>")
    #expect(commits[0].decorations?.contains("main") == true)
    #expect(commits.allSatisfy { $0.hash.count == 40 } == true)
    // Each commit header is followed by its file.
    let kinds = events.map { event -> String in
      switch event {
      case .commit: return "commit"
      case .file: return "file"
      case .text, .coloredText: return "text"
      case .conflict: return "conflict"
      case .listing: return "listing"
      }
    }
    #expect(kinds == ["commit", "file", "commit", "file"])
  }

  @Test func combinedDiffOfAMerge() throws {
    let repo = try GitFixture()
    try repo.write("f.txt", "base\nkeep\n")
    try repo.commit("base")
    try repo.git("checkout", "-q", "-b", "side")
    try repo.write("f.txt", "side\nkeep\n")
    try repo.commit("side")
    try repo.git("checkout", "-q", "main")
    try repo.write("f.txt", "main\nkeep\n")
    try repo.commit("main")
    try repo.git(["merge", "-q", "side"], allowed: [0, 1])
    try repo.write("f.txt", "merged\nkeep\n")
    try repo.commit("merge")
    let (events, diagnostics) = DiffParser.parseAll(try repo.git("show", "--cc", "HEAD"))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let file = try #require(
      events.compactMap { event -> DiffFile? in
        if case .file(let file) = event { return file }
        return nil
      }.first)
    #expect(file.isCombined && file.newPath == "f.txt")
    let lines = try #require(file.hunks.first).lines
    #expect(
      lines.contains { $0.kind == .added && $0.text == "merged" && $0.combinedMarkers == "++" })
    #expect(lines.contains { $0.kind == .removed && $0.text == "main" })
    #expect(lines.last?.kind == .context && lines.last?.newLine == 2)
  }
}
