import Foundation
import Testing

@testable import DiffView

/// Hunk header numbers: parsed with range checks, so no later sum can overflow.
struct HunkHeaderTests {
  @Test func plainAndCombinedHeadersParse() throws {
    let plain = try HunkHeader.parse("@@ -3,4 +5 @@ func f()")
    #expect(plain.oldRanges.map(\.start) == [3])
    #expect(plain.oldRanges.map(\.count) == [4])
    #expect(plain.newStart == 5 && plain.newCount == 1)
    #expect(plain.context == "func f()")
    let combined = try HunkHeader.parse("@@@ -1,2 -1,3 +1,4 @@@")
    #expect(combined.oldRanges.count == 2)
  }

  @Test(arguments: [
    "@@ -1 +9223372036854775807 @@", "@@ -1,9223372036854775807 +1 @@",
    "@@ -9223372036854775000,2000 +1 @@", "@@ -1 +99999999999999999999 @@",
    "@@ -281474976710655,2 +1 @@",
  ])
  func numbersPastTheLimitAreOutOfRange(header: String) {
    #expect(throws: HunkHeader.Problem.outOfRange) { try HunkHeader.parse(Substring(header)) }
  }

  @Test func theLimitItselfIsAccepted() throws {
    let header = try HunkHeader.parse("@@ -281474976710655,1 +0,0 @@")
    #expect(header.oldRanges[0].start + header.oldRanges[0].count == HunkHeader.maxLineNumber)
  }

  @Test(arguments: ["@@ -a +1 @@", "@@ -+1 +1 @@", "@@ --1 +1 @@", "@@ -1 +1", "@@ -1, +1 @@"])
  func otherDamageIsMalformed(header: String) {
    #expect(throws: HunkHeader.Problem.malformed) { try HunkHeader.parse(Substring(header)) }
  }

  /// The byte parse answers as the Character parse does, or leaves the header to it.
  @Test(arguments: [
    "@@ -3,4 +5 @@ func f()", "@@@ -1,2 -1,3 +1,4 @@@", "@@ -1 +1 @@", "@@ -1 +1 @@@ x",
    "@@ -1 +1 @@  two spaces", "@@ -1 +1 @@é", "@@ -1 +1 @@ é", "@@ -1 +1 \u{301}@@ x",
    "@@ -1 +1 @\u{301}@ x", "@@ -1 +1 @@\u{301} x", "@@ \u{301}-1 +1 @@", "@@\u{301} -1 +1 @@",
    "@@ -1 +1 @@ \u{301}x", "@@  -1  +1  @@", "@@ -0001,02 +3 @@", "@@ -1 +1 @", "@@",
    "@", "@@ ", "@@@ -1 +1 @@@", "@@ -1 -1 +1 @@", "@@ -1 +99999999999999999999 @@",
    "@@ -281474976710655,2 +1 @@", "@@ -a +1 @@", "@@ -1, +1 @@", "@@ +1 -1 @@",
    "@@ -1 +1 @@ " + String(repeating: "x", count: 80),
    "@@ -1 +1" + String(repeating: " ", count: 70),
    String(repeating: "@", count: 70),
  ])
  func bytesAgreeWithCharacters(header: String) {
    let line = Substring(header)
    let characters = Result { () throws(HunkHeader.Problem) in try HunkHeader.parseCharacters(line)
    }
    let bytes = Result { () throws(HunkHeader.Problem) in try HunkHeader.parseBytes(line) }
    switch (characters, bytes) {
    case (_, .success(nil)): break
    case (.success(let expected), .success(let found?)): #expect(found == expected)
    case (.failure(let expected), .failure(let found)): #expect(found == expected)
    default: Issue.record("\(header): \(characters) vs \(bytes)")
    }
  }

  /// Common headers take the byte path.
  @Test func asciiHeadersTakeTheBytePath() throws {
    #expect(try HunkHeader.parseBytes("@@ -3,4 +5 @@ naïve()") != nil)
    #expect(try HunkHeader.parseBytes("@@@ -1,2 -1,3 +1,4 @@@") != nil)
  }

  /// Similarity scores outside 0…100 are dropped instead of overflowing `100 - N`.
  @Test func similarityOutsideAPercentIsDropped() {
    let text = """
      diff --git a/x b/y
      dissimilarity index -9223372036854775808%
      rename from x
      rename to y

      """
    let (events, _) = DiffParser.parseAll(text)
    guard case .file(let file) = events.first else {
      Issue.record("no file")
      return
    }
    #expect(file.similarity == nil)
    #expect(DiffParser.percent("40%") == 40)
    #expect(DiffParser.percent("101%") == nil)
  }
}
