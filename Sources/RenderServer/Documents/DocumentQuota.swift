import Highlight

/// The caps on what open documents hold, one by one and all together, so the memory of a
/// server stays bounded whatever its clients open: a document's lines each cost a few words
/// besides their bytes (text, state, runs), so lines are capped as well as bytes.
///
/// Not thread-safe: the document store keeps its totals under its lock.
struct DocumentQuota {
  /// The bytes of one document.
  static let maxDocumentBytes = 16 << 20
  /// The lines of one document: as many as the largest source `highlight` colours can have
  /// (its 512 KiB of line breaks), so any document the CLI would highlight fits.
  static let maxDocumentLines = HighlightLimits().maxBytes + 1
  /// The bytes of all open documents together.
  let maxTotalBytes: Int
  /// The lines of all open documents together.
  let maxTotalLines: Int

  /// What open documents hold now (with what changes under way have reserved).
  private(set) var bytes = 0
  private(set) var lines = 0

  init(maxTotalBytes: Int = 64 << 20, maxTotalLines: Int = 4 * maxDocumentLines) {
    self.maxTotalBytes = maxTotalBytes
    self.maxTotalLines = maxTotalLines
  }

  /// Checks that one document of `bytes` and `lines` is within the caps of a document.
  static func checkDocument(bytes: Int, lines: Int, field: String) throws(RPCError) {
    if bytes > maxDocumentBytes {
      throw .overLimit(
        field, "the document would be \(bytes) bytes, over the limit of \(maxDocumentBytes)",
        limit: maxDocumentBytes)
    }
    if lines > maxDocumentLines {
      throw .overLimit(
        field, "the document would have \(lines) lines, over the limit of \(maxDocumentLines)",
        limit: maxDocumentLines)
    }
  }

  /// Whether the open documents may grow by `bytes` and `lines` (negative: shrink); throws
  /// naming the cap they would pass.
  func check(bytes extraBytes: Int, lines extraLines: Int, field: String) throws(RPCError) {
    if extraBytes > 0, bytes + extraBytes > maxTotalBytes {
      throw .overLimit(
        field,
        "open documents would hold \(bytes + extraBytes) bytes, over the limit of \(maxTotalBytes) for all of them",
        limit: maxTotalBytes)
    }
    if extraLines > 0, lines + extraLines > maxTotalLines {
      throw .overLimit(
        field,
        "open documents would have \(lines + extraLines) lines, over the limit of \(maxTotalLines) for all of them",
        limit: maxTotalLines)
    }
  }

  /// Counts `bytes` and `lines` more (negative: fewer), once `check` allowed them.
  mutating func add(bytes extraBytes: Int, lines extraLines: Int) {
    bytes += extraBytes
    lines += extraLines
  }
}
