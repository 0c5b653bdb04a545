import Foundation
import Testing

@testable import RenderServer

/// A byte source that hands out at most `chunk` bytes a read, counting what was taken.
final class ChunkedSource: @unchecked Sendable {
  private let bytes: [UInt8]
  private let chunk: Int
  private(set) var offset = 0

  init(_ bytes: [UInt8], chunk: Int) {
    self.bytes = bytes
    self.chunk = chunk
  }

  func reader(_ framing: Framing, limits: FrameLimits = FrameLimits()) -> FrameReader {
    FrameReader(framing: framing, limits: limits) { [self] buffer in
      let count = min(chunk, buffer.count, bytes.count - offset)
      bytes.withUnsafeBytes { raw in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + count)]))
      }
      offset += count
      return count
    }
  }
}

/// Every event until the end.
func events(_ reader: FrameReader) -> [FrameEvent] {
  var result: [FrameEvent] = []
  while true {
    let event = reader.next()
    if event == .end { return result }
    result.append(event)
  }
}

func frame(_ body: String, header: String? = nil) -> String {
  (header ?? "Content-Length: \(body.utf8.count)\r\n") + "\r\n" + body
}

@Suite struct FrameReaderTests {
  @Test(arguments: [1, 2, 3, 7, 65_536])
  func headersSplitAcrossReadsAndFramesBackToBack(chunk: Int) {
    let text = frame(#"{"a":1}"#) + frame(#"{"b":"é"}"#) + frame("[]")
    let found = events(ChunkedSource(Array(text.utf8), chunk: chunk).reader(.contentLength))
    #expect(
      found == [
        .message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":"é"}"#.utf8)),
        .message(Array("[]".utf8)),
      ])
  }

  @Test func otherHeadersIncludingUTF8AreIgnoredAndNamesAreCaseInsensitive() {
    let body = #"{"x":"ü"}"#
    let text =
      "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nX-Name: héllo wörld ✓\r\n"
      + "content-length: \(body.utf8.count)\r\n\r\n" + body
      + "Content-Length: 2\n\n{}"  // bare LF line ends
    let found = events(ChunkedSource(Array(text.utf8), chunk: 5).reader(.contentLength))
    #expect(found == [.message(Array(body.utf8)), .message(Array("{}".utf8))])
  }

  @Test(arguments: [1, 7, 4096]) func aHeaderNameInUTF8IsIgnoredNotNoise(chunk: Int) {
    let body = "{}"
    let text = "X-Café: ☃\r\nContent-Length: 2\r\n\r\n\(body)" + frame("[1]")
    let found = events(ChunkedSource(Array(text.utf8), chunk: chunk).reader(.contentLength))
    #expect(found == [.message(Array(body.utf8)), .message(Array("[1]".utf8))])
  }

  @Test func missingOrBadLengthIsReportedAndTheNextFrameStillRead() {
    let text =
      "X-Other: 1\r\n\r\n" + frame("{}") + "Content-Length: 12abc\r\n\r\n" + frame("[1]")
      + "Content-Length: 3\r\nContent-Length: 4\r\n\r\n" + frame("[2]")
    let found = events(ChunkedSource(Array(text.utf8), chunk: 4).reader(.contentLength))
    #expect(
      found == [
        .malformed("a frame has no Content-Length header", field: "Content-Length"),
        .message(Array("{}".utf8)),
        .malformed("Content-Length must be a decimal number of bytes", field: "Content-Length"),
        .message(Array("[1]".utf8)),
        .malformed("two different Content-Length headers", field: "Content-Length"),
        .message(Array("[2]".utf8)),
      ])
  }

  @Test func aTooShortLengthCostsOneFrameNotTheRest() {
    let body = #"{"jsonrpc":"2.0","id":1,"method":"languages"}"#
    let text = "Content-Length: 10\r\n\r\n" + body + frame(#"{"ok":2}"#) + frame(#"{"ok":3}"#)
    let found = events(ChunkedSource(Array(text.utf8), chunk: 9).reader(.contentLength))
    // One error: the cut body is not passed on, and its tail is skipped without another.
    #expect(
      found == [
        .malformed(
          "Content-Length 10 ends inside the message; the frame was skipped",
          field: "Content-Length"),
        .message(Array(#"{"ok":2}"#.utf8)), .message(Array(#"{"ok":3}"#.utf8)),
      ])
  }

  @Test(arguments: [1, 3, 4096])
  func blankLinesOfSpacesBetweenFramesAreSkipped(chunk: Int) {
    let text =
      frame(#"{"a":1}"#) + "\r\n" + frame("[1]") + "  \r\n\t\n \n" + frame("[2]") + " \r\n"
    let found = events(ChunkedSource(Array(text.utf8), chunk: chunk).reader(.contentLength))
    #expect(
      found == [
        .message(Array(#"{"a":1}"#.utf8)), .message(Array("[1]".utf8)),
        .message(Array("[2]".utf8)),
      ])
  }

  @Test func garbageBetweenFramesIsStillOneError() {
    let text = " \r\nnoise\r\n\r\n" + frame("[2]")
    let found = events(ChunkedSource(Array(text.utf8), chunk: 4096).reader(.contentLength))
    #expect(
      found == [
        .malformed("6 bytes that are not a frame's headers were skipped", field: "headers"),
        .message(Array("[2]".utf8)),
      ])
  }

  /// Bytes that equal `content-length:` only when every byte is or-ed with 0x20 (CR for `-`,
  /// SUB for `:`): once taken for the header, the reader resumed where it stood, forever.
  @Test(arguments: ["content\rlength:", "CONTENT-LENGTH\u{1A}", "x\ncontent\rlength\u{1A}"])
  func onlyLettersAreCaseFoldedAndGarbageAlwaysAdvances(noise: String) {
    let text = noise + " 3\r\n\r\n" + frame("[2]")
    let reader = ChunkedSource(Array(text.utf8), chunk: 4096).reader(.contentLength)
    var found: [FrameEvent] = []
    while found.count < 10 {
      let event = reader.next()
      if event == .end { break }
      found.append(event)
    }
    #expect(found.count == 2)
    #expect(found.last == .message(Array("[2]".utf8)))
  }

  @Test func aTooLongLengthEndsAtTheEndOfInput() {
    let text = "Content-Length: 100\r\n\r\n{}"
    #expect(events(ChunkedSource(Array(text.utf8), chunk: 64).reader(.contentLength)) == [])
  }

  @Test func aFrameOverTheCapIsRefusedFromItsHeaderAndSkippedUnread() {
    let cap = 16 << 20
    let body = [UInt8](repeating: 0x20, count: cap + 1)
    let bytes = Array("Content-Length: \(cap + 1)\r\n\r\n".utf8) + body + Array(frame("{}").utf8)
    let source = ChunkedSource(bytes, chunk: 65_536)
    let reader = source.reader(.contentLength)
    #expect(reader.next() == .oversized(cap + 1))
    // Refused before the body was read: only the first read's worth has been taken.
    #expect(source.offset <= 65_536)
    #expect(reader.next() == .message(Array("{}".utf8)))
    #expect(reader.next() == .end)
  }

  @Test func headersWithoutEndAreCutOff() {
    let bytes = [UInt8](repeating: 0x41, count: 20_000) + Array(frame("{}").utf8)
    let found = events(ChunkedSource(bytes, chunk: 4096).reader(.contentLength))
    #expect(found.first?.isMalformed == true)
    #expect(found.last == .message(Array("{}".utf8)))
  }

  @Test(arguments: [1, 3, 65_536])
  func jsonLines(chunk: Int) {
    let text = "{\"a\":1}\r\n\n  \n[2]\n{\"last\":true}"
    let found = events(ChunkedSource(Array(text.utf8), chunk: chunk).reader(.jsonLines))
    #expect(
      found == [
        .message(Array("{\"a\":1}".utf8)), .message(Array("[2]".utf8)),
        .message(Array("{\"last\":true}".utf8)),
      ])
  }

  @Test func aJSONLineOverTheCapIsRefusedOnceAndItsRestSkipped() {
    let limits = FrameLimits(maxMessageBytes: 100)
    let bytes = [UInt8](repeating: 0x41, count: 1000) + Array("\n{}\n".utf8)
    let found = events(ChunkedSource(bytes, chunk: 64).reader(.jsonLines, limits: limits))
    #expect(found == [.oversized(nil), .message(Array("{}".utf8))])
  }
}

extension FrameEvent {
  var isMalformed: Bool {
    if case .malformed = self { return true }
    return false
  }
}
