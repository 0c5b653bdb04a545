import RenderSupport
import Testing

@testable import DiagramLayout

/// The per-type theme variables Mermaid reads (`pie1`…, `cScale0`…, `git0`…, `fillType0`…,
/// `quadrant1Fill`…, `radar.curveOpacity`, `sankey.linkColor`): each one written changes the
/// drawing to exactly the value written, and a value of the wrong kind is a warning.
@Suite struct ThemeScaleTests {
  /// One input per type, and the variable that colours its first item.
  static let cases: [(variable: String, body: String)] = [
    ("pie1", "pie\n  \"A\" : 1\n  \"B\" : 2\n"),
    ("git0", "gitGraph\n  commit\n  commit\n"),
    ("cScale0", "timeline\n  section One\n    2020 : a\n"),
    ("cScale0", "mindmap\n  root\n    child\n"),
    ("cScale0", "kanban\n  todo[To do]\n    a[Card]\n"),
    ("cScale0", "radar-beta\n  axis a, b, c\n  curve x{1, 2, 3}\n"),
    ("cScale0", "treemap-beta\n  \"A\": 3\n  \"B\": 2\n"),
    ("fillType0", "journey\n  section S\n    Task: 3: Me\n"),
    ("quadrant1Fill", "quadrantChart\n  quadrant-1 Q\n  A: [0.3, 0.6]\n"),
  ]

  static let color = "#12AB34"

  func directive(_ variable: String, _ value: String, theme: String? = nil) -> String {
    let named = theme.map { ##""theme": "\##($0)", "## } ?? ""
    return ##"%%{init: {\##(named)"themeVariables": {"\##(variable)": "\##(value)"}}}%%"## + "\n"
  }

  @Test(arguments: cases.indices)
  func aScaleVariableColoursItsEntry(_ index: Int) throws {
    let (variable, body) = Self.cases[index]
    let plain = try DiagramRenderer.draw(body)
    #expect(!plain.svg.contains(Self.color))
    let drawn = try DiagramRenderer.draw(directive(variable, "#12ab34") + body)
    #expect(
      drawn.svg.contains("fill=\"\(Self.color)\"")
        || drawn.svg.contains("stroke=\"\(Self.color)\""), "\(variable) in \(body)")
    #expect(drawn.warnings.isEmpty, "\(drawn.warnings)")
    // The custom property carries it too, so a browser shows what librsvg shows.
    #expect(drawn.svg.contains(": \(Self.color)") || drawn.svg.contains(":\(Self.color)"))
  }

  @Test func theDarkSchemeTakesTheVariablesUnderTheDarkTheme() throws {
    let body = "pie\n  \"A\" : 1\n"
    let drawn = try DiagramRenderer.draw(
      directive("pie1", "#12ab34", theme: "dark") + body, options: DiagramOptions(theme: .dark))
    #expect(drawn.svg.contains("fill=\"\(Self.color)\""))
    let light = try DiagramRenderer.draw(
      directive("pie1", "#12ab34", theme: "dark") + body, options: DiagramOptions(theme: .light))
    #expect(!light.svg.contains("fill=\"\(Self.color)\""), "the variables describe the dark scheme")
  }

  @Test func anotherTypesScaleVariableIsWarned() throws {
    let text = directive("git0", "#12ab34") + "pie\n  \"A\" : 1\n"
    let drawn = try DiagramRenderer.draw(text)
    #expect(!drawn.svg.contains(Self.color))
    #expect(
      drawn.warnings.map(\.message) == [
        "setting 'themeVariables.git0': not drawn by this diagram type; ignored"
      ])
    #expect(drawn.warnings.first?.position?.line == 1)
  }

  @Test func aScaleValueThatIsNotAColourIsWarned() throws {
    let drawn = try DiagramRenderer.draw(directive("pie2", "url(#x)") + "pie\n  \"A\" : 1\n")
    #expect(drawn.warnings.count == 1)
    #expect(drawn.warnings.first?.message.contains("expected a colour") == true)
    #expect(!drawn.svg.contains("url(#x)"))
  }

  @Test func radarCurveOpacityIsTheValueWritten() throws {
    let body = "radar-beta\n  axis a, b, c\n  curve x{1, 2, 3}\n"
    #expect(try DiagramRenderer.render(body).contains("fill-opacity:0.5"))
    let text = ##"%%{init: {"themeVariables": {"radar": {"curveOpacity": 0.2}}}}%%"## + "\n" + body
    let drawn = try DiagramRenderer.draw(text)
    #expect(drawn.svg.contains("fill-opacity:0.2"))
    #expect(drawn.warnings.isEmpty)
    let bad = ##"%%{init: {"themeVariables": {"radar": {"curveOpacity": 3}}}}%%"## + "\n" + body
    #expect(try DiagramRenderer.draw(bad).warnings.count == 1)
  }

  @Test func sankeyLinksTakeTheColourModeWritten() throws {
    let body = "sankey-beta\n  a,b,5\n  c,b,3\n"
    func strokes(_ mode: String) throws -> (Set<String>, [Diagnostic]) {
      let text = ##"%%{init: {"sankey": {"linkColor": "\##(mode)"}}}%%"## + "\n" + body
      let drawn = try DiagramRenderer.draw(text)
      let links = drawn.svg.components(separatedBy: "<path class=\"sankey-link").dropFirst()
      let colors = links.compactMap { part -> String? in
        guard let range = part.range(of: "stroke=\"") else { return nil }
        return String(part[range.upperBound...].prefix(7))
      }
      return (Set(colors), drawn.warnings)
    }
    let (source, _) = try strokes("source")
    #expect(source.count == 2, "a and c are different sources")
    let (target, targetWarnings) = try strokes("target")
    #expect(target.count == 1, "both links go to b")
    #expect(targetWarnings.isEmpty)
    let (fixed, _) = try strokes("#12ab34")
    #expect(fixed == [Self.color])
    let (gradient, warnings) = try strokes("gradient")
    #expect(gradient == source)
    #expect(warnings.count == 1 && warnings[0].message.contains("gradient"))
  }
}
