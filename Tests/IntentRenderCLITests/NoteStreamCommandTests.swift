import Foundation
import TestSupport
import Testing

/// `note --stream` on the command line: into a pipe the bytes of the one-shot render, on a
/// terminal (tmux) the same final screen; other formats and binary input refused in one line.
@Suite struct NoteStreamCommandTests {
  static let note = """
    # Answer

    Some text with `code` and a [link](https://example.com).

    ```swift
    let total = values.reduce(0, +) // sum
    ```

    | a | b |
    |---|--:|
    | 1 | 2 |

    - [x] done
    - [ ] next

    """

  @Test func intoAPipeTheBytesAreTheOneShotRender() {
    for format in ["ansi", "text"] {
      let flags = ["--format", format, "--color", "always", "--width", "60"]
      let oneShot = runCLI(["note"] + flags, stdin: Self.note)
      let streamed = runCLI(["note", "--stream"] + flags, stdin: Self.note)
      #expect(oneShot.0 == 0 && streamed.0 == 0)
      #expect(streamed.1 == oneShot.1)
    }
  }

  @Test func otherFormatsAndBinaryInputAreRefused() {
    let html = runCLI(["note", "--stream", "--format", "html"], stdin: "x\n")
    #expect(html.0 == 2)
    #expect(html.2.contains("--stream writes the terminal formats"))
    let binary = runCLI(["note", "--stream", "--format", "text"], stdin: "a\u{0}b\n")
    #expect(binary.0 == 1)
    #expect(binary.1.isEmpty)
    #expect(binary.2.contains("binary"))
  }

  /// The note arrives in 40-byte pieces 20 ms apart; once it has ended the screen is the
  /// one-shot render's.
  @Test(.enabled(if: TmuxPane.available, "tmux not installed"))
  func onATerminalTheLastScreenIsTheOneShotRender() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("note.md")
    try Self.note.write(toFile: path, atomically: true, encoding: .utf8)
    let binary = TmuxPane.quoted(ProcessRun.binary)
    let feed =
      "python3 -c 'import sys,time,os\ndata=open(sys.argv[1],\"rb\").read()\n"
      + "for i in range(0,len(data),40):\n os.write(1,data[i:i+40]); time.sleep(0.02)' "
      + TmuxPane.quoted(path)
    let streamed = try #require(
      TmuxSession("\(feed) | \(binary) note --stream --width 60", columns: 70, rows: 12))
    defer { streamed.close() }
    let oneShot = try #require(
      TmuxSession(
        "\(binary) note --paging never --width 60 \(TmuxPane.quoted(path))", columns: 70, rows: 12))
    defer { oneShot.close() }
    let expected = try #require(oneShot.outputBeforeEnd(timeout: 20))
    let screen = try #require(streamed.outputBeforeEnd(timeout: 20))
    #expect(screen == expected)
    #expect(screen.contains("next"))
  }
}
