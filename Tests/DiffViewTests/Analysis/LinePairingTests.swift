import DiffView
import Foundation
import Testing

struct LinePairingTests {
  func hunk(_ spec: [(DiffLine.Kind, String)]) -> DiffHunk {
    var old = 1
    var new = 1
    var lines: [DiffLine] = []
    for (kind, text) in spec {
      lines.append(
        DiffLine(
          kind: kind, oldLine: kind == .added ? nil : old, newLine: kind == .removed ? nil : new,
          text: text))
      if kind != .added { old += 1 }
      if kind != .removed { new += 1 }
    }
    return DiffHunk(
      header: "@@", oldStart: 1, oldLines: old - 1, newStart: 1, newLines: new - 1, context: nil,
      lines: lines)
  }

  @Test func blocksPairInOrderAndRowsLineUp() {
    let analysis = LinePairing().analyze(
      hunk([
        (.context, "a"), (.removed, "b1"), (.removed, "c1"), (.removed, "d1"), (.added, "b2"),
        (.added, "c2"), (.context, "e"), (.added, "f"),
      ]))
    #expect(analysis.partner == [nil, 4, 5, nil, 1, 2, nil, nil])
    let rows = analysis.rows.map { [$0.left, $0.right] }
    #expect(rows == [[0, 0], [1, 4], [2, 5], [3, nil], [6, 6], [nil, 7]])
  }

  @Test func pairedLinesGetEmphasis() {
    let analysis = LinePairing().analyze(
      hunk([(.removed, "int x = 1;"), (.added, "int x = 2;")]))
    #expect(analysis.emphasis[0] == [8..<9])
    #expect(analysis.emphasis[1] == [8..<9])
  }

  /// A regenerated file (like re2c's scanners.c): one block of tens of thousands of lines,
  /// most pairs unrelated. Pairing must stay linear.
  @Test func hugeRegeneratedBlockIsLinear() {
    var spec: [(DiffLine.Kind, String)] = []
    for i in 0..<20_000 {
      spec.append((.removed, "  yych = *++cursor; if (yych <= 0x\(i % 97)) goto yy\(i);"))
    }
    for i in 0..<20_000 {
      spec.append((.added, "  case \(i * 7): { marker = p; goto yy\(i + 3); }"))
    }
    let big = hunk(spec)
    let clock = ContinuousClock()
    let start = clock.now
    let analysis = LinePairing().analyze(big)
    let elapsed = clock.now - start
    #expect(analysis.rows.count == 20_000)
    #expect(elapsed < .seconds(20), "pairing took \(elapsed)")
  }
}
