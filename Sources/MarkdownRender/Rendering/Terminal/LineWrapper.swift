import RenderSupport

/// Greedy word wrap of styled runs into lines of at most `width` cells.
///
/// Break opportunities follow the simple core of UAX #14: at spaces (which are dropped at the
/// break), and between a wide (East Asian) grapheme and its neighbours, except before closing
/// CJK punctuation. A word wider than the line is split between graphemes, never inside one.
/// Every span keeps its style, so styles carry across wrapped lines.
///
/// Pre: `width` ≥ 2. Post: no line wider than `width` and none ends in a space.
package struct LineWrapper {
  let width: Int
  private(set) var lines: [TerminalLine] = []
  private var current = TerminalLine()
  private var currentWidth = 0
  /// The pieces of the word being collected; substrings of the input, so most words are never
  /// copied until they land on a line.
  private var word: [(text: Substring, style: TextStyle, link: String?)] = []
  private var wordWidth = 0
  /// The space owed before the pending word, with the style it was written in.
  private var space: (style: TextStyle, link: String?)?
  private var lastWasWide = false
  /// The widest word seen (a table column's minimum width).
  private(set) var longestWord = 0

  package init(width: Int) {
    self.width = max(width, 2)
  }

  /// Adds text in one style; spaces, tabs and newlines become break opportunities.
  package mutating func add(_ text: String, style: TextStyle, link: String? = nil) {
    let printableASCII = text.utf8.withContiguousStorageIfAvailable { buffer in
      !buffer.contains { $0 >= 0x7F || ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A) }
    }
    if printableASCII == true {
      addASCII(text, style: style, link: link)
    } else {
      addUnicode(text, style: style, link: link)
    }
  }

  /// Adds text that must stay on one line with its neighbours (no break inside it).
  mutating func addGlued(_ text: String, style: TextStyle, link: String? = nil) {
    let safe = TextSanitizer.printable(text)
    appendToWord(Substring(safe), width: DisplayWidth.of(safe), style: style, link: link)
    lastWasWide = false
  }

  /// Adds a break opportunity that shows as one space.
  package mutating func addSpace(style: TextStyle, link: String? = nil) {
    commitWord()
    if space == nil { space = (style, link) }
  }

  /// Ends the current line (a hard line break).
  mutating func lineBreak() {
    commitWord()
    space = nil
    newLine()
  }

  /// The wrapped lines, once everything was added.
  package mutating func finish() -> [TerminalLine] {
    commitWord()
    if !current.spans.isEmpty { newLine() }
    return lines
  }

  private mutating func addASCII(_ text: String, style: TextStyle, link: String?) {
    // Word boundaries are found on the raw bytes. Runs of whole words that fit on the current
    // line are placed in one piece (the common case); the rest goes word by word. Words are
    // sliced out as substrings (UTF-8 offsets on a native string are O(1)).
    let handled: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      @inline(__always) func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A
      }
      var index = 0
      let count = bytes.count
      while index < count {
        if isSpace(bytes[index]) {
          addSpace(style: style, link: link)
          index += 1
          continue
        }
        var end = index
        while end < count, !isSpace(bytes[end]) { end += 1 }
        let separator = space != nil && currentWidth > 0 ? 1 : 0
        let room = width - currentWidth - separator
        // The run's last word may be glued to what follows, and a pending word or a wide
        // neighbour needs the general path.
        if end == count || !word.isEmpty || lastWasWide || end - index > room {
          addASCIIWord(text, index, end, style: style, link: link)
          index = end
          continue
        }
        var chunkEnd = end
        var longest = end - index
        while chunkEnd + 1 < count, bytes[chunkEnd] == 0x20, !isSpace(bytes[chunkEnd + 1]) {
          var next = chunkEnd + 1
          while next < count, !isSpace(bytes[next]) { next += 1 }
          if next == count || next - index > room { break }
          longest = max(longest, next - chunkEnd - 1)
          chunkEnd = next
        }
        longestWord = max(longestWord, longest)
        if separator == 1, let space { current.append(" ", style: space.style, link: space.link) }
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: index)
        let to = utf8.index(from, offsetBy: chunkEnd - index)
        current.append(text[from..<to], style: style, link: link)
        currentWidth += separator + chunkEnd - index
        space = nil
        index = chunkEnd
      }
    }
    if handled == nil { addUnicode(text, style: style, link: link) }
  }

  private mutating func addASCIIWord(
    _ text: String, _ start: Int, _ end: Int, style: TextStyle, link: String?
  ) {
    let utf8 = text.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: start)
    let to = utf8.index(from, offsetBy: end - start)
    addASCIIWord(text[from..<to], style: style, link: link)
  }

  private mutating func addASCIIWord(_ text: Substring, style: TextStyle, link: String?) {
    if lastWasWide, !word.isEmpty { commitWord() }
    lastWasWide = false
    appendToWord(text, width: text.utf8.count, style: style, link: link)
  }

  private mutating func addUnicode(_ text: String, style: TextStyle, link: String?) {
    for character in text {
      if character == " " || character == "\t" || character == "\n" || character == "\r\n"
        || character == "\r"
      {
        addSpace(style: style, link: link)
        continue
      }
      let cells = DisplayWidth.of(character)
      let wide = cells == 2
      if (wide || lastWasWide), !word.isEmpty, !TextSanitizer.isClosingPunctuation(character) {
        commitWord()
      }
      lastWasWide = wide
      if let replacement = TextSanitizer.replacement(for: character) {
        appendToWord(Substring(replacement), width: 1, style: style, link: link)
      } else {
        appendToWord(Substring(String(character)), width: cells, style: style, link: link)
      }
    }
  }

  private mutating func appendToWord(
    _ text: Substring, width cells: Int, style: TextStyle, link: String?
  ) {
    word.append((text, style, link))
    wordWidth += cells
  }

  /// Places the pending word on the current line, or starts a new line for it.
  private mutating func commitWord() {
    guard !word.isEmpty else { return }
    longestWord = max(longestWord, wordWidth)
    let separator = space != nil && currentWidth > 0 ? 1 : 0
    if currentWidth + separator + wordWidth <= width {
      if separator == 1, let space { current.append(" ", style: space.style, link: space.link) }
      currentWidth += separator
      for piece in word { current.append(piece.text, style: piece.style, link: piece.link) }
      currentWidth += wordWidth
    } else if wordWidth > width, currentWidth + separator < width {
      // A word longer than any line is split anyway: start it here rather than leave a gap.
      if separator == 1, let space { current.append(" ", style: space.style, link: space.link) }
      currentWidth += separator
      splitLongWord()
    } else {
      if currentWidth > 0 { newLine() }
      if wordWidth <= width {
        for piece in word { current.append(piece.text, style: piece.style, link: piece.link) }
        currentWidth = wordWidth
      } else {
        splitLongWord()
      }
    }
    word.removeAll(keepingCapacity: true)
    wordWidth = 0
    space = nil
  }

  /// Fills lines grapheme by grapheme with a word wider than a whole line.
  private mutating func splitLongWord() {
    for piece in word {
      for character in piece.text {
        let cells = DisplayWidth.of(character)
        if currentWidth + cells > width, currentWidth > 0 { newLine() }
        current.append(String(character), style: piece.style, link: piece.link)
        currentWidth += cells
      }
    }
  }

  private mutating func newLine() {
    lines.append(current)
    current = TerminalLine()
    currentWidth = 0
  }
}
