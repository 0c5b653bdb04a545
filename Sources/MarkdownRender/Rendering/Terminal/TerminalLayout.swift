import RenderSupport

/// Lays blocks out as terminal lines of styled spans for a width in cells.
///
/// Containers lay their children out at a narrower width and prefix every line: block quotes
/// with a bar, list items with their marker on the first line and a hanging indent after.
/// Post: no line wider than the width it was asked for, none ending in spaces.
struct TerminalLayout {
  let theme: TerminalTheme
  let options: TerminalRenderOptions
  var references = LinkReferences()
  /// How many lists enclose the block being laid out (chooses the bullet glyph).
  var listDepth = 0

  /// Containers stop indenting below this many cells so deep nesting never overflows.
  static let minimumContentWidth = 6

  init(options: TerminalRenderOptions) {
    self.options = options
    self.theme = TerminalTheme.named(options.theme)
  }

  var flattener: InlineFlattener {
    InlineFlattener(theme: theme, hyperlinks: options.usesHyperlinks)
  }

  /// Lines for a sequence of blocks, separated by a blank line unless `tight`.
  mutating func lines(for blocks: [Block], width: Int, tight: Bool = false) -> [TerminalLine] {
    var out: [TerminalLine] = []
    for block in blocks {
      let blockLines = lines(for: block, width: width)
      if blockLines.isEmpty { continue }
      if !out.isEmpty, !tight { out.append(TerminalLine()) }
      out.append(contentsOf: blockLines)
    }
    return out
  }

  /// Lines for one block.
  mutating func lines(for block: Block, width: Int) -> [TerminalLine] {
    switch block {
    case .paragraph(let inlines, _):
      return wrap(inlines, style: .plain, width: width)
    case .heading(let level, let inlines, _):
      return heading(level: level, inlines, width: width)
    case .blockQuote(let children, _):
      return quote(children, width: width)
    case .list(let kind, let tight, let items, _):
      return ListLayout.lines(kind: kind, tight: tight, items: items, width: width, layout: &self)
    case .codeBlock(let info, let literal, _, _):
      let language = info.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
      let highlighted = options.codeHighlighter?.highlight(
        code: literal, info: info, theme: options.theme)
      return CodeBlockLayout(theme: theme).lines(
        code: literal, language: language, highlighted: highlighted, width: width)
    case .htmlBlock(let raw, _):
      return htmlBlock(raw, width: width)
    case .thematicBreak:
      return [TerminalLine([StyledSpan(String(repeating: "─", count: width), style: theme.muted)])]
    case .table(let header, let alignments, let rows, _):
      return TableLayout(theme: theme).lines(
        header: header, alignments: alignments, rows: rows, width: width, layout: &self)
    }
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
      let rule = String(repeating: clamped == 1 ? "━" : "─", count: min(ruleWidth, width))
      out.append(
        TerminalLine([StyledSpan(rule, style: TextStyle(foreground: style.foreground))]))
      return out
    }
    let marker = String(repeating: "#", count: clamped) + " "
    let markerWidth = marker.count
    guard width - markerWidth >= Self.minimumContentWidth else {
      return wrap(inlines, style: style, width: width)
    }
    let body = wrap(inlines, style: style, width: width - markerWidth)
    let first = [StyledSpan(marker, style: theme.muted)]
    let rest = [StyledSpan(String(repeating: " ", count: markerWidth))]
    if body.isEmpty { return [TerminalLine(first).prefixed(by: [])] }
    return Self.prefix(body, first: first, rest: rest)
  }

  /// A bar on every line, blank ones included (nested quotes stack their bars).
  mutating func quote(_ children: [Block], width: Int) -> [TerminalLine] {
    guard width - 2 >= Self.minimumContentWidth else { return lines(for: children, width: width) }
    let body = lines(for: children, width: width - 2)
    let bar = [StyledSpan("┃ ", style: theme.quoteBar)]
    if body.isEmpty { return [TerminalLine(bar).prefixed(by: [])] }
    return Self.prefix(body, first: bar, rest: bar)
  }

  /// Raw HTML blocks are shown dimmed, as written; comments alone are hidden, as browsers do.
  func htmlBlock(_ raw: String, width: Int) -> [TerminalLine] {
    let trimmed = Substring(raw).drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }
      .reversed()
    let text = String(trimmed)
    if text.hasPrefix("<!--"), text.hasSuffix("-->"),
      !text.dropFirst(4).contains("<!--")
    {
      return []
    }
    return CodeBlockLayout(theme: theme).wrappedLines(
      raw, style: theme.html, highlighted: nil, width: width)
  }

  /// `first` before the first line, `rest` before the others.
  static func prefix(_ lines: [TerminalLine], first: [StyledSpan], rest: [StyledSpan])
    -> [TerminalLine]
  {
    var out: [TerminalLine] = []
    out.reserveCapacity(lines.count)
    for (index, line) in lines.enumerated() {
      out.append(line.prefixed(by: index == 0 ? first : rest))
    }
    return out
  }
}
