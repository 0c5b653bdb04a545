import Testing

@testable import MarkdownRender

@Test func naturalWidthsWhenTheTableFits() {
  #expect(
    TableLayout.columnWidths(natural: [3, 5], longestWord: [3, 5], available: 20) == [3, 5])
}

@Test func aNarrowColumnKeepsItsWidthAndTheOthersShareTheRest() {
  #expect(
    TableLayout.columnWidths(natural: [10, 40], longestWord: [4, 8], available: 30) == [10, 20])
  #expect(
    TableLayout.columnWidths(natural: [12, 60, 50], longestWord: [8, 10, 10], available: 60)
      == [12, 24, 24])
}

@Test func fairSharesNeverStarveAColumnBelowItsLongestWord() {
  // Proportional sharing gave the short-lacking column 3 cells beside one of 25.
  let widths = TableLayout.columnWidths(
    natural: [9, 200], longestWord: [9, 12], available: 30)
  #expect(widths == [9, 21])
}

@Test func roundingLeftoversGoToColumnsStillShort() {
  let widths = TableLayout.columnWidths(
    natural: [20, 20, 20], longestWord: [3, 3, 3], available: 31)
  #expect(widths == [11, 10, 10])
}

@Test func longWordsAreCappedSoAURLDoesNotForceRecords() {
  let widths = TableLayout.columnWidths(
    natural: [80, 10], longestWord: [80, 10], available: 40)
  #expect(widths == [30, 10])
}

@Test func recordsWhenEvenTheFloorsDoNotFit() {
  #expect(
    TableLayout.columnWidths(natural: [30, 30, 30], longestWord: [20, 20, 20], available: 40)
      == nil)
}
