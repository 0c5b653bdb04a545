/// The YAML front matter of a note, read as a small safe subset of YAML: top-level
/// `key: value` pairs whose values are plain or quoted scalars, block scalars (`|`, `>`) or
/// simple lists (`- item` lines, `[a, b]`). Anything richer (nested mappings, anchors, tags)
/// is kept as the text it was written as, so nothing is ever evaluated.
package struct FrontMatter: Equatable, Sendable {
  /// A value as the subset understands it.
  package enum Value: Equatable, Sendable {
    case scalar(String)
    case list([String])
    /// Source lines the subset does not read, shown as written.
    case text(String)
  }

  /// One top-level pair; `key` is empty for a line that is not a pair at all.
  package struct Entry: Equatable, Sendable {
    package var key: String
    package var value: Value

    package init(key: String, value: Value) {
      self.key = key
      self.value = value
    }
  }

  package var entries: [Entry]

  package init(entries: [Entry]) {
    self.entries = entries
  }

  /// The `title` scalar, trimmed, when there is a non-empty one (a standalone page's title).
  package var title: String? {
    for entry in entries where entry.key == "title" {
      if case .scalar(let text) = entry.value {
        let trimmed = text.trimmingSpaces()
        if !trimmed.isEmpty { return trimmed }
      }
    }
    return nil
  }
}
