import RenderSupport

/// The scalar values of a frontmatter block by dotted key path (`config.gantt.displayMode`).
///
/// The same flat line reader as `FrontmatterParser`, keeping the nesting of keys by their
/// indentation, so each diagram type can read its own look-only settings (`showData`,
/// `displayMode`, `showBranches`…) into typed options. Values stay text; the diagram type
/// converts and range-checks them, and limits are never among them.
enum FrontmatterValues {
  /// The most values kept: a frontmatter has a handful; a hostile one costs no more.
  static let maximumValues = 200

  static func read(_ lines: ArraySlice<[Unicode.Scalar]>) -> [String: String] {
    var positions: [String: SourcePosition] = [:]
    return read(lines, positions: &positions)
  }

  /// The values, and in `positions` where each key was written (the slice's indices are the
  /// source's 0-based line numbers).
  static func read(
    _ lines: ArraySlice<[Unicode.Scalar]>, positions: inout [String: SourcePosition]
  ) -> [String: String] {
    var values: [String: String] = [:]
    // (indentation, key) of the open mappings, outermost first.
    var parents: [(indent: Int, key: String)] = []
    for lineIndex in lines.indices {
      let line = lines[lineIndex]
      let text = line.string
      let indent = text.prefix(while: { $0 == " " }).count
      let trimmed = text.trimmingCharacters()
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !trimmed.hasPrefix("-"),
        let colon = trimmed.firstIndex(of: ":")
      else { continue }
      let key = FrontmatterParser.unquote(String(trimmed[..<colon]).trimmingCharacters())
      guard !key.isEmpty, !key.contains(" ") else { continue }
      while let last = parents.last, last.indent >= indent { parents.removeLast() }
      var value = String(trimmed[trimmed.index(after: colon)...])
      // A ` #` comment starts after a quoted value's closing quote, not inside it
      // (`plotColorPalette: "#f80, #08f"`).
      let body = value.drop { $0 == " " }
      var searchFrom = value.startIndex
      if let quote = body.first, quote == "\"" || quote == "'",
        let close = body.dropFirst().firstIndex(of: quote)
      {
        searchFrom = close
      }
      if let comment = value[searchFrom...].firstRange(of: " #") {
        value = String(value[..<comment.lowerBound])
      }
      value = FrontmatterParser.unquote(value.trimmingCharacters())
      let path = (parents.map(\.key) + [key]).joined(separator: ".")
      if value.isEmpty {
        parents.append((indent, key))
      } else if values.count < maximumValues {
        values[path] = value
        positions[path] = SourcePosition(line: lineIndex + 1, column: indent + 1)
      }
    }
    return values
  }
}
