import Foundation
import TestSupport
import Testing

@testable import Highlight

/// `CaseClosedClasses`: which classes leave `(?i)`, and that every pattern of every installed
/// grammar it rewrites matches as written, on text made to tell case folding apart.
@Suite struct CaseClosedClassesTests {
  private func rewrite(_ pattern: String) -> String? {
    CaseClosedClasses.rewrite(Array(pattern.utf8)).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func caseClosedClassesLeaveCaseInsensitiveParts() {
    #expect(rewrite("(?i:0x[0-9A-Fa-f]+)") == "(?i:0x(?-i:[0-9A-Fa-f])+)")
    #expect(rewrite("(?i)[0-7]{2}|[^0-9]") == "(?i)(?-i:[0-7]){2}|(?-i:[^0-9])")
    #expect(rewrite("a(?i:b(?-i:[0-9])[0-9])") == "a(?i:b(?-i:[0-9])(?-i:[0-9]))")
    // Punctuation has no other case; a letter with both cases is closed.
    #expect(rewrite("(?i:[.,;:]x[aA])") == "(?i:(?-i:[.,;:])x(?-i:[aA]))")
  }

  @Test func otherClassesAreClosedByHand() {
    // The other case of each letter, KELVIN SIGN with k and LONG S with s.
    #expect(rewrite("(?i:[a-f])") == "(?i:(?-i:[ABCDEFa-f]))")
    #expect(rewrite("(?i:[kK])") == "(?i:(?-i:[\u{212A}kK]))")
    #expect(rewrite("(?i:[^S0-9])") == "(?i:(?-i:[^s\u{17F}S0-9]))")
    // Escapes of what has no case, and a `-` first or last: added letters go after it.
    #expect(rewrite(#"(?i:[\s'"{;])"#) == #"(?i:(?-i:[\s'"{;]))"#)
    #expect(rewrite(#"(?i:[-a\h])"#) == #"(?i:(?-i:[-a\h]))"#)
    #expect(rewrite("(?i:[-b])") == "(?i:(?-i:[-Bb]))")
    #expect(rewrite(#"(?i:[a\-])"#) == #"(?i:(?-i:[Aa\-]))"#)
    #expect(rewrite("(?i:[a-zA-Z-])") == "(?i:(?-i:[\u{212A}\u{17F}a-zA-Z-]))")
  }

  @Test func classesItCannotCloseStay() {
    // Escapes of what has case (`\w` holds ß, which folds to "ss"), POSIX brackets, nested
    // classes, blanks, `#` and ranges across kinds.
    #expect(rewrite(#"(?i:[\w-])"#) == nil)
    #expect(rewrite(#"(?i:[\S])"#) == nil)
    #expect(rewrite("(?i:[[:digit:]])") == nil)
    #expect(rewrite("(?i:[0-9[a]])") == nil)
    #expect(rewrite("(?i:[ 0-9])") == nil)
    #expect(rewrite("(?i:[#0-9])") == nil)
    #expect(rewrite("(?i:[0-Z])") == nil)
    #expect(rewrite("(?i:[\u{E9}])") == nil)
  }

  @Test func partsOutsideCaseInsensitivityAndSyntaxItDoesNotFollowStay() {
    #expect(rewrite("[0-9]+") == nil)
    #expect(rewrite("(?i:a)[0-9]") == nil)
    #expect(rewrite("(?-i)[0-9]") == nil)
    // An escaped bracket is no class; a comment's bracket is none either.
    #expect(rewrite(#"(?i:\[0-9])"#) == nil)
    #expect(rewrite("(?ix: a # [0-9]\n b)") == nil)
    #expect(rewrite("(?i:a)(?#[0-9])") == nil)
    // Options it does not know, conditionals and unbalanced groups.
    #expect(rewrite("(?ia:[0-9])") == nil)
    #expect(rewrite("(?i)(?(1)[0-9])") == nil)
    #expect(rewrite("(?i:[0-9]") == nil)
    // Extended mode: a comment ends at the line's end, the class after it is read.
    #expect(rewrite("(?ix: a # ( [\n [0-9] )") == "(?ix: a # ( [\n (?-i:[0-9]) )")
  }

  /// An option set inside a group lasts to the group's end, through its later branches
  /// (Oniguruma reads `x(?i)y|z` as `x(?i:y|z)`), and a class there is rewritten; one a
  /// group turns off again is not. Each pattern matches as written on every line.
  @Test func optionsLastToTheirGroupsEnd() {
    let patterns = [
      "(?:x(?i)y|[z])", "ab(?i)c|[d]", "(?:(?i)a|[b])", "(?i:x(?-i)y|[z])", "(?i)(?<n>[a])",
      "(?i)(?<=[a])b", "(?i)a(?-i)[b]", "(?i)(?:(?-i)[a])[b]", "x(?i)(?:y|[z])[w]",
      "(?x)(?i) a # [b\n [c]", "(?i)(?#[d])[e]",
    ]
    let lines = [
      "xZ", "xz", "abD", "abd", "B", "A", "AB", "ab", "aB", "Ab", "xYzW", "xZW", "aC", "E",
    ]
    let cache = MatchCache()
    var id = 0
    var rewritten = 0
    for pattern in patterns {
      if rewrite(pattern) != nil { rewritten += 1 }
      let plain = CompiledRegex(lazy: pattern, rewritesClasses: false)
      let written = CompiledRegex(lazy: pattern)
      for line in lines {
        let bytes = Array((line + "\n").utf8)
        bytes.withUnsafeBufferPointer { buffer in
          id += 1
          let first = SearchText(base: buffer.baseAddress!, count: buffer.count, id: id)
          let a = cache.search(plain.handle, in: first, from: 0)
          id += 1
          let second = SearchText(base: buffer.baseAddress!, count: buffer.count, id: id)
          let b = cache.search(written.handle, in: second, from: 0)
          #expect(a == b, "\(pattern) on \(line)")
        }
      }
    }
    #expect(rewritten >= 9)
    #expect(rewrite("(?i:x(?-i)y|[z])") == nil)
    #expect(rewrite("(?:x(?i)y|[z])") == "(?:x(?i)y|(?-i:[Zz]))")
  }

  /// Why `k` and `s` bring KELVIN SIGN and LONG S: under `(?i)` a class with them matches those.
  @Test func kelvinSignAndLongSFoldToASCII() throws {
    for (letters, other) in [("kK", "\u{212A}"), ("sS", "\u{17F}")] {
      let folded = CompiledRegex(lazy: "(?i:[\(letters)])", rewritesClasses: false)
      let exact = CompiledRegex(lazy: "(?-i:[\(letters)])", rewritesClasses: false)
      let line = Array((other + "\n").utf8)
      let cache = MatchCache()
      line.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        let first = SearchText(base: base, count: buffer.count, id: 1)
        #expect(cache.search(folded.handle, in: first, from: 0) == 0)
        let second = SearchText(base: base, count: buffer.count, id: 2)
        #expect(cache.search(exact.handle, in: second, from: 0) < 0)
      }
    }
  }

  /// Made-up classes of every kind the rewrite takes (digits, punctuation, letters in one or
  /// both cases, `k` and `s`, ranges, negation) match the folding lines alike, as written
  /// and as rewritten.
  @Test func madeUpCaseClosedClassesMatchAlike() {
    var generator = SeededGenerator(seed: 0x1CA5E)
    let letters = Array("abcdefghijklmnopqrstuvwxyzKSA")
    let punctuation = Array(".,;'\"!?/*+=<>@$%~_{}()|`")
    let escapes = [#"\s"#, #"\d"#, #"\h"#, #"\t"#, #"\."#, #"\-"#, #"\]"#, #"\\"#]
    var tried = 0
    var id = 0
    var disagreements: [String] = []
    while tried < 1000 {
      var body = Bool.random(using: &generator) ? "^" : ""
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: body += "0-\(Int.random(in: 0...9, using: &generator))"
        case 1: body.append(letters.randomElement(using: &generator)!)
        case 2: body += ["a-j", "A-J", "j-t", "R-T"].randomElement(using: &generator)!
        case 3: body += escapes.randomElement(using: &generator)!
        default: body.append(punctuation.randomElement(using: &generator)!)
        }
      }
      if Bool.random(using: &generator) { body += "-" }
      let pattern = "(?i:x[\(body)]+)"
      guard let rewritten = rewrite(pattern) else {
        disagreements.append("not rewritten: \(pattern)")
        break
      }
      tried += 1
      let plain = CompiledRegex(lazy: pattern, rewritesClasses: false)
      let written = CompiledRegex(lazy: rewritten, rewritesClasses: false)
      let cache = MatchCache()
      for line in Self.foldingLines + [Array("x\u{212A}\u{17F}xKxk\u{DF}\u{FB01}".utf8)] {
        let bytes = line + [0x0A]
        bytes.withUnsafeBufferPointer { buffer in
          for position in 0..<buffer.count where buffer[position] & 0xC0 != 0x80 {
            id += 1
            let text = SearchText(base: buffer.baseAddress!, count: buffer.count, id: id)
            let a = cache.search(plain.handle, in: text, from: position)
            id += 1
            let other = SearchText(base: buffer.baseAddress!, count: buffer.count, id: id)
            let b = cache.search(written.handle, in: other, from: position)
            if a != b { disagreements.append("\(pattern) from \(position): \(a) vs \(b)") }
          }
        }
      }
    }
    #expect(disagreements.count == 0, "\(disagreements.prefix(10).joined(separator: "\n"))")
  }

  /// Lines where case folding matters: every ASCII letter in both cases, the characters
  /// above ASCII that fold to ASCII (KELVIN SIGN, LONG S) or from ASCII strings (ß, the
  /// ligatures), the Turkish i's, and the numbers the rewritten patterns are about.
  static let foldingLines: [[UInt8]] = [
    "0x1F 0X1f 0b101 0B11 017 1'000 1.5e+10 2E-3 .5f 10uLL 7Ul",
    "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789",
    "\u{212A}elvin 0x\u{212A} \u{17F}tra\u{DF}e stra\u{DF}e STRASSE \u{FB00} \u{FB01} \u{FB02}",
    "\u{130}stanbul \u{131}i I\u{307} \u{212B} \u{C5} \u{E5} e\u{301} \u{1E9E}",
    "#include <stdio.h> int main(void) { return 0x7fffffff + 1e9 * 3.14L; }",
    "0x\u{FF21}\u{FF22} \u{FF10}\u{FF11} 1\u{2019}000 0b\u{FF11} 0o17 0O17 1_000",
    "x\t-\\]x\u{A0}x\u{3000}x\u{2028}x-x.x\u{0663}\u{FF13}x",
  ].map { Array($0.utf8) }

  @Test(.enabled(if: FastPathCorpus.installedGrammars() != nil, "Linguist grammars not installed"))
  func everyRewrittenPatternMatchesAsWritten() throws {
    let registry = try #require(FastPathCorpus.installedGrammars())
    let corpus = FastPathCorpus.lines(full: false).prefix(4)
    var rewritten = 0
    var classes = 0
    var searches = 0
    var disagreements: [String] = []
    for scope in registry.scopeNames {
      guard let raw = registry.rawGrammar(scopeName: scope) else { continue }
      for regex in FastPathCorpus.regexes(of: raw, keeping: { $0.contains("(?") }) {
        guard let text = CaseClosedClasses.rewrite(Array(regex.source.utf8)) else { continue }
        rewritten += 1
        classes += text.count - regex.source.utf8.count
        let plain = CompiledRegex(lazy: regex.source, rewritesClasses: false)
        guard plain.compiled() != nil else { continue }
        // A rewrite Oniguruma refuses falls back to the pattern as written.
        #expect(regex.compiled() != nil, "\(regex.source)")
        let cache = MatchCache()
        let plainCache = MatchCache()
        var id = 0
        for line in Self.foldingLines + corpus {
          let bytes = line + [0x0A]
          bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            for position in 0..<buffer.count where buffer[position] & 0xC0 != 0x80 {
              id += 1
              let text = SearchText(base: base, count: buffer.count, id: id)
              let a = cache.search(regex.handle, in: text, from: position)
              let b = plainCache.search(plain.handle, in: text, from: position)
              searches += 1
              guard a == b,
                a < 0
                  || cache.captures(of: regex.handle)
                    == plainCache.captures(of: plain.handle)
              else {
                disagreements.append(
                  "\(scope): \(regex.source.prefix(120)) on \(String(decoding: line, as: UTF8.self)) from \(position): \(a) vs \(b)"
                )
                continue
              }
            }
          }
        }
      }
    }
    print(
      "case-closed classes: \(rewritten) patterns rewritten (\(classes / 6) classes), \(searches) searches, \(disagreements.count) disagreements"
    )
    // The C grammars' number patterns, at least.
    #expect(rewritten >= 3)
    #expect(
      disagreements.count == 0, "\(disagreements.prefix(10).joined(separator: "\n"))")
  }
}
