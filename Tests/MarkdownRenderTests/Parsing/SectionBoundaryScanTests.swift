import Foundation
import TestSupport
import Testing

@testable import MarkdownRender

/// The resumable scan of a growing text finds the section starts `MarkdownSectionSplitter`
/// finds scanning the text from its start: for every GFM spec example and sample note cut at
/// every byte, after each piece, the starts are the splitter's over the complete lines so far.
@Suite struct SectionBoundaryScanTests {
  /// The splitter's section starts (after the first) within the complete lines of `bytes`.
  static func splitterStarts(_ bytes: [UInt8]) -> [Int] {
    guard let newline = bytes.lastIndex(of: 0x0A) else { return [] }
    let complete = Array(bytes[...newline])
    return complete.withUnsafeBufferPointer { buffer in
      MarkdownSectionSplitter(buffer, targetSize: 0).sections.map(\.range.lowerBound)
        .filter { $0 > 0 }
    }
  }

  /// The scan fed `text` in pieces of `size` bytes; after every piece its starts are checked.
  static func differs(_ text: String, size: Int) -> Bool {
    let bytes = Array(text.utf8)
    var scan = SectionBoundaryScan(from: 0)
    var end = 0
    while end < bytes.count {
      end = min(end + size, bytes.count)
      let prefix = Array(bytes[..<end])
      prefix.withUnsafeBufferPointer { scan.scan($0) }
      if scan.starts.filter({ $0 > 0 }) != splitterStarts(prefix) { return true }
    }
    return false
  }

  static func texts() throws -> [(String, String)] {
    var texts = GFMExample.isAvailable ? GFMExample.all().map { ($0.id, $0.markdown) } : []
    let folder = Fixtures.directory("MarkdownRender")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where name.hasSuffix(".md") {
      texts.append(
        (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)))
    }
    return texts
  }

  @Test func startsAreTheSplittersAfterEveryPiece() throws {
    var differ: [String] = []
    let texts = try Self.texts()
    for (id, text) in texts where Self.differs(text, size: 1) || Self.differs(text, size: 7) {
      differ.append(id)
    }
    #expect(texts.count > 10)
    #expect(differ.isEmpty, "\(differ.prefix(20))")
  }

  /// A fence, an HTML block and a list keep what they hold inside (no start there), and a
  /// start waits for its line's break.
  @Test func opaqueBlocksAndIncompleteLines() {
    let text = "a\n\n```\n\nx\n```\n\n<!--\n\ny\n-->\n\n- i\n\n- j\n\nb\n\nc"
    var scan = SectionBoundaryScan(from: 0)
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { scan.scan($0) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var offsets: [Int] = []
    var offset = 0
    for line in lines {
      offsets.append(offset)
      offset += line.utf8.count + 1
    }
    // "a" (the text's start), "```" (line 3), "<!--" (8), "b" (17); "- i" starts nothing, "c"
    // has no line break yet.
    #expect(scan.starts == [0, offsets[2], offsets[7], offsets[16]])
  }
}
