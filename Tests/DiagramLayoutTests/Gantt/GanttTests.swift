import Foundation
import Testing

@testable import DiagramLayout

@Suite struct GanttTests {
  static let day: Int64 = 86_400_000

  func chart(_ text: String, today: Int64? = nil) throws -> GanttChart {
    try GanttParser.parse(try MermaidSource(parsing: text), today: today)
  }

  /// A date as milliseconds, computed with Foundation's UTC Gregorian calendar (independent
  /// of the library's own arithmetic).
  func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Int64 {
    let components = DateComponents(year: year, month: month, day: day, hour: hour)
    let date = CalendarDateTests.oracle.date(from: components)!
    return Int64(date.timeIntervalSince1970 * 1000)
  }

  @Test func docsExampleSchedulesAsMermaid() throws {
    let text = """
      gantt
          title A Gantt Diagram
          dateFormat YYYY-MM-DD
          section Section
              A task          :a1, 2014-01-01, 30d
              Another task    :after a1, 20d
          section Another
              Task in Another :2014-01-12, 12d
              another task    :24d
      """
    let gantt = try chart(text)
    #expect(gantt.tasks.map(\.id) == ["a1", "task2", "task3", "task4"])
    #expect(
      gantt.tasks.map(\.start) == [
        date(2014, 1, 1), date(2014, 1, 31), date(2014, 1, 12), date(2014, 1, 24),
      ])
    #expect(
      gantt.tasks.map(\.end) == [
        date(2014, 1, 31), date(2014, 2, 20), date(2014, 1, 24), date(2014, 2, 17),
      ])
    #expect(gantt.sections == ["Section", "Another"])
  }

  /// The drawn bars start and end where the axis puts their dates.
  @Test func barsSitAtTheirDatesOnTheAxis() throws {
    let text = """
      gantt
        dateFormat YYYY-MM-DD
        axisFormat %Y-%m-%d
        tickInterval 1day
        a :a, 2024-03-01, 2024-03-04
        b :b, after a, 2d
        c :c, 2024-03-02, until b
      """
    let svg = try ChartChecks.render(text)
    let tasks = ChartChecks.groups(svg, "task")
    #expect(tasks.map(\.id) == ["a", "b", "c"])
    // Tick labels are drawn at their x: read the x of each day's label from the SVG.
    var tickX: [String: Double] = [:]
    for label in ["2024-03-01", "2024-03-02", "2024-03-04", "2024-03-06"] {
      let marker = ">\(label)</text>"
      let before = svg[..<svg.range(of: marker)!.lowerBound]
      let element = before[before.range(of: "<text", options: .backwards)!.lowerBound...]
      tickX[label] = ChartChecks.attribute("x", in: String(element))
    }
    func span(_ id: String) -> (Double, Double) {
      let body = tasks.first { $0.id == id }!.body
      let x = ChartChecks.attribute("x", in: body)!
      return (x, x + ChartChecks.attribute("width", in: body)!)
    }
    func near(_ a: Double, _ b: Double?) -> Bool { abs(a - (b ?? .nan)) < 0.02 }
    #expect(near(span("a").0, tickX["2024-03-01"]) && near(span("a").1, tickX["2024-03-04"]))
    #expect(near(span("b").0, tickX["2024-03-04"]) && near(span("b").1, tickX["2024-03-06"]))
    #expect(near(span("c").0, tickX["2024-03-02"]) && near(span("c").1, tickX["2024-03-04"]))
  }

  @Test func excludedWeekendsLengthenDurationsOnly() throws {
    // Friday 5 January 2024 plus 3 working days (Fri, Mon, Tue): ends on Wednesday the 10th.
    let gantt = try chart(
      "gantt\n excludes weekends\n a :a, 2024-01-05, 3d\n b :b, 2024-01-05, 2024-01-08\n")
    #expect(gantt.tasks[0].end == date(2024, 1, 10))
    #expect(gantt.tasks[1].end == date(2024, 1, 8))
    #expect(gantt.excludedDays.count == 2)
    let friday = try chart(
      "gantt\n excludes weekends\n weekend friday\n a :a, 2024-01-04, 2d\n")
    // Thursday + 2 working days, Friday and Saturday off: Thu, Sun → ends Monday the 8th.
    #expect(friday.tasks[0].end == date(2024, 1, 8))
    let named = try chart("gantt\n excludes monday, 2024-01-03\n a :a, 2024-01-01, 3d\n")
    #expect(named.tasks[0].end == date(2024, 1, 5))
  }

  @Test func untilAndForwardReferences() throws {
    let gantt = try chart(
      "gantt\n first :a, after b, 1d\n second :b, 2017-07-20, 2d\n kiwi :k, 2017-07-19, until a b\n"
    )
    #expect(gantt.tasks[0].start == date(2017, 7, 22))
    #expect(gantt.tasks[2].end == date(2017, 7, 20))
  }

  @Test func errorsNameTheLine() {
    #expect(throws: DiagramError.self) { try chart("gantt\n a :a, after nope, 1d\n") }
    do {
      _ = try chart("gantt\n dateFormat YYYY-MM-DD\n\n a :a, 2014-13-01, 1d\n")
      Issue.record("no error")
    } catch let error as DiagramError {
      #expect(error.position.line == 4 && error.position.column == 2)
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(throws: DiagramError.self) {
      try chart("gantt\n a :a, after b, 1d\n b :b, after a, 1d\n")
    }
    #expect(throws: DiagramError.self) { try chart("gantt\n just a line\n") }
    #expect(throws: DiagramError.self) { try chart("gantt\n a : 3d\n") }
    #expect(throws: DiagramError.self) { try chart("gantt\n a : 2014-01-01, 3q\n") }
    #expect(throws: DiagramError.self) { try chart("gantt\n weekend sunday\n") }
  }

  @Test func todayComesOnlyFromTheCaller() throws {
    let text = "gantt\n a :a, 2024-01-01, 10d\n"
    let noToday = try ChartChecks.render(text)
    #expect(!noToday.contains("class=\"today\""))
    let today = date(2024, 1, 5)
    let marked = try ChartChecks.render(text, options: DiagramOptions(today: today))
    #expect(marked.contains("class=\"today\""))
    let off = try ChartChecks.render(
      "gantt\n todayMarker off\n a :a, 2024-01-01, 10d\n", options: DiagramOptions(today: today))
    #expect(!off.contains("class=\"today\""))
    #expect(try chart("gantt\n a : 2d\n", today: today).tasks[0].start == today)
  }

  @Test func compactModeSharesRows() throws {
    let text =
      "---\ndisplayMode: compact\n---\ngantt\n section S\n a :a, 2014-01-01, 5d\n"
      + " b :b, 2014-01-10, 5d\n c :c, 2014-01-03, 5d\n"
    let layout = GanttLayout(try chart(text), measurer: TextMeasurer())
    let ys = layout.bars.map(\.rect.y)
    #expect(ys[0] == ys[1] && ys[2] > ys[0])
    #expect(ChartChecks.overlaps(layout.bars.map(\.rect)).isEmpty)
  }

  @Test func taskLimitIsExact() throws {
    func source(_ count: Int) -> String {
      "gantt\n t0 :t0, 2024-01-01, 1d\n"
        + (1..<count).map { " t\($0) : 1d" }.joined(separator: "\n")
    }
    #expect(try chart(source(500)).tasks.count == 500)
    #expect(throws: DiagramError.self) { try chart(source(501)) }
  }

  @Test func hostileTextIsInert() throws {
    let svg = try ChartChecks.render(
      "gantt\n title <script>alert(1)</script>\n section </text><svg onload=alert(1)>\n"
        + " <img src=x onerror=alert(1)> :\"'><x, 2024-01-01, 1d\n")
    #expect(!svg.contains("<script") && !svg.contains("<img") && !svg.contains("<svg onload"))
  }
}
