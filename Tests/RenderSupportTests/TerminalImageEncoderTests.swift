import Foundation
import RenderSupport
import Testing

/// The exact framing of kitty graphics commands and iTerm2 inline images, their base64
/// payload and chunking, tmux's passthrough, and the fitting of pixels into cells.
@Suite struct TerminalImageEncoderTests {
  @Test func kittySingleChunk() {
    let image = TerminalImageEncoder.encode(
      Array("PNG!".utf8), protocol: .kitty, columns: 12, rows: 3)
    #expect(image.escape == "\u{1B}_Ga=T,f=100,q=2,c=12,r=3,m=0;UE5HIQ==\u{1B}\\")
    #expect(image.columns == 12 && image.rows == 3)
  }

  @Test func kittyChunksAreAtMost4096Base64BytesWithTheKeysOnTheFirstOnly() throws {
    // 7,000 bytes are 9,336 base64 characters: chunks of 4,096, 4,096 and 1,144.
    let data = (0..<7000).map { UInt8($0 % 251) }
    let escape = TerminalImageEncoder.encode(data, protocol: .kitty, columns: 40, rows: 10).escape
    let commands = escape.components(separatedBy: "\u{1B}\\").dropLast()
    #expect(commands.count == 3)
    let parts = commands.map { command -> (String, String) in
      #expect(command.hasPrefix("\u{1B}_G"))
      let body = command.dropFirst(3)
      let semicolon = body.firstIndex(of: ";")!
      return (String(body[..<semicolon]), String(body[body.index(after: semicolon)...]))
    }
    #expect(parts.map(\.0) == ["a=T,f=100,q=2,c=40,r=10,m=1", "m=1", "m=0"])
    #expect(parts.map(\.1.utf8.count) == [4096, 4096, 1144])
    let joined = parts.map(\.1).joined()
    #expect(Data(base64Encoded: joined) == Data(data))
  }

  @Test func kittyPayloadOfExactlyOneChunk() {
    // 3,072 bytes are exactly 4,096 base64 characters: one command, m=0.
    let escape = TerminalImageEncoder.encode(
      [UInt8](repeating: 0xFF, count: 3072), protocol: .kitty, columns: 1, rows: 1
    ).escape
    #expect(escape.components(separatedBy: "\u{1B}_G").count == 2)
    #expect(escape.hasPrefix("\u{1B}_Ga=T,f=100,q=2,c=1,r=1,m=0;/////"))
  }

  @Test func iterm2() {
    let data: [UInt8] = [0xFF, 0xD8, 0xFF, 0x00, 0x10]
    let image = TerminalImageEncoder.encode(data, protocol: .iterm2, columns: 30, rows: 7)
    #expect(
      image.escape
        == "\u{1B}]1337;File=inline=1;size=5;width=30;height=7;preserveAspectRatio=1:/9j/ABA=\u{07}"
    )
  }

  @Test func tmuxPassthroughDoublesEveryEscape() {
    let image = TerminalImageEncoder.encode(
      Array("PNG!".utf8), protocol: .kitty, columns: 2, rows: 1, tmux: true)
    #expect(
      image.escape
        == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,f=100,q=2,c=2,r=1,m=0;UE5HIQ==\u{1B}\u{1B}\\\u{1B}\\")
  }

  @Test func cellsKeepTheAspectRatioAndNeverEnlarge() {
    // 800×400 pixels in 10×20 cells: 80 columns, 20 rows; at most 40 columns: 10 rows.
    #expect(TerminalImageEncoder.cells(width: 800, height: 400, maxColumns: 100) == (80, 20))
    #expect(TerminalImageEncoder.cells(width: 800, height: 400, maxColumns: 40) == (40, 10))
    // A 16-pixel icon stays two cells wide on a wide terminal.
    #expect(TerminalImageEncoder.cells(width: 16, height: 16, maxColumns: 100) == (2, 1))
    // A tall picture is limited by rows, its width shrunk to match.
    #expect(
      TerminalImageEncoder.cells(width: 100, height: 2000, maxColumns: 80, maxRows: 50) == (5, 50))
    #expect(
      TerminalImageEncoder.cells(
        width: 300, height: 300, maxColumns: 80, cell: (width: 15, height: 30)) == (20, 10))
    // Degenerate sizes still give one cell.
    #expect(TerminalImageEncoder.cells(width: 1, height: 100_000, maxColumns: 0) == (1, 1000))
  }
}
