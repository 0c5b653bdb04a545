import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

@Suite struct BlockTests {
  static let gap = 8.0

  /// The Mermaid-accepted block inputs written for this type.
  static let accepted: [URL] = {
    let folder = Fixtures.directory("DiagramLayout").appendingPathComponent("accepted/block")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// The bounding box of each drawn block (its outline's path) and group (its rectangle).
  static func drawnBoxes(_ svg: String) -> [String: Rect] {
    var boxes: [String: Rect] = [:]
    for (id, body) in ChartChecks.groups(svg, "block") {
      let numbers = ChartChecks.pathNumbers(in: body)
      let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
      let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
      guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
      else { continue }
      boxes[id] = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    for (id, body) in ChartChecks.groups(svg, "block-group") {
      boxes[id] = Rect(
        x: ChartChecks.attribute("x", in: body) ?? .nan,
        y: ChartChecks.attribute("y", in: body) ?? .nan,
        width: ChartChecks.attribute("width", in: body) ?? .nan,
        height: ChartChecks.attribute("height", in: body) ?? .nan)
    }
    return boxes
  }

  /// In every group, the blocks that fill their cells sit on one pitch of equal columns: a
  /// block in column c spanning s columns starts c pitches after the group's first column and
  /// is s pitches less one gap wide; blocks of one row share their top, later rows are lower;
  /// and every block lies inside its group.
  static func checkGrid(_ text: String) throws {
    let svg = try ChartChecks.render(text)
    let boxes = drawnBoxes(svg)
    let grid = BlockGridReader(text)
    for (groupID, group) in grid.groups {
      let cells = grid.cells(groupID)
      let measured = zip(group.children, cells).filter { $0.0.fillsCell }
      guard let (firstChild, firstCell) = measured.first,
        let first = boxes[firstChild.id]
      else { continue }
      let pitch = (first.width + gap) / Double(firstChild.span)
      let originX = first.x - Double(firstCell.column) * pitch
      var rowTops: [Int: Double] = [:]
      for (child, cell) in measured {
        let box = try #require(boxes[child.id], "\(child.id) is not drawn")
        #expect(
          abs(box.x - (originX + Double(cell.column) * pitch)) < 0.05,
          "\(child.id): column \(cell.column)")
        #expect(
          abs(box.width - (Double(child.span) * pitch - gap)) < 0.05,
          "\(child.id): span \(child.span)")
        if let top = rowTops[cell.row] {
          #expect(abs(box.y - top) < 0.05, "\(child.id): row \(cell.row)")
        }
        rowTops[cell.row] = box.y
        if !groupID.isEmpty, let outer = boxes[groupID] {
          #expect(outer.contains(box, tolerance: 0.05), "\(child.id) outside \(groupID)")
        }
      }
      let tops = rowTops.sorted { $0.key < $1.key }.map(\.value)
      #expect(tops == tops.sorted(), "rows of \(groupID) go down")
      // The group is as wide as its columns and the gaps around them.
      if !groupID.isEmpty, let outer = boxes[groupID] {
        let columns = Double(grid.columns(groupID))
        #expect(abs(outer.width - (columns * pitch + gap)) < 0.05, "\(groupID) width")
      }
    }
  }

  @Test(DrawingChecks.needsDocsExamples, arguments: ChartChecks.examples("block"))
  func docsExamplesPutBlocksOnTheirColumns(_ file: URL) throws {
    try Self.checkGrid(try String(contentsOf: file, encoding: .utf8))
  }

  @Test func thereAreTenAcceptedInputs() {
    #expect(Self.accepted.count >= 10)
  }

  @Test(arguments: accepted)
  func acceptedInputsPutBlocksOnTheirColumns(_ file: URL) throws {
    try Self.checkGrid(try String(contentsOf: file, encoding: .utf8))
  }

  @Test func spansWrapToTheNextRow() throws {
    try Self.checkGrid("block\ncolumns 3\na b:2 c:2 d e:3\n")
    let grid = BlockGridReader("block\ncolumns 3\na b:2 c:2 d e:3\n")
    #expect(grid.cells("").map(\.row) == [0, 0, 1, 1, 2])
  }

  /// Each edge is drawn between the two blocks it names: it starts on the first's outline
  /// and its head touches the second's.
  @Test func edgesJoinTheBlocksTheyName() throws {
    let text = "block\ncolumns 3\na space b\nc d e\na --> b\nb --> e\nc -- \"go\" --> a\n"
    let svg = try ChartChecks.render(text)
    let boxes = Self.drawnBoxes(svg)
    let edges = ChartChecks.groups(svg, "edge")
    #expect(edges.map(\.id) == ["a-b-0", "b-e-1", "c-a-2"])
    for (id, body) in edges {
      let names = id.split(separator: "-")
      let from = try #require(boxes[String(names[0])])
      let to = try #require(boxes[String(names[1])])
      let numbers = ChartChecks.pathNumbers(in: body)
      let start = Point(numbers[0], numbers[1])
      #expect(from.insetBy(dx: -0.5, dy: -0.5).contains(start), "\(id) starts on its block")
      // The head is the second path: its tip is its first point.
      let head = body.components(separatedBy: "class=\"edge-head\"").last ?? ""
      let tip = ChartChecks.pathNumbers(in: head)
      #expect(to.insetBy(dx: -0.5, dy: -0.5).contains(Point(tip[0], tip[1])), "\(id) ends on it")
    }
    #expect(svg.contains(">go</text>"))
  }

  @Test func arrowsAndShapesAreDrawn() throws {
    let svg = try ChartChecks.render(
      "block\na((\"c\")) b<[\"to\"]>(x, down) c{\"d\"}\nstyle c fill:#f96\n")
    #expect(ChartChecks.groups(svg, "block-arrow").map(\.id) == ["b"])
    #expect(ChartChecks.groups(svg, "block").map(\.id) == ["a", "c"])
    #expect(svg.contains("style=\"fill:#f96\""))
  }

  @Test(arguments: [
    ("block\n  a[\"open\n", 2, 5, "this string is not closed by '\"'"),
    ("block\n  a[open\n", 2, 4, "expected ']' to close this shape"),
    ("block\n  end\n", 2, 3, "'end' without an open block"),
    ("block\n  block:g\n  a\n", 2, 3, "this block is not closed by 'end'"),
    (
      "block\n  a<[\"x\"]>(sideways)\n", 2, 11,
      "expected right, left, up, down, x or y, found 'sideways'"
    ),
    ("block\n  a -->\n", 2, 8, "expected the block the edge goes to, found the end of the line"),
    ("block\n  columns many\n", 2, 11, "expected a whole number from 1, found nothing"),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func blocksColumnsAndNestingAreLimited() {
    let many = "block\n" + (0...DiagramLimits.maximumEdges).map { "b\($0)\n" }.joined()
    #expect(
      throws: DiagramError(
        .limit, "the diagram has more than \(DiagramLimits.maximumEdges) blocks and edges",
        at: SourcePosition(line: DiagramLimits.maximumEdges + 2, column: 1))
    ) {
      try DiagramRenderer.render(many)
    }
    #expect(throws: DiagramError.self) { try DiagramRenderer.render("block\ncolumns 1000\na\n") }
    #expect(throws: DiagramError.self) { try DiagramRenderer.render("block\na:101\n") }
    let deep =
      "block\n" + String(repeating: "block\n", count: 40) + "a\n"
      + String(repeating: "end\n", count: 40)
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(deep) }
  }

  /// 250 blocks in 10 columns and 249 edges, the item limit, draw in bounded time (a debug
  /// build among parallel tests).
  @Test func theLargestBlockDiagramDrawsQuickly() throws {
    let text =
      "block\ncolumns 10\n" + (0..<250).map { "b\($0)[\"block \($0)\"]\n" }.joined()
      + (1..<250).map { "b\($0 - 1) --> b\($0)\n" }.joined()
    let clock = ContinuousClock()
    let elapsed = try clock.measure { _ = try DiagramRenderer.render(text) }
    #expect(elapsed < .seconds(1), "\(elapsed)")
  }
}
