import Testing

@testable import Highlight

@Suite struct SplitPointsTests {
  private func balanced(_ text: String, _ convention: BracketBalance.Convention = .cLike)
    -> [Bool]
  {
    BracketBalance.balancedBefore(
      text.split(separator: "\n", omittingEmptySubsequences: false), convention: convention)
  }

  @Test func bracketsInStringsCommentsAndRegexesDoNotCount() {
    let code = """
      let a = "(" + '[' // (
      /* { unclosed
         in a comment ( */
      var re = /[(/]+\\//g, b = x / 2 / (1);
      f(a,
        b)
      done
      """
    #expect(balanced(code) == [true, true, false, true, true, false, true])
  }

  @Test func pythonTripleQuotesAndHashComments() {
    let code = """
      def f():  # don't (
          '''doc (
          still doc
          '''
      x = a // (b)
      """
    // The docstring's own lines are inside it.
    #expect(balanced(code, .hash) == [true, true, false, false, true])
    // In C-like code `//` starts a comment, so the parenthesis after it does not count.
    #expect(balanced("x = a // (b\ny", .cLike) == [true, true])
  }

  @Test func conditionalsOpenAndMarkupNeverSplits() {
    #expect(balanced("#if A\nint x;\n#endif\nint y;") == [true, false, false, true])
    #expect(balanced("# if this is a comment\ny", .hash) == [true, true])
    #expect(balanced("text\n\nmore", .markup) == [false, false, false])
  }

  @Test func conventionFollowsTheGrammarScope() {
    #expect(BracketBalance.Convention(scopeName: "source.python") == .hash)
    #expect(BracketBalance.Convention(scopeName: "source.gfm") == .markup)
    #expect(BracketBalance.Convention(scopeName: "text.html.basic") == .markup)
    #expect(BracketBalance.Convention(scopeName: "source.js") == .cLike)
  }

  /// The cut falls near half of the bytes, not half of the lines.
  @Test func partsShareBytes() {
    let long = String(repeating: "x", count: 300)
    let lines: [Substring] = (0..<6000).map { index in
      if index % 10 == 0 { return "" }
      return index < 2000 ? Substring(long) : "y"
    }
    let starts = SplitPoints.starts(lines, parts: 2)
    #expect(starts.count == 2)
    // (The nearest line after a blank one.)
    #expect(abs(starts[1] - 1000) <= 20)
  }
}
