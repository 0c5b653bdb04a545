import Foundation
import Testing

@testable import DiagramLayout

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Hostile input: an error or escaped text, never a crash, a hang or markup injection.
@Suite struct FlowchartSafetyTests {
  func assertSafe(_ svg: String, _ context: String) {
    let audit = SVGAudit(svg)
    #expect(audit.wellFormed, "not well-formed: \(context)")
    #expect(audit.problems.isEmpty, "\(audit.problems) in \(context)")
  }

  @Test func labelsAndIdsAreEscaped() throws {
    let text = """
      %%{init: {"securityLevel": "loose", "htmlLabels": true, "theme": "dark"}}%%
      flowchart LR
        A["<script>alert(1)</script>"] -->|"<img src=x onerror=alert(1)>"| B{{"<b>bold</b> & co"}}
        C["</text><script>x</script>"] --- D
        E:::x
        style E fill:red;}</style><script>alert(1)</script>
        classDef x fill:url(javascript:alert(1)),stroke:#f00
        click A href "javascript:alert(1)" "tip"
        click B "https://example.com" _blank
        subgraph S ["<svg onload=alert(1)>"]
          F
        end
      """
    let svg = try DiagramRenderer.render(text)
    assertSafe(svg, "escaping test")
    #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    // `<b>` is emphasis (drawn as SVG styling, never HTML); the rest stays escaped text.
    #expect(svg.contains("<tspan font-weight=\"bold\">bold</tspan> &amp; co"))
    #expect(svg.contains("#1E1E1E"), "the init directive's dark theme applies")
  }

  @Test func idsWithQuotesStayInsideTheirAttributes() throws {
    let svg = try DiagramRenderer.render(
      "flowchart LR\nA-->B\n", options: DiagramOptions(idPrefix: "x\" onload=\"alert(1)"))
    assertSafe(svg, "id prefix")
    #expect(svg.contains("id=\"xonloadalert1\""))
  }

  @Test func limitsAreErrorsBeforeLayout() {
    let big = "flowchart TD\n" + String(repeating: "%% padding line\n", count: 3200)
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(big) }
    var edges = "flowchart TD\n"
    for index in 0..<501 { edges += "n\(index)-->n\(index + 1)\n" }
    do {
      _ = try DiagramRenderer.render(edges)
      Issue.record("501 edges should fail")
    } catch {
      #expect(error.kind == .limit)
      #expect(error.position.line == 502)
    }
    let fan =
      "flowchart TD\n" + (0..<30).map { "a\($0)" }.joined(separator: " & ") + " --> "
      + (0..<30).map { "b\($0)" }.joined(separator: " & ") + "\n"
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(fan) }
    var nested = "flowchart TD\n"
    for index in 0..<33 { nested += "subgraph s\(index)\n" }
    nested += "x\n" + String(repeating: "end\n", count: 33)
    do {
      _ = try DiagramRenderer.render(nested)
      Issue.record("33 levels should fail")
    } catch {
      #expect(error.kind == .limit)
    }
    var deep = "flowchart TD\n"
    for index in 0..<32 { deep += "subgraph s\(index)\n" }
    deep += "x-->y\n" + String(repeating: "end\n", count: 32)
    #expect((try? DiagramRenderer.render(deep)) != nil)
  }

  @Test func everyPrefixOfAnExampleFailsCleanlyOrRenders() {
    let text = """
      ---
      title: T
      ---
      flowchart LR
        A[Hard] -->|Link| B(Round)
        B --> C{Decision}
        C -. One .-> D[["Result #quot;one#quot;"]]
        subgraph S [Sub]
          direction TB
          E@{ shape: docs, label: "Docs" } ==> F>flag]
        end
        C --o S
        style F fill:#f9f
      """
    let scalars = Array(text.unicodeScalars)
    for end in 0...scalars.count {
      let prefix = String(String.UnicodeScalarView(scalars[0..<end]))
      if let svg = try? DiagramRenderer.render(prefix) {
        #expect(svg.hasSuffix("</svg>\n"))
      }
    }
  }

  @Test func garbageNeverCrashes() {
    var random = SplitMix(seed: 99)
    let alphabet = Array("AB01 -=.>|&<ox~[](){}/\\\"`:;@#%\n\tsubgraphendclassstyle".unicodeScalars)
    for _ in 0..<300 {
      var text = "flowchart TD\n"
      for _ in 0..<random.next(120) {
        text.unicodeScalars.append(alphabet[random.next(alphabet.count)])
      }
      if let svg = try? DiagramRenderer.render(text) { assertSafe(svg, text) }
    }
  }

  @Test func largeFlatInputsFinishQuickly() throws {
    let start = Date()
    let many = "flowchart TD\n" + (0..<4000).map { "n\($0)" }.joined(separator: ";") + "\n"
    _ = try DiagramRenderer.render(many)
    let long =
      "flowchart TD\n"
      + (0..<400).map { "a\($0) " + String(repeating: "-", count: 90) + "> b\($0)" }
      .joined(separator: "\n")
    _ = try? DiagramRenderer.render(long)
    #expect(Date().timeIntervalSince(start) < 30)
  }
}

/// Parses an SVG and lists anything outside the safe vocabulary: unknown elements, event or
/// link attributes, `javascript:` or `url(` anywhere in an attribute value.
final class SVGAudit: NSObject, XMLParserDelegate {
  static let elements: Set<String> = [
    "svg", "title", "desc", "style", "rect", "g", "path", "text", "tspan",
  ]
  var problems: [String] = []
  var wellFormed = false

  init(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    wellFormed = parser.parse()
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if !Self.elements.contains(name) { problems.append("element <\(name)>") }
    for (key, value) in attributes {
      let lower = value.lowercased()
      if key.lowercased().hasPrefix("on") || key.contains("href") {
        problems.append("attribute \(key)")
      }
      if lower.contains("javascript:") || lower.contains("url(") {
        problems.append("value \(value)")
      }
    }
  }
}
