/// Label text as the chart-like diagrams show it: Mermaid's `<br>` line breaks and markdown
/// strings (`` "`**bold** text`" ``) turned into plain lines; markup is never passed on.
enum ChartText {
  /// `text` split at `<br>`, `<br/>` and `<br />` (any case) and trimmed.
  static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      current += rest[..<open]
      let tail = rest[open...]
      if let close = tail.firstIndex(of: ">") {
        let tag = tail[tail.index(after: open)..<close].lowercased().filter { $0 != " " }
        if tag == "br" || tag == "br/" {
          lines.append(current.trimmingCharacters())
          current = ""
          rest = tail[tail.index(after: close)...]
          continue
        }
      }
      current.append("<")
      rest = tail.dropFirst()
    }
    current += rest
    lines.append(current.trimmingCharacters())
    return lines
  }

  /// A markdown string's text: backticks removed, `**`/`*`/`_` emphasis markers dropped,
  /// line breaks kept as separate lines.
  static func markdownLines(_ text: String) -> [String] {
    var body = text
    if body.hasPrefix("`"), body.hasSuffix("`"), body.count >= 2 {
      body = String(body.dropFirst().dropLast())
      body = body.replacingAll("**", with: "").replacingAll("__", with: "")
      body = String(body.filter { $0 != "*" })
    }
    return body.split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      lines(String($0))
    }
  }

  /// Lines of at most `width` pixels, broken at spaces (a word longer than the width stays
  /// whole: it is cut later at the label limit).
  static func wrap(_ line: String, width: Double, measurer: TextMeasurer) -> [String] {
    guard measurer.width(line) > width else { return [line] }
    var result: [String] = []
    var current = ""
    for word in line.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if !current.isEmpty, measurer.width(candidate) > width {
        result.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }
}

extension String {
  /// Every occurrence of `target` replaced (Foundation-free).
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
