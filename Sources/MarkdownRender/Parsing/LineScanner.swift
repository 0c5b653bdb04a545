import Glibc

/// Walks the lines of a Markdown text and tracks the top-level blocks that may contain blank
/// lines and column-0 text without ending: fenced code (spec 4.5) and HTML blocks of kinds 1–5
/// (spec 4.6). Used by `MarkdownSectionSplitter`; only ever errs towards "still inside".
struct LineScanner {
  struct Line {
    var start: Int
    /// End of the line's content (before `\n`).
    var end: Int
    /// Leading spaces (a tab counts as 4).
    var indent: Int
    var isBlank: Bool
    fileprivate var bytes: UnsafeBufferPointer<UInt8>

    fileprivate var contentStart: Int { start + min(leadingWhitespace, end - start) }
    fileprivate var leadingWhitespace = 0

    /// `-`, `+`, `*` or 1–9 digits with `.`/`)`, followed by a space, a tab or the line end.
    var startsListItem: Bool {
      var index = contentStart
      guard index < end else { return false }
      let first = bytes[index]
      if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") {
        index += 1
      } else {
        let digitsStart = index
        while index < end, index - digitsStart < 10, (48...57).contains(bytes[index]) {
          index += 1
        }
        guard index > digitsStart, index < end,
          bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
        else { return false }
        index += 1
      }
      return index >= end || bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D
    }

    /// Whether the line starts with `"`, `'` or `(`: a reference definition's title.
    var startsTitle: Bool {
      contentStart < end
        && [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "(")].contains(bytes[contentStart])
    }

    /// Whether nothing but whitespace follows a definition's `[label]:`.
    var endsAfterLabel: Bool {
      guard let close = labelEnd() else { return false }
      return bytes[(close + 2)..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// Whether the line looks like `[label]:` (a definition's first line).
    var startsDefinition: Bool { indent <= 3 && labelEnd() != nil }

    /// The normalised label of a definition line (`^label` for a footnote) and its kind.
    func definitionLabel() -> (String, Bool)? {
      guard let close = labelEnd() else { return nil }
      let labelStart = contentStart + 1
      let isFootnote = bytes[labelStart] == UInt8(ascii: "^")
      if isFootnote {
        // Footnote labels hold no whitespace (cmark-gfm's scanner).
        for byte in bytes[labelStart..<close] where byte == 0x20 || byte == 0x09 { return nil }
      }
      return (MarkdownSectionSplitter.normalizedLabel(bytes[labelStart..<close]), isFootnote)
    }

    /// Index of the `]` of a leading `[label]:`, with no `[` or backslash inside the label.
    private func labelEnd() -> Int? {
      var index = contentStart
      guard index < end, bytes[index] == UInt8(ascii: "[") else { return nil }
      index += 1
      let labelStart = index
      while index < end, index - labelStart < 1000 {
        switch bytes[index] {
        case UInt8(ascii: "]"):
          guard index > labelStart, index + 1 < end, bytes[index + 1] == UInt8(ascii: ":") else {
            return nil
          }
          return index
        case UInt8(ascii: "["), UInt8(ascii: "\\"):
          return nil
        default:
          index += 1
        }
      }
      return nil
    }
  }

  fileprivate enum Opaque: Equatable, Sendable {
    case fence(character: UInt8, length: Int)
    case html(end: [[UInt8]])
  }

  /// Where a scan stands at a line boundary: the next line's start and the open fence or HTML
  /// block, so a scan of a text that grows resumes there instead of starting over.
  struct State: Equatable, Sendable {
    fileprivate(set) var position: Int
    fileprivate var opaque: Opaque?

    /// A scan starting at `position` (a line's start) outside any fence or HTML block.
    init(position: Int) {
      self.position = position
    }
  }

  let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var opaque: Opaque?

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// A scan of `bytes` (the same text, grown) going on from `state`.
  init(bytes: UnsafeBufferPointer<UInt8>, resuming state: State) {
    self.bytes = bytes
    position = state.position
    opaque = state.opaque
  }

  /// The scan's state at the start of the line `next()` gives next.
  var state: State {
    var state = State(position: position)
    state.opaque = opaque
    return state
  }

  /// Whether the scanner is inside top-level fenced code or an HTML block of kind 1–5.
  var inOpaqueBlock: Bool { opaque != nil }

  mutating func next() -> Line? {
    guard position < bytes.count, let base = bytes.baseAddress else { return nil }
    let start = position
    let end: Int
    if let newline = memchr(base + start, 0x0A, bytes.count - start) {
      end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
      position = end + 1
    } else {
      end = bytes.count
      position = end
    }
    var indent = 0
    var index = start
    while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 {
      indent += bytes[index] == 0x09 ? 4 : 1
      index += 1
    }
    let blank = index == end || (index == end - 1 && bytes[index] == 0x0D)
    var line = Line(start: start, end: end, indent: indent, isBlank: blank, bytes: bytes)
    line.leadingWhitespace = index - start
    return line
  }

  /// Updates the opaque-block state with `line` (which has just been looked at). Returns
  /// whether a block certainly ended with this line (a closing fence, the end of an HTML
  /// block of kind 1–5, an ATX heading), so the next line starts a new paragraph.
  @discardableResult
  mutating func update(_ line: Line) -> Bool {
    switch opaque {
    case .fence(let character, let length):
      if line.indent <= 3, fenceRun(line, character) >= length, restIsBlank(line, character) {
        opaque = nil
        return true
      }
      return false
    case .html(let endMarkers):
      if endMarkers.contains(where: { contains(line, $0, from: line.start) }) {
        opaque = nil
        return true
      }
      return false
    case nil:
      guard line.indent <= 3, !line.isBlank else { return false }
      let first = bytes[line.contentStart]
      if first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
        let run = fenceRun(line, first)
        guard run >= 3 else { return false }
        if first == UInt8(ascii: "`"),
          bytes[(line.contentStart + run)..<line.end].contains(UInt8(ascii: "`"))
        {
          return false  // a backtick fence's info string has no backtick: this is a code span
        }
        opaque = .fence(character: first, length: run)
      } else if first == UInt8(ascii: "<"), let markers = htmlBlockEnd(line) {
        let startAfter = line.contentStart + 2
        if markers.contains(where: { contains(line, $0, from: startAfter) }) { return true }
        opaque = .html(end: markers)
      } else if first == UInt8(ascii: "#") {
        return isATXHeading(line)
      }
      return false
    }
  }

  /// `#` to `######` followed by a space, a tab or the line end (spec 4.2).
  private func isATXHeading(_ line: Line) -> Bool {
    var index = line.contentStart
    while index < line.end, bytes[index] == UInt8(ascii: "#") { index += 1 }
    let level = index - line.contentStart
    return (1...6).contains(level)
      && (index == line.end || [0x20, 0x09, 0x0D].contains(bytes[index]))
  }

  /// End markers of an HTML block of kind 1–5 starting on `line`, or `nil`.
  private func htmlBlockEnd(_ line: Line) -> [[UInt8]]? {
    let text = bytes[line.contentStart..<line.end]
    func starts(_ prefix: String) -> Bool {
      let prefix = Array(prefix.utf8)
      return text.count >= prefix.count
        && zip(text, prefix).allSatisfy { ($0 | 0x20) == ($1 | 0x20) || $0 == $1 }
    }
    for name in ["script", "pre", "style", "textarea"] where starts("<" + name) {
      let after = line.contentStart + 1 + name.utf8.count
      if after >= line.end || [0x20, 0x09, 0x0D, UInt8(ascii: ">")].contains(bytes[after]) {
        return ["</script>", "</pre>", "</style>", "</textarea>"].map { Array($0.utf8) }
      }
    }
    if starts("<!--") { return [Array("-->".utf8)] }
    if starts("<?") { return [Array("?>".utf8)] }
    if starts("<![CDATA[") { return [Array("]]>".utf8)] }
    if starts("<!"), text.count > 2,
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[text.startIndex + 2] & 0xDF)
    {
      return [Array(">".utf8)]
    }
    return nil
  }

  private func fenceRun(_ line: Line, _ character: UInt8) -> Int {
    var index = line.contentStart
    while index < line.end, bytes[index] == character { index += 1 }
    return index - line.contentStart
  }

  private func restIsBlank(_ line: Line, _ character: UInt8) -> Bool {
    var index = line.contentStart
    while index < line.end, bytes[index] == character { index += 1 }
    while index < line.end, [0x20, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
    return index == line.end
  }

  /// Case-insensitive search for `marker` in `line` from `from`.
  private func contains(_ line: Line, _ marker: [UInt8], from: Int) -> Bool {
    guard line.end - from >= marker.count else { return false }
    var index = from
    while index + marker.count <= line.end {
      var matched = true
      for offset in 0..<marker.count where bytes[index + offset] | 0x20 != marker[offset] | 0x20 {
        matched = false
        break
      }
      if matched { return true }
      index += 1
    }
    return false
  }
}
