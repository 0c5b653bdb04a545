import RenderSupport

/// The scalar values of a frontmatter block by dotted key path (`config.gantt.displayMode`).
///
/// The block is read by the front-matter reader notes use too (`FrontMatterReader`); here its
/// nested pairs are flattened into paths, so each diagram type can read its own look-only
/// settings (`showData`, `displayMode`, `showBranches`…) into typed options. Values stay
/// text; the diagram type converts and range-checks them, and limits are never among them.
enum FrontmatterValues {
  /// The most values kept: a frontmatter has a handful; a hostile one costs no more.
  static let maximumValues = 200

  /// The values of `nodes`, and in `positions` where each key was written; `firstLine` is the
  /// 0-based source line of the block's first line.
  static func read(
    _ nodes: [FrontMatterNode], firstLine: Int, positions: inout [String: SourcePosition]
  ) -> [String: String] {
    var values: [String: String] = [:]
    flatten(nodes, prefix: "", firstLine: firstLine, into: &values, positions: &positions)
    return values
  }

  private static func flatten(
    _ nodes: [FrontMatterNode], prefix: String, firstLine: Int,
    into values: inout [String: String], positions: inout [String: SourcePosition]
  ) {
    for node in nodes where !node.key.isEmpty {
      let path = prefix + node.key
      switch node.value {
      case .scalar(let text) where !text.isEmpty:
        guard values.count < maximumValues else { return }
        values[path] = text
        positions[path] = SourcePosition(line: firstLine + node.line + 1, column: node.column)
      case .mapping(let children, _):
        flatten(
          children, prefix: path + ".", firstLine: firstLine, into: &values,
          positions: &positions)
      case .scalar, .list, .unread:
        continue
      }
    }
  }
}
