import Foundation
import Testing

/// The tmux servers of terminal tests hold none of the test process's descriptors: tests run in
/// parallel, and a server that kept another test's pipe open would make that test wait for end
/// of file until the server died (two panes started side by side each waited on the other).
struct TmuxCommandTests {
  @Test(.enabled(if: TmuxPane.available))
  func aServerStartedForAPaneKeepsNoPipeOfTheTestProcessOpen() throws {
    let pipe = Pipe()
    let session = try #require(TmuxSession("sleep 20"))
    defer { session.close() }
    try pipe.fileHandleForWriting.close()
    // With every write end closed the read end reports hang-up at once; a server holding a
    // copy would leave it silent until the pane ends.
    var reader = pollfd(
      fd: pipe.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    let ready = poll(&reader, 1, 5_000)
    #expect(ready == 1 && reader.revents & Int16(POLLHUP) != 0, "the pipe stayed open")
  }
}
