import RenderSupport

/// Finds YAML front matter at the top of a note and reads it into a `FrontMatter`.
///
/// Jekyll's and GitHub's rule: the first line is `---`, and the block ends at the next line
/// that is `---` or `...` (trailing spaces allowed). Without a closing line the note has no
/// front matter and `---` is Markdown (a thematic break). The block is read only within its
/// first `maximumBytes`, so a hostile note cannot make the reader hold more.
enum FrontMatterParser {
  static let maximumBytes = 64 * 1024

  /// The front matter of `bytes`, where the Markdown after it starts (a byte offset) and how
  /// many lines the front matter took; `nil` when the text has none.
  static func split(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    frontMatter: FrontMatter, bodyStart: Int, lines: Int
  )? {
    var lines: [Substring] = []
    var start = 0
    var lineCount = 0
    while start < bytes.count, start < maximumBytes {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      if text.hasSuffix("\r") { text.removeLast() }
      let next = min(end + 1, bytes.count)
      lineCount += 1
      let fence = text.trimmingSpaces()
      if lineCount == 1 {
        guard fence == "---", text.hasPrefix("---") else { return nil }
      } else if fence == "---" || fence == "...", text.hasPrefix(fence) {
        return (read(lines), next, lineCount)
      } else {
        lines.append(Substring(text))
      }
      start = next
    }
    return nil
  }

  /// The subset's reading of the lines between the fences: top-level pairs, with what the
  /// note's model does not hold (nested mappings, anchors, flow mappings) kept as written.
  static func read(_ lines: [Substring]) -> FrontMatter {
    FrontMatter(
      entries: FrontMatterReader.read(lines).map { node in
        switch node.value {
        case .scalar(let text): FrontMatter.Entry(key: node.key, value: .scalar(text))
        case .list(let items): FrontMatter.Entry(key: node.key, value: .list(items))
        case .mapping(_, let source), .unread(let source):
          FrontMatter.Entry(key: node.key, value: .text(source))
        }
      })
  }
}
