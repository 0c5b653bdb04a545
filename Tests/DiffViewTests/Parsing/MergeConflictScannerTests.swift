import Testing

@testable import DiffView

/// Conflict markers as git-merge(1) writes them: the size-7 markers in order, labels after one
/// space, `=======` alone; anything out of order is not a region.
@Suite struct MergeConflictScannerTests {
  @Test func diff3RegionWithLabels() throws {
    let lines = [
      "a", "<<<<<<< HEAD", "ours", "||||||| base 1234", "base", "=======", "theirs 1",
      "theirs 2", ">>>>>>> feature/x", "b",
    ]
    let region = try #require(MergeConflictScanner.scan(lines).first)
    #expect(region.range == 1..<9)
    #expect(region.ours == MergeConflict.Side(label: "HEAD", lines: 2..<3))
    #expect(region.base == MergeConflict.Side(label: "base 1234", lines: 4..<5))
    #expect(region.theirs == MergeConflict.Side(label: "feature/x", lines: 6..<8))
  }

  @Test func emptySidesAndNoLabels() throws {
    let region = try #require(
      MergeConflictScanner.scan(["<<<<<<<", "=======", "x", ">>>>>>>"]).first)
    #expect(region.ours == MergeConflict.Side(label: nil, lines: 1..<1))
    #expect(region.base == nil)
    #expect(region.theirs.lines == 2..<3)
  }

  @Test(arguments: [
    ["<<<<<<< a", ">>>>>>> b"],
    ["<<<<<<<< a", "=======", ">>>>>>> b"],
    ["<<<<<<< a", "======= x", ">>>>>>> b"],
    ["=======", "<<<<<<< a", ">>>>>>> b"],
    ["<<<<<<<x", "=======", ">>>>>>> b"],
  ])
  func outOfOrderOrWrongMarkersAreNoRegion(lines: [String]) {
    #expect(MergeConflictScanner.scan(lines).isEmpty)
  }

  @Test func twoRegionsAndAnUnclosedOpeningBeforeThem() {
    let lines = [
      "<<<<<<< stray", "<<<<<<< A", "1", "=======", "2", ">>>>>>> B", "<<<<<<< C", "=======",
      ">>>>>>> D",
    ]
    let regions = MergeConflictScanner.scan(lines)
    #expect(regions.map(\.range) == [1..<6, 6..<9])
  }
}
