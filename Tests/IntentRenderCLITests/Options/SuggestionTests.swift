import Testing

@testable import IntentRenderCLI

@Suite struct SuggestionTests {
  @Test func distanceCountsASwapAsOneEdit() {
    func distance(_ a: String, _ b: String) -> Int {
      Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
    #expect(distance("note", "note") == 0)
    #expect(distance("ntoe", "note") == 1)
    #expect(distance("colr", "color") == 1)
    #expect(distance("", "abc") == 3)
    #expect(distance("kitten", "sitting") == 3)
  }

  @Test func closeWordsAreSuggestedFarOnesAreNot() {
    let commands = ["note", "highlight", "languages", "diagram", "diff", "transcript"]
    #expect(Suggestion.closest(to: "ntoe", among: commands) == "note")
    #expect(Suggestion.closest(to: "higlight", among: commands) == "highlight")
    #expect(Suggestion.closest(to: "DIAGRAM", among: commands) == "diagram")
    #expect(Suggestion.closest(to: "note", among: ["note"]) == nil)
    #expect(Suggestion.closest(to: "frobnicate", among: commands) == nil)
    #expect(
      Suggestion.closest(to: "--line", among: ["--line-numbers", "--header"])
        == "--line-numbers")
    #expect(Suggestion.closest(to: "x", among: ["y"]) == "y")
    #expect(Suggestion.closest(to: "", among: ["y"]) == nil)
  }

  @Test func usageErrorsSuggestInOneLine() {
    let cases: [([String], String)] = [
      (["ntoe"], "unknown subcommand 'ntoe' (did you mean 'note'?)"),
      (
        ["note", "--colr", "always"], "unknown option '--colr' for 'note' (did you mean '--color'?)"
      ),
      (["note", "--format", "htm"], "(did you mean 'html'?)"),
      (["diagram", "--theme", "drak", "-"], "(did you mean 'dark'?)"),
      (["highlight", "-", "--theme", "ligth"], "unknown theme 'ligth'"),
      (
        ["highlight", "-", "--language", "swfit"],
        "unknown language 'swfit' (did you mean 'swift'?)"
      ),
    ]
    for (arguments, expected) in cases {
      let (code, out, err) = runCLI(arguments)
      #expect(code == 2, "\(arguments)")
      #expect(out.isEmpty)
      #expect(err.contains(expected), "\(arguments): \(err)")
      #expect(err.hasPrefix("intent-render: ") && err.split(separator: "\n").count == 1)
    }
  }
}
