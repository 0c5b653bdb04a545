import RenderSupport

/// Lays blocks out as terminal lines of styled spans for a width in cells.
///
/// Containers lay their children out at a narrower width and prefix every line: block quotes
/// with a bar, list items with their marker on the first line and a hanging indent after.
/// Post: no line wider than the width it was asked for, none ending in spaces.
package struct TerminalLayout {
  let theme: TerminalTheme
  let options: TerminalRenderOptions
  var references = LinkReferences()
  /// How many lists enclose the block being laid out (chooses the bullet glyph).
  var listDepth = 0
  /// `<details>` elements open among the blocks being laid out (their bodies are indented).
  var details = 0
  /// Centring HTML elements (`<div align="center">`) open around the Markdown blocks being
  /// laid out: their lines are centred, as GitHub shows a README's centred header.
  var centered = 0

  /// Containers stop indenting below this many cells so deep nesting never overflows.
  static let minimumContentWidth = 6

  package init(options: TerminalRenderOptions) {
    self.options = options
    self.theme = TerminalTheme.named(options.theme)
  }

  var flattener: InlineFlattener {
    InlineFlattener(theme: theme, hyperlinks: options.usesHyperlinks, links: options.links)
  }

  /// Lines for a sequence of blocks, separated by a blank line unless `tight`.
  mutating func lines(for blocks: [Block], width: Int, tight: Bool = false) -> [TerminalLine] {
    var out: [TerminalLine] = []
    append(blocks, width: width, tight: tight, to: &out)
    return out
  }

  /// Lines for one block (a top-level one: `<details>` opened by an earlier call indents it).
  package mutating func lines(for block: Block, width: Int) -> [TerminalLine] {
    var out: [TerminalLine] = []
    appendInSequence(block, width: width, to: &out)
    return out
  }

  /// Appends one block of a sequence of siblings: raw HTML the terminal can show is shown, and
  /// a block inside an open `<details>` is indented under its summary.
  mutating func appendInSequence(_ block: Block, width: Int, to out: inout [TerminalLine]) {
    if case .htmlBlock(let raw, _) = block {
      let change = HTMLBlockReader.centering(raw)
      if change != 0 {
        centered = max(0, centered + change)
        return
      }
    }
    if case .htmlBlock(let raw, _) = block, let pieces = HTMLBlockReader.pieces(raw) {
      var open = details
      appendHTML(pieces, width: width, details: &open, to: &out)
      details = open
      return
    }
    let indent = Self.detailsIndent(details, width: width)
    let before = out.count
    append(block, width: width - indent, to: &out)
    if centered > 0 { Self.center(&out, from: before, width: proseWidth(width - indent)) }
    Self.indent(&out, from: before, by: indent)
  }

  /// Centres the lines of `out[start...]` in `width` cells.
  static func center(_ out: inout [TerminalLine], from start: Int, width: Int) {
    for index in start..<out.count where !out[index].spans.isEmpty {
      let pad = (width - out[index].width) / 2
      if pad > 0 { out[index].spans.insert(StyledSpan(String.repeated(" ", pad)), at: 0) }
    }
  }

  /// Appends the lines of `blocks` to `out`; containers lay their children out in place and
  /// prefix them there, so nested content is not copied level by level.
  mutating func append(
    _ blocks: [Block], width: Int, tight: Bool = false, to out: inout [TerminalLine]
  ) {
    var first = true
    // A container's `<details>` end with it.
    let outer = (details, centered)
    (details, centered) = (0, 0)
    defer { (details, centered) = outer }
    for block in blocks {
      let start = out.count
      if !first, !tight { out.append(TerminalLine()) }
      let before = out.count
      appendInSequence(block, width: width, to: &out)
      if out.count == before {
        out.removeSubrange(start..<before)
        continue
      }
      first = false
    }
  }

  /// Appends the lines of one block to `out`.
  mutating func append(_ block: Block, width: Int, to out: inout [TerminalLine]) {
    switch block {
    case .paragraph(let inlines, _):
      out.append(
        contentsOf: wrapShowingImages(inlines, style: .plain, width: proseWidth(width)))
    case .heading(let level, let inlines, _):
      out.append(contentsOf: heading(level: level, inlines, width: proseWidth(width)))
    case .blockQuote(let children, _):
      quote(children, width: width, to: &out)
    case .alert(let kind, let children, _):
      alert(kind, children, width: width, to: &out)
    case .list(let kind, let tight, let items, _):
      ListLayout.append(
        kind: kind, tight: tight, items: items, width: width, layout: &self, to: &out)
    case .codeBlock(let info, let literal, _, let range):
      codeBlock(info: info, literal: literal, start: range?.start, width: width, to: &out)
    case .htmlBlock(let raw, _):
      out.append(contentsOf: htmlBlock(raw, width: width))
    case .thematicBreak:
      out.append(
        TerminalLine([StyledSpan(String.repeated("─", proseWidth(width)), style: theme.muted)]))
    case .table(let header, let alignments, let rows, _):
      out.append(
        contentsOf: TableLayout(theme: theme).lines(
          header: header, alignments: alignments, rows: rows, width: width, layout: &self))
    }
  }

  /// A fenced or indented code block: drawn by the code highlighter when it draws this kind of
  /// fence itself (a diagram as text), else framed code, coloured when there is colour; what
  /// the drawing left out follows in dim lines (`start` places it in the document).
  mutating func codeBlock(
    info: String, literal: String, start: SourcePosition?, width: Int,
    to out: inout [TerminalLine]
  ) {
    let warnings =
      info.isEmpty
      ? []
      : options.codeHighlighter?.warnings(
        for: CodeBlock(info: info, code: literal, start: start)) ?? []
    codeBlockBody(info: info, literal: literal, start: start, width: width, to: &out)
    for warning in warnings {
      var wrapper = LineWrapper(width: width)
      let text = warning.position.map { "\($0): warning: " } ?? "warning: "
      wrapper.add(TextSanitizer.printable(text + warning.message), style: theme.muted)
      out.append(contentsOf: wrapper.finish())
    }
  }

  /// The block itself: the drawing, or the code with its remark.
  private mutating func codeBlockBody(
    info: String, literal: String, start: SourcePosition?, width: Int,
    to out: inout [TerminalLine]
  ) {
    let plain = options.colorLevel == .none
    let drawing = options.codeHighlighter?.drawing(
      code: literal, info: info, width: width, theme: options.theme)
    if case .lines(let lines) = drawing {
      out.append(contentsOf: lines.map { TerminalLine($0) })
      return
    }
    if case .image(let image) = drawing {
      out.append(TerminalLine(image: image))
      return
    }
    let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
    // Without colour the spans would be dropped: skip the tokenizing.
    let highlighted =
      plain
      ? nil
      : options.codeHighlighter?.highlight(
        CodeBlock(info: info, code: literal, start: start), theme: options.theme)
    let note: String?
    if case .source(let remark) = drawing {
      note = remark
    } else {
      note = options.codeHighlighter?.note(code: literal, info: info)
    }
    out.append(
      contentsOf: CodeBlockLayout(theme: theme).lines(
        code: literal, language: language, highlighted: highlighted, note: note, width: width,
        framed: !plain))
  }

  /// Where prose laid out in `width` cells wraps: `width` less what the whole width exceeds
  /// the prose cap by, so indented prose (lists, quotes) ends at the same column as the rest.
  func proseWidth(_ width: Int) -> Int {
    guard let cap = options.maxProseWidth, options.layoutWidth > cap else { return width }
    return max(width - (options.layoutWidth - cap), min(width, Self.minimumContentWidth))
  }

  /// Inlines word-wrapped to `width`.
  mutating func wrap(_ inlines: [Inline], style: TextStyle, width: Int) -> [TerminalLine] {
    var wrapper = LineWrapper(width: width)
    flattener.add(inlines, style: style, to: &wrapper, references: &references)
    return wrapper.finish()
  }

  /// Levels 1 and 2 are underlined with a heavy and a light rule; levels 3–6 keep their `#`
  /// markers (dimmed) as a hanging prefix, so every level reads differently even without
  /// colour.
  mutating func heading(level: Int, _ inlines: [Inline], width: Int) -> [TerminalLine] {
    let clamped = min(max(level, 1), 6)
    let style = theme.headings[clamped - 1]
    if clamped <= 2 {
      var out = wrap(inlines, style: style, width: width)
      if out.isEmpty { out.append(TerminalLine()) }
      let ruleWidth = max(out.map(\.width).max() ?? 0, 3)
      let rule = String.repeated(clamped == 1 ? "━" : "─", min(ruleWidth, width))
      out.append(
        TerminalLine([StyledSpan(rule, style: TextStyle(foreground: style.foreground))]))
      return out
    }
    let marker = String.repeated("#", clamped) + " "
    let markerWidth = marker.count
    guard width - markerWidth >= Self.minimumContentWidth else {
      return wrap(inlines, style: style, width: width)
    }
    let body = wrap(inlines, style: style, width: width - markerWidth)
    let first = [StyledSpan(marker, style: theme.muted)]
    let rest = [StyledSpan(String.repeated(" ", markerWidth))]
    if body.isEmpty { return [TerminalLine(first).prefixed(by: [])] }
    return Self.prefix(body, first: first, rest: rest)
  }

  /// A bar on every line, blank ones included (nested quotes stack their bars).
  mutating func quote(_ children: [Block], width: Int, to out: inout [TerminalLine]) {
    guard width - 2 >= Self.minimumContentWidth else {
      append(children, width: width, to: &out)
      return
    }
    let start = out.count
    append(children, width: width - 2, to: &out)
    let bar = [StyledSpan("┃ ", style: theme.quoteBar)]
    if out.count == start { out.append(TerminalLine()) }
    Self.prefix(&out, from: start, first: bar, rest: bar)
  }

  /// A GitHub alert: its title, bold, then its content, every line behind a bar in the
  /// alert's colour (GitHub draws a coloured left border and a titled first line).
  mutating func alert(
    _ kind: AlertKind, _ children: [Block], width: Int, to out: inout [TerminalLine]
  ) {
    let style = theme.alert(kind)
    let title = TerminalLine([
      StyledSpan(kind.title, style: style.merged(with: TextStyle(bold: true)))
    ])
    guard width - 2 >= Self.minimumContentWidth else {
      out.append(title)
      append(children, width: width, to: &out)
      return
    }
    let start = out.count
    out.append(title)
    append(children, width: width - 2, to: &out)
    let bar = [StyledSpan("┃ ", style: style)]
    Self.prefix(&out, from: start, first: bar, rest: bar)
  }

  /// Raw HTML blocks the terminal cannot show are shown dimmed, as written; comments alone are
  /// hidden, as browsers do.
  func htmlBlock(_ raw: String, width: Int) -> [TerminalLine] {
    if Self.isComment(raw) {
      return []
    }
    return CodeBlockLayout(theme: theme).wrappedLines(
      raw, style: theme.html, highlighted: nil, width: width)
  }

  /// Whether an HTML block is one comment and nothing else.
  static func isComment(_ raw: String) -> Bool {
    let utf8 = raw.utf8
    guard let start = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 }),
      let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x09 })
    else { return false }
    let body = Array(utf8[start...last])
    let open = Array("<!--".utf8)
    guard body.count >= 7, body.starts(with: open), body.suffix(3).elementsEqual("-->".utf8)
    else { return false }
    // One comment only: no second opener after the first.
    for index in 4..<(body.count - 3) where body[index..<(index + 4)].elementsEqual(open) {
      return false
    }
    return true
  }

  /// `first` before the first line, `rest` before the others.
  package static func prefix(_ lines: [TerminalLine], first: [StyledSpan], rest: [StyledSpan])
    -> [TerminalLine]
  {
    var out = lines
    prefix(&out, from: 0, first: first, rest: rest)
    return out
  }

  /// Prefixes `lines[start...]` in place: `first` on the first, `rest` on the others; empty
  /// lines get the prefix without its trailing spaces.
  static func prefix(
    _ lines: inout [TerminalLine], from start: Int, first: [StyledSpan], rest: [StyledSpan]
  ) {
    guard start < lines.count else { return }
    for index in start..<lines.count {
      let isFirst = index == start
      if lines[index].spans.isEmpty, lines[index].image == nil {
        lines[index].spans = TerminalLine(isFirst ? first : rest).trimmingTrailingSpaces().spans
      } else {
        lines[index].spans.insert(contentsOf: isFirst ? first : rest, at: 0)
      }
    }
  }
}
