import Testing

@testable import Highlight

/// What `RegexSource` reads off a pattern's bytes: anchors, `\z` and back-references.
struct RegexSourceTests {
  @Test func anchorsAreFoundAfterABackslashOnly() {
    #expect(RegexSource(#"\Gfoo"#).hasAnchor)
    #expect(RegexSource(#"(?:\A|x)"#).hasAnchor)
    #expect(!RegexSource(#"\\Gfoo"#).hasAnchor)
    #expect(!RegexSource("AG").hasAnchor)
    #expect(!RegexSource("x\\").hasAnchor)
    #expect(!RegexSource("\\é\\").hasAnchor)
    // An escaped backslash, then an anchor; one far into a long pattern.
    #expect(RegexSource(#"\\\A"#).hasAnchor)
    #expect(RegexSource(String(repeating: "(?:ab|cd)", count: 2_000) + #"\G"#).hasAnchor)
    #expect(!RegexSource(String(repeating: #"\\"#, count: 2_000) + "G").hasAnchor)
  }

  @Test func endAnchorIsRewrittenForALineWithItsBreak() {
    #expect(RegexSource(#"a\z"#).source == #"a$(?!\n)(?<!\n)"#)
    #expect(RegexSource(#"a\\z"#).source == #"a\\z"#)
    #expect(RegexSource("é\\z").source == #"é$(?!\n)(?<!\n)"#)
  }

  @Test func backReferencesAreABackslashBeforeADigit() {
    #expect(RegexSource(#"(a)\1"#).hasBackReferences)
    #expect(RegexSource(#"\9"#).hasBackReferences)
    #expect(!RegexSource(#"\d+"#).hasBackReferences)
    #expect(!RegexSource("1\\").hasBackReferences)
  }
}
