import RenderSupport

/// Parses a Mermaid packet diagram (Mermaid's `packet.langium`): `title …` and fields, each
/// `START-END: "label"`, `START: "label"` (one bit) or `+BITS: "label"` (starting after the
/// previous field). As in Mermaid's `populate`, fields are contiguous from bit 0, an end is
/// not before its start and a field has at least one bit.
enum PacketParser {
  /// The most rows a packet may take: fields are split into rows, so a large bit number
  /// would otherwise cost rows without limit (Mermaid stops at 10,000 words).
  static let maximumRows = DiagramLimits.maximumEdges

  static func parse(_ source: MermaidSource) throws(DiagramError) -> PacketDiagram {
    var diagram = PacketDiagram()
    diagram.title = source.title
    read(source.settings, into: &diagram)
    for line in ChartLine.lines(source) {
      let (word, rest) = line.keyword
      if word == "title" {
        diagram.title = rest
        continue
      }
      try DiagramLimits.checkEdgeCount(diagram.fields.count + 1, noun: "fields", at: line.start)
      let next = diagram.fields.last.map { $0.end + 1 } ?? 0
      let field = try field(line, next: next)
      if (field.end / diagram.bitsPerRow) + 1 > maximumRows {
        throw DiagramError(
          .limit, "the packet takes more than \(maximumRows) rows of \(diagram.bitsPerRow) bits",
          at: line.start)
      }
      diagram.fields.append(field)
    }
    return diagram
  }

  /// One field line; `next` is the bit it must start at.
  static func field(_ line: ChartLine, next: Int) throws(DiagramError) -> PacketDiagram.Field {
    let text = line.content
    guard let colon = text.firstIndex(of: ":") else {
      throw DiagramError(
        .syntax,
        "expected a field (START-END: \"label\", +BITS: \"label\") or 'title', found "
          + DiagramError.quoted(text), at: line.start)
    }
    let range = String(text[..<colon]).trimmingCharacters()
    let start: Int
    let end: Int
    if range.hasPrefix("+") {
      guard let bits = number(range.dropFirst()) else { throw badRange(range, line) }
      guard bits > 0 else {
        throw DiagramError(
          .syntax, "a field has at least one bit, found \(DiagramError.quoted(range))",
          at: line.start)
      }
      start = next
      end = next + bits - 1
    } else {
      let parts = range.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count <= 2, let first = number(parts[0]) else { throw badRange(range, line) }
      start = first
      if parts.count == 2 {
        guard let last = number(parts[1]) else { throw badRange(range, line) }
        guard last >= first else {
          throw DiagramError(
            .syntax, "the field \(first)-\(last) ends before it starts", at: line.start)
        }
        end = last
      } else {
        end = first
      }
      guard start == next else {
        throw DiagramError(
          .syntax, "the field \(range) is not contiguous: it should start at bit \(next)",
          at: line.start)
      }
    }
    let after = text[text.index(after: colon)...]
    let labelStart = after.firstIndex { $0 != " " && $0 != "\t" } ?? after.endIndex
    let label = try PacketParser.label(
      String(text[labelStart...]).trimmingCharacters(), at: line.position(labelStart))
    return PacketDiagram.Field(start: start, end: end, label: label, position: line.start)
  }

  /// A quoted label (`"…"` or `'…'`, as Mermaid's STRING terminal).
  static func label(_ text: String, at position: SourcePosition) throws(DiagramError) -> String {
    guard let quote = text.first, quote == "\"" || quote == "'", text.count >= 2,
      text.last == quote
    else {
      throw DiagramError(
        .syntax, "expected a quoted label (\"…\"), found \(DiagramError.quoted(text))",
        at: position)
    }
    return String(text.dropFirst().dropLast())
  }

  /// Decimal digits, at most 9 of them (so sums of bit numbers never overflow).
  static func number(_ text: Substring) -> Int? {
    let digits = String(text).trimmingCharacters()
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    return Int(digits)
  }

  static func badRange(_ range: String, _ line: ChartLine) -> DiagramError {
    DiagramError(
      .syntax,
      "expected a bit range (START-END, START or +BITS), found "
        + DiagramError.quoted(range), at: line.start)
  }

  /// The look-only settings of `packet.*` (Mermaid's `PacketDiagramConfig`), kept within
  /// sizes that draw.
  static func read(_ settings: DiagramSettings, into diagram: inout PacketDiagram) {
    if let bits = settings.number("config.packet.bitsPerRow", in: 1...256) {
      diagram.bitsPerRow = Int(bits)
    }
    if let width = settings.number("config.packet.bitWidth", in: 4...200) {
      diagram.bitWidth = width
    }
    if let height = settings.number("config.packet.rowHeight", in: 10...200) {
      diagram.rowHeight = height
    }
    if let show = settings.flag("config.packet.showBits") { diagram.showBits = show }
    if let padding = settings.number("config.packet.paddingX", in: 0...50) {
      diagram.paddingX = padding
    }
    if let padding = settings.number("config.packet.paddingY", in: 0...50) {
      diagram.paddingY = padding
    }
  }
}
