import RenderSupport

/// Turns label source text into a `FlowLabel`: Mermaid entity codes, `<br>` line breaks, and
/// markdown strings (`"` + backtick) with `**bold**` and `*italic*`/`_italic_`.
///
/// Other HTML in labels is kept as literal text (and escaped when drawn): HTML labels are
/// disabled by design.
package enum LabelParser {
  package static func parse(_ raw: String, quoted: Bool) -> FlowLabel {
    let text = decodeEntities(raw)
    if quoted, text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
      let body = text.dropFirst().dropLast()
      let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
        DiagramLimits.cutLabelLine(markdownRuns(String($0).trimmingCharacters()))
      }
      return FlowLabel(lines: lines)
    }
    var lines: [[TextRun]] = []
    for line in splitBreaks(text) {
      lines.append(DiagramLimits.cutLabelLine(LabelMarkup.runs(line.trimmingCharacters())))
    }
    return FlowLabel(lines: lines.isEmpty ? [[TextRun("")]] : lines)
  }

  /// Splits on `\n` and `<br>`, `<br/>`, `<br />` in any case.
  static func splitBreaks(_ text: String) -> [String] {
    // Most labels hold neither: skip the character walk.
    if !text.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "<") }) {
      return [text]
    }
    var lines: [String] = []
    var current = ""
    var rest = Substring(text)
    while let first = rest.first {
      if first == "\n" {
        lines.append(current)
        current = ""
        rest = rest.dropFirst()
        continue
      }
      if first == "<" {
        let lower = rest.prefix(6).lowercased()
        if let form = ["<br/>", "<br />", "<br>"].first(where: { lower.hasPrefix($0) }) {
          lines.append(current)
          current = ""
          rest = rest.dropFirst(form.count)
          continue
        }
      }
      guard let next = rest.first else { break }
      current.append(next)
      rest = rest.dropFirst()
    }
    lines.append(current)
    return lines
  }

  /// `#quot;`, `#35;`, `#x2764;` (Mermaid's escapes for characters the grammar reserves).
  static func decodeEntities(_ text: String) -> String {
    // A byte scan: Foundation's `contains` cost ~5,000 instructions a label, and the walk
    // below only ever decodes at a `#` scalar.
    guard text.utf8.contains(UInt8(ascii: "#")) else { return text }
    var out = ""
    var scalars = Substring(text).unicodeScalars[...]
    while let scalar = scalars.first {
      scalars = scalars.dropFirst()
      guard scalar == "#", let semicolon = scalars.prefix(12).firstIndex(of: ";") else {
        out.unicodeScalars.append(scalar)
        continue
      }
      let name = String(unicodeScalars: scalars[..<semicolon])
      if let decoded = entity(name) {
        out.unicodeScalars.append(decoded)
        scalars = scalars[scalars.index(after: semicolon)...]
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  static func entity(_ name: String) -> Unicode.Scalar? {
    if name.hasPrefix("x") || name.hasPrefix("X"), let value = UInt32(name.dropFirst(), radix: 16) {
      return Unicode.Scalar(value).flatMap { $0.value == 0 ? nil : $0 }
    }
    if let value = UInt32(name) {
      return Unicode.Scalar(value).flatMap { $0.value == 0 ? nil : $0 }
    }
    let named: [String: Unicode.Scalar] = [
      "quot": "\"", "amp": "&", "lt": "<", "gt": ">", "apos": "'", "nbsp": "\u{A0}",
      "copy": "©", "reg": "®", "hellip": "…", "mdash": "—", "ndash": "–", "laquo": "«",
      "raquo": "»", "hearts": "♥", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓",
      "deg": "°", "times": "×", "divide": "÷", "plusmn": "±", "middot": "·", "bull": "•",
      "num": "#", "semi": ";", "colon": ":", "lpar": "(", "rpar": ")", "lsqb": "[", "rsqb": "]",
      "lcub": "{", "rcub": "}", "vert": "|", "excl": "!", "quest": "?", "euro": "€",
      "infin": "∞", "trade": "™", "check": "✓", "ne": "≠", "le": "≤", "ge": "≥",
    ]
    return named[name]
  }

  /// One markdown line: `**bold**`/`__bold__` and `*italic*`/`_italic_`.
  static func markdownRuns(_ line: String) -> [TextRun] {
    var runs: [TextRun] = []
    var bold = false
    var italic = false
    var current = ""
    var rest = Substring(line)
    func flush() {
      if !current.isEmpty { runs.append(TextRun(current, bold: bold, italic: italic)) }
      current = ""
    }
    while let first = rest.first {
      if rest.hasPrefix("**") || rest.hasPrefix("__") {
        let marker = rest.prefix(2)
        if bold || rest.dropFirst(2).contains(marker) {
          flush()
          bold.toggle()
          rest = rest.dropFirst(2)
          continue
        }
      } else if first == "*" || first == "_" {
        if italic || rest.dropFirst().contains(first) {
          flush()
          italic.toggle()
          rest = rest.dropFirst()
          continue
        }
      }
      current.append(first)
      rest = rest.dropFirst()
    }
    flush()
    return runs.isEmpty ? [TextRun("")] : runs
  }
}
