import Testing

@testable import Highlight

@Suite struct LiteralFilterTests {
  private func literals(_ pattern: String) -> Set<String>? {
    LiteralFilter.literals(of: pattern).map {
      Set($0.map { String(decoding: $0, as: UTF8.self) })
    }
  }

  @Test func keywordAlternationsAndSequences() {
    #expect(literals("(?<!\\.)\\b(break|case)\\b") == ["break", "case"])
    #expect(literals("a(b|c)?d") == ["abd", "acd", "ad"])
    #expect(literals("(?=\\bfunction\\b)x") == ["function"])
    #expect(literals("(?x) foo \\  # comment\n bar") == ["foo bar"])
    #expect(literals("[?!]") == ["?", "!"])
    #expect(literals("x{2,}yz") == ["xyz"])
  }

  /// Where a part of unknown text with known endings meets one with known beginnings, the
  /// joined pair is required (Swift's `name(label:label:)` needs `:)`).
  @Test func junctionsOfEndingsAndBeginnings() {
    #expect(literals(#"\w+\((\w+:)+\)"#) == [":)"])
    #expect(literals(#"\w*(?:ab|cd)+\b=\s"#) == ["ab=", "cd="])
    #expect(literals(#"(x\w*)+y"#) == ["x"])  // the ending of `x\w*` is unknown
    #expect(literals(#"\w+(\w|:)*\)"#) == [")"])  // a part that may be empty joins nothing
  }

  /// An escaped character above ASCII is itself: the U+FFFF standing for an anchor that
  /// cannot match (`\A` after the first line) is required, so the pattern skips every line.
  @Test func escapedCharactersAboveASCII() {
    #expect(literals("\\\u{FFFF}#!.*$") == ["\u{FFFF}#!"])
    #expect(literals("\\é|x") == ["é", "x"])
  }

  /// The strings come in the order the pattern gives them (a keyword trie spelled branch by
  /// branch), however the reader joined them: runs of plain characters, escapes, groups.
  @Test func stringsInThePatternsOrder() {
    let ordered = { (pattern: String) in
      LiteralFilter.literals(of: pattern)?.map { String(decoding: $0, as: UTF8.self) }
    }
    #expect(
      ordered(#"\bCF(?:Abs(?:olute|ent)|Bag(?:Get)?)\b"#)
        == ["CFAbsolute", "CFAbsent", "CFBagGet", "CFBag"])
    #expect(ordered(#"a\.b(?:c|d)[?!]"#) == ["a.bc?", "a.bc!", "a.bd?", "a.bd!"])
    let keywords = (0..<128).map { "k\($0)" }
    #expect(ordered("\\b(?:" + keywords.joined(separator: "|") + ")\\b") == keywords)
    // Past 128 strings the alternation gives up; the run before it is what is left.
    let more = (0..<129).map { "k\($0)" }.joined(separator: "|")
    #expect(ordered("xy(?:" + more + ")") == ["xy"])
    // Nested groups, each adding a character: a product of products.
    let nested = (0..<30).map { "(?:\(Character(UnicodeScalar(97 + $0 % 26)!))" }.joined()
    #expect(ordered(nested + String(repeating: ")", count: 30))?.first?.count == 30)
  }

  /// Hostile shapes stay cheap and give what a plain reading gives: a long chain of
  /// optional repeats, and a keyword trie nested too deeply inside a discarded branch (the
  /// reader refuses depth 64 whether or not it spells the trie out).
  @Test func longChainsAndDeepTries() {
    #expect(literals("xa" + String(repeating: "?", count: 20_001) + "y") == ["x"])
    let deep = String(repeating: "(?:", count: 70) + "a" + String(repeating: ")", count: 70)
    #expect(literals("(?:\\w|" + deep + ")x") == nil)
    let shallow = String(repeating: "(?:", count: 10) + "a|b" + String(repeating: ")", count: 10)
    #expect(literals("(?:\\w|" + shallow + ")x") == ["x"])
  }

  /// Branches read after every list gave up (past `maxStrings`) are stepped over a word at
  /// a time, and still read as they were: a quantifier after a word takes its last letter,
  /// and an escape the reader refuses still refuses the pattern.
  @Test func discardedBranchesReadAsBefore() {
    let words = (0..<200).map { "w\($0)x" }.joined(separator: "|")
    #expect(literals("(?:" + words + "|abc+|de{2}f)xyz") == ["xyz"])
    #expect(literals("(?x)(?:" + words + "| abc * | de {2} f # note\n)xyz") == ["xyz"])
    #expect(literals("(?:" + words + "|ab\\x41)xyz") == nil)
    #expect(literals("(?:" + words + "|ab+*)xyz") == ["xyz"])
    #expect(literals("(?:" + words + "|ab|+c)xyz") == nil)
  }

  @Test func nothingWhenUnsure() {
    #expect(literals("\\w+") == nil)
    #expect(literals("(?i)select") == nil)
    #expect(literals("(?i:a)b") == nil)
    #expect(literals("a|\\w") == nil)
    #expect(literals("a*") == nil)
    #expect(literals("(?!foo)\\w") == nil)
    #expect(literals("\\x41") == nil)
    #expect(literals("(a") == nil)
  }

  /// A literal's keys: its first, middle and last byte pairs, or its one byte.
  @Test func keyGroupsSpreadOverTheLiteral() {
    func pair(_ text: String) -> UInt32 {
      let bytes = Array(text.utf8)
      return UInt32(bytes[0]) << 8 | UInt32(bytes[1])
    }
    func group(_ text: String) -> [UInt32] {
      let keys = LineIndex.keyGroup(of: Array(text.utf8)[...])
      return [keys.first, keys.middle, keys.last]
    }
    let byteKey: UInt32 = 65536 + 97
    #expect(group("a") == [byteKey, byteKey, byteKey])
    #expect(group("ab") == [pair("ab"), pair("ab"), pair("ab")])
    #expect(group("abc") == [pair("ab"), pair("ab"), pair("bc")])
    #expect(group("abcde") == [pair("ab"), pair("bc"), pair("de")])
    #expect(group("abcdefg") == [pair("ab"), pair("cd"), pair("fg")])
    // Literals with the same keys give the filter one group.
    #expect(LiteralFilter(pattern: "abcdXfg|abcdYfg")?.keys.count == 3)
    #expect(LiteralFilter(pattern: "abXcd|abYcd")?.keys.count == 6)
  }

  @Test func lineIndexAnswersByPairs() {
    let index = LineIndex()
    let line = Array("let x = 1;\n".utf8)
    line.withUnsafeBufferPointer { index.index($0.baseAddress!, count: $0.count) }
    #expect(index.mayContain(Array("let".utf8)))
    #expect(index.mayContain(Array(";".utf8)))
    #expect(!index.mayContain(Array("var".utf8)))
    #expect(LiteralFilter(pattern: "\\b(var|const)\\b")?.mayMatch(index) == false)
    #expect(LiteralFilter(pattern: "\\b(var|let)\\b")?.mayMatch(index) == true)
  }

  /// The stamps are 16 bits wide: when they wrap, the pairs of a line 65,536 lines back
  /// must not read as present again.
  @Test func lineIndexForgetsOldLinesWhenItsStampWraps() {
    let index = LineIndex()
    let old = Array("var x".utf8)
    old.withUnsafeBufferPointer { index.index($0.baseAddress!, count: $0.count) }
    let filler = Array("y".utf8)
    for _ in 0..<Int(UInt16.max) {
      filler.withUnsafeBufferPointer { index.index($0.baseAddress!, count: $0.count) }
    }
    #expect(index.stamp == 1)
    #expect(!index.mayContain(Array("var".utf8)))
    #expect(!index.mayContain(Array("x".utf8)))
    #expect(index.mayContain(Array("y".utf8)))
  }
}
