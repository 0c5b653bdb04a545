import Testing

@testable import DiagramLayout

/// A tag written piece by piece (`begin`, `attribute`, `endEmpty` / `endOpen`) is the tag
/// `element` and `open` write from an array of attributes, escaping included.
@Suite struct SVGWriterTests {
  @Test func piecesWriteWhatTheArrayWrites() {
    var path = PathBuilder()
    path.move(to: Point(1.5, -2))
    path.curve(to: Point(3, 4), control1: Point(0.004, 1), control2: Point(2, 3.333))
    var pieces = SVGWriter()
    pieces.begin("g")
    pieces.attribute("data-id", "a\"b<c>&'d")
    pieces.endOpen("g")
    pieces.begin("path")
    pieces.attribute("d", path: path)
    pieces.attribute("x", number: -0.004)
    pieces.attribute("y", number: 12.345)
    pieces.endEmpty()
    var array = SVGWriter()
    array.open("g", [("data-id", "a\"b<c>&'d")])
    array.element("path", [("d", path.data), ("x", SVGNumber.format(-0.004)), ("y", "12.35")])
    #expect(pieces.finish() == array.finish())
    #expect(pieces.finish().contains("data-id=\"a&quot;b&lt;c&gt;&amp;&#39;d\""))
  }

  @Test func polygonBuilderWritesThePolygonString() {
    let points = [Point(0, 0), Point(10.5, 0), Point(5, -8.25)]
    #expect(PathBuilder(polygon: points).data == PathBuilder.polygon(points))
    #expect(PathBuilder.polygon(points) == "M0,0 L10.5,0 L5,-8.25 Z")
  }

  @Test(arguments: [0, 7, 12, 1_234_567, Int.max, -3, Int.min])
  func anIdWritesWhatItsJoinedStringWrites(number: Int) {
    for prefix in ["diagram", "a\"b<c&'d", ""] {
      var pieces = SVGWriter()
      pieces.begin("g")
      pieces.attribute("id", prefix, "-edge-", number)
      pieces.endEmpty()
      var joined = SVGWriter()
      joined.element("g", [("id", "\(prefix)-edge-\(number)")])
      #expect(pieces.finish() == joined.finish())
    }
  }
}
