import Testing

@testable import DiagramLayout

@Suite struct SceneValueReaderTests {
  @Test func colours() {
    typealias Paint = SceneValueReader.Paint
    #expect(
      SceneValueReader.paint("#abc")
        == .color(SceneColor(red: 170, green: 187, blue: 204), alpha: 1))
    #expect(
      SceneValueReader.paint("#FF000080")
        == .color(SceneColor(red: 255, green: 0, blue: 0), alpha: 128.0 / 255))
    #expect(
      SceneValueReader.paint("rgb(10, 20, 30)")
        == .color(SceneColor(red: 10, green: 20, blue: 30), alpha: 1))
    #expect(
      SceneValueReader.paint("cornflowerblue")
        == .color(SceneColor(red: 100, green: 149, blue: 237), alpha: 1))
    #expect(SceneValueReader.paint("none") == Paint.none)
    #expect(SceneValueReader.paint("notacolour") == nil)
    #expect(SceneValueReader.paint("#12") == nil)
  }

  @Test func numbersDashesAndStyles() {
    #expect(SceneValueReader.number(".5") == 0.5)
    #expect(SceneValueReader.number("-.5") == -0.5)
    #expect(SceneValueReader.number("4px") == 4)
    #expect(SceneValueReader.number("4em") == nil)
    #expect(SceneValueReader.opacity("50%") == 0.5)
    #expect(SceneValueReader.dash("5") == [5, 5])
    #expect(SceneValueReader.dash("6 4") == [6, 4])
    #expect(SceneValueReader.dash("0,0") == [])
    let declarations = SceneValueReader.declarations("fill:#f9f; Stroke : #333 !important;x")
    #expect(declarations.map(\.0) == ["fill", "stroke"])
    #expect(declarations.map(\.1) == ["#f9f", "#333"])
  }

  @Test func transforms() throws {
    let turn = try #require(SceneValueReader.transform("rotate(90 10 10)"))
    // (20, 10) turns a quarter clockwise on screen around (10, 10) to (10, 20).
    #expect(abs(turn.a * 20 + turn.c * 10 + turn.e - 10) < 1e-9)
    #expect(abs(turn.b * 20 + turn.d * 10 + turn.f - 20) < 1e-9)
    let moved = try #require(SceneValueReader.transform("translate(5,6) translate(1)"))
    #expect(moved == .translate(6, 6))
    #expect(SceneValueReader.transform("skew(3)") == nil)
  }
}
