/// The graph column of `git log --graph` output, stripped from every line before parsing.
///
/// git draws the graph in the first columns of each line and pads it to one width for all the
/// lines of a commit (its header, message and diff), so the width is read at each commit line
/// (`*   commit HASH`: the offset of `commit`) and that many graph characters are taken off
/// every line until the next commit. The commit line's graph is kept for the renderers;
/// lines that are only graph (`|/`, `|\`) become empty lines, which every state ignores.
struct GraphPrefix {
  /// The width of the current commit's graph column.
  private var width: Int
  /// The graph of the commit line last stripped, until the parser takes it.
  private var commitGraph: String?

  /// The graph of an input whose first line is a graph commit line, else `nil` (no graph).
  static func start(_ line: ByteLine) -> GraphPrefix? {
    guard let offset = commitOffset(line) else { return nil }
    return GraphPrefix(width: offset, commitGraph: nil)
  }

  /// The characters git draws graphs with (`*-.` start an octopus merge's node).
  static func isGraphByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2A, 0x7C, 0x2F, 0x5C, 0x5F, 0x20, 0x2E, 0x2D: return true
    default: return false
    }
  }

  /// The offset of `commit HASH` after a graph holding a node (`*`), or `nil`.
  static func commitOffset(_ line: ByteLine) -> Int? {
    var i = 0
    var node = false
    while i < line.count, isGraphByte(line.bytes[i]) {
      if line.bytes[i] == 0x2A { node = true }
      i += 1
    }
    guard node, i > 0 else { return nil }
    let rest = ByteLine(bytes: UnsafeBufferPointer(rebasing: line.bytes[i...]))
    guard rest.hasPrefix("commit "),
      DiffParser.commitLine(rest.string(droppingFirst: 7)) != nil
    else { return nil }
    return i
  }

  /// `line` without its graph column.
  mutating func strip(_ line: ByteLine) -> ByteLine {
    if let offset = Self.commitOffset(line) {
      width = offset
      commitGraph = String(
        decoding: UnsafeBufferPointer(rebasing: line.bytes[..<offset]), as: UTF8.self)
      return ByteLine(bytes: UnsafeBufferPointer(rebasing: line.bytes[offset...]))
    }
    let take = min(width, line.count)
    for i in 0..<take where !Self.isGraphByte(line.bytes[i]) { return line }
    return ByteLine(bytes: UnsafeBufferPointer(rebasing: line.bytes[take...]))
  }

  /// The graph drawn beside the commit line just read (once).
  mutating func takeCommitGraph() -> String? {
    defer { commitGraph = nil }
    return commitGraph
  }
}
