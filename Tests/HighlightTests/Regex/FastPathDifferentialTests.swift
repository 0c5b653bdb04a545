import Foundation
import TestSupport
import Testing

@testable import Highlight

/// The fast paths of a search (`LiteralFilter`, `FirstBytes` with its `KeywordList`,
/// `OneByteClass`) against plain Oniguruma searches: every pattern of every installed grammar,
/// on real lines, from the start positions the tokenizer uses (every character boundary of
/// the line with its line feed). Sampled here; `scripts/fastpath-diff.sh` runs it whole
/// (`INTENT_RENDER_FASTPATH_FULL=1`) and adds the shared bench data.
@Suite struct FastPathDifferentialTests {
  static var full: Bool {
    ProcessInfo.processInfo.environment["INTENT_RENDER_FASTPATH_FULL"] == "1"
  }

  @Test(.enabled(if: FastPathCorpus.installedGrammars() != nil, "Linguist grammars not installed"))
  func everyPatternAgreesWithPlainOniguruma() throws {
    let registry = try #require(FastPathCorpus.installedGrammars())
    let lines = FastPathCorpus.lines(full: Self.full)
    try #require(!lines.isEmpty)
    var report = FastPathCorpus.Report()
    // Sampling: every 20th grammar and a few common ones (compiling every pattern of all
    // ~690 grammars alone takes minutes in a debug build).
    for (grammarIndex, scope) in registry.scopeNames.enumerated()
    where Self.full || grammarIndex % 20 == 0 || FastPathCorpus.alwaysTokenized.contains(scope) {
      guard let raw = registry.rawGrammar(scopeName: scope) else { continue }
      for (patternIndex, regex) in FastPathCorpus.regexes(of: raw).enumerated() {
        guard regex.filter != nil || regex.firstBytes != nil else {
          report.withoutFastPath += 1
          continue
        }
        report.patterns += 1
        let chosen: [[UInt8]]
        if Self.full {
          chosen = lines
        } else {
          // A different handful of lines for each pattern, so the sample covers the corpus.
          let seed = grammarIndex &* 7919 &+ patternIndex &* 104_729
          chosen = (0..<3).map { lines[(seed &+ $0 &* 3_571) % lines.count] }
        }
        let caches = FastPathCorpus.Caches(regex)
        for line in chosen {
          FastPathCorpus.compare(
            regex, on: line, everyPosition: Self.full, into: &report, caches: caches)
        }
      }
    }
    print(
      "fast paths: \(report.patterns) patterns with a fast path (\(report.withoutFastPath) without), \(report.searches) searches, \(report.disagreements.count) disagreements"
    )
    #expect(report.searches > 0)
    #expect(
      report.disagreements.isEmpty,
      "\(report.disagreements.prefix(20).joined(separator: "\n"))")
  }

  /// `WordTrie` decides whole word-list patterns without Oniguruma, so every such pattern
  /// of every installed grammar (not a sample) is searched from every position of the
  /// corpus lines, with its word lists, their prefixes and their neighbours in the text.
  @Test(.enabled(if: FastPathCorpus.installedGrammars() != nil, "Linguist grammars not installed"))
  func everyWordTriePatternAgreesWithPlainOniguruma() throws {
    let registry = try #require(FastPathCorpus.installedGrammars())
    let corpus = FastPathCorpus.lines(full: false)
    var report = FastPathCorpus.Report()
    var tries = 0
    for scope in registry.scopeNames {
      guard let raw = registry.rawGrammar(scopeName: scope) else { continue }
      // Only patterns that can be tries are compiled (compiling them all takes minutes),
      // among them the blanks-then-word lists, whose groups the trie fills in.
      let candidates = FastPathCorpus.regexes(of: raw) {
        ($0.hasPrefix(#"\b(?:"#) || $0.hasPrefix("(?<=") || $0.hasPrefix(#"(\s*)(\b(?:"#))
          && $0.contains("(?:")
      }
      for regex in candidates where regex.firstBytes?.wordTrie != nil {
        tries += 1
        // The pattern's own words, cut and glued to their neighbours, beside real lines.
        let words = regex.source.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        // Non-ASCII neighbours too: a letter before or after a word, and Unicode spaces
        // (`\s` matches U+00A0 and U+3000) before the lookahead's character.
        let made = words.prefix(30).flatMap { word in
          [
            "\(word)(", " \(word) .", "x.\(word)  (", "\(word.dropLast())(", "\(word)s(",
            "é\(word)(", "\(word)é", "x.\(word)\u{A0}(", "x.\(word) \u{3000}.",
            "\(word)\u{A0}(", "  \(word)(", "x\t \(word) y", "\u{3000}\(word)",
            "\u{A0} \(word)", "\u{B}\r\(word)", "é  \(word)",
          ]
        }
        let lines = corpus.prefix(12) + made.map { Array($0.utf8) }
        // The pattern as a warm run has it too: its analysis (with the trie's words spelled
        // out) read back from the asset cache's form.
        let stored = FastPathCorpus.storedForm(of: regex)
        #expect(stored.firstBytes?.wordTrie != nil, "\(regex.source)")
        let caches = FastPathCorpus.Caches(regex)
        let storedCaches = FastPathCorpus.Caches(stored)
        for line in lines {
          FastPathCorpus.compare(
            regex, on: line, everyPosition: true, into: &report, caches: caches)
          FastPathCorpus.compare(
            stored, on: line, everyPosition: true, into: &report, caches: storedCaches)
        }
      }
    }
    print(
      "word tries: \(tries) patterns, \(report.searches) searches, \(report.disagreements.count) disagreements"
    )
    #expect(tries > 0)
    #expect(
      report.disagreements.isEmpty,
      "\(report.disagreements.prefix(20).joined(separator: "\n"))")
  }

  /// The review's two reported disagreements were real: both patterns start with an
  /// any-character repeat after `\b`, which Oniguruma's search treats as anchored at line
  /// starts (`AnyCharHead`), so from 0 it finds nothing while a search begun at the first
  /// candidate (4) matched. Such patterns now get no first bytes, and the engine's search
  /// answers as Oniguruma's does from every position.
  @Test(arguments: [
    (#"\b(.*)(?=\s*=)"#, "    var filesInFlight = 0"),
    (#"\b.+:"#, "    limits: HighlightLimits = HighlightLimits()"),
  ])
  func theReportedDisagreementsAgree(pattern: String, line: String) throws {
    let regex = try CompiledRegex(pattern)
    #expect(regex.firstBytes == nil)
    var report = FastPathCorpus.Report()
    FastPathCorpus.compare(regex, on: Array(line.utf8), everyPosition: true, into: &report)
    #expect(report.disagreements.isEmpty, "\(report.disagreements)")
    let cache = MatchCache()
    cache.register(regex)
    let bytes = Array((line + "\n").utf8)
    let starts = bytes.withUnsafeBufferPointer { buffer in
      cache.indexLine(buffer.baseAddress!, count: buffer.count)
      return [0, 4].map { position in
        cache.search(
          regex.handle,
          in: SearchText(base: buffer.baseAddress!, count: buffer.count, id: position + 1),
          from: position)
      }
    }
    #expect(starts == [-1, 4])
  }

  @Test func anyCharHeadsAreFoundBehindZeroWidthItems() {
    for pattern in [
      #"\b(.*)(?=\s*=)"#, #"\b.+:"#, ".*", "^.*x", "(?=a).+", "(?:(.*?)b)", "a|.{2,}",
      "(?x) \\b .*", #"(?<=\s)\B.*"#,
    ] {
      #expect(AnyCharHead.matches(Array(pattern.utf8)), "\(pattern)")
    }
    for pattern in [
      "//.*$", #"\b\w+.*"#, "a.*", "[.]*", #"\.*"#, ".?", ".{2}", "(a).*", "(?i:x).*",
    ] {
      #expect(!AnyCharHead.matches(Array(pattern.utf8)), "\(pattern)")
    }
  }

  /// Whole texts tokenized with the fast paths on and off give the same tokens, line by line:
  /// corpus files in the language they are detected as, and corpus lines in a sample of
  /// grammars (all of them when run whole).
  @Test(.enabled(if: FastPathCorpus.installedGrammars() != nil, "Linguist grammars not installed"))
  func tokensAreTheSameWithTheFastPathsOff() throws {
    let registry = try #require(FastPathCorpus.installedGrammars())
    var differences: [String] = []
    var compared = 0
    func check(_ scope: String, _ lines: [Substring], _ name: String) {
      guard let grammar = registry.grammar(scopeName: scope) else { return }
      let fast = Tokenizer(grammar: grammar)
      let plain = Tokenizer(grammar: grammar, fastPaths: false)
      var fastState = LineState.initial
      var plainState = LineState.initial
      for (number, line) in lines.enumerated() {
        let a = fast.tokenizeLine(line, state: fastState)
        let b = plain.tokenizeLine(line, state: plainState)
        compared += 1
        if a.tokens != b.tokens || a.state != b.state {
          differences.append("\(scope) \(name):\(number + 1): \(line.prefix(80))")
          return
        }
        fastState = a.state
        plainState = b.state
      }
    }
    let languages = LanguageRegistry.installed()
    for file in FastPathCorpus.files(full: Self.full) {
      guard let text = try? String(contentsOf: file, encoding: .utf8),
        let scope = languages.detect(path: file.path, firstLine: nil)?.scopeName
      else { continue }
      check(
        scope, text.split(separator: "\n", omittingEmptySubsequences: false), file.lastPathComponent
      )
    }
    let sample = FastPathCorpus.lines(full: false).prefix(Self.full ? 400 : 60).map {
      Substring(decoding: $0, as: UTF8.self)
    }
    let scopes = registry.scopeNames
    let stride = Self.full ? 1 : 40
    for (index, scope) in scopes.enumerated()
    where index % stride == 0 || FastPathCorpus.alwaysTokenized.contains(scope) {
      check(scope, Array(sample), "corpus sample")
    }
    // The review's SugarSS line.
    if let sugarss = languages.language(named: "SugarSS")?.scopeName {
      check(sugarss, ["a", "  color = red", "  margin: 0"], "review line")
    }
    print("fast paths: \(compared) lines tokenized both ways, \(differences.count) differences")
    #expect(compared > 0)
    #expect(differences.isEmpty, "\(differences.prefix(20).joined(separator: "\n"))")
  }
}
