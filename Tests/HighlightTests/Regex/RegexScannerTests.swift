import Foundation
import Testing

@testable import Highlight

@Suite struct RegexScannerTests {
  private func withText<T>(_ string: String, id: Int = 1, _ body: (SearchText) -> T) -> T {
    let bytes = Array(string.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      body(SearchText(base: buffer.baseAddress!, count: buffer.count, id: id))
    }
  }

  private func scanner(_ patterns: [String?]) -> RegexScanner {
    RegexScanner(patterns.map { $0.flatMap { try? CompiledRegex($0) } }, cache: MatchCache())
  }

  @Test func leftmostMatchWins() {
    let scanner = scanner(["b+", "a"])
    let match = withText("xab\n") { scanner.findNextMatch(in: $0, from: 0) }
    #expect(match?.index == 1)
    #expect(match?.captures.start(0) == 1)
  }

  @Test func tiesGoToTheEarlierPattern() {
    let scanner = scanner(["ab", "a"])
    let match = withText("ab\n") { scanner.findNextMatch(in: $0, from: 0) }
    #expect(match?.index == 0)
    #expect(match?.captures.end(0) == 2)
  }

  @Test func capturesAreByteOffsetsAndUnmatchedGroupsAreEmpty() {
    let scanner = scanner(["(é)(x)?(b)"])
    let match = withText("aéb\n") { scanner.findNextMatch(in: $0, from: 0) }
    #expect(match?.captures.count == 4)
    #expect(match?.captures.start(1) == 1)
    #expect(match?.captures.end(1) == 3)
    #expect(match?.captures.isEmpty(2) == true)
    #expect(match?.captures.start(3) == 3)
  }

  @Test func invalidPatternsNeverMatchButOthersStillDo() {
    #expect(throws: RegexError.self) { try CompiledRegex("(unclosed") }
    let scanner = scanner([nil, "b"])
    let match = withText("ab\n") { scanner.findNextMatch(in: $0, from: 0) }
    #expect(match?.index == 1)
  }

  @Test func cachedResultsFollowThePosition() {
    let scanner = scanner(["a", "b"])
    withText("abab\n") { text in
      #expect(scanner.findNextMatch(in: text, from: 0)?.captures.start(0) == 0)
      #expect(scanner.findNextMatch(in: text, from: 1)?.captures.start(0) == 1)
      #expect(scanner.findNextMatch(in: text, from: 2)?.captures.start(0) == 2)
      #expect(scanner.findNextMatch(in: text, from: 4) == nil)
    }
  }

  @Test func gAnchorMatchesOnlyAtTheSearchStart() {
    let scanner = scanner(["\\Gb"])
    withText("abb\n") { text in
      #expect(scanner.findNextMatch(in: text, from: 0) == nil)
      #expect(scanner.findNextMatch(in: text, from: 1)?.captures.start(0) == 1)
    }
  }

  @Test func firstBytesWaitForASearchTheLiteralFilterLetsThrough() {
    let keyword = CompiledRegex(lazy: #"\bfunc\b"#)
    let cache = MatchCache()
    let scanner = RegexScanner([keyword], cache: cache)
    func search(_ line: String, id: Int) -> Int? {
      withText(line, id: id) { text in
        cache.indexLine(text.base, count: text.count)
        return scanner.findNextMatch(in: text, from: 0)?.captures.start(0)
      }
    }
    #expect(search("let x = 1\n", id: 1) == nil)
    #expect(!keyword.hasAnalysedFirstBytes)
    #expect(search("  func f()\n", id: 2) == 2)
    #expect(keyword.hasAnalysedFirstBytes)
  }

  @Test func catastrophicPatternGivesUpQuickly() {
    let cache = MatchCache()
    let scanner = RegexScanner([try? CompiledRegex("(\\w+\\s?)+$")], cache: cache)
    let line = String(repeating: "a", count: 5000) + "!\n"
    let started = Date()
    let match = withText(line) { scanner.findNextMatch(in: $0, from: 0) }
    #expect(match == nil)
    #expect(cache.retryLimitHits >= 1)
    #expect(Date().timeIntervalSince(started) < 5)
  }
}
