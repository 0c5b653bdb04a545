import Foundation
import Testing

@testable import Highlight

/// First bytes as the asset cache stores them: every kind of analysis reads back equal, and
/// stored bytes that do not decode are never trusted.
@Suite struct FirstBytesCodecTests {
  /// One pattern of each shape: a byte class, a lookbehind, a `\b` keyword list, a word trie
  /// with a lookahead tail, the blanks before a C function list, a `\G` pattern (no first
  /// bytes), one that may match empty (none either) and a Lisp list of symbols.
  static let patterns = [
    "[-+*/]=?", #"(?<=\.)\b(?:x|y)"#, #"\b(?:if|else|while)\b"#,
    #"(?<=\.)(?:s(?:ort(?:ed)?|plit)|index)(?=\s*\()"#, #"(\s*)(\b(?:printf|puts|malloc)\b)"#,
    #"\Gfoo"#, "x*", #"(?<=[\s()\[]|^)(?:car|cdr|set-car!|1\+)(?=[\s()]|$)"#,
  ]

  @Test(arguments: patterns) func storedAnalysisReadsBackEqual(pattern: String) throws {
    let fresh = CompiledRegex.firstBytes(of: pattern)
    var writer = CacheWriter()
    FirstBytesCodec.encode(fresh, into: &writer)
    var reader = CacheReader(writer.bytes)
    #expect(try FirstBytesCodec.decode(from: &reader) == fresh)
    if pattern.hasPrefix("(?<=[") { #expect(fresh?.symbolList != nil) }
  }

  @Test(arguments: patterns) func truncatedOrTrailingBytesThrow(pattern: String) {
    var writer = CacheWriter()
    FirstBytesCodec.encode(CompiledRegex.firstBytes(of: pattern), into: &writer)
    let bytes = writer.bytes
    for cut in 0..<bytes.count where cut > 0 || bytes.count > 1 {
      var reader = CacheReader(Array(bytes[..<cut]))
      #expect(throws: CacheReader.Malformed.self) { try FirstBytesCodec.decode(from: &reader) }
    }
    var longer = CacheReader(bytes + [0])
    #expect(throws: CacheReader.Malformed.self) { try FirstBytesCodec.decode(from: &longer) }
  }

  @Test func unknownTailTagThrows() throws {
    var writer = CacheWriter()
    let keywords = try #require(CompiledRegex.firstBytes(of: Self.patterns[2]))
    #expect(keywords.wordTrie != nil)
    FirstBytesCodec.encode(keywords, into: &writer)
    var bytes = writer.bytes
    // The tail's one item, `\b`, is the last thing written: its tag alone.
    #expect(bytes[bytes.count - 1] == 0)
    bytes[bytes.count - 1] = 7
    var reader = CacheReader(bytes)
    #expect(throws: CacheReader.Malformed.self) { try FirstBytesCodec.decode(from: &reader) }
  }

  /// A pattern whose stored first bytes do not decode gets them from its text, as with no
  /// cache.
  @Test func undecodableStoredAnalysisIsWorkedOutAgain() {
    let pattern = #"\b(?:cachedA|cachedB)\b"# + UUID().uuidString.filter(\.isLetter)
    let garbage = CacheReader([1, 0xFF])
    PatternAnalyses.add([(pattern, PatternAnalyses.Known(filter: nil, firstBytes: garbage))])
    let regex = CompiledRegex(lazy: pattern)
    #expect(regex.firstBytes == CompiledRegex.firstBytes(of: pattern))
    #expect(regex.firstBytes != nil)
  }
}
