import RenderSupport

/// Parses Mermaid `sequenceDiagram` text into a `SequenceDiagram`.
///
/// The grammar is line-oriented (Mermaid's sequence lexer): one statement a line, keywords
/// case-insensitive. Limits (`DiagramLimits`) are checked while parsing, so an oversized or
/// too deeply nested diagram fails before any layout, at the statement that crosses the limit.
package enum SequenceParser {
  /// Parses a whole Mermaid source (frontmatter, directives and header included).
  package static func parse(_ text: String) throws(DiagramError) -> SequenceDiagram {
    let source = try MermaidSource(parsing: text)
    guard source.type == .sequence else {
      throw DiagramError(
        .unsupported, "expected a sequenceDiagram, found a \(source.type.rawValue)",
        at: source.headerPosition)
    }
    return try parse(source)
  }

  /// Parses the body of a source whose header is `sequenceDiagram`.
  package static func parse(_ source: MermaidSource) throws(DiagramError) -> SequenceDiagram {
    var builder = SequenceBuilder()
    builder.wrapsByDefault = source.settings.flag("config.sequence.wrap", "config.wrap") ?? false
    if source.settings.flag("config.sequence.showSequenceNumbers") == true {
      builder.numberFromStart()
    }
    if let title = source.title { builder.diagram.title = SequenceText.lines(title) }
    var lastLine = source.bodyStart.line
    for (number, text) in source.bodyLines {
      lastLine = number
      try statement(text, line: number, into: &builder)
    }
    return try builder.finish(endLine: lastLine)
  }

  private static func statement(
    _ text: String, line: Int, into builder: inout SequenceBuilder
  ) throws(DiagramError) {
    let scalars = Array(text.unicodeScalars)
    var start = 0
    while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
    var end = scalars.count
    while end > start,
      scalars[end - 1] == " " || scalars[end - 1] == "\t" || scalars[end - 1] == ";"
    {
      // `;` separates statements, but also ends an entity code such as `#quot;`.
      if scalars[end - 1] == ";" && endsEntity(scalars[start..<(end - 1)]) { break }
      end -= 1
    }
    guard start < end else { return }
    let content = String(unicodeScalars: scalars[start..<end])
    let position = SourcePosition(line: line, column: start + 1)
    if content.hasPrefix("%%") { return }
    if builder.inLongDescription {
      let closed = content.firstIndex(of: "}")
      let part = closed.map { String(content[..<$0]) } ?? content
      builder.appendDescription(part)
      builder.inLongDescription = closed == nil
      return
    }

    let word = content.prefix(while: { $0.isLetter || $0 == "_" })
    let rest = SequenceText.trim(String(content.dropFirst(word.count)))
    let nextIsBoundary = rest.isEmpty || content.dropFirst(word.count).first?.isWhitespace == true
    let lowered = word.lowercased()
    let colonForm = rest.hasPrefix(":") && ["title", "acctitle", "accdescr"].contains(lowered)
    // A keyword must stand alone (`Alice->>Bob` starts with a name, not a keyword).
    let keyword = nextIsBoundary || colonForm ? lowered : ""

    switch keyword {
    case "participant", "actor":
      try builder.declare(
        rest, kind: keyword == "actor" ? .actor : .participant, create: false, at: position)
    case "boundary", "control", "entity", "database", "collections", "queue":
      // The shape keywords declare a participant drawn in that shape, like `actor`; a
      // participant named so still sends messages (`queue ->> B: x`).
      guard !rest.isEmpty, findArrow(Substring(rest)) == nil else {
        try message(content, at: position, into: &builder)
        return
      }
      try builder.declare(
        rest, kind: SequenceParticipant.Kind(rawValue: keyword) ?? .participant, create: false,
        at: position)
    case "create":
      let inner = rest.prefix(while: \.isLetter)
      let innerKeyword = inner.lowercased()
      guard innerKeyword == "participant" || innerKeyword == "actor" else {
        throw DiagramError(
          .syntax, "expected 'participant' or 'actor' after 'create'", at: position)
      }
      try builder.declare(
        SequenceText.trim(String(rest.dropFirst(inner.count))),
        kind: innerKeyword == "actor" ? .actor : .participant, create: true, at: position)
    case "destroy":
      try builder.destroy(rest, at: position)
    case "box":
      try builder.openBox(rest, at: position)
    case "end":
      guard rest.isEmpty else {
        throw DiagramError(.syntax, "unexpected text after 'end'", at: position)
      }
      try builder.close(at: position)
    case "loop", "alt", "opt", "par", "critical", "break", "rect", "par_over":
      let kind = SequenceBlockKind(rawValue: keyword == "par_over" ? "par" : keyword) ?? .loop
      try builder.openBlock(kind, rest, at: position)
    case "else", "and", "option":
      try builder.section(keyword, rest, at: position)
    case "note":
      try builder.note(rest, at: position)
    case "activate", "deactivate":
      try builder.activation(rest, on: keyword == "activate", at: position)
    case "autonumber":
      try builder.autonumber(rest, at: position)
    case "title":
      let title = rest.hasPrefix(":") ? String(rest.dropFirst()) : rest
      builder.diagram.title = SequenceText.lines(title)
    case "acctitle":
      builder.diagram.accessibleTitle = SequenceText.trim(String(rest.drop(while: { $0 == ":" })))
    case "accdescr":
      // `accDescr: text` or `accDescr { … }` over several lines.
      if rest.hasPrefix("{") {
        let body = rest.dropFirst()
        let closed = body.firstIndex(of: "}")
        builder.appendDescription(String(closed.map { body[..<$0] } ?? body))
        builder.inLongDescription = closed == nil
      } else {
        builder.appendDescription(String(rest.drop(while: { $0 == ":" })))
      }
    case "link", "links", "properties", "details":
      // Actor menus are links, which are disabled by design.
      return
    default:
      try message(content, at: position, into: &builder)
    }
  }

  /// `FROM ARROW [+|-] TO [: text]`, with Mermaid 11's optional `()` markers on either side.
  private static func message(
    _ content: String, at position: SourcePosition, into builder: inout SequenceBuilder
  ) throws(DiagramError) {
    let head: Substring
    let text: [String]
    var wraps: Bool?
    if let colon = content.firstIndex(of: ":") {
      head = content[..<colon]
      let body: Substring
      (wraps, body) = SequenceText.wrapPrefix(content[content.index(after: colon)...])
      text = SequenceText.lines(String(body))
    } else {
      head = Substring(content)
      text = [""]
    }
    guard let (range, arrow) = findArrow(head) else {
      let word = content.prefix(while: { !$0.isWhitespace })
      throw DiagramError(.syntax, "unknown statement \(DiagramError.quoted(word))", at: position)
    }
    var from = SequenceText.trim(String(head[..<range.lowerBound]))
    let centralFrom = from.hasSuffix("()")
    if centralFrom { from = SequenceText.trim(String(from.dropLast(2))) }
    var after = Substring(SequenceText.trim(String(head[range.upperBound...])))
    var activates = false
    var deactivates = false
    if after.first == "+" {
      activates = true
      after = after.dropFirst()
    } else if after.first == "-" {
      deactivates = true
      after = after.dropFirst()
    }
    var to = SequenceText.trim(String(after))
    let centralTo = to.hasPrefix("()")
    if centralTo { to = SequenceText.trim(String(to.dropFirst(2))) }
    guard !from.isEmpty else {
      throw DiagramError(.syntax, "a message needs a sender before its arrow", at: position)
    }
    guard !to.isEmpty else {
      throw DiagramError(.syntax, "a message needs a receiver after its arrow", at: position)
    }
    try builder.message(
      from: from, to: to, arrow: arrow, text: text, activates: activates,
      deactivates: deactivates, central: (centralFrom, centralTo), wraps: wraps, at: position)
  }

  /// Whether `scalars` ends with `#` and a run of letters or digits.
  private static func endsEntity(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
    var index = scalars.endIndex
    while index > scalars.startIndex,
      scalars[index - 1].properties.isAlphabetic
        || ("0"..."9").contains(scalars[index - 1])
    {
      index -= 1
    }
    return index < scalars.endIndex && index > scalars.startIndex && scalars[index - 1] == "#"
  }

  /// The first arrow token in `head` (the longest at the leftmost place it starts).
  static func findArrow(_ head: Substring) -> (Range<String.Index>, SequenceArrow)? {
    // The bytes first, at the bytes a token can start with (an ASCII token matches only ASCII
    // bytes); then, where one matches, the characters, from a character boundary (a combining
    // mark after the token's last byte changes its last character).
    // Comparing characters for every token at every dash dominated parsing the messages.
    let utf8 = head.utf8
    return utf8.withContiguousStorageIfAvailable { bytes in
      Self.findArrow(head, bytes)
    } ?? Array(utf8).withUnsafeBufferPointer { Self.findArrow(head, $0) }
  }

  private static func findArrow(_ head: Substring, _ bytes: UnsafeBufferPointer<UInt8>)
    -> (Range<String.Index>, SequenceArrow)?
  {
    for offset in bytes.indices {
      let byte = bytes[offset]
      guard
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "/")
          || byte == UInt8(ascii: "\\")
      else { continue }
      for (tokenBytes, (token, arrow)) in zip(SequenceArrow.tokenBytes, SequenceArrow.tokens)
      where Self.bytes(bytes, at: offset, startWith: tokenBytes) {
        let start = head.utf8.index(head.startIndex, offsetBy: offset)
        let after = offset + tokenBytes.count
        // Between two ASCII characters there is always a character boundary, so only a token
        // beside other text needs the characters compared.
        let asciiBefore = offset == 0 || bytes[offset - 1] < 0x80
        if asciiBefore && (after == bytes.count || bytes[after] < 0x80) {
          return (start..<head.utf8.index(start, offsetBy: tokenBytes.count), arrow)
        }
        // A character boundary is where stepping over a character and back returns.
        guard head.index(before: head.index(after: start)) == start,
          head[start...].hasPrefix(token)
        else { continue }
        return (start..<head.index(start, offsetBy: token.count), arrow)
      }
    }
    return nil
  }

  /// Whether `bytes` from `offset` start with `token`.
  private static func bytes(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, startWith token: [UInt8]
  ) -> Bool {
    guard offset + token.count <= bytes.count else { return false }
    for index in token.indices where bytes[offset + index] != token[index] { return false }
    return true
  }
}
