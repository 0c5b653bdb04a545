/// Reads the lines between the fences of a YAML front-matter block, for notes and for Mermaid
/// diagrams alike (each finds its own fences: the rules differ, see `FrontMatterParser` and
/// `FrontmatterParser`).
///
/// Source: YAML 1.2's block mappings, sequences and scalars, reduced to the subset front matter
/// is written in: `key: value` pairs whose values are plain or quoted scalars, block scalars
/// (`|`, `>`), simple lists (`- item` lines, `[a, b]`) or pairs nested by indentation. Nothing
/// is evaluated: anchors, tags, flow mappings and the like are kept as the text they were
/// written as (`Value.unread`).
///
/// Pre: `lines` are the block's lines without their line breaks (a trailing CR removed).
/// Post: every line but blank lines and comments belongs to exactly one node, or to the nested
/// lines of one; a node's `line` is its index in `lines` and `column` its key's 1-based column. Mappings nest at most
/// `maximumDepth` deep: deeper ones are unread text, so a hostile block costs no more than
/// `maximumDepth` passes over its lines.
package enum FrontMatterReader {
  package static let maximumDepth = 16

  /// The nodes of `lines`, in order. The top-level pairs may all be indented alike (YAML's
  /// root mapping may start at any column).
  package static func read(_ lines: [Substring]) -> [FrontMatterNode] {
    let inner = lines.first(where: isContent).map(leadingBlanks) ?? 0
    return read(dedented(lines, by: inner), firstLine: 0, indent: inner, depth: 0)
  }

  private static func read(
    _ lines: [Substring], firstLine: Int, indent: Int, depth: Int
  ) -> [FrontMatterNode] {
    var nodes: [FrontMatterNode] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let lineNumber = firstLine + index
      index += 1
      if !isContent(line) { continue }
      // The lines that belong to this one: indented ones, and `- ` items (YAML lets a list
      // under a key start at the key's own column).
      var nested: [Substring] = []
      while index < lines.count {
        let candidate = lines[index]
        let isNested =
          candidate.first == " " || candidate.first == "\t" || candidate.hasPrefix("- ")
          || candidate == "-" || !isContent(candidate)
        guard isNested else { break }
        nested.append(candidate)
        index += 1
      }
      // Blank lines and unindented comments after the last nested line are nobody's (they
      // are skipped); an indented `#` line may be a block scalar's text.
      while let last = nested.last, last.first == "#" || last.trimmingSpaces().isEmpty {
        nested.removeLast()
      }
      let column = indent + 1
      guard line.first != " ", line.first != "\t", let (key, text) = pair(line) else {
        let source = ([line] + nested).joined(separator: "\n")
        nodes.append(
          FrontMatterNode(key: "", value: .unread(source), line: lineNumber, column: column))
        continue
      }
      let value = self.value(
        text, nested: nested, firstNestedLine: lineNumber + 1, indent: indent, depth: depth)
      nodes.append(FrontMatterNode(key: key, value: value, line: lineNumber, column: column))
    }
    return nodes
  }

  /// `key: value` with a plain or quoted key (and the value's text, trimmed), or `nil`.
  static func pair(_ line: Substring) -> (String, Substring)? {
    var key: Substring
    var rest: Substring
    if let quote = line.first, quote == "\"" || quote == "'" {
      guard let close = line.dropFirst().firstIndex(of: quote) else { return nil }
      key = line[line.index(after: line.startIndex)..<close]
      rest = line[line.index(after: close)...]
      guard rest.hasPrefix(":") else { return nil }
      rest = rest.dropFirst()
    } else {
      guard
        let colon = line.firstRange(of: ": ")?.lowerBound
          ?? line.firstRange(of: ":\t")?.lowerBound
          ?? (line.hasSuffix(":") ? line.index(before: line.endIndex) : nil)
      else { return nil }
      key = line[..<colon]
      rest = line[line.index(after: colon)...]
      // Characters YAML reserves at the start of a plain scalar: such a line is no pair.
      let reserved: Set<Character> = ["-", "[", "{", "&", "*", "!", "|", ">", "%", "@", "`"]
      guard let first = key.first, !reserved.contains(first) else { return nil }
    }
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    return (key.trimmingSpaces(), Substring(rest.trimmingSpaces()))
  }

  /// A value from its text after the colon and the lines nested under it.
  private static func value(
    _ text: Substring, nested: [Substring], firstNestedLine: Int, indent: Int, depth: Int
  ) -> FrontMatterNode.Value {
    if text.isEmpty || text.hasPrefix("#") {
      if nested.isEmpty { return .scalar("") }
      let items = nested.filter(isContent).map { $0.trimmingSpaces() }
      if items.allSatisfy({ $0 == "-" || $0.hasPrefix("- ") }) {
        let values = items.compactMap { scalar(Substring($0.dropFirst().trimmingSpaces())) }
        if values.count == items.count { return .list(values) }
      }
      let source = nested.joined(separator: "\n")
      guard depth < maximumDepth, let inner = nested.first(where: isContent).map(leadingBlanks),
        inner > 0
      else { return .unread(source) }
      return .mapping(
        read(
          dedented(nested, by: inner), firstLine: firstNestedLine, indent: indent + inner,
          depth: depth + 1),
        source: source)
    }
    if text == "|" || text == ">" || text == "|-" || text == ">-" {
      let inner = nested.first.map(leadingBlanks) ?? 0
      let body = nested.map { String($0.dropFirst(min(inner, leadingBlanks($0)))) }
      return .scalar(body.joined(separator: text.hasPrefix("|") ? "\n" : " "))
    }
    guard nested.isEmpty else {
      return .unread(([text] + nested).joined(separator: "\n"))
    }
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast()
      if !inner.contains("[") && !inner.contains("{") && !inner.contains("\"")
        && !inner.contains("'")
      {
        let items = inner.split(separator: ",").map { $0.trimmingSpaces() }
        return .list(items.filter { !$0.isEmpty })
      }
      return .unread(String(text))
    }
    if text.hasPrefix("{") || text.hasPrefix("&") || text.hasPrefix("*") || text.hasPrefix("!") {
      return .unread(String(text))
    }
    return scalar(text).map { .scalar($0) } ?? .unread(String(text))
  }

  /// A plain or quoted scalar's text without a trailing ` #` comment, or `nil` when a quote is
  /// not closed or is followed by more than a comment.
  package static func scalar(_ text: Substring) -> String? {
    guard let quote = text.first, quote == "\"" || quote == "'" else {
      // A comment after a plain scalar is not part of it.
      if let hash = text.firstRange(of: " #") ?? text.firstRange(of: "\t#") {
        return text[..<hash.lowerBound].trimmingSpaces()
      }
      return String(text)
    }
    var out = ""
    var position = text.index(after: text.startIndex)
    while position < text.endIndex {
      let character = text[position]
      position = text.index(after: position)
      if quote == "'", character == "'" {
        // Single quotes escape themselves by doubling, and nothing else.
        if position < text.endIndex, text[position] == "'" {
          out.append("'")
          position = text.index(after: position)
          continue
        }
        return onlyComment(text[position...]) ? out : nil
      }
      if quote == "\"", character == "\"" {
        return onlyComment(text[position...]) ? out : nil
      }
      if quote == "\"", character == "\\", position < text.endIndex {
        let escaped = text[position]
        position = text.index(after: position)
        switch escaped {
        case "n": out.append("\n")
        case "t": out.append("\t")
        default: out.append(escaped)
        }
        continue
      }
      out.append(character)
    }
    return nil
  }

  private static func onlyComment(_ rest: Substring) -> Bool {
    let trimmed = rest.trimmingSpaces()
    return trimmed.isEmpty || (trimmed.hasPrefix("#") && (rest.first == " " || rest.first == "\t"))
  }

  /// Whether `line` holds more than blanks and a comment.
  private static func isContent(_ line: Substring) -> Bool {
    let trimmed = line.trimmingSpaces()
    return !trimmed.isEmpty && !trimmed.hasPrefix("#")
  }

  /// `lines` without up to `count` leading blanks each.
  private static func dedented(_ lines: [Substring], by count: Int) -> [Substring] {
    count == 0 ? lines : lines.map { $0.dropFirst(min(count, leadingBlanks($0))) }
  }

  private static func leadingBlanks(_ line: Substring) -> Int {
    line.prefix { $0 == " " || $0 == "\t" }.count
  }
}

// For the two string types, not as one generic over `StringProtocol`: unspecialized, a generic
// resolves its scalar view's type at run time, scanning every conformance record of the binary.
extension Substring {
  /// The text without leading and trailing spaces and tabs.
  package func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    // A half-open range ending after the last scalar: a closed one would end after the
    // character holding it, which may go on into the spaces (U+0600 joins the next one).
    return String(self[first..<scalars.index(after: last)])
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  package func trimmingSpaces() -> String { self[...].trimmingSpaces() }
}
