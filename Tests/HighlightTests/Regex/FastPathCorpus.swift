import Foundation
import TestSupport

@testable import Highlight

/// The inputs and the comparison of the fast-path differential tests.
enum FastPathCorpus {
  /// Grammars whose tokens are compared on the corpus sample even when sampling.
  static let alwaysTokenized: Set<String> = [
    "source.swift", "source.python", "source.css", "source.css.sugarss", "source.yaml",
    "source.json", "source.js", "source.ruby", "text.html.basic", "text.md", "source.cpp",
    "source.diff",
  ]

  struct Report {
    var patterns = 0
    var withoutFastPath = 0
    var searches = 0
    var disagreements: [String] = []
  }

  /// Linguist's grammars, or nil when none are installed.
  static func installedGrammars() -> GrammarRegistry? {
    guard GrammarSearchPath.linguistRoot() != nil else { return nil }
    let registry = GrammarRegistry(environment: ProcessInfo.processInfo.environment)
    return registry.scopeNames.isEmpty ? nil : registry
  }

  /// The text files of `Fixtures/`, and with `full` those of the shared bench data, sorted.
  static func files(full: Bool) -> [URL] {
    var roots = [Fixtures.root.appendingPathComponent("Fixtures")]
    if full, let shared = Fixtures.shared {
      roots.append(shared.appendingPathComponent("bench").appendingPathComponent("data"))
    }
    var files: [URL] = []
    for root in roots {
      guard
        let walker = FileManager.default.enumerator(
          at: root, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in walker
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// The distinct non-empty lines of the corpus files (valid UTF-8, at most 2,000 bytes), in
  /// file order; at most `INTENT_RENDER_FASTPATH_LINES` of them when that is set.
  static func lines(full: Bool) -> [[UInt8]] {
    var seen: Set<[UInt8]> = []
    var lines: [[UInt8]] = []
    for file in files(full: full) {
      guard let data = try? Data(contentsOf: file), String(data: data, encoding: .utf8) != nil
      else { continue }
      for line in data.split(separator: 0x0A) where !line.isEmpty && line.count <= 2000 {
        let bytes = Array(line)
        if seen.insert(bytes).inserted { lines.append(bytes) }
      }
    }
    if let text = ProcessInfo.processInfo.environment["INTENT_RENDER_FASTPATH_LINES"],
      let cap = Int(text), cap > 0, cap < lines.count
    {
      // An even spread over the corpus, not its first files only.
      return (0..<cap).map { lines[$0 * lines.count / cap] }
    }
    return lines
  }

  /// Every pattern of `grammar` as the tokenizer compiles it: `match`, `begin`, `end` and
  /// `while`, each anchor variant of a pattern with `\A` or `\G` (end and while patterns with
  /// back-references are left out: they only exist once resolved against a begin match).
  static func regexes(of grammar: RawGrammar, keeping: (String) -> Bool = { _ in true })
    -> [CompiledRegex]
  {
    var sources: [String] = []
    var seen: Set<String> = []
    var visited: Set<ObjectIdentifier> = []
    func add(_ pattern: String?, resolvedLater: Bool) {
      guard let pattern, seen.insert(pattern).inserted else { return }
      if resolvedLater && RegexSource(pattern).hasBackReferences { return }
      sources.append(pattern)
    }
    func walk(_ rule: RawRule) {
      guard visited.insert(ObjectIdentifier(rule)).inserted else { return }
      add(rule.match, resolvedLater: false)
      add(rule.begin, resolvedLater: false)
      add(rule.end, resolvedLater: true)
      add(rule.whilePattern, resolvedLater: true)
      for captures in [rule.captures, rule.beginCaptures, rule.endCaptures, rule.whileCaptures] {
        for key in (captures?.rules.keys).map(Array.init)?.sorted() ?? [] {
          if let capture = captures?.rules[key] { walk(capture) }
        }
      }
      for child in rule.patterns ?? [] { walk(child) }
      for key in (rule.repository?.keys).map(Array.init)?.sorted() ?? [] {
        if let child = rule.repository?[key] { walk(child) }
      }
    }
    grammar.patterns.forEach(walk)
    for key in grammar.repository.keys.sorted() {
      if let rule = grammar.repository[key] { walk(rule) }
    }
    for injection in grammar.injections { walk(injection.rule) }
    var regexes: [CompiledRegex] = []
    for pattern in sources where keeping(pattern) {
      let source = RegexSource(pattern)
      for variant in source.hasAnchor ? [0, 1, 2, 3] : [3] {
        if let regex = source.regex(variant: variant, compile: { try? CompiledRegex($0) }) {
          regexes.append(regex)
        }
      }
    }
    return regexes
  }

  /// Searches `regex` in `line` (with its line feed, as the tokenizer does) from every
  /// character boundary (or, sampling, from a spread of them) through the tokenizer's
  /// `MatchCache`, once with the fast paths (the pattern registered, the line indexed) and
  /// once as a plain Oniguruma search, and records where start or groups differ.
  /// `regex` again, with its analyses read back from the asset cache's form
  /// (`PatternAnalyses.encode`), as a warm run gets them.
  static func storedForm(of regex: CompiledRegex) -> CompiledRegex {
    let entry = PatternAnalyses.Entry(
      pattern: regex.source, keys: regex.filter?.keys,
      firstBytes: CompiledRegex.firstBytes(of: regex.source))
    var writer = CacheWriter()
    PatternAnalyses.encode([entry], into: &writer)
    var reader = CacheReader(writer.bytes)
    let known = (try? PatternAnalyses.decode(from: &reader))?.first?.known
    return CompiledRegex(lazy: regex.source, analyses: known)
  }

  /// The two caches of one pattern's comparisons, kept over its lines as the tokenizer keeps
  /// one over a document's lines. Registering a pattern sizes a cache's tables by the
  /// process-wide regex id, so a fresh pair for every line took time that grew with every
  /// pattern the test process had compiled before.
  final class Caches {
    let fast = MatchCache()
    let plain = MatchCache()
    /// The last text id used: every search gets a new one.
    var textID = 0

    init(_ regex: CompiledRegex) {
      fast.register(regex)
    }
  }

  static func compare(
    _ regex: CompiledRegex, on line: [UInt8], everyPosition: Bool, into report: inout Report,
    caches: Caches? = nil
  ) {
    let caches = caches ?? Caches(regex)
    let fast = caches.fast
    let plain = caches.plain
    let bytes = line + [0x0A]
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      fast.indexLine(base, count: buffer.count)
      var positions = (0..<buffer.count).filter { buffer[$0] & 0xC0 != 0x80 }
      if !everyPosition && positions.count > 12 {
        let step = positions.count / 12
        positions = Swift.stride(from: 0, to: positions.count, by: step).map { positions[$0] }
      }
      var id = caches.textID
      defer { caches.textID = id }
      for position in positions {
        // A fresh text id each time: no answer comes from the caches' earlier results.
        id += 1
        let text = SearchText(base: base, count: buffer.count, id: id)
        let a = fast.search(regex.handle, in: text, from: position)
        let b = plain.search(regex.handle, in: text, from: position)
        report.searches += 1
        let same =
          a == b && (a < 0 || fast.captures(of: regex.handle) == plain.captures(of: regex.handle))
        if !same {
          report.disagreements.append(
            "\(regex.source) on \(String(decoding: line, as: UTF8.self)) from \(position): \(a) vs \(b)"
          )
        }
      }
    }
  }
}
