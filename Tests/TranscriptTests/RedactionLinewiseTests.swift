import Foundation
import TestSupport
import Testing

@testable import Transcript

/// The linewise path of `--redact` (each line-local rule only on the lines holding its
/// triggers) gives exactly what every rule over the whole text gives: same text, same counts.
@Suite struct RedactionLinewiseTests {
  /// Every secret and every kept text of the corpus, alone and run together in one text with
  /// line breaks (LF and CRLF), spaces and numbered-view prefixes between them.
  static func texts() -> [String] {
    let secrets = RedactionCorpusTests.secrets.map(\.text)
    let kept = RedactionCorpusTests.kept
    var texts = secrets + kept
    var generator = SeededGenerator(seed: 29)
    let joins = ["\n", "\r\n", " ", "\n\n", "\t", "\n     7→", "\n  --token\n", ": ", "\n-u\n"]
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<Int.random(in: 2...8, using: &generator) {
        let pool = Bool.random(using: &generator) ? secrets : kept
        text += pool.randomElement(using: &generator)!
        text += joins.randomElement(using: &generator)!
      }
      texts.append(text)
    }
    return texts
  }

  @Test func linewiseEqualsWholeText() {
    let linewise = TranscriptRedactor()
    let whole = TranscriptRedactor()
    var differing: [String] = []
    for text in Self.texts()
    where linewise.redact(text, linewise: true) != whole.redact(text, linewise: false) {
      differing.append(text)
    }
    #expect(differing.isEmpty, "\(differing.count) texts differ, first: \(differing.first ?? "")")
    #expect(linewise.summary.map(\.kind) == whole.summary.map(\.kind))
    #expect(linewise.summary.map(\.count) == whole.summary.map(\.count))
    #expect(!linewise.summary.isEmpty)
  }

  /// A flag and its value on two lines are two lines of prose, not an option (the rules match
  /// within a line so that the linewise path is exact).
  @Test func aSecretOptionDoesNotReachIntoTheNextLine() {
    #expect(TranscriptRedactor().redact("use --token\nnext steps") == "use --token\nnext steps")
    #expect(
      TranscriptRedactor().redact("use --token abcdef123456")
        == "use --token [REDACTED:secret option]")
  }
}
