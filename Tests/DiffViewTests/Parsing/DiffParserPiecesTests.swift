import DiffView
import Foundation
import RenderSupport
import Testing

/// Files past the window come in pieces: bounded memory, and renderers that join the pieces
/// back into one file section.
struct DiffParserPiecesTests {
  /// A new file of `count` added lines in one hunk.
  static func addedFile(_ count: Int) -> String {
    var text = "diff --git a/x.txt b/x.txt\nnew file mode 100644\n--- /dev/null\n+++ b/x.txt\n"
    text += "@@ -0,0 +1,\(count) @@\n"
    for i in 0..<count { text += "+line \(i)\n" }
    return text
  }

  static func files(_ text: String) -> [DiffFile] {
    DiffParser.parseAll(text).events.compactMap {
      if case .file(let file) = $0 { return file }
      return nil
    }
  }

  func render(_ text: String, _ make: (DiffOutput) -> any DiffRenderer) -> String {
    var bytes: [UInt8] = []
    let output = DiffOutput { bytes.append(contentsOf: $0) }
    let pipeline = DiffPipeline(
      colorizer: FileColorizer(coloring: PlainColoring(foreground: .black, background: .white)))
    pipeline.run(parser: DiffParser(text: text), renderer: make(output)) { _ in }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func smallFileIsOnePiece() {
    let pieces = Self.files(Self.addedFile(1000))
    #expect(pieces.count == 1)
    #expect(!pieces[0].isContinuation && !pieces[0].continues)
  }

  @Test func largeHunkIsCutIntoPiecesThatKeepEveryLine() {
    let pieces = Self.files(Self.addedFile(150_000))
    #expect(pieces.count > 1)
    #expect(pieces.first?.isContinuation == false && pieces.first?.continues == true)
    #expect(pieces.last?.isContinuation == true && pieces.last?.continues == false)
    #expect(pieces.allSatisfy { $0.newPath == "x.txt" && $0.status == .added })
    let lines = pieces.flatMap { $0.hunks.flatMap(\.lines) }
    #expect(lines.map(\.newLine) == (1...150_000).map { Optional($0) })
    // No piece holds more than the hard limit.
    #expect(pieces.allSatisfy { $0.hunks.reduce(0) { $0 + $1.lines.count } <= 65_536 })
    #expect(pieces.first?.hunks.first?.isContinuation == false)
    #expect(pieces.dropFirst().allSatisfy { $0.hunks.first?.isContinuation == true })
  }

  /// A change block that reaches the window is not cut, so its lines still pair.
  @Test func changeBlockIsNotCutBelowTheHardLimit() {
    var text = "--- a/x\n+++ b/x\n@@ -1,34001 +1,34001 @@\n"
    for i in 0..<32_000 { text += " same \(i)\n" }
    for i in 0..<2_000 { text += "-old \(i)\n" }
    for i in 0..<2_000 { text += "+new \(i)\n" }
    text += " tail\n"
    let pieces = Self.files(text)
    #expect(pieces.count == 2)
    let first = pieces[0].hunks.flatMap(\.lines)
    #expect(first.filter { $0.kind == .removed }.count == 2_000)
    #expect(first.filter { $0.kind == .added }.count == 2_000)
  }

  @Test func jsonJoinsThePiecesIntoOneFileAndHunk() throws {
    let json = render(Self.addedFile(70_000)) {
      JSONDiffRenderer(output: $0, coloring: PlainColoring(foreground: .black, background: .white))
    }
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let files = try #require(root["files"] as? [[String: Any]])
    #expect(files.count == 1)
    let hunks = try #require(files[0]["hunks"] as? [[String: Any]])
    #expect(hunks.count == 1)
    let lines = try #require(hunks[0]["lines"] as? [[String: Any]])
    #expect(lines.count == 70_000)
    #expect(lines.last?["newLine"] as? Int == 70_000)
  }

  @Test func htmlJoinsThePiecesIntoOneSection() {
    for layout in [DiffRenderOptions.Layout.unified, .split] {
      let html = render(Self.addedFile(70_000) + Self.addedFile(3)) {
        HTMLDiffRenderer(output: $0, layout: layout, standalone: true, theme: nil)
      }
      #expect(html.components(separatedBy: "<details").count == 3)
      #expect(html.components(separatedBy: "</details>").count == 3)
      #expect(html.components(separatedBy: "<table").count == 3)
      #expect(html.components(separatedBy: "</table>").count == 3)
      #expect(html.components(separatedBy: "<tr class=\"ir-hunk\">").count == 3)
      // The index, written last, has the whole file's count.
      #expect(html.contains("<span class=\"ir-stat-add\">+70000</span>"))
    }
  }

  @Test func ansiShowsOneHeaderPerFileAndHunk() {
    var options = DiffRenderOptions()
    options.width = 80
    let text = render(Self.addedFile(70_000)) { ANSIDiffRenderer(output: $0, options: options) }
    #expect(text.components(separatedBy: "@@ -0,0 +1,70000 @@").count == 2)
    #expect(text.components(separatedBy: " x.txt").count == 2)
    #expect(text.contains("line 69999"))
  }
}
