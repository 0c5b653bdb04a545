/// The inline HTML Mermaid labels use for emphasis, read into styled runs: `<b>`/`<strong>`,
/// `<i>`/`<em>`, `<u>`, `<s>`, `<sub>`, `<sup>` (and their closing tags) become run styles
/// that the SVG writer draws as `tspan` attributes — never HTML. Any other tag stays literal
/// text (escaped when drawn). Font Awesome tokens (`fa:fa-car`, `fab:fa-github`) are dropped:
/// no icon font is shipped, and the token is not text to show.
enum LabelMarkup {
  static let prefixes: Set<String> = ["fa", "fab", "fas", "far", "fal", "fad", "fak"]
  static let iconMarker = Array(":fa-".utf8)

  static func runs(_ line: String) -> [TextRun] {
    // A byte scan, not `String.contains`: Foundation's substring search cost ~5,000
    // instructions a call, three calls a label. Without a `<` byte no tag can open (the walk
    // below compares whole characters, so a `<` that only a decomposition yields stays text).
    guard line.utf8.contains(UInt8(ascii: "<")) || mayHoldIcon(line) else {
      return [TextRun(line)]
    }
    var runs: [TextRun] = []
    var depth = (bold: 0, italic: 0, underline: 0, strike: 0, sub: 0, sup: 0)
    var current = ""
    func flush() {
      guard !current.isEmpty else { return }
      var run = TextRun(current, bold: depth.bold > 0, italic: depth.italic > 0)
      run.underline = depth.underline > 0
      run.strikethrough = depth.strike > 0
      run.shift = depth.sup > 0 ? 1 : depth.sub > 0 ? -1 : 0
      runs.append(run)
      current = ""
    }
    var rest = Substring(dropIcons(line))
    while let first = rest.first {
      if first == "<", let close = rest.prefix(12).firstIndex(of: ">") {
        var name = rest[rest.index(after: rest.startIndex)..<close].lowercased()
        let closing = name.hasPrefix("/")
        if closing { name.removeFirst() }
        name = name.trimmingCharacters()
        let step = closing ? -1 : 1
        if ["b", "strong", "i", "em", "u", "s", "sub", "sup"].contains(name) {
          // The text so far keeps the styles it was written in.
          flush()
          switch name {
          case "b", "strong": depth.bold = max(0, depth.bold + step)
          case "i", "em": depth.italic = max(0, depth.italic + step)
          case "u": depth.underline = max(0, depth.underline + step)
          case "s": depth.strike = max(0, depth.strike + step)
          case "sub": depth.sub = max(0, depth.sub + step)
          default: depth.sup = max(0, depth.sup + step)
          }
          rest = rest[rest.index(after: close)...]
          continue
        }
      }
      current.append(first)
      rest = rest.dropFirst()
    }
    flush()
    return runs.isEmpty ? [TextRun("")] : runs
  }

  /// The line without `fa:fa-name` tokens (and one blank after each).
  static func dropIcons(_ line: String) -> String {
    guard mayHoldIcon(line), line.contains(":fa-") else { return line }
    var words: [Substring] = []
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      if let colon = word.firstIndex(of: ":"), prefixes.contains(String(word[..<colon])),
        word[word.index(after: colon)...].hasPrefix("fa-")
      {
        continue
      }
      words.append(word)
    }
    return words.joined(separator: " ").trimmingCharacters()
  }

  /// Whether the line's UTF-8 holds the bytes of `:fa-`: no icon token can be there without
  /// them, and most labels hold no colon at all, so the costlier search runs only when they do.
  static func mayHoldIcon(_ line: String) -> Bool {
    let marker = iconMarker
    var matched = 0
    for byte in line.utf8 {
      matched = byte == marker[matched] ? matched + 1 : (byte == marker[0] ? 1 : 0)
      if matched == marker.count { return true }
    }
    return false
  }
}
