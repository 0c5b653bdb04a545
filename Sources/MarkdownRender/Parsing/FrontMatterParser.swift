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

  /// The subset's reading of the lines between the fences.
  static func read(_ lines: [Substring]) -> FrontMatter {
    var entries: [FrontMatter.Entry] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      let trimmed = String(line).trimmingSpaces()
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      // The lines that belong to this one: indented ones, and `- ` items (YAML lets a list
      // under a key start at the key's own column).
      var nested: [String] = []
      while index < lines.count {
        let candidate = lines[index]
        let isNested =
          candidate.first == " " || candidate.first == "\t" || candidate.hasPrefix("- ")
          || candidate == "-" || String(candidate).trimmingSpaces().isEmpty
        guard isNested else { break }
        nested.append(String(candidate))
        index += 1
      }
      while let last = nested.last, last.trimmingSpaces().isEmpty { nested.removeLast() }
      guard line.first != " ", line.first != "\t", let (key, value) = pair(String(line)) else {
        entries.append(
          FrontMatter.Entry(
            key: "", value: .text(([String(line)] + nested).joined(separator: "\n"))))
        continue
      }
      entries.append(FrontMatter.Entry(key: key, value: self.value(value, nested: nested)))
    }
    return FrontMatter(entries: entries)
  }

  /// `key: value` with a plain or quoted key, or `nil`.
  static func pair(_ line: String) -> (String, String)? {
    var key = ""
    var rest = Substring(line)
    if let quote = line.first, quote == "\"" || quote == "'" {
      guard let close = line.dropFirst().firstIndex(of: quote) else { return nil }
      key = String(line[line.index(after: line.startIndex)..<close])
      rest = line[line.index(after: close)...]
      guard rest.hasPrefix(":") else { return nil }
      rest = rest.dropFirst()
    } else {
      guard
        let colon = line.firstRange(of: ": ")?.lowerBound
          ?? (line.hasSuffix(":") ? line.index(before: line.endIndex) : nil)
      else { return nil }
      key = String(line[..<colon])
      rest = line[line.index(after: colon)...]
      let forbidden: Set<Character> = ["-", "[", "{", "&", "*", "!", "|", ">", "%", "@", "`"]
      guard let first = key.first, !forbidden.contains(first) else { return nil }
    }
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    return (key.trimmingSpaces(), String(rest).trimmingSpaces())
  }

  /// A value from its text after the colon and the lines nested under it.
  static func value(_ text: String, nested: [String]) -> FrontMatter.Value {
    if text.isEmpty {
      if nested.isEmpty { return .scalar("") }
      let items = nested.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
      if items.allSatisfy({ $0 == "-" || $0.hasPrefix("- ") }) {
        let values = items.compactMap { scalar(String($0.dropFirst()).trimmingSpaces()) }
        if values.count == items.count { return .list(values) }
      }
      return .text(nested.joined(separator: "\n"))
    }
    if text == "|" || text == ">" || text == "|-" || text == ">-" {
      let indent = nested.first.map { $0.prefix { $0 == " " || $0 == "\t" }.count } ?? 0
      let body = nested.map {
        String($0.dropFirst(min(indent, $0.prefix { $0 == " " || $0 == "\t" }.count)))
      }
      return .scalar(body.joined(separator: text.hasPrefix("|") ? "\n" : " "))
    }
    guard nested.isEmpty else { return .text(([text] + nested).joined(separator: "\n")) }
    if text.hasPrefix("["), text.hasSuffix("]") {
      let inner = text.dropFirst().dropLast()
      if !inner.contains("[") && !inner.contains("{") && !inner.contains("\"")
        && !inner.contains("'")
      {
        let items = inner.split(separator: ",").map { String($0).trimmingSpaces() }
        return .list(items.filter { !$0.isEmpty })
      }
      return .text(text)
    }
    if text.hasPrefix("{") || text.hasPrefix("&") || text.hasPrefix("*") || text.hasPrefix("!") {
      return .text(text)
    }
    return scalar(text).map { .scalar($0) } ?? .text(text)
  }

  /// A plain or quoted scalar's text, or `nil` when a quote is not closed where it should be.
  static func scalar(_ text: String) -> String? {
    if text.hasPrefix("\"") {
      guard text.count >= 2, text.hasSuffix("\"") else { return nil }
      var out = ""
      var escaped = false
      for character in text.dropFirst().dropLast() {
        if escaped {
          switch character {
          case "n": out.append("\n")
          case "t": out.append("\t")
          default: out.append(character)
          }
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else {
          out.append(character)
        }
      }
      return out
    }
    if text.hasPrefix("'") {
      guard text.count >= 2, text.hasSuffix("'") else { return nil }
      return String(text.dropFirst().dropLast()).replacing("''", with: "'")
    }
    // A comment after a plain scalar is not part of it.
    if let hash = text.firstRange(of: " #") {
      return String(text[..<hash.lowerBound]).trimmingSpaces()
    }
    return text
  }
}
