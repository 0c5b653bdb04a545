import DiagramLayout
import Testing

/// Errors stay one short line whatever the source quotes, and a byte order mark is not text.
@Suite struct DiagnosticShapeTests {
  @Test(arguments: [
    "flowchart LR\n  A -->\n",
    "flowchart LR\n  A@{ shape: foo\n  label: x }\n",
    "flowchart LR\n  A@{ shape: \"x\ny\nz\" } --> B\n",
    "sequenceDiagram\n  " + String(repeating: "w", count: 500) + "\n",
  ])
  func errorsAreOneShortLine(_ source: String) {
    do {
      _ = try DiagramRenderer.render(source, options: DiagramOptions())
      Issue.record("rendered")
    } catch {
      let message = error.formatted(file: "f")
      #expect(!message.contains("\n"))
      #expect(message.count < 120, "\(message)")
    }
  }

  @Test func foundEndOfLineIsSaidInWords() {
    #expect(throws: DiagramError.self) {
      try DiagramRenderer.render("flowchart LR\n  A -->\n", options: DiagramOptions())
    }
    do {
      _ = try DiagramRenderer.render("flowchart LR\n  A -->\n", options: DiagramOptions())
    } catch {
      #expect(error.message == "expected a node id, found the end of the line")
    }
  }

  @Test func aByteOrderMarkBeforeTheHeaderIsAccepted() throws {
    let svg = try DiagramRenderer.render(
      "\u{FEFF}flowchart LR\n  A --> B\n", options: DiagramOptions())
    #expect(svg.contains("data-id=\"A\""))
  }
}

/// Numbers from the source are range-checked before any arithmetic.
@Suite struct DiagramNumberTests {
  @Test(arguments: ["-9223372036854775808", "9223372036854775807", "1 -9223372036854775808"])
  func autonumberExtremesAreErrorsNotTraps(_ value: String) {
    #expect(throws: DiagramError.self) {
      try DiagramRenderer.render("sequenceDiagram\n  autonumber \(value)\n  A->>B: x\n")
    }
  }
}
