import Foundation
import Testing

@testable import Highlight

@Suite struct FirstBytesTests {
  private func firstBytes(_ pattern: String) -> Set<UInt8>? {
    FirstBytes(pattern: pattern).map { found in
      Set((0...255).map(UInt8.init).filter(found.first.contains))
    }
  }

  private func bytes(_ text: String) -> Set<UInt8> { Set(text.utf8) }

  @Test func literalsClassesAndAlternation() {
    #expect(firstBytes("foo|bar") == bytes("fb"))
    #expect(firstBytes("[-+*/]=?") == bytes("-+*/"))
    #expect(firstBytes(#"\.\.\.?"#) == bytes("."))
    #expect(firstBytes("(?:x?y)+") == bytes("xy"))
    #expect(firstBytes("a{0,2}b") == bytes("ab"))
  }

  /// A lookahead at the start inspects the first byte; lookbehinds and anchors do not.
  @Test func lookaroundsAndAnchors() {
    #expect(firstBytes(#"(?=[<>])|\.(?=\.)"#) == bytes("<>."))
    #expect(firstBytes(#"(?<=\.)\b(?:x|y)"#) == bytes("xy"))
    #expect(firstBytes(#"(?!if)\b=+"#) == bytes("="))
    #expect(firstBytes(#"^\s*(#)"#)?.isSuperset(of: bytes(" \t#")) == true)
  }

  /// Extended mode skips spaces and comments; non-ASCII characters and classes keep every
  /// byte above ASCII.
  @Test func extendedModeAndUnicode() {
    #expect(firstBytes("(?x) ( < | > )  # angle\n") == bytes("<>"))
    let operators = firstBytes(#"[/=\-+!*%<>&|^~?]|[\x{00A1}-\x{00A7}]"#)
    #expect(operators?.isSuperset(of: bytes("/=-+!*%<>&|^~?")) == true)
    #expect(operators?.contains(0xC2) == true)
    #expect(operators?.contains(UInt8(ascii: "a")) == false)
    #expect(firstBytes("é") == [0xC3])
  }

  /// Patterns that may match nothing (so at a line's end), ignore case, or start anywhere
  /// get no set.
  @Test func noSetWhenUnsafeOrUseless() {
    #expect(firstBytes("a?") == nil)
    #expect(firstBytes("$") == nil)
    #expect(firstBytes(#"(?<=x)"#) == nil)
    #expect(firstBytes("(?i)select") == nil)
    #expect(firstBytes(#"\w+"#) == nil)  // too many bytes to gain from a scan
    #expect(firstBytes(#"\b\w+"#) != nil)  // but word starts are few
    #expect(firstBytes(#"[^"]+"#) == nil)
    #expect(firstBytes(#"\k<q>x"#) == nil)
    #expect(firstBytes("(unclosed") == nil)
  }

  /// A one-character lookbehind or a `\b` before a word character at the start is a
  /// condition on the byte before, checked position by position.
  @Test func conditionsOnTheByteBefore() throws {
    let member = try #require(FirstBytes(pattern: #"(?x) (?<=\.) (?:size|count)"#))
    #expect(member.triesEachCandidate)
    let keyword = try #require(FirstBytes(pattern: #"(?<!\$)\b(?:if|for)\b"#))
    #expect(keyword.triesEachCandidate)
    let text = Array("a.size if(x) elif for".utf8)
    text.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      #expect((0..<buffer.count).filter { member.isCandidate(base, $0, buffer.count) } == [2])
      #expect((0..<buffer.count).filter { keyword.isCandidate(base, $0, buffer.count) } == [7, 18])
    }
    // The word-start condition is per first byte: `=` needs none, `i` does. A word start
    // inside a leading lookahead counts; one after an optional character only on its path.
    let branches = try #require(FirstBytes(pattern: #"\bif|=="#))
    let method = try #require(FirstBytes(pattern: #"(?=(\b(get|set)\s+)?(\b[a-z]\w*|\[)\s*\()"#))
    let optional = try #require(FirstBytes(pattern: #"a?\bfoo"#))
    let line = Array("x==y if bif get(a) [k](".utf8)
    line.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      let candidates = { (found: FirstBytes) in
        (0..<buffer.count).filter { found.isCandidate(base, $0, buffer.count) }
      }
      #expect(candidates(branches) == [1, 2, 5])
      #expect(candidates(method) == [0, 3, 5, 8, 12, 16, 19, 20])
      #expect(candidates(optional) == [16])  // `a` anywhere, `f` only at a word start
    }
    // Not for a multi-byte lookbehind.
    #expect(FirstBytes(pattern: #"(?<=ab)c"#)?.triesEachCandidate != true)
    #expect(FirstBytes(pattern: #"(?<=[a-z])c"#)?.triesEachCandidate != true)
    #expect(FirstBytes(pattern: #"(?<=\.)?x"#)?.triesEachCandidate != true)
    // Blanks before a word: the candidates are the word starts, a match starts at the blanks.
    let platform = try #require(FirstBytes(pattern: #"(\s*)(\b(?:CG|NS)\w+)"#))
    #expect(platform.backsUpOverSpace && platform.triesEachCandidate)
    #expect(FirstBytes(pattern: #"(\s*)(\bCG)|x"#) == nil)
  }

  /// A `\b`-bounded list of plain words: only a word start holding one of them is tried.
  @Test func keywordLists() throws {
    let list = try #require(
      KeywordList(Array(#"\b(?:(if|for)|(Blob))\b"#.utf8), from: 2, extended: false))
    let text = Array("for forth Blob_ if\u{00E9} x".utf8)
    text.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      let starts = [0, 4, 10, 16, 20].filter { list.mayStart(base, at: $0, count: buffer.count) }
      #expect(starts == [0, 16])  // "if" before a letter outside ASCII is left to Oniguruma
    }
    #expect(KeywordList(Array(#"\b(?:if|for)"#.utf8), from: 2, extended: false) == nil)
    #expect(KeywordList(Array(#"\b(?:if|f.r)\b"#.utf8), from: 2, extended: false) == nil)
    #expect(
      KeywordList(Array("(?x) ( a  # one\n | b )\\b".utf8), from: 4, extended: true) != nil)
  }

  /// Against Oniguruma itself: for each pattern and text, the search from the first
  /// candidate finds what a plain search finds.
  @Test(arguments: [
    #"(?=[<>=!])"#, #"(?<=\.)[a-z]+"#, #"\b(?:if|for)\b"#, #"(\s*)(\bCG[A-Z]\w*)"#,
    #"(?x) \. (?: \. | [=!] )"#, #"[\x{2190}-\x{21FF}]|->"#,
    #"(?x) (?<!\$) \b (?: (len|for) | (CGPoint) )"#, #"(?<=[.(])[a-z]+"#, #"\b\w+\("#,
    #"(\s*)(\b(?:CG|NS)[A-Z]\w*)"#, #"(?x) (?<!\$) \b (?: (len|for) | (CGPoint|a) ) \b"#,
    #"(?<=\.)l[a-z]+"#, #"\.\w+"#,
  ])
  func searchFromTheFirstCandidateAgrees(pattern: String) throws {
    let regex = try CompiledRegex(pattern)
    let texts = [
      "let x = a.b <= c", "  if (x) for y", "CGPoint a.len", "a.=b ... a.!c", "x → y -> z",
      "", "no match here", "\t  NSView x;  CGRect", "a\u{00A0}\u{00A0}CGPoint", "xCGPoint  NSx",
    ]
    eachSearch(of: regex, in: texts) { cache, plain, search, position, text in
      #expect(
        cache.search(regex.handle, in: search, from: position)
          == plain.search(regex.handle, in: search, from: position),
        "\(pattern) on \(text) from \(position)")
    }
  }

  /// The platform function lists of the C grammars, `(\s*)(\b(?:…)\b)` with the words as a
  /// trie: a word start holding none of the words is ruled out without Oniguruma, and a
  /// match still comes from Oniguruma, with the same start and groups as its own search.
  @Test(arguments: [
    #"(\s*)(\b(?:A(?:TS(?:Font|Run(?:Loop)?)|udio)|CG(?:Rect|Point)?|ab(?:ort|s)?)\b)"#,
    #"(\s*)(\b(?:abs|x(?:_np)?)\b)"#,
  ])
  func blanksBeforeAWordListAgree(pattern: String) throws {
    let regex = try CompiledRegex(pattern)
    let first = try #require(regex.firstBytes)
    #expect(first.backsUpOverSpace && first.wordTrie != nil)
    let texts = [
      "  ATSFont(x); abs(y)", "\tCGRectangle CG CGPoint", "Audi ATSRunLoop abort_ abs",
      "a\u{00A0}\u{00A0}CGRect", "CGRect\u{00E9} ATSRun", "xabs  x_np x_npx", "", "   ",
      "\u{00E9}abs \u{2003}abs", "ATS", "int abs = abs;",
    ]
    eachSearch(of: regex, in: texts) { cache, plain, search, position, text in
      let start = cache.search(regex.handle, in: search, from: position)
      #expect(
        start == plain.search(regex.handle, in: search, from: position),
        "\(pattern) on \(text) from \(position)")
      if start >= 0 {
        #expect(cache.captures(of: regex.handle) == plain.captures(of: regex.handle))
      }
    }
  }

  /// Calls `check` for every position of each text (with its line feed) with two caches:
  /// one that knows the regex's first bytes, and one without it registered, which searches
  /// with Oniguruma alone.
  private func eachSearch(
    of regex: CompiledRegex, in texts: [String],
    _ check: (MatchCache, MatchCache, SearchText, Int, String) -> Void
  ) {
    for text in texts {
      let cache = MatchCache()
      cache.register(regex)
      let plain = MatchCache()
      let utf8 = Array((text + "\n").utf8)
      utf8.withUnsafeBufferPointer { buffer in
        let search = SearchText(base: buffer.baseAddress!, count: buffer.count, id: 1)
        for position in 0..<buffer.count { check(cache, plain, search, position, text) }
      }
    }
  }

  /// One character out of a few, and nothing else: read strictly, anything else is not one.
  @Test func oneByteClasses() {
    func members(_ pattern: String) -> String? {
      OneByteClass.set(of: Array(pattern.utf8)).map { set in
        String(decoding: (0x20..<0x7F).filter { set.contains(UInt8($0)) }, as: UTF8.self)
      }
    }
    #expect(members(",") == ",")
    #expect(members(#"\("#) == "(")
    #expect(members("=|:") == ":=")
    #expect(members(#"%|\*|/|-|\+"#) == "%*+-/")
    #expect(members(#"[;,a-c\]]"#) == ",;]abc")
    for pattern in [
      "", "ab", "a*", "(a)", "[^a]", "[a&&b]", #"\w"#, #"\d"#, "a|", "|a", ".", "é", "[]",
      #"\x41"#, "{", "[a-]b", "a{2}", "(?i)a",
    ] {
      #expect(members(pattern) == nil, "\(pattern)")
    }
  }

  /// Found without Oniguruma: the same start and the same groups as Oniguruma's search.
  @Test(arguments: [",", #"\("#, "=|:", #"%|\*|/|-|\+"#, #"[;,a-c\]]"#, " "])
  func oneByteMatchesAgreeWithOniguruma(pattern: String) throws {
    let regex = try CompiledRegex(pattern)
    #expect(regex.firstBytes?.isWholeMatch == true)
    let texts = ["a, b(c) = d: e; f % g * h / i - j + k ]", "é,ü(x)é", "", "no-match?"]
    eachSearch(of: regex, in: texts) { cache, plain, search, position, _ in
      let start = cache.search(regex.handle, in: search, from: position)
      #expect(start == plain.search(regex.handle, in: search, from: position))
      if start >= 0 {
        #expect(cache.captures(of: regex.handle) == plain.captures(of: regex.handle))
      }
    }
  }
}
