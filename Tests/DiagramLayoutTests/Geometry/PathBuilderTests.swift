import Testing

@testable import DiagramLayout

/// Path data holds each point as `x,y` in the shared number format, whatever the size of the
/// numbers (pairs are written on the stack, with a slower way for numbers too long for it).
@Suite struct PathBuilderTests {
  @Test(arguments: [
    (Point(0, 0), "0,0"), (Point(1.5, -2.25), "1.5,-2.25"), (Point(-0.004, 7), "0,7"),
    (Point(999_999_999.99, -999_999_999.99), "999999999.99,-999999999.99"),
    (Point(1e12, 3), "1000000000000,3"), (Point(4, -2e13), "4,-20000000000000"),
    (Point(.nan, .infinity), "0,0"),
  ])
  func writesEachPoint(point: Point, expected: String) {
    var path = PathBuilder()
    path.move(to: point)
    path.curve(to: point, control1: Point(1, 2), control2: point)
    path.line(to: point)
    #expect(path.data == "M\(expected) C1,2 \(expected) \(expected) L\(expected)")
  }

  /// Reserved room is only room: a path longer than it (or shorter) reads the same.
  @Test(arguments: [0, 1, 3, 200])
  func reservedRoomDoesNotChangeTheData(commands: Int) {
    var plain = PathBuilder()
    var reserved = PathBuilder(commands: commands)
    for step in 0..<40 {
      let point = Point(Double(step) * 12.345, -Double(step) / 3)
      plain.curve(to: point, control1: point, control2: Point(1, 2))
      reserved.curve(to: point, control1: point, control2: Point(1, 2))
    }
    #expect(reserved.data == plain.data)
  }
}
