import RenderSupport

/// Raw inline HTML in the terminal, shown the way GitHub shows it where a terminal can: the
/// text of `<kbd>`, `<b>`, `<em>`, `<code>`, `<mark>`, `<a href>`, … in a matching style,
/// `<sub>`/`<sup>` as Unicode sub- and superscripts, `<br>` as a line break, `<img alt>` as an
/// image reference, comments hidden. A tag the terminal cannot show, or one without its end
/// among the same inlines, stays dimmed source.
enum InlineHTML {
  /// One raw inline HTML node, read.
  enum Piece {
    case comment
    case start(HTMLMarkupScanner.Tag)
    case end(String)
  }

  static func piece(_ raw: String) -> Piece? {
    let isComment = raw.hasPrefix("<!--")
    var raw = raw
    return raw.withUTF8 { bytes -> Piece? in
      if let end = HTMLMarkupScanner.skipNonElementMarkup(bytes, at: 0) {
        return end == bytes.count && isComment ? .comment : nil
      }
      guard let tag = HTMLMarkupScanner.scanTag(bytes, at: 0), tag.end == bytes.count else {
        return nil
      }
      return tag.isEnd ? .end(tag.name) : .start(tag)
    }
  }

  /// Elements shown by their content alone, and the style each adds.
  static func style(of element: String, theme: TerminalTheme) -> TextStyle? {
    switch element {
    case "kbd": return theme.keyboard
    case "b", "strong": return theme.strong
    case "i", "em", "cite", "var", "dfn": return theme.emphasis
    case "s", "del", "strike": return theme.strikethrough
    case "ins", "u": return TextStyle(underline: true)
    case "mark": return theme.mark
    case "code", "tt", "samp": return theme.inlineCode
    case "span", "small", "big", "abbr", "q", "picture", "font", "a", "sub", "sup", "nobr":
      return .plain
    default: return nil
    }
  }

  /// Elements that have no end tag.
  static let void: Set<String> = ["br", "img", "wbr", "source"]

  /// The index of the end tag that closes the `name` element started at `start`, among
  /// `inlines` (same-name elements nest), or `nil`.
  static func matchingEnd(of name: String, in inlines: [Inline], from start: Int) -> Int? {
    var depth = 0
    var index = start + 1
    while index < inlines.count {
      if case .html(let raw) = inlines[index] {
        switch piece(raw) {
        case .start(let tag) where tag.name == name && !tag.selfClosing: depth += 1
        case .end(let closing) where closing == name:
          if depth == 0 { return index }
          depth -= 1
        default: break
        }
      }
      index += 1
    }
    return nil
  }

  /// `text` in Unicode superscript or subscript characters, or `nil` when one has none.
  static func script(_ text: String, superscript: Bool) -> String? {
    let map = superscript ? superscripts : subscripts
    var out = ""
    for character in text {
      guard let mapped = map[character] else { return nil }
      out.append(mapped)
    }
    return out.isEmpty ? nil : out
  }

  private static let superscripts: [Character: Character] = [
    "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸",
    "9": "⁹", "+": "⁺", "-": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", "n": "ⁿ", "i": "ⁱ",
  ]

  private static let subscripts: [Character: Character] = [
    "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈",
    "9": "₉", "+": "₊", "-": "₋", "=": "₌", "(": "₍", ")": "₎", "a": "ₐ", "e": "ₑ", "o": "ₒ",
    "x": "ₓ", "h": "ₕ", "k": "ₖ", "l": "ₗ", "m": "ₘ", "n": "ₙ", "p": "ₚ", "s": "ₛ", "t": "ₜ",
  ]

  /// The value of attribute `name` of `tag`, or `nil`.
  static func attribute(_ name: String, of tag: HTMLMarkupScanner.Tag) -> String? {
    tag.attributes.first { $0.name == name }.map { decodeEntities($0.value) }
  }

  /// Text with the common character references decoded (`&amp;`, `&lt;`, `&#39;`, `&#x2014;`,
  /// `&nbsp;`, …); others stay as written.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[amp...]
      guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
        out += "&"
        rest = after.dropFirst()
        continue
      }
      let name = after[after.index(after: amp)..<semicolon]
      if let decoded = decode(name) {
        out += decoded
        rest = after[after.index(after: semicolon)...]
      } else {
        out += "&"
        rest = after.dropFirst()
      }
    }
    return out + rest
  }

  private static func decode(_ name: Substring) -> String? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return "\u{A0}"
    case "copy": return "©"
    case "reg": return "®"
    case "mdash": return "—"
    case "ndash": return "–"
    case "hellip": return "…"
    default: break
    }
    guard name.hasPrefix("#") else { return nil }
    let digits = name.dropFirst()
    let value =
      digits.first == "x" || digits.first == "X"
      ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    // Controls would reach the terminal: only printable scalars are decoded.
    guard let value, value >= 0x20, value != 0x7F, !(0x80..<0xA0).contains(value),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return String(Character(scalar))
  }
}
