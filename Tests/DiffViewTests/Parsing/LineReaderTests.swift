import DiffView
import Foundation
import Testing

/// The reader's line cap and its failures, with a small cap so the cases stay tiny.
struct LineReaderTests {
  func lines(_ reader: LineReader) -> [String] {
    var found: [String] = []
    while let line = reader.nextLine({ String(decoding: $0, as: UTF8.self) }) {
      found.append(line)
    }
    return found
  }

  @Test func lineAtTheCapIsRead() {
    let reader = LineReader(bytes: Array("abcd\nxy\n".utf8), maxLineBytes: 4)
    #expect(lines(reader) == ["abcd", "xy"])
    #expect(reader.failure == nil)
  }

  @Test func lineOverTheCapEndsTheInput() {
    let reader = LineReader(bytes: Array("ab\nabcde\nxy\n".utf8), maxLineBytes: 4)
    #expect(lines(reader) == ["ab"])
    #expect(reader.failure == .lineTooLong(line: 2, limit: 4))
  }

  /// From a descriptor, in small chunks: the buffer stops growing just past the cap.
  @Test func endlessLineFromADescriptorStops() throws {
    let reader = LineReader(
      descriptor: open("/dev/zero", O_RDONLY), chunkSize: 16, maxLineBytes: 1000)
    #expect(lines(reader).isEmpty)
    #expect(reader.failure == .lineTooLong(line: 1, limit: 1000))
  }

  @Test func failedReadIsReported() {
    let reader = LineReader(descriptor: -1)
    #expect(lines(reader).isEmpty)
    #expect(reader.failure == .readFailed(line: 1, errno: EBADF))
  }

  /// The parser stops at the failure without inventing a "hunk ends early" warning.
  @Test func parserStopsQuietlyAtTheFailure() {
    let text = "--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n a\n" + String(repeating: "x", count: 50)
    let parser = DiffParser(reader: LineReader(bytes: Array(text.utf8), maxLineBytes: 20))
    var files = 0
    while let event = parser.next() {
      if case .file = event { files += 1 }
    }
    #expect(files == 1)
    #expect(parser.inputFailure == .lineTooLong(line: 5, limit: 20))
    #expect(parser.takeDiagnostics().isEmpty)
  }
}
