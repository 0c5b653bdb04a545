import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct StateParserTests {
  func parse(_ text: String) throws -> StateDiagram {
    try StateParser.parse(try MermaidSource(parsing: text))
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

  @Test func statesTransitionsAndDescriptions() throws {
    let diagram = try parse(
      """
      stateDiagram-v2
        [*] --> Still
        Still --> Moving : go
        state "A long name" as Long
        Moving : first line
        Moving : second line
        Moving --> [*]
      """)
    #expect(diagram.states.map(\.id) == ["[*]", "Still", "Moving", "Long", "[*]"])
    #expect(diagram.states.map(\.kind) == [.start, .simple, .simple, .simple, .end])
    #expect(diagram.states[3].label == "A long name")
    #expect(diagram.states[2].descriptions == ["first line", "second line"])
    #expect(diagram.transitions.map(\.label) == [nil, "go", nil])
    #expect(diagram.transitions[1].position == SourcePosition(line: 3, column: 3))
  }

  @Test func compositeStatesHaveTheirOwnStartAndEnd() throws {
    let diagram = try parse(
      """
      stateDiagram
        [*] --> First
        state First {
          direction LR
          [*] --> inner
          inner --> [*]
        }
      """)
    let first = try #require(diagram.states.firstIndex { $0.id == "First" })
    #expect(diagram.states[first].kind == .composite)
    #expect(diagram.states[first].direction == .leftToRight)
    let starts = diagram.states.indices.filter { diagram.states[$0].kind == .start }
    #expect(starts.count == 2)
    #expect(starts.map { diagram.states[$0].parent } == [nil, first])
    let inner = try #require(diagram.states.firstIndex { $0.id == "inner" })
    #expect(diagram.states[inner].parent == first)
  }

  @Test func regionsSplitAComposite() throws {
    let diagram = try parse(
      """
      stateDiagram-v2
        state Active {
          [*] --> A
          --
          [*] --> B
        }
      """)
    let regions = diagram.states.indices.filter { diagram.states[$0].kind == .region }
    #expect(regions.count == 2)
    let a = try #require(diagram.states.firstIndex { $0.id == "A" })
    let b = try #require(diagram.states.firstIndex { $0.id == "B" })
    #expect(diagram.states[a].parent == regions[0])
    #expect(diagram.states[b].parent == regions[1])
    #expect(diagram.transitions.map { diagram.states[$0.from].parent } == regions)
  }

  @Test func pseudoStatesNotesAndStyles() throws {
    let diagram = try parse(
      """
      stateDiagram-v2
        state f <<fork>>
        state c <<choice>>
        classDef hot fill:#f00,color:white
        f --> c:::hot
        note right of c
          two
          lines
        end note
        note left of f : one line
        class f hot
        style c stroke:url(javascript:alert(1))
      """)
    #expect(diagram.states.map(\.kind) == [.fork, .choice])
    #expect(diagram.notes.map(\.text) == ["two\nlines", "one line"])
    #expect(diagram.notes.map(\.side) == [.right, .left])
    #expect(diagram.resolvedStyle(of: diagram.states[1])["fill"] == "#f00")
    #expect(diagram.states[0].classes == ["hot"])
    #expect(diagram.states[1].style.isEmpty, "unsafe values are dropped")
  }

  @Test func errorsCarryTheirPosition() {
    #expect(
      error("stateDiagram\n  a --> \n")?.description
        == "2:8: expected a state id or '[*]', found the end of the line")
    #expect(error("stateDiagram\n  }\n")?.position == SourcePosition(line: 2, column: 3))
    #expect(error("stateDiagram\n  state A {\n  a --> b\n")?.position.line == 2)
    #expect(error("stateDiagram\n  note right of A\n  text\n")?.position.line == 2)
    #expect(error("stateDiagram\n  a --> b c\n")?.position == SourcePosition(line: 2, column: 11))
  }

  @Test func limitsHoldWhateverTheFrontmatterSays() {
    var many = "---\nconfig:\n  maxEdges: 100000\n---\nstateDiagram\n"
    for index in 0..<501 { many += "s\(index) --> s\(index + 1)\n" }
    let tooMany = error(many)
    #expect(tooMany?.kind == .limit)
    #expect(tooMany?.position.line == 506)
    var deep = "stateDiagram\n"
    for index in 0..<33 { deep += "state s\(index) {\n" }
    deep += "x\n" + String(repeating: "}\n", count: 33)
    #expect(error(deep)?.kind == .limit)
    var fine = "stateDiagram\n"
    for index in 0..<32 { fine += "state s\(index) {\n" }
    fine += "x --> y\n" + String(repeating: "}\n", count: 32)
    #expect(error(fine) == nil)
    #expect((try? DiagramRenderer.render(fine)) != nil)
  }
}
