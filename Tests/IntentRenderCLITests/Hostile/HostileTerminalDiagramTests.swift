import Foundation
import TestSupport
import Testing

/// Terminal diagrams, whole process: untrusted label text never reaches the terminal as
/// control characters, and the largest drawings the source limits allow finish quickly in
/// bounded memory or are refused with one line.
@Suite struct HostileTerminalDiagramTests {
  static func run(_ arguments: [String], _ source: String) -> ProcessRun.Outcome {
    var run = ProcessRun(["diagram", "-"] + arguments)
    run.input = .data(Data(source.utf8))
    run.limits = ["--as=2000000000"]
    run.timeout = 20
    return run.run()
  }

  /// ESC, C1 controls, DEL and bidi overrides in labels, titles, messages and notes.
  static let controls = "\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\u{9B}31m\u{7F}\u{202E}rev\u{2066}x"

  @Test func controlCharactersInLabelsAreDropped() {
    let sources = [
      "flowchart LR\n  A[\"a\(Self.controls)\"] -->|\"l\(Self.controls)\"| B\n"
        + "  subgraph S [\"t\(Self.controls)\"]\n  B\n  end\n",
      "sequenceDiagram\n  participant A as a\(Self.controls)\n  A->>B: m\(Self.controls)\n"
        + "  Note over A: n\(Self.controls)\n  loop l\(Self.controls)\n  A->>A: s\n  end\n",
    ]
    for source in sources {
      let text = Self.run(["--format", "text"], source)
      #expect(text.status == 0, "\(text.stderr)")
      let bad = text.stdoutText.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
          || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
      }
      #expect(bad.isEmpty, "\(bad.map { String($0.value, radix: 16) })")
      #expect(text.stdoutText.contains("rev"))
      let ansi = Self.run(["--format", "ansi", "--color", "always"], source)
      // Only SGR sequences of our own: ESC is always followed by `[` digits `m`.
      let escapes = ansi.stdoutText.components(separatedBy: "\u{1B}").dropFirst()
      #expect(escapes.allSatisfy { $0.hasPrefix("[") && $0.contains("m") })
      #expect(!ansi.stdoutText.contains("\u{1B}]"))
    }
  }

  /// 500 edges fanning out of one node (500 tracks in one gap), a 500-edge chain, and 200
  /// nodes of 300-character labels in one rank; each draws or is refused, in well under the
  /// timeout.
  @Test func largestDrawingsFinishOrAreRefused() {
    let fan = "flowchart TD\n" + (0..<500).map { "  R --> N\($0)\n" }.joined()
    let chain = "flowchart LR\n" + (0..<500).map { "  N\($0) --> N\($0 + 1)\n" }.joined()
    let wide =
      "flowchart TD\n"
      + (0..<150).map { "  N\($0)[\"" + String(repeating: "w", count: 300) + "\"]\n" }.joined()
      + (0..<150).map { "  X --> N\($0)\n" }.joined()
    for source in [fan, chain, wide] {
      let outcome = Self.run(["--format", "text"], source)
      #expect(outcome.signal == nil)
      #expect(outcome.cpuSeconds < 5, "\(outcome.cpuSeconds) s")
      if outcome.status == 0 {
        #expect(outcome.stdoutText.hasSuffix("\n"))
      } else {
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("intent-render: <stdin>:"))
        #expect(outcome.stderr.split(separator: "\n").count == 1)
      }
    }
  }

  @Test func anExplicitWidthTooSmallFailsWithOneLine() {
    let outcome = Self.run(
      ["--format", "text", "--width", "10"], "flowchart LR\n  A --> B --> C\n")
    #expect(outcome.status == 1)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("intent-render: <stdin>:1:1: the diagram is "))
    #expect(outcome.stderr.split(separator: "\n").count == 1)
  }
}
