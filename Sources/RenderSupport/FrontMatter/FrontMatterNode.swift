/// One `key: value` of a front-matter block as `FrontMatterReader` reads it.
package struct FrontMatterNode: Equatable, Sendable {
  /// A value as the subset understands it.
  package enum Value: Equatable, Sendable {
    /// A plain, quoted or block scalar, unquoted and unescaped.
    case scalar(String)
    /// `- item` lines or a flow list of plain items.
    case list([String])
    /// Pairs nested under the key, and those lines as written.
    case mapping([FrontMatterNode], source: String)
    /// What the subset does not read, as written.
    case unread(String)
  }

  /// The key; empty for a line that is not a pair at all.
  package var key: String
  package var value: Value
  /// The line's index in the lines read.
  package var line: Int
  /// The key's 1-based column.
  package var column: Int
}
