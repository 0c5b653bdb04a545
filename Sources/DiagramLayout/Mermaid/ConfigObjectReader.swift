/// Reads the body of a `%%{init: …}%%` directive into scalar values by dotted key path.
///
/// Mermaid reads directive bodies as JSON, and its docs also write them JSON5-like (unquoted
/// keys, single quotes, trailing commas), so this reader accepts both. Objects are flattened
/// (`{"sequence": {"wrap": true}}` → `sequence.wrap = true`), arrays and `null` are skipped,
/// and the shapes a hostile body could grow are bounded: nesting, key and value lengths and
/// the number of values kept. Values stay text; each diagram type converts and range-checks
/// the few it knows, exactly as it does for frontmatter values.
struct ConfigObjectReader {
  /// The deepest nesting read; deeper objects are skipped.
  static let maximumDepth = 16
  /// The longest key or value kept, in characters; longer ones are cut and ignored.
  static let maximumTextLength = 200

  private let scalars: [Unicode.Scalar]
  private var index = 0
  private(set) var values: [String: String] = [:]
  /// The scalar offset where each kept value's key starts.
  private(set) var keyOffsets: [String: Int] = [:]
  /// Where the key being read starts.
  private var keyStart = 0

  /// The values of `text`, an object body with or without its outer braces, each path
  /// prefixed with `prefix`. Text that is not an object yields what was read before it.
  static func read(_ text: String, prefix: String) -> [String: String] {
    var reader = ConfigObjectReader(scalars: Array(text.unicodeScalars))
    reader.skipBlanks()
    if reader.peek == "{" {
      reader.index += 1
    }
    reader.readMembers(path: prefix, depth: 1)
    return reader.values
  }

  /// The values of `text` as `read` gives them, and where each key starts, as scalar offsets
  /// into `text`.
  static func readWithOffsets(_ text: String, prefix: String) -> (
    values: [String: String], offsets: [String: Int]
  ) {
    var reader = ConfigObjectReader(scalars: Array(text.unicodeScalars))
    reader.skipBlanks()
    if reader.peek == "{" {
      reader.index += 1
    }
    reader.readMembers(path: prefix, depth: 1)
    return (reader.values, reader.keyOffsets)
  }

  private init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func skipBlanks() {
    while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
      index += 1
    }
  }

  /// Reads `key: value` pairs up to the closing `}` (or the end); stops at anything else.
  private mutating func readMembers(path: String, depth: Int) {
    while true {
      skipBlanks()
      guard let scalar = peek else { return }
      if scalar == "}" {
        index += 1
        return
      }
      if scalar == "," {
        index += 1
        continue
      }
      keyStart = index
      guard let key = readKey() else { return }
      skipBlanks()
      guard peek == ":" else { return }
      index += 1
      skipBlanks()
      let childPath = path.isEmpty ? key : "\(path).\(key)"
      guard readValue(path: childPath, depth: depth) else { return }
    }
  }

  /// Reads one value; false when the text is not a value (reading stops there).
  private mutating func readValue(path: String, depth: Int) -> Bool {
    guard let scalar = peek else { return false }
    switch scalar {
    case "{":
      index += 1
      if depth >= ConfigObjectReader.maximumDepth {
        return skipNested(opener: "{", closer: "}")
      }
      readMembers(path: path, depth: depth + 1)
      return true
    case "[":
      index += 1
      return skipNested(opener: "[", closer: "]")
    case "\"", "'":
      guard let text = readQuoted() else { return false }
      keep(path, text)
      return true
    default:
      var word = String.UnicodeScalarView()
      while let next = peek, next != ",", next != "}", next != "]", next != "\n" {
        word.append(next)
        index += 1
      }
      let text = String(word).trimmingCharacters()
      guard !text.isEmpty else { return false }
      if text != "null" { keep(path, text) }
      return true
    }
  }

  private mutating func keep(_ path: String, _ value: String) {
    guard value.count <= ConfigObjectReader.maximumTextLength,
      values.count < FrontmatterValues.maximumValues
    else { return }
    values[path] = value
    keyOffsets[path] = keyStart
  }

  /// A quoted or bare key; nil when there is none or it is too long to be a setting.
  private mutating func readKey() -> String? {
    if peek == "\"" || peek == "'" {
      guard let key = readQuoted(), !key.isEmpty, key.count <= 64, !key.contains(".") else {
        return nil
      }
      return key
    }
    var key = String.UnicodeScalarView()
    while let scalar = peek,
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        || scalar == "$"
    {
      key.append(scalar)
      index += 1
    }
    return key.isEmpty || key.count > 64 ? nil : String(key)
  }

  /// The text of a `"…"` or `'…'` string at the cursor, with `\"`-style escapes read.
  private mutating func readQuoted() -> String? {
    guard let quote = peek else { return nil }
    index += 1
    var text = String.UnicodeScalarView()
    while let scalar = peek {
      index += 1
      if scalar == quote { return String(text) }
      if scalar == "\\", let next = peek {
        index += 1
        text.append(next)
      } else {
        text.append(scalar)
      }
    }
    return nil
  }

  /// Skips to the `closer` that matches an already consumed `opener`, strings included.
  private mutating func skipNested(opener: Unicode.Scalar, closer: Unicode.Scalar) -> Bool {
    var depth = 1
    while let scalar = peek {
      if scalar == "\"" || scalar == "'" {
        guard readQuoted() != nil else { return false }
        continue
      }
      index += 1
      if scalar == "[" || scalar == "{" {
        depth += 1
      } else if scalar == "]" || scalar == "}" {
        depth -= 1
        if depth == 0 { return true }
      }
    }
    return false
  }
}
