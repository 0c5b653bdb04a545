import DiffView
import Foundation
import Testing

struct WordDiffTests {
  func emphasized(_ text: String, _ ranges: [Range<Int>]) -> [String] {
    let bytes = Array(text.utf8)
    return ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  @Test func changedWordIsEmphasised() throws {
    let old = "let total = price * count"
    let new = "let total = price * quantity"
    let result = try #require(WordDiff.compare(old, new))
    #expect(emphasized(old, result.old) == ["count"])
    #expect(emphasized(new, result.new) == ["quantity"])
  }

  @Test func insertionOnlyEmphasisesTheNewSide() throws {
    let old = "call(a, b)"
    let new = "call(a, extra, b)"
    let result = try #require(WordDiff.compare(old, new))
    #expect(result.old.isEmpty)
    let inserted = emphasized(new, result.new)
    #expect(inserted.count == 1)
    #expect(inserted.first?.trimmingCharacters(in: .whitespaces) == "extra,")
  }

  @Test func unrelatedLinesGetNoEmphasis() {
    #expect(WordDiff.compare("return nil", "for item in list { print(item) }") == nil)
  }

  @Test func nonASCIIWordsStayWhole() throws {
    let old = "naïve café = 1"
    let new = "naïve caffè = 1"
    let result = try #require(WordDiff.compare(old, new))
    #expect(emphasized(old, result.old) == ["café"])
    #expect(emphasized(new, result.new) == ["caffè"])
  }

  @Test func separatedEditsStaySeparate() throws {
    let old = "a(one, two, three, four, five)"
    let new = "a(ONE, two, three, four, FIVE)"
    let result = try #require(WordDiff.compare(old, new))
    #expect(emphasized(new, result.new) == ["ONE", "FIVE"])
  }

  @Test func veryLongLinesAreBoundedAndStillEmphasised() throws {
    let old = String(repeating: "x ", count: 100_000) + "tail"
    let new = String(repeating: "x ", count: 100_000) + "TAIL"
    let clock = ContinuousClock()
    let start = clock.now
    let result = WordDiff.compare(old, new)
    #expect(clock.now - start < .seconds(2))
    #expect(result.map { emphasized(new, $0.new) } == ["TAIL"])
  }
}
