import Foundation
import Testing

@testable import MarkdownRender

/// Sections that become final in one append come as one document, parsed as the whole text
/// parses them; one that a later definition could change still holds itself and what follows.
@Suite struct MarkdownStreamParserTests {
  /// With source positions: a section's lines are the whole text's.
  static let options: MarkdownParseOptions = {
    var options = MarkdownParseOptions.gfm
    options.sourcePositions = true
    return options
  }()

  static func whole(_ text: String) -> [Block] {
    MarkdownParser(options: options).parse(text).blocks
  }

  static func stream() -> MarkdownStreamParser {
    MarkdownStreamParser(parser: MarkdownParser(options: options))
  }

  @Test func sectionsFinalTogetherComeAsOneDocument() {
    let text = "# Title\n\nA paragraph.\n\n- one\n- two\n\n```swift\nlet a = 1\n```\n\nOpen\n"
    var parser = Self.stream()
    let finals = parser.append(Array(text.utf8))
    #expect(finals.count == 1)
    let blocks = Self.whole(text)
    #expect(finals.first?.blocks == Array(blocks.prefix(4)))
    #expect(parser.rest().blocks == Array(blocks.suffix(1)))
  }

  /// A reference whose definition comes later in the same append is resolved, as in the
  /// whole text (the first definition of a label wins, so nothing later changes it); one
  /// whose definition may still come holds from there on.
  @Test func aReferenceDefinedLaterInTheAppendResolvesAndAnOpenOneHolds() {
    let defined = "See [x].\n\nMore.\n\n[x]: https://example.com\n\nOpen\n"
    var parser = Self.stream()
    let finals = parser.append(Array(defined.utf8))
    #expect(finals.flatMap(\.blocks) == Array(Self.whole(defined).dropLast()))

    let open = "First.\n\nSee [y].\n\nMore.\n\nOpen\n"
    var held = Self.stream()
    let first = held.append(Array(open.utf8))
    #expect(first.flatMap(\.blocks) == Array(Self.whole(open).prefix(1)))
    #expect(held.append(Array(" text.\n\nAnd on\n".utf8)).isEmpty)
    let whole = Self.whole(open + " text.\n\nAnd on\n")
    #expect(held.rest().blocks == Array(whole.dropFirst()))
  }
}
