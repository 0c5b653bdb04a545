import RenderSupport

/// A run of text painted one way: the unit the terminal layout produces and the writers
/// consume. `text` never holds a newline, a control character or an escape sequence.
package struct StyledSpan: Equatable, Sendable {
  package var text: String
  package var style: TextStyle
  /// Where the run links to (written as an OSC 8 hyperlink when the terminal can show it).
  package var link: String?

  package init(_ text: String, style: TextStyle = .plain, link: String? = nil) {
    self.text = text
    self.style = style
    self.link = link
  }
}

/// One output line of the terminal layout, at most the layout width in cells, with no
/// trailing whitespace.
package struct TerminalLine: Equatable, Sendable {
  package var spans: [StyledSpan]
  /// A picture drawn after the spans (only when the terminal shows images); it covers its rows
  /// from this line down.
  package var image: TerminalImage?

  package init(_ spans: [StyledSpan] = [], image: TerminalImage? = nil) {
    self.spans = spans
    self.image = image
  }

  /// The text without styles.
  package var text: String {
    var out = ""
    for span in spans { out += span.text }
    return out
  }

  /// Cells the line takes.
  package var width: Int {
    var total = image?.columns ?? 0
    for span in spans { total += DisplayWidth.of(span.text) }
    return total
  }

  /// Appends text, merging with the last span when it is painted the same way.
  mutating func append<S: StringProtocol>(_ text: S, style: TextStyle, link: String?) {
    if let last = spans.indices.last, spans[last].style == style, spans[last].link == link {
      // As a `String`: `+=` of any other `StringProtocol` is a generic whose first call
      // scans the binary's conformance records, a cost far above the append itself.
      spans[last].text += String(text)
    } else {
      spans.append(StyledSpan(String(text), style: style, link: link))
    }
  }

  mutating func append(_ span: StyledSpan) {
    append(span.text, style: span.style, link: span.link)
  }

  /// `prefix` followed by this line; an empty line gets the prefix without trailing spaces.
  func prefixed(by prefix: [StyledSpan]) -> TerminalLine {
    if spans.isEmpty, image == nil {
      var trimmed = prefix
      while let last = trimmed.last {
        let kept = last.text.trimmingTrailingSpaces()
        if kept.isEmpty {
          trimmed.removeLast()
        } else {
          trimmed[trimmed.count - 1].text = kept
          break
        }
      }
      return TerminalLine(trimmed)
    }
    var line = TerminalLine(prefix, image: image)
    line.spans.reserveCapacity(prefix.count + spans.count)
    for span in spans { line.append(span) }
    return line
  }
}

extension TerminalLine {
  /// The line without trailing spaces (code lines and cell padding may end in some).
  func trimmingTrailingSpaces() -> TerminalLine {
    var line = self
    while let last = line.spans.last {
      let kept = last.text.trimmingTrailingSpaces()
      if kept.isEmpty {
        line.spans.removeLast()
      } else {
        if kept.utf8.count != last.text.utf8.count { line.spans[line.spans.count - 1].text = kept }
        break
      }
    }
    return line
  }
}

extension String {
  /// `self` without trailing U+0020 spaces, found on UTF-8 without segmenting.
  func trimmingTrailingSpaces() -> String {
    let utf8 = self.utf8
    guard utf8.last == 0x20 else { return self }
    var end = utf8.endIndex
    while end != utf8.startIndex {
      let before = utf8.index(before: end)
      if utf8[before] != 0x20 { break }
      end = before
    }
    return String(self[..<end])
  }
}

extension Array where Element == StyledSpan {
  /// Cells the spans take.
  var width: Int {
    var total = 0
    for span in self { total += DisplayWidth.of(span.text) }
    return total
  }
}

extension String {
  /// `count` copies of `unit`, written as bytes (rules and padding are made for every line, and
  /// `String(repeating:count:)` goes grapheme by grapheme).
  static func repeated(_ unit: String, _ count: Int) -> String {
    guard count > 0 else { return "" }
    var unit = unit
    return unit.withUTF8 { bytes in
      String(unsafeUninitializedCapacity: bytes.count * count) { buffer in
        var index = 0
        for _ in 0..<count {
          for byte in bytes {
            buffer[index] = byte
            index += 1
          }
        }
        return index
      }
    }
  }
}
