import Foundation
import Testing

@testable import DiagramLayout

/// Hostile text in state, class and ER diagrams comes out escaped, never as markup, links or
/// script; prefixes of a rich example fail cleanly or render.
@Suite struct GraphSafetyTests {
  static let hostile: [String] = [
    """
    %%{init: {"securityLevel": "loose", "htmlLabels": true}}%%
    stateDiagram-v2
      state "<script>alert(1)</script>" as s1
      s1 --> s2 : <img src=x onerror=alert(1)>
      s2 : </text><foreignObject>x</foreignObject>
      note right of s1 : <a href="javascript:alert(1)">x</a>
      classDef x fill:url(javascript:alert(1)),stroke:#f00
      style s1 fill:red;}</style><script>alert(1)</script>
    """,
    """
    classDiagram
      class A["<script>alert(1)</script>"] {
        +<b>bold</b>()
        <<</text><svg onload=alert(1)>>>
      }
      A "<i>" --> "&amp;" B : <a href="x">
      note for A "<script>alert(2)</script>"
      click A href "javascript:alert(1)"
      link B "javascript:alert(1)"
      callback A "alert"
      style A fill:#f00;}</style><script>alert(1)</script>
    """,
    """
    erDiagram
      "<script>alert(1)</script>" ||--o{ B : "<img src=x onerror=alert(1)>"
      B {
        string <b>x</b> PK "</text><script>alert(1)</script>"
      }
      style B fill:url(javascript:alert(1))
    """,
  ]

  @Test(arguments: hostile)
  func hostileTextIsInert(_ text: String) throws {
    let svg = try DiagramRenderer.render(text)
    let audit = SVGAudit(svg)
    #expect(audit.wellFormed)
    #expect(audit.problems.isEmpty, "\(audit.problems)")
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<img"))
    #expect(!svg.lowercased().contains("foreignobject>x"))
    #expect(svg.contains("&lt;"))
  }

  @Test func everyPrefixFailsCleanlyOrRenders() {
    let texts = [
      "stateDiagram-v2\n[*] --> A : go\nstate A {\n  [*] --> a\n  --\n  b --> [*]\n}\nnote left of A : n\n",
      "classDiagram\nclass A~T~ {\n  +x() int\n}\nA \"1\" <|-- \"*\" B : l\nnamespace N {\n class C\n}\n",
      "erDiagram\nA ||--o{ B : r\nB {\n  string id PK \"c\"\n}\nC one or more to 1 A : s\n",
    ]
    for text in texts {
      let scalars = Array(text.unicodeScalars)
      for end in 0...scalars.count {
        let prefix = String(String.UnicodeScalarView(scalars[0..<end]))
        if let svg = try? DiagramRenderer.render(prefix) {
          #expect(svg.hasSuffix("</svg>\n"))
        }
      }
    }
  }
}
