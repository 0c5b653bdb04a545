import Foundation
import MarkdownRender
import Testing

@testable import RenderJobs

/// A fence drafted piece by piece from kept line states is coloured as the whole fence is
/// when highlighted in one pass, at every cut (inside lines, inside characters' lines, across
/// multi-line comments and strings whose state carries from line to line).
@Suite struct FenceDraftHighlighterTests {
  static let swift = """
    /* A comment
       over lines */
    let text = \"\"\"
      a string
      over lines, héllo 👋
      \"\"\"
    func f(_ x: Int) -> Int {\r
      return x * 2 // done\r
    }
    """ + "\n"

  static let python = "def f(x):\n    '''doc\n    string'''\n    return x\n\rprint(f(2))\n"

  @Test(arguments: [("swift", swift), ("python", python)])
  func everyPrefixIsColouredAsTheWholePass(language: String, code: String) {
    let shared = SharedHighlighter(environment: ProcessInfo.processInfo.environment)
    let whole = HighlightTerminalCodeHighlighter(highlighter: shared, budget: HighlightBudget())
    for theme in [TerminalThemeName.dark, .light] {
      let drafts = FenceDraftHighlighter(shared: shared)
      let scalars = Array(code.unicodeScalars)
      for end in 1...scalars.count {
        var prefix = ""
        prefix.unicodeScalars.append(contentsOf: scalars[..<end])
        let drafted = drafts.highlight(code: prefix, info: language, theme: theme)
        let expected = whole.highlight(code: prefix, info: language, theme: theme)
        #expect(drafted != nil)
        #expect(drafted == expected, "\(language) cut after \(end) characters")
      }
    }
  }

  @Test func aFenceThatChangedStartsOver() {
    let shared = SharedHighlighter(environment: ProcessInfo.processInfo.environment)
    let whole = HighlightTerminalCodeHighlighter(highlighter: shared, budget: HighlightBudget())
    let drafts = FenceDraftHighlighter(shared: shared)
    _ = drafts.highlight(code: "/* open\nstill comment\n", info: "swift", theme: .dark)
    let other = "let a = 1\nlet b = 2\n"
    #expect(
      drafts.highlight(code: other, info: "swift", theme: .dark)
        == whole.highlight(code: other, info: "swift", theme: .dark))
    #expect(drafts.highlight(code: other, info: "no-such-language", theme: .dark) == nil)
  }
}
