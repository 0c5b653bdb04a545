import Foundation
import Testing

@testable import DiagramLayout

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Hostile and broken input: an error or escaped text, never a crash, a hang or markup.
@Suite struct SequenceSafetyTests {
  private let forbidden = [
    "<script", "onload", "onclick", "onerror", "<foreignObject", "href", "javascript:",
    "url(", "<iframe", "<img",
  ]

  @Test func hostileTextIsEscaped() throws {
    let text = """
      sequenceDiagram
      participant X as <script>alert(1)</script>
      participant "><svg onload=alert(1)>
      box url(javascript:alert(1)) <img src=x onerror=alert(1)>
      participant B
      end
      rect url(#x)
      X->>B: <script>alert(2)</script> & "quotes" 'too'
      end
      Note over X,B: <foreignObject><iframe href="javascript:alert(3)"/></foreignObject>
      loop <b onclick=alert(4)>
      B-->>X: ok
      end
      """
    for theme in DiagramTheme.Name.allCases {
      let svg = try DiagramRenderer.render(text, options: DiagramOptions(theme: theme))
      let lower = svg.lowercased()
      for word in forbidden {
        #expect(!lower.contains(word.lowercased()) || escapedOnly(word, in: svg), "\(word)")
      }
      #expect(svg.contains("&lt;script&gt;alert(2)&lt;/script&gt; &amp; \"quotes\""))
      #expect(SequenceGeometry.isWellFormed(svg))
    }
  }

  /// Whether every occurrence of `word` in `svg` is inside escaped text (after `&lt;` or in
  /// element content), never markup: checked by parsing and looking at element names.
  private func escapedOnly(_ word: String, in svg: String) -> Bool {
    let names = ElementNames()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = names
    guard parser.parse() else { return false }
    let allowed: Set<String> = [
      "svg", "style", "rect", "g", "text", "path", "line", "circle", "title", "desc",
    ]
    return names.names.isSubset(of: allowed) && names.attributes.isSubset(of: allowedAttributes)
  }

  private let allowedAttributes: Set<String> = [
    "xmlns", "id", "class", "width", "height", "viewBox", "role", "font-family", "font-size",
    "x", "y", "fill", "stroke", "rx", "fill-opacity", "data-index", "data-kind", "data-id",
    "data-from", "data-to", "data-arrow", "data-number", "data-participant", "data-depth",
    "d", "stroke-width", "stroke-dasharray", "x1", "y1", "x2", "y2", "text-anchor",
    "font-weight", "cx", "cy", "r",
  ]

  @Test func brokenInputIsATypedError() {
    let cases = [
      "sequenceDiagram\nloop x\nA->>B: y",
      "sequenceDiagram\nA->>B: x\nend\nend",
      "sequenceDiagram\nA->>",
      "sequenceDiagram\nparticipant A@{ \"type\"",
      "sequenceDiagram\nalt x\nelse y\nand z\nend",
      "sequenceDiagram\n" + String(repeating: "A->>B: x\n", count: 600),
      "sequenceDiagram\n" + String(repeating: "rect red\n", count: 40),
      "sequenceDiagram\n" + String(repeating: "x", count: 60_000),
    ]
    for text in cases {
      #expect(throws: DiagramError.self, "\(text.prefix(40))") {
        try DiagramRenderer.render(text)
      }
    }
  }

  /// Deterministic mutations of the examples (cut, duplicated, swapped lines) never crash
  /// and finish quickly.
  @Test func mutatedExamplesNeverCrash() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    let examples = SequenceExamples.all.map(\.text)
    let pool =
      examples.isEmpty ? ["sequenceDiagram\nA->>+B: x\nloop y\nB-->>-A: z\nend\n"] : examples
    let start = Date()
    var rendered = 0
    for round in 0..<600 {
      var scalars = Array(pool[round % pool.count].unicodeScalars)
      for _ in 0...next(4) {
        switch next(4) {
        case 0: scalars = Array(scalars.prefix(next(scalars.count + 1)))
        case 1 where !scalars.isEmpty:
          let at = next(scalars.count)
          scalars.insert(contentsOf: scalars[at..<min(scalars.count, at + next(40))], at: at)
        case 2 where !scalars.isEmpty:
          scalars.remove(at: next(scalars.count))
        default:
          let inserts: [String] = ["end\n", "-", "+", ">>", "<br>", "#", ":", "\n", "(", "@{"]
          scalars.insert(
            contentsOf: inserts[next(inserts.count)].unicodeScalars, at: next(scalars.count + 1))
        }
      }
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars)
      if let svg = try? DiagramRenderer.render(String(text)) {
        rendered += 1
        #expect(SequenceGeometry.isWellFormed(svg))
      }
    }
    #expect(rendered > 0)
    #expect(Date().timeIntervalSince(start) < 60)
  }
}

private final class ElementNames: NSObject, XMLParserDelegate {
  var names: Set<String> = []
  var attributes: Set<String> = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    names.insert(elementName)
    attributes.formUnion(attributeDict.keys)
  }
}
