import RenderSupport

/// The block YAML Linguist writes its small data files in (`heuristics.yml`, `generic.yml`):
/// nested mappings and sequences by indentation (a sequence may sit at its key's
/// indentation), flow sequences (`['.h', '.hh']`), single- and double-quoted and plain
/// scalars on one line, comments. Anything else is an error with its line, never a guess.
enum LinguistYAML {
  struct Failure: Error, CustomStringConvertible {
    var line: Int
    var reason: String
    var description: String { "line \(line): \(reason)" }
  }

  private struct Line {
    var number: Int
    var indent: Int
    var text: Substring
  }

  static func parse(_ source: String) throws(Failure) -> JSONValue {
    var lines: [Line] = []
    for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let text = stripComment(raw.hasSuffix("\r") ? raw.dropLast() : raw)
      let content = text.drop { $0 == " " }
      let trimmed = content.reversed().drop { $0 == " " || $0 == "\t" }
      guard !trimmed.isEmpty, content != "---" else { continue }
      let end = content.index(content.startIndex, offsetBy: trimmed.count)
      lines.append(
        Line(number: index + 1, indent: text.count - content.count, text: content[..<end]))
    }
    var cursor = 0
    guard !lines.isEmpty else { return .null }
    let value = try node(&lines, &cursor, indent: lines[0].indent)
    if cursor < lines.count {
      throw Failure(line: lines[cursor].number, reason: "unexpected indentation")
    }
    return value
  }

  private static func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

  private static func node(_ lines: inout [Line], _ cursor: inout Int, indent: Int) throws(Failure)
    -> JSONValue
  {
    isItem(lines[cursor].text)
      ? try sequence(&lines, &cursor, indent: indent) : try mapping(&lines, &cursor, indent: indent)
  }

  private static func sequence(_ lines: inout [Line], _ cursor: inout Int, indent: Int)
    throws(Failure) -> JSONValue
  {
    var items: [JSONValue] = []
    while cursor < lines.count, lines[cursor].indent == indent, isItem(lines[cursor].text) {
      let rest = lines[cursor].text.dropFirst().drop { $0 == " " }
      if rest.isEmpty {
        cursor += 1
        guard cursor < lines.count, lines[cursor].indent > indent else {
          items.append(.null)
          continue
        }
        items.append(try node(&lines, &cursor, indent: lines[cursor].indent))
      } else if key(of: rest) != nil {
        // `- key: value` opens a mapping whose keys line up with `key`.
        let inner = indent + (lines[cursor].text.count - rest.count)
        lines[cursor] = Line(number: lines[cursor].number, indent: inner, text: rest)
        items.append(try mapping(&lines, &cursor, indent: inner))
      } else {
        items.append(try scalar(rest, line: lines[cursor].number))
        cursor += 1
      }
    }
    return .array(items)
  }

  private static func mapping(_ lines: inout [Line], _ cursor: inout Int, indent: Int)
    throws(Failure) -> JSONValue
  {
    var members: [JSONMember] = []
    while cursor < lines.count, lines[cursor].indent == indent, !isItem(lines[cursor].text) {
      let line = lines[cursor]
      guard let (name, rest) = key(of: line.text) else {
        throw Failure(line: line.number, reason: "expected 'key: value'")
      }
      cursor += 1
      if !rest.isEmpty {
        members.append(JSONMember(key: name, value: try scalar(rest, line: line.number)))
      } else if cursor < lines.count,
        lines[cursor].indent > indent
          || (lines[cursor].indent == indent && isItem(lines[cursor].text))
      {
        members.append(
          JSONMember(key: name, value: try node(&lines, &cursor, indent: lines[cursor].indent)))
      } else {
        members.append(JSONMember(key: name, value: .null))
      }
    }
    return .object(JSONObject(members))
  }

  /// `key: rest` when the line starts with a plain key (letters, digits, `_`, `-`, spaces).
  private static func key(of text: Substring) -> (String, Substring)? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let name = text[..<colon]
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || "_- ".contains($0) })
    else { return nil }
    let after = text[text.index(after: colon)...]
    guard after.isEmpty || after.first == " " else { return nil }
    return (String(name), after.drop { $0 == " " })
  }

  private static func scalar(_ text: Substring, line: Int) throws(Failure) -> JSONValue {
    if text.first == "[" {
      guard text.last == "]" else { throw Failure(line: line, reason: "unclosed '['") }
      var items: [JSONValue] = []
      var rest = text.dropFirst().dropLast().drop { $0 == " " }
      while !rest.isEmpty {
        let (item, after) = try flowItem(rest, line: line)
        items.append(.string(item))
        rest = after.drop { $0 == " " }
        if rest.first == "," { rest = rest.dropFirst().drop { $0 == " " } }
      }
      return .array(items)
    }
    let (value, after) = try flowItem(text, line: line, plainToEnd: true)
    guard after.allSatisfy({ $0 == " " }) else {
      throw Failure(line: line, reason: "text after a quoted value")
    }
    return .string(value)
  }

  /// One quoted or plain value and what follows it (a plain one ends at `,` in a flow list).
  private static func flowItem(_ text: Substring, line: Int, plainToEnd: Bool = false)
    throws(Failure) -> (String, Substring)
  {
    guard let quote = text.first, quote == "'" || quote == "\"" else {
      let end = plainToEnd ? text.endIndex : (text.firstIndex(of: ",") ?? text.endIndex)
      var last = end
      while last > text.startIndex, text[text.index(before: last)] == " " {
        last = text.index(before: last)
      }
      return (String(text[..<last]), text[end...])
    }
    var value = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let c = text[index]
      let next = text.index(after: index)
      if c == quote {
        if quote == "'", next < text.endIndex, text[next] == "'" {
          value.append("'")
          index = text.index(after: next)
          continue
        }
        return (value, text[next...])
      }
      if quote == "\"", c == "\\", next < text.endIndex {
        let escaped = text[next]
        value.append(["n": "\n", "t": "\t", "r": "\r", "0": "\0"][escaped] ?? escaped)
        index = text.index(after: next)
        continue
      }
      value.append(c)
      index = next
    }
    throw Failure(line: line, reason: "unclosed quote")
  }

  /// The line without a `#` comment (one at the start or after a blank, outside quotes).
  private static func stripComment(_ line: Substring) -> Substring {
    var quote: Character?
    var previous: Character = " "
    var index = line.startIndex
    while index < line.endIndex {
      let c = line[index]
      let next = line.index(after: index)
      if let open = quote {
        if c == "\\", open == "\"", next < line.endIndex {
          index = line.index(after: next)
          continue
        }
        if c == open {
          // `''` inside single quotes is a quote, not the end.
          if open == "'", next < line.endIndex, line[next] == "'" {
            index = line.index(after: next)
            continue
          }
          quote = nil
        }
      } else if c == "'" || c == "\"", " [,-".contains(previous) {
        quote = c
      } else if c == "#", previous == " " || previous == "\t" {
        return line[..<index]
      }
      previous = c
      index = next
    }
    return line
  }
}
