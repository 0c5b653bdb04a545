/// Turns Mermaid sequence text (message, note, label) into display lines.
///
/// `<br>`, `<br/>` and `<br />` (any case) break lines; Mermaid's entity codes `#name;` and
/// `#123;` become their characters. Nothing else is interpreted: any other markup stays
/// literal text for the SVG writer to escape.
enum SequenceText {
  /// The display lines of `raw`, each trimmed; one empty line for empty text.
  static func lines(_ raw: String) -> [String] {
    let decoded = decodeEntities(raw)
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    let scalars = Array(decoded.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "<", let length = lineBreakLength(scalars, at: index) {
        lines.append(trim(String(current)))
        current = String.UnicodeScalarView()
        index += length
        continue
      }
      current.append(scalars[index])
      index += 1
    }
    lines.append(trim(String(current)))
    return lines
  }

  /// The length of a `<br>`, `<br/>` or `<br />` tag starting at `start`, if one does.
  private static func lineBreakLength(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
    var index = start + 1
    for expected in ["b", "r"] as [Unicode.Scalar] {
      guard index < scalars.count, lower(scalars[index]) == expected else { return nil }
      index += 1
    }
    while index < scalars.count, scalars[index] == " " { index += 1 }
    if index < scalars.count, scalars[index] == "/" { index += 1 }
    guard index < scalars.count, scalars[index] == ">" else { return nil }
    return index + 1 - start
  }

  private static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    if scalar.value >= 0x41 && scalar.value <= 0x5A {
      return Unicode.Scalar(scalar.value + 0x20) ?? scalar
    }
    return scalar
  }

  static func trim(_ text: String) -> String {
    var slice = Substring(text)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }

  /// Replaces `#name;` and `#digits;` as Mermaid's `decodeEntities` does; unknown names stay.
  static func decodeEntities(_ text: String) -> String {
    guard text.contains("#") else { return text }
    var result = ""
    var rest = Substring(text)
    while let hash = rest.firstIndex(of: "#") {
      result += rest[..<hash]
      let after = rest[rest.index(after: hash)...]
      let name = after.prefix(while: { $0.isASCII && ($0.isLetter || $0.isNumber) })
      let end = after.index(after.startIndex, offsetBy: name.count, limitedBy: after.endIndex)
      if !name.isEmpty, name.count <= 10, let semicolon = end, semicolon < after.endIndex,
        after[semicolon] == ";", let character = character(for: name)
      {
        result.append(character)
        rest = after[after.index(after: semicolon)...]
      } else {
        result.append("#")
        rest = after
      }
    }
    result += rest
    return result
  }

  private static func character(for name: Substring) -> Character? {
    if name.allSatisfy(\.isNumber) {
      guard let value = UInt32(name), value > 0, let scalar = Unicode.Scalar(value) else {
        return nil
      }
      return Character(scalar)
    }
    return namedEntities[String(name)].map(Character.init)
  }

  /// The entity names Mermaid's documentation and common diagrams use.
  private static let namedEntities: [String: Unicode.Scalar] = [
    "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{A0}",
    "semi": ";", "colon": ":", "num": "#", "infin": "∞", "hearts": "♥", "copy": "©",
    "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "laquo": "«",
    "raquo": "»", "deg": "°", "plusmn": "±", "times": "×", "divide": "÷", "larr": "←",
    "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "check": "✓", "bull": "•",
    "middot": "·", "para": "¶", "sect": "§", "euro": "€", "pound": "£", "yen": "¥",
    "cent": "¢", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "alpha": "α",
    "beta": "β", "gamma": "γ", "delta": "δ", "lambda": "λ", "mu": "μ", "pi": "π",
    "sigma": "σ", "omega": "ω", "le": "≤", "ge": "≥", "ne": "≠", "asymp": "≈",
    "star": "☆", "spades": "♠", "clubs": "♣", "diams": "♦",
  ]
}
