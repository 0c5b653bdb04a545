import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

/// Tree views drawn from inputs Mermaid accepts: every row below the one before, each child
/// indented right of its parent, and the line from each child starting on its parent's
/// vertical line.
@Suite struct TreeViewTests {
  static let folder = Fixtures.directory("DiagramLayout")
    .appendingPathComponent("accepted/treeView")

  static let inputs: [URL] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// Each row's parent read from the text, not with the parser: box-drawing characters count
  /// as blanks, and a row's parent is the nearest earlier row indented less.
  static func expectedParents(_ text: String) -> [Int?] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") {
      lines.removeSubrange(0...end)
    }
    guard let header = lines.firstIndex(where: { $0.hasPrefix("treeView") }) else { return [] }
    var parents: [Int?] = []
    var indents: [Int] = []
    for var line in lines[(header + 1)...] {
      if let comment = line.range(of: "%%") { line = String(line[..<comment.lowerBound]) }
      let blanked = String(line.map { "│├└─".contains($0) ? " " : $0 })
      let content = blanked.trimmingCharacters(in: .whitespaces)
      if content.isEmpty || ["title", "accTitle", "accDescr"].contains(where: content.hasPrefix) {
        continue
      }
      let indent = blanked.prefix { $0 == " " || $0 == "\t" }.count
      parents.append(indents.indices.last { indents[$0] < indent && isOpen($0, indents, indent) })
      indents.append(indent)
    }
    return parents
  }

  /// Whether row `candidate` is still open when a row at `indent` comes: no row between them
  /// is indented as little as it or less.
  static func isOpen(_ candidate: Int, _ indents: [Int], _ indent: Int) -> Bool {
    indents[(candidate + 1)...].allSatisfy { $0 > indents[candidate] }
  }

  /// Each row's text start, its stub's first point and its trunk's x, by row index.
  static func rows(_ svg: String) -> [(text: (Double, Double), stub: Double?, trunk: Double?)] {
    ChartChecks.groups(svg, "row").map { _, body in
      var paths: [[Double]] = []
      var rest = Substring(body)
      while let start = rest.range(of: "<path ") {
        let element = String(rest[start.lowerBound...].prefix { $0 != ">" })
        if !element.contains("tree-icon") { paths.append(ChartChecks.pathNumbers(in: element)) }
        rest = rest[start.upperBound...]
      }
      let textStart = body.range(of: "<text ")!.lowerBound
      let element = String(body[textStart...].prefix { $0 != ">" })
      let x = ChartChecks.attribute("x", in: element) ?? .nan
      let y = ChartChecks.attribute("y", in: element) ?? .nan
      let stub = paths.first { $0.count == 4 && $0[1] == $0[3] }
      let trunk = paths.first { $0.count == 4 && $0[0] == $0[2] }
      return ((x, y), stub?[0], trunk?[0])
    }
  }

  static func check(_ text: String, name: String) throws {
    let svg = try ChartChecks.render(text)
    let parents = expectedParents(text)
    let drawn = rows(svg)
    #expect(drawn.count == parents.count, "\(name): rows")
    for (index, row) in drawn.enumerated() {
      if index > 0 { #expect(row.text.1 > drawn[index - 1].text.1, "\(name): row \(index)") }
      guard index < parents.count, let parent = parents[index] else {
        #expect(row.stub == nil, "\(name): row \(index) at the top has a line")
        continue
      }
      let above = drawn[parent]
      #expect(row.text.1 > above.text.1, "\(name): row \(index) not below its parent")
      #expect(row.text.0 > above.text.0, "\(name): row \(index) not right of its parent")
      #expect(row.stub != nil && row.stub == above.trunk, "\(name): row \(index)'s line")
    }
  }

  @Test func tenInputsOrMore() { #expect(Self.inputs.count >= 10) }

  @Test(arguments: inputs)
  func childrenSitBelowAndRightOfTheirParents(_ file: URL) throws {
    try Self.check(try String(contentsOf: file, encoding: .utf8), name: file.lastPathComponent)
  }

  @Test func rowsReadTheirAnnotations() throws {
    let source = try MermaidSource(
      parsing: "treeView-beta\n  \"my app.tsx\" :::hot icon(logos:react) ## main\n  src/ icon()\n")
    let diagram = try TreeViewParser.parse(source)
    #expect(diagram.nodes[0].name == "my app.tsx" && diagram.nodes[0].className == "hot")
    #expect(diagram.nodes[0].icon == "logos:react" && diagram.nodes[0].description == "main")
    #expect(diagram.nodes[1].name == "src" && diagram.nodes[1].isDirectory)
    #expect(diagram.nodes[1].icon == "none")
  }

  @Test func boxDrawingReadsAsIndentation() throws {
    let boxes = try TreeViewParser.parse(
      try MermaidSource(parsing: "treeView-beta\n├── a/\n│   └── b\n└── c\n"))
    let blanks = try TreeViewParser.parse(
      try MermaidSource(parsing: "treeView-beta\n  a/\n    b\n  c\n"))
    #expect(boxes.nodes.map(\.parent) == blanks.nodes.map(\.parent))
    #expect(boxes.nodes.map(\.name) == ["a", "b", "c"])
  }

  @Test(arguments: [
    ("treeView-beta\n  \"open\n", 2, 3, "a quoted name is not closed"),
    ("treeView-beta\n  a icon(x\n", 2, 5, "icon( is not closed"),
    ("treeView-beta\n  a :::\n", 2, 5, "expected a class name after :::"),
    ("treeView-beta\n  \"a\" b\n", 2, 3, "unexpected text after the quoted name: 'b'"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func rowsAndNestingAreLimited() {
    ChartChecks.expectLimit(
      ChartChecks.overLimit("treeView-beta") { "  f\($0)" },
      "the diagram has more than 500 rows", line: 502, column: 3)
    let deep =
      "treeView-beta\n"
      + (1...40).map { String(repeating: " ", count: $0) + "d/" }.joined(separator: "\n")
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(deep) }
  }

  @Test func configSetsIndentSizeAndColours() throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent("config.mmd"), encoding: .utf8)
    let svg = try ChartChecks.render(text)
    let drawn = Self.rows(svg)
    // rowIndent 40 + paddingX 5 between the stubs of depth 1 and depth 2.
    let stubs = drawn.compactMap(\.stub)
    #expect(stubs.contains(5) && stubs.contains(50))
    #expect(svg.contains("#aa2200") && svg.contains("#0066cc") && svg.contains("font-size=\"18\""))
    let scene = try DiagramRenderer.scene(text)
    #expect(scene.type == .treeView && scene.warnings.isEmpty)
  }
}
