import Foundation
import Testing

@testable import DiagramLayout

/// Path data as the renderers write it becomes absolute lines and curves.
@Suite struct ScenePathReaderTests {
  @Test func absoluteAndRelativeCommandsBecomeAbsolute() throws {
    let commands = try #require(ScenePathReader.commands("M1,2 L3 4 h5 V10 l-1-1 m2,2 3,3 Z"))
    #expect(
      commands == [
        .move(x: 1, y: 2), .line(x: 3, y: 4), .line(x: 8, y: 4), .line(x: 8, y: 10),
        .line(x: 7, y: 9), .move(x: 9, y: 11), .line(x: 12, y: 14), .close,
      ])
  }

  @Test func smoothCurvesReflectTheLastControlPoint() throws {
    let commands = try #require(ScenePathReader.commands("M0,0 C0,10 10,10 10,0 S20,-10 20,0"))
    #expect(commands.last == .cubic(x1: 10, y1: -10, x2: 20, y2: -10, x: 20, y: 0))
    let quads = try #require(ScenePathReader.commands("M0 0Q5 5 10 0T20 0"))
    #expect(quads.last == .quad(x1: 15, y1: -5, x: 20, y: 0))
  }

  /// An arc becomes cubic curves whose ends and middles lie on the circle.
  @Test(arguments: [
    ("M0,10 A10,10 0 0 1 20,10", true), ("M0,10 A10,10 0 1 0 10,0", false),
    ("M0,10 a10 10 0 0 0 20 0", false),
  ])
  func arcsBecomeCubicsOnTheCircle(data: String, up: Bool) throws {
    let commands = try #require(ScenePathReader.commands(data))
    let curves = commands.dropFirst()
    #expect(!curves.isEmpty && curves.count <= 4)
    var start = (x: 0.0, y: 10.0)
    for command in curves {
      guard case .cubic(let x1, let y1, let x2, let y2, let x, let y) = command else {
        Issue.record("not a curve: \(command)")
        return
      }
      // The curve's point at t = 1/2.
      let mx = (start.x + 3 * x1 + 3 * x2 + x) / 8
      let my = (start.y + 3 * y1 + 3 * y2 + y) / 8
      for (px, py) in [(x, y), (mx, my)] {
        let radius = ((px - 10) * (px - 10) + (py - 10) * (py - 10)).squareRoot()
        #expect(abs(radius - 10) < 0.01, "\(data): (\(px), \(py)) is \(radius) from the centre")
      }
      start = (x, y)
    }
    // A positive sweep from the circle's left end turns up (y < 10), a negative one down.
    if case .cubic(_, let y1, _, _, _, _) = curves.first {
      #expect((y1 < 10) == up)
    }
  }

  @Test(arguments: ["", "L1 2", "M1", "M1,2 X3", "M1,2 A1 1 0 2 1 3 3"])
  func malformedDataIsRefused(data: String) {
    let commands = ScenePathReader.commands(data)
    #expect(commands == nil || commands == [], "\(data)")
  }
}
