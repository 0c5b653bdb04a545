import DiffView
import Foundation
import RenderSupport
import Testing

/// What the renderers make of the shapes real git prints.
struct GitShapesRenderTests {
  static func html(_ name: String) throws -> String {
    String(
      decoding: try DiffFixtures.render(name) {
        HTMLDiffRenderer(output: $0, layout: .unified, standalone: false, theme: nil)
      }.0, as: UTF8.self)
  }

  static func text(_ name: String, width: Int = 100) throws -> String {
    var options = DiffRenderOptions()
    options.layout = .unified
    options.width = width
    options.colorLevel = .none
    return String(
      decoding: try DiffFixtures.render(name) { ANSIDiffRenderer(output: $0, options: options) }.0,
      as: UTF8.self)
  }

  /// A CRLF → LF change is visible in HTML: the removed lines carry the CR mark.
  @Test func carriageReturnIsMarkedInHTML() throws {
    let html = try Self.html("git/crlf.diff")
    #expect(html.components(separatedBy: "class=\"ir-cr\"").count - 1 == 4)
  }

  /// Fuller headers in every output, in order.
  @Test func fullerHeadersInEveryOutput() throws {
    let names = ["Merge:", "Author:", "AuthorDate:", "Commit:", "CommitDate:"]
    for output in [try Self.text("git/fuller.diff"), try Self.html("git/fuller.diff")] {
      let positions = names.map { output.range(of: $0)?.lowerBound }
      #expect(positions.allSatisfy { $0 != nil })
      #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }
    let json = String(decoding: try DiffFixtures.json("git/fuller.diff"), as: UTF8.self)
    #expect(json.contains("{\"name\":\"CommitDate\",\"value\":\"Tue Nov 14 22:17:50 2023 +0000\"}"))
  }

  /// The graph column is drawn beside each commit.
  @Test func graphBesideTheCommits() throws {
    let text = try Self.text("git/graph.diff")
    #expect(text.contains("*   commit 983ea823"))
    #expect(text.contains("| * commit 034ebecc"))
    let html = try Self.html("git/graph.diff")
    #expect(html.contains("<span class=\"ir-graph\">| * </span>commit 034ebecc"))
  }

  /// Word diffs: emphasis in colour, git's markers without it.
  @Test func wordDiffMarkersBecomeEmphasis() throws {
    #expect(try Self.text("git/word-diff.diff").contains("The quick [-brown-]{+red+} fox"))
    let html = try Self.html("git/word-diff-porcelain.diff")
    #expect(html.contains("<del class=\"ir-wdel\">brown</del><ins class=\"ir-wadd\">red</ins>"))
  }

  /// `--stat` blocks: one `<pre>` per run of text lines, its lines kept together.
  @Test func statBlocksAreOnePreEach() throws {
    let html = try Self.html("git/stat.diff")
    let blocks = html.components(separatedBy: "<pre class=\"ir-text\">").dropFirst()
    #expect(blocks.count == 3)
    let first = try #require(blocks.first?.components(separatedBy: "</pre>").first)
    #expect(first.split(separator: "\n").count == 3)
    #expect(first.contains("1 file changed, 3 insertions(+), 2 deletions(-)"))
    #expect(!html.contains("<div class=\"ir-text\">"))
  }

  /// The file index of a `git log -p` page groups the files under their commits.
  @Test func indexIsGroupedByCommit() throws {
    let html = try Self.html("git/stat.diff")
    let nav = try #require(html.components(separatedBy: "<nav class=\"ir-index\">").last)
    #expect(nav.components(separatedBy: "<li class=\"ir-index-commit\">").count - 1 == 3)
    #expect(nav.contains("</span> words changed<ol>"))
  }
}
