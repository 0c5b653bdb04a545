import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

/// Done, active and critical tasks are told apart by their fill, as in Mermaid, not only by a
/// border: the colour each bar shows (its fill at its opacity over the chart's background)
/// differs from every other state's, in light and in dark.
@Suite struct GanttStateFillTests {
  static let chart = """
    gantt
      dateFormat YYYY-MM-DD
      section A
      Normal task  :n, 2024-01-01, 2d
      Done task    :done, d, 2024-01-01, 2d
      Active task  :active, a, 2024-01-01, 2d
      Crit task    :crit, c, 2024-01-01, 2d
    """

  /// The colour the bar of task `id` shows, blended over `background`.
  static func shown(_ svg: String, id: String, over background: RGBColor) throws -> RGBColor {
    let item = try #require(svg.components(separatedBy: "data-id=\"\(id)\"").dropFirst().first)
    let rect = try #require(item.components(separatedBy: "<rect").dropFirst().first)
    func attribute(_ name: String) -> String? {
      rect.range(of: " \(name)=\"").map { String(rect[$0.upperBound...].prefix { $0 != "\"" }) }
    }
    let hex = try #require(attribute("fill"))
    let fill = try #require(RGBColor(hex: hex))
    let alpha = attribute("fill-opacity").flatMap(Double.init) ?? 1
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * alpha + Double(b) * (1 - alpha)).rounded())
    }
    return RGBColor(
      red: mix(fill.red, background.red), green: mix(fill.green, background.green),
      blue: mix(fill.blue, background.blue))
  }

  static func distance(_ a: RGBColor, _ b: RGBColor) -> Double {
    let d = [
      Double(a.red) - Double(b.red), Double(a.green) - Double(b.green),
      Double(a.blue) - Double(b.blue),
    ]
    return (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
  }

  @Test(arguments: [DiagramTheme.Name.light, .dark])
  func statesDifferByFill(_ theme: DiagramTheme.Name) throws {
    let svg = try DiagramRenderer.render(Self.chart, options: DiagramOptions(theme: theme))
    let background = try #require(RGBColor(hex: DiagramTheme(theme).palette.background))
    let colors = try ["n", "d", "a", "c"].map { try Self.shown(svg, id: $0, over: background) }
    for i in colors.indices {
      for j in colors.indices where j > i {
        #expect(Self.distance(colors[i], colors[j]) > 40, "\(i) vs \(j) in \(theme)")
      }
    }
    // The critical task's fill is red: its red channel well above green and blue.
    let crit = colors[3]
    #expect(Int(crit.red) - Int(crit.green) > 50 && Int(crit.red) - Int(crit.blue) > 50)
  }
}
