import RenderSupport

/// Reads one line of a search or annotation tool's output into a `SourceListing.Line` and its
/// path: the forms of git-grep(1) (`path:N:text`, context `path-N-text`, `path:text`, `-z`'s
/// `path\0N\0text`, `--heading`'s `N:text`), rg's `--json` records, and git-blame(1)'s
/// human-readable and `--porcelain` output. Which tool wrote the input is decided from its first line.
package enum ListingLineParser {
  /// What the first line of an input says it is, or `nil` when it is none of them.
  package static func detect(_ line: String) -> SourceListing.Origin? {
    if line.hasPrefix("{\"type\":\""), ripgrep(line) != nil { return .ripgrep }
    if porcelainHeader(line) != nil || blame(line) != nil { return .blame }
    if let parsed = grep(line, heading: nil, current: nil), parsed.path != nil {
      return .grep
    }
    return nil
  }

  /// Whether `line` is a path alone, as `git grep --heading` prints before its lines.
  package static func looksLikePath(_ line: String) -> Bool {
    !line.isEmpty && line.count < 4096 && !line.contains(" ") && !line.contains(":")
      && (line.contains(".") || line.contains("/"))
      && !line.unicodeScalars.contains { $0.value < 0x20 }
  }

  /// A grep line: its path (`nil` under a heading) and line; `nil` when `line` is no such
  /// line. `current` is the path of the group being read, preferred where `-` could split
  /// a path that holds one.
  package static func grep(_ line: String, heading: String?, current: String?)
    -> (path: String?, line: SourceListing.Line)?
  {
    if line == "--" {
      var separator = SourceListing.Line(number: nil, text: "")
      separator.isBreak = true
      return (heading ?? current, separator)
    }
    if heading != nil {
      guard let (number, separator, text) = numbered(Substring(line)) else { return nil }
      var parsed = SourceListing.Line(number: number, text: String(text))
      parsed.isContext = separator == "-"
      return (nil, parsed)
    }
    // `-z`: the path ends at a NUL, and so does the number.
    if let nul = line.firstIndex(of: "\0") {
      let path = String(line[..<nul])
      let rest = line[line.index(after: nul)...]
      if let second = rest.firstIndex(of: "\0"), let number = Int(rest[..<second]) {
        return (
          path, SourceListing.Line(number: number, text: String(rest[rest.index(after: second)...]))
        )
      }
      return (path, SourceListing.Line(number: nil, text: String(rest)))
    }
    if let current, line.hasPrefix(current), let found = afterPath(line, pathEnd: current.endIndex)
    {
      return (current, found)
    }
    // The first `:N:` (a match) or `-N-` (context) after a plausible path.
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == ":" || character == "-" || character == "=", index > line.startIndex {
        let path = line[..<index]
        if plausiblePath(path), let found = afterPath(line, pathEnd: index) {
          return (String(path), found)
        }
        if character == ":" && plausiblePath(path) && (path.contains(".") || path.contains("/")) {
          // `git grep` without `-n`: `path:text`.
          return (
            String(path),
            SourceListing.Line(number: nil, text: String(line[line.index(after: index)...]))
          )
        }
        if character == ":" { return nil }
      }
      index = line.index(after: index)
    }
    return nil
  }

  /// `SEP N SEP text` at `pathEnd` (the same separator twice: `:` match, `-` context, `=`
  /// function line).
  private static func afterPath(_ line: String, pathEnd: String.Index) -> SourceListing.Line? {
    guard pathEnd < line.endIndex else { return nil }
    let separator = line[pathEnd]
    guard separator == ":" || separator == "-" || separator == "=" else { return nil }
    let rest = line[line.index(after: pathEnd)...]
    guard let (number, second, text) = numbered(rest), second == separator else { return nil }
    var parsed = SourceListing.Line(number: number, text: String(text))
    parsed.isContext = separator == "-"
    return parsed
  }

  /// `N` then `:`, `-` or `=`, then the text.
  private static func numbered(_ text: Substring) -> (Int, Character, Substring)? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count < 10, let number = Int(digits),
      digits.endIndex < text.endIndex
    else { return nil }
    let separator = text[digits.endIndex]
    guard separator == ":" || separator == "-" || separator == "=" else { return nil }
    return (number, separator, text[text.index(after: digits.endIndex)...])
  }

  private static func plausiblePath(_ path: Substring) -> Bool {
    !path.isEmpty && path.first != " " && !path.contains("://") && !path.contains(" ")
      && !path.unicodeScalars.contains { $0.value < 0x20 }
  }

  /// `git blame --porcelain`'s line header: `HASH ORIG FINAL [COUNT]`.
  package static func porcelainHeader(_ line: String) -> (
    commit: String, original: Int, final: Int
  )? {
    let fields = line.split(separator: " ")
    guard fields.count == 3 || fields.count == 4, fields[0].count == 40 || fields[0].count == 64,
      fields[0].allSatisfy(\.isHexDigit), fields.dropFirst().allSatisfy({ Int($0) != nil }),
      let original = Int(fields[1]), let final = Int(fields[2])
    else { return nil }
    return (String(fields[0]), original, final)
  }

  /// A line of `git blame`'s human-readable output in any of its forms (`BlameLineParser`);
  /// `strict` (deciding what the input is) accepts only the dates blame writes.
  package static func blame(_ line: String, strict: Bool = true) -> (
    path: String?, line: SourceListing.Line
  )? {
    BlameLineParser.parse(line, strict: strict)
  }

  /// One `rg --json` record: its type and, for `match` and `context`, the path and line.
  package static func ripgrep(_ line: String) -> (
    type: String, path: String?, line: SourceListing.Line?
  )? {
    guard case .object(let record)? = try? JSONParser.parse(line),
      case .string(let type)? = record["type"]
    else { return nil }
    guard ["begin", "match", "context", "end", "summary"].contains(type) else { return nil }
    guard case .object(let data)? = record["data"] else { return (type, nil, nil) }
    let path = text(of: data["path"])
    guard type == "match" || type == "context", var content = text(of: data["lines"]) else {
      return (type, path, nil)
    }
    if content.hasSuffix("\n") { content.removeLast() }
    if content.hasSuffix("\r") { content.removeLast() }
    let number = data["line_number"]?.intValue
    var parsed = SourceListing.Line(number: number, text: content)
    parsed.isContext = type == "context"
    if case .array(let submatches)? = data["submatches"] {
      let limit = content.utf8.count
      for case .object(let submatch) in submatches {
        guard let lower = submatch["start"]?.intValue, let upper = submatch["end"]?.intValue,
          lower >= 0, lower <= upper, upper <= limit
        else { continue }
        parsed.matches.append(lower..<upper)
      }
    }
    return (type, path, parsed)
  }

  /// rg's `{"text": …}` (or `{"bytes": base64}` for non-UTF-8, shown as its description).
  private static func text(of value: JSONValue?) -> String? {
    guard case .object(let object)? = value else { return nil }
    if case .string(let text)? = object["text"] { return text }
    if case .string(let bytes)? = object["bytes"] { return "(bytes: \(bytes))" }
    return nil
  }
}
