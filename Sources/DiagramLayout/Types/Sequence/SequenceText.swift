/// Turns Mermaid sequence text (message, note, label) into display lines.
///
/// Entity codes and `<br>` breaks are read by the shared `LabelParser`, as in flowchart
/// labels. Nothing else is interpreted: other markup stays literal text for the SVG writer to
/// escape.
enum SequenceText {
  /// The display lines of `raw`, each trimmed; one empty line for empty text.
  static func lines(_ raw: String) -> [String] {
    // Most text has neither entities nor breaks: skip the scans.
    if !raw.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "<") }) {
      return [DiagramLimits.cutLabelLine(trim(raw))]
    }
    return LabelParser.splitBreaks(LabelParser.decodeEntities(raw)).map {
      DiagramLimits.cutLabelLine(trim($0))
    }
  }

  /// Mermaid's `wrap:` / `nowrap:` before a message or note text: whether it asks for one
  /// (nil when neither is written), and the text after it.
  static func wrapPrefix(_ body: Substring) -> (wraps: Bool?, text: Substring) {
    let start = body.drop { $0 == " " || $0 == "\t" }
    for (prefix, wraps) in [("wrap:", true), ("nowrap:", false)]
    where start.prefix(7).lowercased().hasPrefix(prefix) {
      return (wraps, start.dropFirst(prefix.count))
    }
    return (nil, body)
  }

  /// `text` without leading and trailing spaces and tabs.
  static func trim(_ text: String) -> String {
    var slice = Substring(text)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
