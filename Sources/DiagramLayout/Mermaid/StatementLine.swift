import RenderSupport

/// One statement of a line-oriented Mermaid grammar (state, class and ER diagrams): the
/// line's scalars with the blanks around it and a trailing `%%` comment cut, read left to
/// right with the source position of every scalar known.
struct StatementLine {
  let text: [Unicode.Scalar]
  let line: Int
  /// The 1-based column of `text[0]`.
  let column: Int
  /// The next scalar to read.
  var index = 0

  /// The statement on a body line, or nil for a blank or comment line; `firstColumn` is the
  /// column of `raw`'s first scalar.
  init?(_ raw: String, line: Int, firstColumn: Int = 1) {
    var scalars = Array(raw.unicodeScalars)
    // `%%` starts a comment outside quotes (`Moving --> Still %% another comment`).
    var quoted = false
    for (at, scalar) in scalars.enumerated() {
      if scalar == "\"" { quoted.toggle() }
      if !quoted, scalar == "%", at + 1 < scalars.count, scalars[at + 1] == "%" {
        scalars.removeSubrange(at...)
        break
      }
    }
    var start = 0
    while start < scalars.count, StatementLine.isBlank(scalars[start]) { start += 1 }
    var end = scalars.count
    while end > start, StatementLine.isBlank(scalars[end - 1]) || scalars[end - 1] == ";" {
      end -= 1
    }
    guard start < end else { return nil }
    text = Array(scalars[start..<end])
    self.line = line
    column = start + firstColumn
  }

  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\r"
  }

  var atEnd: Bool { index >= text.count }

  /// The position of the next scalar.
  var position: SourcePosition { SourcePosition(line: line, column: column + index) }

  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let at = index + offset
    return at < text.count ? text[at] : nil
  }

  mutating func skipBlanks() {
    while let scalar = peek(), StatementLine.isBlank(scalar) { index += 1 }
  }

  func starts(with prefix: String) -> Bool {
    var offset = 0
    for scalar in prefix.unicodeScalars {
      guard peek(offset) == scalar else { return false }
      offset += 1
    }
    return true
  }

  /// Consumes `prefix` if it is next.
  mutating func consume(_ prefix: String) -> Bool {
    guard starts(with: prefix) else { return false }
    index += prefix.unicodeScalars.count
    return true
  }

  /// Consumes a keyword that stands alone (followed by a blank, `:`, `{` or the end).
  mutating func consumeWord(_ word: String) -> Bool {
    guard starts(with: word) else { return false }
    let after = peek(word.unicodeScalars.count)
    guard after == nil || StatementLine.isBlank(after!) || after == ":" || after == "{" else {
      return false
    }
    index += word.unicodeScalars.count
    return true
  }

  /// Consumes scalars while `keep` holds.
  mutating func read(while keep: (Unicode.Scalar) -> Bool) -> String {
    var result = String.UnicodeScalarView()
    while let scalar = peek(), keep(scalar) {
      result.append(scalar)
      index += 1
    }
    return String(result)
  }

  /// A `"…"` string (the quotes dropped), or nil when none is next; throws when unclosed.
  mutating func quoted() throws(DiagramError) -> String? {
    guard peek() == "\"" else { return nil }
    let open = position
    index += 1
    let body = read { $0 != "\"" }
    guard consume("\"") else {
      throw DiagramError(.syntax, "the quoted text is not closed", at: open)
    }
    return body
  }

  /// A plain id of a state or class: id characters, `.` and a `-` that does not start a link
  /// (`my-state`, `v1.2`, but `a` in `a-->b`).
  mutating func plainID() -> String {
    var id = String.UnicodeScalarView()
    while let scalar = peek() {
      guard
        StatementLine.isIDScalar(scalar) || scalar == "."
          || (scalar == "-" && peek(1) != "-" && !id.isEmpty)
      else { break }
      id.append(scalar)
      index += 1
    }
    return String(id)
  }

  /// The class name of a `:::name` suffix (`Idle:::warm`), or nil when none is next.
  mutating func classSuffix() -> String? {
    guard consume(":::") else { return nil }
    return read { StatementLine.isIDScalar($0) || $0 == "-" }
  }

  /// The rest of the line, trimmed.
  mutating func rest() -> String {
    skipBlanks()
    let result = String(unicodeScalars: text[min(index, text.count)...])
    index = text.count
    return result
  }

  /// An error at the next scalar: `expected …, found '…'`.
  func unexpected(_ expected: String) -> DiagramError {
    let found = String(unicodeScalars: text[min(index, text.count)...])
    return DiagramError(
      .syntax,
      "expected \(expected), found \(found.isEmpty ? "the end of the line" : DiagramError.quoted(found))",
      at: position)
  }

  /// Letters, digits, `_` and any non-ASCII letter: the characters of a plain id.
  static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
