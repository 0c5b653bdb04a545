import RenderSupport
import Testing

@testable import DiagramLayout

/// The cursor's text of a range of scalars is those scalars, whatever their UTF-8 length, and
/// the readers built on it return what they read.
@Suite struct MermaidCursorTests {
  static func cursor(_ text: String) -> MermaidCursor {
    MermaidCursor(Array(text.unicodeScalars), start: SourcePosition(line: 1, column: 1))
  }

  @Test func textOfARangeIsItsScalars() {
    let source = "a-é🎉\u{301}z\n\u{0}"
    let cursor = Self.cursor(source)
    let scalars = Array(source.unicodeScalars)
    for low in 0...scalars.count {
      for high in low...scalars.count {
        let expected = String(String.UnicodeScalarView(scalars[low..<high]))
        #expect(cursor.text(low..<high) == expected)
        #expect(Array(cursor.text(low..<high).unicodeScalars) == Array(scalars[low..<high]))
      }
    }
  }

  @Test func restOfLineStopsBeforeTheBreak() {
    var cursor = Self.cursor("näme 🎉 rest\nnext")
    #expect(cursor.restOfLine() == "näme 🎉 rest")
    #expect(cursor.peek() == "\n")
    #expect(cursor.position.column == 1 + "näme 🎉 rest".unicodeScalars.count)
  }
}
