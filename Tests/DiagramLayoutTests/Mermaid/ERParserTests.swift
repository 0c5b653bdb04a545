import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct ERParserTests {
  func parse(_ text: String) throws -> ERDiagram {
    try ERParser.parse(try MermaidSource(parsing: text))
  }

  func error(_ text: String) -> DiagramError? {
    do {
      _ = try parse(text)
      return nil
    } catch let error as DiagramError {
      return error
    } catch {
      return nil
    }
  }

  @Test func everyCardinalityFormAndLine() throws {
    let diagram = try parse(
      """
      erDiagram
        A |o--|| B : one
        C }o..o{ D : "two words"
        E }|--|{ F
        G o|..o| H
        id1||--||id2 : tight
        CAR 1 to zero or more DRIVER : allows
        PERSON many(0) optionally to 0+ DRIVER : is
        X one or more to only one Y : z
      """)
    let r = diagram.relationships
    #expect(
      r.map(\.fromCardinality) == [
        .zeroOrOne, .zeroOrMore, .oneOrMore, .zeroOrOne, .exactlyOne, .exactlyOne, .zeroOrMore,
        .oneOrMore,
      ])
    #expect(
      r.map(\.toCardinality) == [
        .exactlyOne, .zeroOrMore, .oneOrMore, .zeroOrOne, .exactlyOne, .zeroOrMore, .zeroOrMore,
        .exactlyOne,
      ])
    #expect(r.map(\.identifying) == [true, false, true, false, true, true, false, true])
    #expect(r.map(\.label) == ["one", "two words", nil, nil, "tight", "allows", "is", "z"])
    #expect(diagram.entities.map(\.id).contains("id2"))
  }

  @Test func attributesKeysCommentsAliasesAndStyles() throws {
    let diagram = try parse(
      """
      erDiagram
        p[Person] {
          string(99) name PK, FK "The name"
          string[] parts UK
          int age
        }
        a["Customer Account"]:::hot {
        }
        "This ❤ Unicode"
        classDef hot fill:#f96
        style p stroke:#f00
      """)
    let person = diagram.entities[0]
    #expect(person.label == "Person")
    #expect(person.attributes.map(\.type) == ["string(99)", "string[]", "int"])
    #expect(person.attributes.map(\.keys) == [["PK", "FK"], ["UK"], []])
    #expect(person.attributes[0].comment == "The name")
    #expect(person.style["stroke"] == "#f00")
    #expect(diagram.entities[1].label == "Customer Account")
    #expect(diagram.resolvedStyle(of: diagram.entities[1])["fill"] == "#f96")
    #expect(diagram.entities[2].id == "This ❤ Unicode")
  }

  @Test func errorsCarryTheirPosition() {
    #expect(error("erDiagram\n  A ||--x B\n")?.position == SourcePosition(line: 2, column: 9))
    #expect(error("erDiagram\n  A {\n  string\n  }\n")?.position.line == 3)
    #expect(error("erDiagram\n  A {\n  string a\n")?.position.line == 2)
    #expect(error("erDiagram\n  A {\n  string a XK\n}\n")?.kind == .syntax)
    #expect(error("erDiagram\n  A ?? B\n")?.position == SourcePosition(line: 2, column: 5))
  }

  @Test func limitsHold() {
    var many = "erDiagram\n"
    for index in 0..<501 { many += "E\(index) ||--o{ E\(index + 1) : r\n" }
    let tooMany = error(many)
    #expect(tooMany?.kind == .limit)
    #expect(tooMany?.position.line == 502)
  }
}
