import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct ClassParserTests {
  func parse(_ text: String) throws -> ClassDiagram {
    try ClassParser.parse(try MermaidSource(parsing: text))
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

  @Test func membersWithVisibilityClassifiersAndGenerics() throws {
    let diagram = try parse(
      """
      classDiagram
      class Square~Shape~{
        <<interface>>
        -List~int~ position
        +getPoints() List~List~int~~
        +count()$ int
        +draw()*
        String id$
      }
      Square : +area() double
      """)
    let square = diagram.classes[0]
    #expect(square.label == "Square<Shape>")
    #expect(square.annotations == ["interface"])
    #expect(
      square.members.map(\.text) == [
        "-List<int> position", "+getPoints() : List<List<int>>", "+count() : int", "+draw()",
        "String id", "+area() : double",
      ])
    #expect(square.members.map(\.isMethod) == [false, true, true, true, false, true])
    #expect(square.members.map(\.isStatic) == [false, false, true, false, true, false])
    #expect(square.members.map(\.isAbstract) == [false, false, false, true, false, false])
  }

  @Test func everyRelationKindWithCardinalitiesAndLabels() throws {
    let diagram = try parse(
      """
      classDiagram
      A <|-- B
      C *-- D
      E o-- F
      G <-- H
      I -- J
      K <.. L
      M <|.. N
      O .. P
      Q --|> R : realizes
      S "1" --> "*" T : has
      U <|--|> V
      W ()-- X
      """)
    let r = diagram.relations
    #expect(
      r.map(\.fromEnd) == [
        .inheritance, .composition, .aggregation, .association, .none, .association,
        .inheritance, .none, .none, .none, .inheritance, .lollipop,
      ])
    #expect(r.map(\.toEnd)[8...10] == [.inheritance, .association, .inheritance])
    #expect(
      r.map(\.dashed) == [
        false, false, false, false, false, true, true, true, false, false, false, false,
      ])
    #expect(r[9].fromCardinality == "1" && r[9].toCardinality == "*" && r[9].label == "has")
    #expect(diagram.classes.map(\.id).prefix(4) == ["A", "B", "C", "D"])
  }

  @Test func namespacesNotesStylesAndIgnoredLinks() throws {
    let diagram = try parse(
      """
      classDiagram
      namespace Outer {
        namespace Inner["Inner space"] {
          class A
        }
        class B:::hot
      }
      note for A "a<br>note"
      note "general"
      classDef hot fill:#f96
      style A fill:#fff,stroke:#000
      cssClass "A,B" hot
      click A href "javascript:alert(1)"
      link B "https://example.com"
      callback A "fn"
      class `Odd Name!`
      class C["Shown label"]
      """)
    #expect(diagram.namespaces.map(\.label) == ["Outer", "Inner space"])
    #expect(diagram.namespaces[1].parent == 0)
    #expect(diagram.classes.map(\.namespace)[0...1] == [1, 0])
    #expect(diagram.notes.map(\.target) == [0, nil])
    #expect(diagram.resolvedStyle(of: diagram.classes[1])["fill"] == "#f96")
    #expect(diagram.classes[0].style["stroke"] == "#000")
    #expect(diagram.classes[0].classes == ["hot"])
    #expect(diagram.classes.map(\.label).suffix(2) == ["Odd Name!", "Shown label"])
  }

  @Test func errorsCarryTheirPosition() {
    #expect(error("classDiagram\n  A <|-- \n")?.position == SourcePosition(line: 2, column: 9))
    #expect(error("classDiagram\n  A ~~> B\n")?.position == SourcePosition(line: 2, column: 5))
    #expect(error("classDiagram\n  class A {\n  +x\n")?.position.line == 2)
    #expect(error("classDiagram\n  namespace N {\n")?.position.line == 2)
    #expect(error("classDiagram\n  }\n")?.kind == .syntax)
  }

  @Test func limitsHold() {
    var many = "%%{init: {\"maxEdges\": 9999}}%%\nclassDiagram\n"
    for index in 0..<501 { many += "C\(index) <|-- C\(index + 1)\n" }
    #expect(error(many)?.kind == .limit)
    var deep = "classDiagram\n"
    for index in 0..<33 { deep += "namespace N\(index) {\n" }
    deep += "class X\n" + String(repeating: "}\n", count: 33)
    #expect(error(deep)?.kind == .limit)
  }
}
