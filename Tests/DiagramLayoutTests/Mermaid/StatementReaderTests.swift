import RenderSupport
import Testing

@testable import DiagramLayout

/// The statements class and state diagrams share, read once by `StatementReader`: each is
/// checked as the typed statement the reader hands back, and through both parsers' models.
@Suite struct StatementReaderTests {
  static let keywords = StatementReader.Keywords(classAssignment: "class", ignored: ["click"])

  /// Every statement of `body` as the reader sees it, in a compact text form.
  static func statements(_ body: String, joins: Bool = false) throws -> [String] {
    let source = try MermaidSource(parsing: "stateDiagram-v2\n" + body)
    var reader = StatementReader(source, keywords: keywords, joinsOpenStrings: joins)
    var result: [String] = []
    while let statement = try reader.next() {
      switch statement {
      case .accessibleTitle(let text): result.append("title \(text)")
      case .accessibleDescription(let text): result.append("desc \(text)")
      case .direction(let direction): result.append("direction \(direction.rawValue)")
      case .classDefinition(let names, _): result.append("classDef \(names)")
      case .classAssignment(let ids, let name): result.append("class \(ids) \(name)")
      case .ignored: result.append("ignored")
      case .own(var line): result.append("own \(line.rest())")
      }
    }
    return result
  }

  @Test func sharedStatementsAreTyped() throws {
    let read = try Self.statements(
      """
        %% a comment line yields nothing
        accTitle: Orders
        accDescr {
          first line

          second line
        }
        direction LR
        classDef hot,cold fill:#f00
        class a, b hot
        click a "https://example.com"
        A --> B %% trailing comment
      """)
    #expect(
      read == [
        "title Orders", "desc first line\nsecond line", "direction LR",
        "classDef [\"hot\", \"cold\"]", "class [\"a\", \"b\"] hot", "ignored", "own A --> B",
      ])
  }

  @Test func quotedIdsAndOneLineDescriptions() throws {
    let read = try Self.statements(
      "  class \"x, y\" warm\n  accDescr: one line\n  accDescr { inline }\n  class lonely\n")
    #expect(read == ["class [\"x\", \"y\"] warm", "desc one line", "desc inline", "ignored"])
  }

  @Test func openStringsJoinOnlyWhenAsked() throws {
    let body = "  note \"first\n  second\"\n  A\n"
    #expect(try Self.statements(body, joins: true) == ["own note \"first\n  second\"", "own A"])
    #expect(try Self.statements(body) == ["own note \"first", "own second\"", "own A"])
  }

  @Test func noteBodiesAndUnclosedBlocks() throws {
    let source = try MermaidSource(parsing: "stateDiagram-v2\n  x\n   one\n  END NOTE\n  y\n")
    var reader = StatementReader(source, keywords: Self.keywords)
    _ = try reader.next()
    #expect(reader.lines(until: "end note") == ["one"])
    guard case .own(var line) = try reader.next() else {
      Issue.record("expected the line after the note")
      return
    }
    #expect(line.rest() == "y")
    #expect(reader.lines(until: "end note") == nil)
    #expect(throws: DiagramError.self) { try Self.statements("  accDescr {\n  never closed\n") }
    #expect(throws: DiagramError.self) { try Self.statements("  direction sideways\n") }
  }

  @Test func bothParsersReadTheSharedStatementsAlike() throws {
    let shared = """
        accTitle: T
        accDescr {
          D
        }
        direction RL
        classDef hot fill:#f00
      """
    let state = try StateParser.parse(
      MermaidSource(parsing: "stateDiagram-v2\n" + shared + "\n  A --> B\n  class A hot\n"))
    let diagram = try ClassParser.parse(
      MermaidSource(parsing: "classDiagram\n" + shared + "\n  A --> B\n  cssClass \"A\" hot\n"))
    #expect(state.accessibleTitle == "T" && diagram.accessibleTitle == "T")
    #expect(state.accessibleDescription == "D" && diagram.accessibleDescription == "D")
    #expect(state.direction == .rightToLeft && diagram.direction == .rightToLeft)
    #expect(state.classStyles["hot"] != nil && diagram.classStyles["hot"] != nil)
    #expect(state.states.first { $0.id == "A" }?.classes == ["hot"])
    #expect(diagram.classes.first { $0.id == "A" }?.classes == ["hot"])
  }

  @Test func idsAndClassSuffixes() throws {
    var line = try #require(StatementLine("my-state.v2:::warm-ish --> next", line: 1))
    #expect(line.plainID() == "my-state.v2")
    #expect(line.classSuffix() == "warm-ish")
    line.skipBlanks()
    #expect(line.plainID() == "")
    let linked = line.consume("-->")
    #expect(linked)
    line.skipBlanks()
    #expect(line.classSuffix() == nil)
    #expect(line.plainID() == "next")
    var link = try #require(StatementLine("a-->b", line: 1))
    #expect(link.plainID() == "a")
  }
}
