import Testing

@testable import DiagramLayout

/// Edges leave a diamond's side straight for one cell before they turn: a turn in the cell
/// next to the port (`├┘`, `╲┬┘`) reads as a kink in the diamond's outline.
@Suite struct DiamondPortTests {
  static func draw(_ source: String, ascii: Bool = false) throws -> [String] {
    let text = try TerminalDiagramRenderer.render(source, options: .init(ascii: ascii)).plainText
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func leftToRight() throws {
    let rows = try Self.draw(
      "flowchart LR\n  A[Hard edge] --> C{Decision}\n  C -->|One| D[Result one]\n"
        + "  C -->|Two| E[Result two]\n  C --> F[Third]\n")
    let text = rows.joined(separator: "\n")
    let cells = rows.map { Array($0) }
    // The diamond's right side is the column of its top-right corner.
    guard let top = cells.firstIndex(where: { $0.contains("╱") }),
      let side = cells[top].firstIndex(of: "╲")
    else {
      Issue.record("no diamond in\n\(text)")
      return
    }
    var ports = 0
    for row in cells where side + 1 < row.count && row[side] == "├" {
      ports += 1
      #expect(row[side + 1] == "─", "a turn next to the port in\n\(text)")
    }
    #expect(ports == 3, "\(text)")
  }

  @Test func topDownInUnicodeAndASCII() throws {
    let source = "flowchart TD\n  A --> B{Is it?}\n  B -->|Yes| C[OK]\n  B -->|No| E[End]\n"
    for ascii in [false, true] {
      let rows = try Self.draw(source, ascii: ascii)
      let port: Character = ascii ? "+" : "┬"
      let vertical: Character = ascii ? "|" : "│"
      guard
        let bottom = rows.firstIndex(where: {
          $0.hasPrefix(" ") && $0.contains(ascii ? "\\+" : "╲┬")
        })
      else {
        Issue.record("no diamond bottom in\n\(rows.joined(separator: "\n"))")
        continue
      }
      let ports = Array(rows[bottom]).indices.filter { Array(rows[bottom])[$0] == port }
      let next = Array(rows[bottom + 1])
      #expect(!ports.isEmpty)
      for column in ports {
        #expect(column < next.count && next[column] == vertical, "\(rows.joined(separator: "\n"))")
      }
    }
  }

  @Test func straightEdgesOutOfADiamondAddNoColumn() throws {
    let diamond = try Self.draw("flowchart LR\n  A{Go?} --> B[Yes]\n")
    let box = try Self.draw("flowchart LR\n  A[Go?] --> B[Yes]\n")
    #expect(diamond[1] == box[1])
  }
}
