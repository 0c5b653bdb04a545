import Testing

@testable import MarkdownRender

@Test func naturalWidthsWhenTheTableFits() {
  #expect(
    TableLayout.columnWidths(natural: [3, 5], longestWord: [3, 5], available: 20) == [3, 5])
}

@Test func longestWordsKeptAndRoomSharedByLack() {
  let widths = TableLayout.columnWidths(
    natural: [10, 40], longestWord: [4, 8], available: 30)
  #expect(widths.reduce(0, +) <= 30)
  #expect(widths[0] >= 4 && widths[1] >= 8)
  #expect(widths[1] > widths[0])
}

@Test func wordsSplitWhenEvenTheyDoNotFit() {
  let widths = TableLayout.columnWidths(
    natural: [30, 30, 30], longestWord: [20, 20, 20], available: 12)
  #expect(widths.reduce(0, +) <= 12)
  #expect(widths.allSatisfy { $0 >= 2 })
}
