import Foundation
import RenderSupport
import Testing

@testable import DiagramLayout

/// What a Venn drawing shows, read back from the SVG: overlaps in proportion to the union
/// sizes, circles turned as Mermaid's venn.js turns them, names in their circle's colour,
/// and labels that never cover each other.
@Suite struct VennDrawingTests {
  typealias Circle = (x: Double, y: Double, r: Double)

  static func circles(_ svg: String) -> [String: Circle] {
    var result: [String: Circle] = [:]
    for (id, body) in ChartChecks.groups(svg, "set") { result[id] = VennTests.circle(body) }
    return result
  }

  /// The area two circles share (the circular-segment formula, written out here).
  static func lens(_ a: Circle, _ b: Circle) -> Double {
    let d = hypot(a.x - b.x, a.y - b.y)
    if d >= a.r + b.r { return 0 }
    if d <= abs(a.r - b.r) { return Double.pi * min(a.r, b.r) * min(a.r, b.r) }
    func segment(_ r: Double, _ h: Double) -> Double {
      r * r * acos((r - h) / r) - (r - h) * (2 * r * h - h * h).squareRoot()
    }
    let x = (d * d + a.r * a.r - b.r * b.r) / (2 * d)
    return segment(a.r, a.r - x) + segment(b.r, b.r - (d - x))
  }

  /// Sources, the pairs to measure with the share of the largest set's area each should
  /// cover, and the relative tolerance.
  static let overlapCases: [(String, [(String, String, Double)], Double)] = [
    // Two sets: the lens is the union's share of the larger set's area, exactly.
    ("venn-beta\nset A:20\nset B:10\nunion A,B:4\n", [("A", "B", 4.0 / 20)], 0.01),
    ("venn-beta\nset Big:100\nset Small:8\nunion Big,Small:4\n", [("Big", "Small", 0.04)], 0.01),
    // A chain: each pair at its own size.
    (
      "venn-beta\nset C:30\nset D:30\nset E:10\nunion C,D:5\nunion D,E:1\n",
      [("C", "D", 5.0 / 30), ("D", "E", 1.0 / 30)], 0.02
    ),
    // Three sets and their common part: the fit balances four sizes, as venn.js does; a pair
    // no union of two names overlaps by a quarter of its smaller set (Mermaid's default).
    (
      "venn-beta\nset P:15\nset Q:15\nset R:10\nunion P,R:2.5\nunion Q,R:4\nunion P,Q,R:1\n",
      [("P", "R", 2.5 / 15), ("Q", "R", 4.0 / 15), ("P", "Q", 15.0 / 4 / 15)], 0.06
    ),
  ]

  @Test(arguments: overlapCases)
  func overlapsFollowTheUnionSizes(
    _ source: String, _ pairs: [(String, String, Double)], _ tolerance: Double
  ) throws {
    let circles = Self.circles(try ChartChecks.render(source))
    let largest = try #require(circles.values.map(\.r).max())
    for (a, b, share) in pairs {
      let lens = Self.lens(try #require(circles[a]), try #require(circles[b]))
      let drawn = lens / (Double.pi * largest * largest)
      #expect(abs(drawn - share) <= share * tolerance, "\(a)&\(b): \(drawn) for \(share)")
    }
  }

  /// venn.js turns each group: the largest circle (first written among equals) on the left,
  /// the next largest level with it on its right, the third above them.
  @Test(arguments: [
    ("three-way.mmd", "A", "B", "C"), ("bracket-labels.mmd", "stats", "cs", "ml"),
  ])
  func circlesAreTurnedAsMermaidTurnsThem(
    _ file: String, _ first: String, _ second: String, _ third: String
  ) throws {
    let text = try String(
      contentsOf: VennTests.folder.appendingPathComponent(file), encoding: .utf8)
    let circles = Self.circles(try ChartChecks.render(text))
    let (a, b, c) = (
      try #require(circles[first]), try #require(circles[second]), try #require(circles[third])
    )
    #expect(abs(a.y - b.y) < 0.5 && a.x < b.x)
    #expect(c.y < a.y - a.r / 4)
  }

  /// Groups no union joins: the second to the right of the largest, the third below it.
  @Test func separateGroupsSitRightAndBelow() throws {
    let text = try String(
      contentsOf: VennTests.folder.appendingPathComponent("disjoint.mmd"), encoding: .utf8)
    let circles = Self.circles(try ChartChecks.render(text))
    let (a, b, c, d) = (circles["A"]!, circles["B"]!, circles["C"]!, circles["D"]!)
    let right = max(a.x + a.r, b.x + b.r)
    let bottom = max(a.y + a.r, b.y + b.r)
    #expect(c.x - c.r > right && c.y - c.r < bottom)
    #expect(d.y - d.r > bottom && d.x > min(a.x, b.x) && d.x < max(a.x, b.x))
  }

  /// Hue (degrees), lightness (0…1) of `#RRGGBB`.
  static func hueAndLightness(_ hex: String) -> (Double, Double)? {
    guard let colour = RGBColor(hex: hex) else { return nil }
    let (r, g, b) = (
      Double(colour.red) / 255, Double(colour.green) / 255, Double(colour.blue) / 255
    )
    let (high, low) = (max(r, g, b), min(r, g, b))
    let d = high - low
    var hue = 0.0
    if d > 0 {
      if high == r { hue = 60 * ((g - b) / d).truncatingRemainder(dividingBy: 6) }
      if high == g { hue = 60 * ((b - r) / d + 2) }
      if high == b { hue = 60 * ((r - g) / d + 4) }
    }
    return ((hue + 360).truncatingRemainder(dividingBy: 360), (high + low) / 2)
  }

  static func attributeText(_ name: String, in element: String) -> String? {
    guard let range = element.range(of: " \(name)=\"") else { return nil }
    return String(element[range.upperBound...].prefix { $0 != "\"" })
  }

  /// A set's name is drawn in its circle's colour: the stroke's hue, darker on the light
  /// theme and lighter on the dark one, readable at 4.5:1; a union's name in the text colour.
  @Test(arguments: VennTests.inputs)
  func namesAreInTheirCirclesColour(_ file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    for (theme, background, textColour) in [
      (DiagramTheme.Name.light, "#FFFFFF", "#1F2328"), (.dark, "#1E1E1E", "#E6E6E6"),
    ] {
      let svg = try ChartChecks.render(text, options: DiagramOptions(theme: theme))
      // Sets drawn in the colour scale (class `cN`), not in a fill of the source's.
      for (id, body) in ChartChecks.groups(svg, "set") where body.contains("class=\"c") {
        let path = String(try #require(body.range(of: "<path ").map { body[$0.lowerBound...] }))
        let stroke = try #require(Self.attributeText("stroke", in: path))
        guard let start = body.range(of: "<text ") else { continue }
        let element = String(body[start.lowerBound...].prefix { $0 != ">" })
        guard element.contains("venn-ink") else { continue }
        let fill = try #require(Self.attributeText("fill", in: element))
        let (strokeHue, strokeLight) = try #require(Self.hueAndLightness(stroke))
        let (fillHue, fillLight) = try #require(Self.hueAndLightness(fill))
        let hueGap = abs(strokeHue - fillHue)
        #expect(
          min(hueGap, 360 - hueGap) < 8, "\(file.lastPathComponent) \(id): \(fill) / \(stroke)")
        #expect(theme == .light ? fillLight < strokeLight : fillLight > strokeLight)
        let contrast = try #require(RGBColor(hex: fill)).contrastRatio(
          to: try #require(RGBColor(hex: background)))
        #expect(contrast >= 4.5, "\(file.lastPathComponent) \(id): \(fill)")
      }
      for (id, body) in ChartChecks.groups(svg, "union") where body.contains("venn-name") {
        guard !text.contains("color"), !text.contains("background"), !text.contains("fill") else {
          continue
        }
        #expect(body.contains("fill=\"\(textColour)\""), "\(file.lastPathComponent) \(id)")
      }
    }
  }

  @Test func themeVariablesColourTheSets() throws {
    let svg = try ChartChecks.render(
      "%%{init: {\"themeVariables\": {\"venn2\": \"#cc0000\"}}}%%\n"
        + "venn-beta\nset A\nset B\nunion A,B\n")
    let b = try #require(ChartChecks.groups(svg, "set").first { $0.id == "B" }?.body)
    #expect(b.uppercased().contains("STROKE=\"#CC0000\""))
  }

  @Test func aUnionNameStaysReadableOnItsOwnFill() throws {
    let svg = try ChartChecks.render(
      "venn-beta\nset A\nset B\nunion A,B[\"AB\"]\nstyle A,B fill:#c0ffc0\n",
      options: DiagramOptions(theme: .dark))
    let union = try #require(ChartChecks.groups(svg, "union").first?.body)
    #expect(union.contains("fill=\"#1F2328\""))
  }
}
