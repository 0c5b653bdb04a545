import Foundation
import Testing

@testable import DiagramLayout

@Suite struct TimelineTests {
  func chart(_ text: String) throws -> TimelineChart {
    try TimelineParser.parse(try MermaidSource(parsing: text))
  }

  @Test func periodsEventsContinuationsAndSections() throws {
    let timeline = try chart(
      "timeline\n  title History\n  2002 : LinkedIn\n  2004 : Facebook : Google\n"
        + "       : YouTube\n  section Later\n  2006 : Twitter <br> X\n")
    #expect(timeline.title == "History")
    #expect(timeline.periods.map(\.text) == ["2002", "2004", "2006"])
    #expect(
      timeline.periods.map(\.events) == [
        ["LinkedIn"], ["Facebook", "Google", "YouTube"], ["Twitter <br> X"],
      ])
    #expect(timeline.periods.map(\.section) == [nil, nil, 0])
    #expect(ChartText.lines("Twitter <br> X") == ["Twitter", "X"])
    #expect(ChartText.lines("a<BR/>b<br />c<b>") == ["a", "b", "c<b>"])
    let plain = try chart(
      "---\nconfig:\n  timeline:\n    disableMulticolor: true\n---\ntimeline\n a : b\n")
    #expect(plain.disableMulticolor)
    #expect(try chart("timeline TD\n a : b\n").vertical)
  }

  @Test(arguments: [false, true])
  func boxesNeverOverlap(vertical: Bool) throws {
    var text = vertical ? "timeline TD\n" : "timeline\n"
    for section in 0..<4 {
      text += "section S\(section) with a long name that wraps over several lines\n"
      for period in 0..<5 {
        text += "  P\(period) " + String(repeating: "long words ", count: period)
        text += (0..<period).map { " : event \($0) " + String(repeating: "text ", count: $0 * 3) }
          .joined()
        text += "\n"
      }
    }
    let layout = TimelineLayout(try chart(text), measurer: TextMeasurer())
    let overlaps = ChartChecks.overlaps(layout.boxes.map(\.rect))
    #expect(overlaps.isEmpty, "\(overlaps.prefix(3))")
    for box in layout.boxes { #expect(layout.bounds.contains(box.rect)) }
  }

  @Test func errorsAndLimits() throws {
    #expect(throws: DiagramError.self) { try chart("timeline\n : orphan event\n") }
    #expect(throws: DiagramError.self) { try chart("timeline XY\n a : b\n") }
    let ok = "timeline\n" + (0..<250).map { "p\($0) : e" }.joined(separator: "\n")
    #expect(try chart(ok).periods.count == 250)
    #expect(throws: DiagramError.self) { try chart(ok + "\n one : more") }
  }

  @Test func hostileTextIsInert() throws {
    let svg = try ChartChecks.render(
      "timeline\n title <script>alert(1)</script>\n section <svg onload=alert(1)>\n"
        + " <img src=x onerror=alert(1)> : \"'></text><script>x</script>\n")
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<svg onload"))
    #expect(svg.contains("&lt;img src=x"))
  }
}
