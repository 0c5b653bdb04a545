import Foundation
import MarkdownRender
import RenderSupport
import TestSupport
import Testing

/// Properties every terminal rendering must have, checked on every fixture and every GFM spec
/// example: no line wider than the width, every escape closed on its line, and the visible
/// text equal to the plain-text writer's output for the same layout.
enum TerminalProperties {
  static let widths = [20, 40, 80, 120]

  /// Problems found rendering `document` at `width` (empty when all properties hold).
  static func problems(_ document: MarkdownDocument, width: Int, hyperlinks: Bool) -> [String] {
    let renderer = TerminalRenderer(
      options: TerminalRenderOptions(width: width, colorLevel: .truecolor, hyperlinks: hyperlinks))
    let ansi = renderer.render(document)
    let plain = renderer.renderPlainText(document)
    var found: [String] = []
    if ANSIText.strip(ansi) != plain { found.append("visible text differs from plain text") }
    for (number, line) in ansi.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let text = String(line)
      let cells = ANSIText.visibleWidth(text)
      if cells > width, !isReferenceLine(ANSIText.strip(text)) {
        found.append("line \(number + 1) is \(cells) cells wide: \(text)")
      }
      let open = ANSIText.unclosedEscapes(in: text)
      if !open.isEmpty { found.append("line \(number + 1) leaves \(open) open") }
    }
    if plain.contains("\u{1B}") { found.append("plain text holds an escape") }
    return found
  }

  /// `[n]: URL` lines overflow on purpose: a URL is never broken.
  static func isReferenceLine(_ text: String) -> Bool {
    let trimmed = text.drop { $0 == " " || $0 == "┃" }
    guard trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]") else { return false }
    let number = trimmed[trimmed.index(after: trimmed.startIndex)..<close]
    let rest = trimmed[close...]
    return !number.isEmpty && number.allSatisfy(\.isNumber) && rest.hasPrefix("]: ")
      && !rest.dropFirst(3).contains(" ")
  }

  struct Example: Decodable {
    var file: String
    var example: Int
    var markdown: String
    var extensions: [String]
  }

  static func specExamples() -> [Example]? {
    guard let shared = Fixtures.shared else { return nil }
    let url = shared.appendingPathComponent("conformance/gfm/examples.json")
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode([Example].self, from: data)
  }
}

@Test(arguments: TerminalGoldenCases.names)
func terminalPropertiesHoldForFixture(name: String) throws {
  let document = try TerminalGoldenCases.document(name)
  for width in TerminalProperties.widths {
    for hyperlinks in [false, true] {
      let problems = TerminalProperties.problems(document, width: width, hyperlinks: hyperlinks)
      #expect(problems.isEmpty, "\(name) at \(width): \(problems.prefix(3))")
    }
  }
}

@Test func terminalPropertiesHoldForGFMSpecExamples() {
  guard let examples = TerminalProperties.specExamples() else {
    print("NOTICE: ../shared/conformance/gfm/examples.json not found; spec property check skipped")
    return
  }
  #expect(examples.count > 700)
  var failures: [String] = []
  for example in examples {
    let document = MarkdownParser.parse(example.markdown)
    for width in TerminalProperties.widths {
      for hyperlinks in [false, true] {
        let problems = TerminalProperties.problems(document, width: width, hyperlinks: hyperlinks)
        if let first = problems.first {
          failures.append("\(example.file) #\(example.example) at \(width): \(first)")
        }
      }
    }
  }
  #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5))")
}
