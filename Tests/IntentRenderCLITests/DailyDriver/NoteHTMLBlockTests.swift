import Foundation
import TestSupport
import Testing

/// README markup in the terminal (#33 items 6, 7): HTML tables of cells drawn as tables, with
/// image-only cells as image references, and a badge's `[image: …]` never broken inside.
@Suite struct NoteHTMLBlockTests {
  static func note(_ markdown: String, width: Int) -> ProcessRun.Outcome {
    FormatChoiceTests.run(
      ["note", "--color", "never", "--width", String(width), "-"], stdin: markdown)
  }

  @Test func anHTMLTableOfCellsIsDrawnAsATable() {
    let markdown = """
      <table>
        <tr>
          <th>Tool</th>
          <th>Logo</th>
        </tr>
        <tr>
          <td><a href="https://example.org/a">Alpha</a></td>
          <td><img src="https://example.org/a.png" alt="Alpha logo"></td>
        </tr>
        <tr><td>Beta</td><td><b>bold</b> text</td></tr>
      </table>

      """
    let outcome = Self.note(markdown, width: 60)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let text = outcome.stdoutText
    #expect(!text.contains("<td>") && !text.contains("<tr>"), "\(text)")
    #expect(text.contains("┌") && text.contains("Tool") && text.contains("Alpha"))
    #expect(text.contains("[image: Alpha logo]"))
    #expect(text.contains("bold text"))
  }

  @Test func aTableWithContentOutsideItsCellsStaysSource() {
    let outcome = Self.note("<table>\n<tr>stray<td>x</td></tr>\n</table>\n", width: 60)
    #expect(outcome.stdoutText.contains("<table>"))
  }

  @Test(arguments: [30, 40, 50, 61])
  func aBadgeIsOneUnit(width: Int) {
    let badges = [
      "[![Build Status](https://ci.example.org/badge.svg)](https://ci.example.org)",
      "[![Coverage Status](https://cov.example.org/b.svg)](https://cov.example.org)",
      "[![Crates.io version](https://img.shields.io/crates/v/x.svg)](https://crates.io/x)",
    ].joined(separator: " ")
    let outcome = Self.note(badges + "\n", width: width)
    #expect(outcome.status == 0)
    let lines = outcome.stdoutText.split(separator: "\n")
    for label in [
      "[image: Build Status]", "[image: Coverage Status]", "[image: Crates.io version]",
    ] {
      #expect(lines.contains { $0.contains(label) }, "\(label) broken at \(width): \(lines)")
    }
  }
}

extension NoteHTMLBlockTests {
  /// `<div align="center">` around Markdown (a README's header) centres what it holds, and
  /// only that.
  @Test func aCentredDivCentresTheMarkdownInside() {
    let markdown = """
      <div align="center">

      # Title

      Short line.

      </div>

      After the div.

      """
    let outcome = Self.note(markdown, width: 40)
    #expect(outcome.status == 0)
    let lines = outcome.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
    let title = lines.first { $0.contains("Title") }
    let short = lines.first { $0.contains("Short line.") }
    #expect(title?.hasPrefix(String(repeating: " ", count: 17)) == true, "\(lines)")
    #expect(short?.hasPrefix(String(repeating: " ", count: 14)) == true, "\(lines)")
    #expect(lines.contains("After the div."))
  }
}
