import RenderSupport

/// The block YAML Linguist writes its small data files in (`heuristics.yml`, `generic.yml`):
/// nested mappings and sequences by indentation (a sequence may sit at its key's
/// indentation), flow sequences (`['.h', '.hh']`), single- and double-quoted and plain
/// scalars on one line, comments. Anything else is an error with its line, never a guess.
///
/// The text is read as UTF-8 bytes: every character the syntax gives a meaning to is ASCII,
/// and a language's first run parses `heuristics.yml`, where going by `Character` cost
/// more than the rest of the run.
enum LinguistYAML {
  struct Failure: Error, CustomStringConvertible {
    var line: Int
    var reason: String
    var description: String { "line \(line): \(reason)" }
  }

  static func parse(_ source: String) throws(Failure) -> JSONValue {
    var parser = Parser(Array(source.utf8))
    return try parser.parse()
  }

  private struct Line {
    var number: Int
    var indent: Int
    /// The line's text in the source's bytes, without indentation, comment and trailing blanks.
    var text: Range<Int>
  }

  private struct Parser {
    let bytes: [UInt8]
    var lines: [Line] = []
    var cursor = 0

    init(_ bytes: [UInt8]) {
      self.bytes = bytes
      var start = 0
      var number = 0
      while start <= bytes.count {
        number += 1
        var end = start
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        var lineEnd = end
        if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        let stripped = stripComment(start..<lineEnd)
        var contentStart = start
        while contentStart < stripped && bytes[contentStart] == 0x20 { contentStart += 1 }
        var contentEnd = stripped
        while contentEnd > contentStart
          && (bytes[contentEnd - 1] == 0x20 || bytes[contentEnd - 1] == 0x09)
        {
          contentEnd -= 1
        }
        if contentEnd > contentStart && !equals(contentStart..<stripped, "---") {
          lines.append(
            Line(number: number, indent: contentStart - start, text: contentStart..<contentEnd))
        }
        start = end + 1
      }
    }

    mutating func parse() throws(Failure) -> JSONValue {
      guard !lines.isEmpty else { return .null }
      let value = try node(indent: lines[0].indent)
      if cursor < lines.count {
        throw Failure(line: lines[cursor].number, reason: "unexpected indentation")
      }
      return value
    }

    func equals(_ range: Range<Int>, _ text: StaticString) -> Bool {
      guard range.count == text.utf8CodeUnitCount else { return false }
      return (0..<range.count).allSatisfy { bytes[range.lowerBound + $0] == text.utf8Start[$0] }
    }

    func string(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }

    func droppingSpaces(_ range: Range<Int>) -> Range<Int> {
      var start = range.lowerBound
      while start < range.upperBound && bytes[start] == 0x20 { start += 1 }
      return start..<range.upperBound
    }

    func isItem(_ text: Range<Int>) -> Bool {
      guard !text.isEmpty, bytes[text.lowerBound] == 0x2D else { return false }
      return text.count == 1 || bytes[text.lowerBound + 1] == 0x20
    }

    mutating func node(indent: Int) throws(Failure) -> JSONValue {
      isItem(lines[cursor].text) ? try sequence(indent: indent) : try mapping(indent: indent)
    }

    mutating func sequence(indent: Int) throws(Failure) -> JSONValue {
      var items: [JSONValue] = []
      while cursor < lines.count, lines[cursor].indent == indent, isItem(lines[cursor].text) {
        let text = lines[cursor].text
        let rest = droppingSpaces((text.lowerBound + 1)..<text.upperBound)
        if rest.isEmpty {
          cursor += 1
          guard cursor < lines.count, lines[cursor].indent > indent else {
            items.append(.null)
            continue
          }
          items.append(try node(indent: lines[cursor].indent))
        } else if key(of: rest) != nil {
          // `- key: value` opens a mapping whose keys line up with `key`.
          let inner = indent + (rest.lowerBound - text.lowerBound)
          lines[cursor] = Line(number: lines[cursor].number, indent: inner, text: rest)
          items.append(try mapping(indent: inner))
        } else {
          items.append(try scalar(rest, line: lines[cursor].number))
          cursor += 1
        }
      }
      return .array(items)
    }

    mutating func mapping(indent: Int) throws(Failure) -> JSONValue {
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
          members.append(JSONMember(key: name, value: try node(indent: lines[cursor].indent)))
        } else {
          members.append(JSONMember(key: name, value: .null))
        }
      }
      return .object(JSONObject(members))
    }

    /// `key: rest` when the line starts with a plain key (letters, digits, `_`, `-`, spaces).
    func key(of text: Range<Int>) -> (String, Range<Int>)? {
      guard let colon = text.first(where: { bytes[$0] == 0x3A }) else { return nil }
      let name = text.lowerBound..<colon
      guard isKey(name) else { return nil }
      let after = (colon + 1)..<text.upperBound
      guard after.isEmpty || bytes[after.lowerBound] == 0x20 else { return nil }
      return (string(name), droppingSpaces(after))
    }

    /// Whether `name` starts with a letter or `_` and holds only letters, digits, `_`, `-`
    /// and spaces (letters and digits of any script, as `Character` tells them).
    func isKey(_ name: Range<Int>) -> Bool {
      guard !name.isEmpty else { return false }
      if name.contains(where: { bytes[$0] >= 0x80 }) {
        let text = string(name)
        return (text.first!.isLetter || text.first == "_")
          && text.allSatisfy { $0.isLetter || $0.isNumber || "_- ".contains($0) }
      }
      func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
      let first = bytes[name.lowerBound]
      guard isLetter(first) || first == 0x5F else { return false }
      return name.allSatisfy { index in
        let byte = bytes[index]
        return isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x5F || byte == 0x2D
          || byte == 0x20
      }
    }

    func scalar(_ text: Range<Int>, line: Int) throws(Failure) -> JSONValue {
      if bytes[text.lowerBound] == 0x5B {
        guard bytes[text.upperBound - 1] == 0x5D, text.count >= 2 else {
          throw Failure(line: line, reason: "unclosed '['")
        }
        var items: [JSONValue] = []
        var rest = droppingSpaces((text.lowerBound + 1)..<(text.upperBound - 1))
        while !rest.isEmpty {
          let (item, after) = try flowItem(rest, line: line)
          items.append(.string(item))
          rest = droppingSpaces(after)
          if !rest.isEmpty && bytes[rest.lowerBound] == 0x2C {
            rest = droppingSpaces((rest.lowerBound + 1)..<rest.upperBound)
          }
        }
        return .array(items)
      }
      let (value, after) = try flowItem(text, line: line, plainToEnd: true)
      guard after.allSatisfy({ bytes[$0] == 0x20 }) else {
        throw Failure(line: line, reason: "text after a quoted value")
      }
      return .string(value)
    }

    /// One quoted or plain value and what follows it (a plain one ends at `,` in a flow list).
    func flowItem(_ text: Range<Int>, line: Int, plainToEnd: Bool = false) throws(Failure)
      -> (String, Range<Int>)
    {
      let quote = bytes[text.lowerBound]
      guard quote == 0x27 || quote == 0x22 else {
        let end =
          plainToEnd
          ? text.upperBound : (text.first(where: { bytes[$0] == 0x2C }) ?? text.upperBound)
        var last = end
        while last > text.lowerBound && bytes[last - 1] == 0x20 { last -= 1 }
        return (string(text.lowerBound..<last), end..<text.upperBound)
      }
      var value: [UInt8] = []
      var index = text.lowerBound + 1
      while index < text.upperBound {
        let c = bytes[index]
        let next = index + 1
        if c == quote {
          if quote == 0x27, next < text.upperBound, bytes[next] == 0x27 {
            value.append(0x27)
            index = next + 1
            continue
          }
          return (String(decoding: value, as: UTF8.self), next..<text.upperBound)
        }
        if quote == 0x22, c == 0x5C, next < text.upperBound {
          let escaped = bytes[next]
          switch escaped {
          case 0x6E: value.append(0x0A)
          case 0x74: value.append(0x09)
          case 0x72: value.append(0x0D)
          case 0x30: value.append(0x00)
          default:
            // Any other character stands for itself, all of its bytes.
            var end = next + 1
            while end < text.upperBound && bytes[end] & 0xC0 == 0x80 { end += 1 }
            value.append(contentsOf: bytes[next..<end])
            index = end
            continue
          }
          index = next + 1
          continue
        }
        value.append(c)
        index = next
      }
      throw Failure(line: line, reason: "unclosed quote")
    }

    /// Where the line ends without a `#` comment (one at the start or after a blank, outside
    /// quotes).
    func stripComment(_ line: Range<Int>) -> Int {
      var quote: UInt8?
      var previous: UInt8 = 0x20
      var index = line.lowerBound
      while index < line.upperBound {
        let c = bytes[index]
        let next = index + 1
        if let open = quote {
          if c == 0x5C, open == 0x22, next < line.upperBound {
            index = next + 1
            continue
          }
          if c == open {
            // `''` inside single quotes is a quote, not the end.
            if open == 0x27, next < line.upperBound, bytes[next] == 0x27 {
              index = next + 1
              continue
            }
            quote = nil
          }
        } else if c == 0x27 || c == 0x22,
          previous == 0x20 || previous == 0x5B || previous == 0x2C || previous == 0x2D
        {
          quote = c
        } else if c == 0x23, previous == 0x20 || previous == 0x09 {
          return index
        }
        previous = c
        index = next
      }
      return line.upperBound
    }
  }
}
