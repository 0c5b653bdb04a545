import MarkdownRender
import RenderSupport

/// Lays out and writes the parts of a terminal transcript into a text buffer.
struct TranscriptTerminalPainter {
  let options: TranscriptTerminalOptions
  let markdownOptions: TerminalRenderOptions
  let theme: TerminalTheme
  var ansi: ANSIWriter
  var out = ""
  /// Where a turn's text goes every 64 KiB while it is painted (`nil`: kept in `out`).
  var spill: ((String) -> Void)?
  /// Set while a followed session's open turn is drafted: folded rails list finished calls.
  var listsFinishedCalls = false

  init(options: TranscriptTerminalOptions) {
    self.options = options
    var markdownOptions = TerminalRenderOptions(
      width: options.width, colorLevel: options.colorLevel, theme: options.theme,
      hyperlinks: options.hyperlinks, codeHighlighter: options.codeHighlighter,
      images: options.images)
    markdownOptions.links = options.links
    self.markdownOptions = markdownOptions
    theme = TerminalTheme.named(options.theme)
    // Links in messages are written as the Markdown layout decided (`--links`).
    ansi = ANSIWriter(level: options.colorLevel, hyperlinks: markdownOptions.usesHyperlinks)
  }

  /// The narrowest layout; a sub-agent's turns, painted inside a tool's bars, go narrower.
  var minimumWidth = 20
  var width: Int { max(options.width, minimumWidth) }

  mutating func take() -> String {
    defer { out = "" }
    return out
  }

  mutating func emit(_ lines: [TerminalLine]) {
    for line in lines {
      if options.colorLevel == .none {
        PlainTextWriter().write(line, into: &out)
      } else {
        ansi.write(line, into: &out)
      }
    }
    if let spill, out.utf8.count >= 1 << 16 {
      spill(out)
      out = ""
    }
  }

  /// Text already laid out with its escapes (a diff renderer's lines).
  mutating func emitRaw(_ text: String) {
    out += text
    if let spill, out.utf8.count >= 1 << 16 {
      spill(out)
      out = ""
    }
  }

  func style(for role: TranscriptRole) -> TextStyle {
    let index: Int
    switch role {
    case .user: index = 0
    case .assistant: index = 1
    case .system: index = 4
    case .tool: index = 3
    }
    var style = theme.headings[index]
    style.bold = true
    return style
  }

  /// Wrapped plain words (titles, facts) in `style`.
  func wrapped(_ text: String, style: TextStyle, width: Int) -> [TerminalLine] {
    var wrapper = LineWrapper(width: width)
    wrapper.add(TextSanitizer.printable(text), style: style)
    return wrapper.finish()
  }

  mutating func header(_ header: TranscriptHeader) {
    var title = TextStyle(bold: true)
    title.underline = true
    emit(wrapped(header.displayTitle, style: title, width: width))
    var facts: [String] = []
    if !header.participants.isEmpty {
      facts.append("Participants: " + header.participants.joined(separator: ", "))
    }
    if !header.models.isEmpty {
      facts.append(
        (header.models.count == 1 ? "Model: " : "Models: ") + header.models.joined(separator: ", "))
    }
    let stats = header.stats
    if let first = header.firstTimestamp {
      var started =
        "Started: " + (ISOTimestamp(first)?.displayText(localTime: options.localTime) ?? first)
      if let duration = DurationText.between(first, header.lastTimestamp) {
        started += " · Duration: " + duration
      }
      facts.append(started)
    }
    facts.append(
      "Prompts: \(stats.promptCount) · Agent turns: \(stats.agentTurns) · Tool calls: \(stats.toolCalls)"
    )
    if let usage = stats.usage { facts.append("Tokens: " + usage.summary) }
    if !stats.toolsByName.isEmpty {
      facts.append(
        "Tools: " + stats.toolsByName.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
    }
    if !stats.files.isEmpty {
      facts.append("Files touched: " + stats.files.map(\.path).joined(separator: ", "))
    }
    for fact in facts { emit(wrapped(fact, style: theme.muted, width: width)) }
  }

  mutating func turn(_ turn: TranscriptTurn) {
    let message = turn.message
    var label = "── " + TextSanitizer.printable(message.displayName)
    if message.author != nil { label += " (\(message.role.rawValue))" }
    if turn.isContinuation { label += " (continued)" }
    var details: [String] = []
    if let model = message.model, !model.isEmpty { details.append(TextSanitizer.printable(model)) }
    if let stamp = message.timestamp {
      details.append(
        ISOTimestamp(stamp)?.displayText(localTime: options.localTime)
          ?? TextSanitizer.printable(stamp))
    }
    if let duration = DurationText.between(message.timestamp, turn.lastTimestamp) {
      details.append(duration)
    }

    // Details that do not fit are dropped from the end (duration first), never cut.
    var line = TerminalLine()
    while true {
      var spans = [StyledSpan(label, style: style(for: message.role))]
      if !details.isEmpty {
        spans.append(StyledSpan(" · " + details.joined(separator: " · "), style: theme.muted))
      }
      line = TerminalLine(spans)
      if line.width <= width || details.isEmpty { break }
      details.removeLast()
    }
    if line.width > width {
      line = wrapped(line.text, style: style(for: message.role), width: width).first ?? line
    }
    let fill = width - line.width - 1
    if fill > 0 {
      line.spans.append(StyledSpan(" " + String(repeating: "─", count: fill), style: theme.muted))
    }
    emit([TerminalLine(), line])
    if let usage = turn.usage {
      emit(wrapped("Tokens: " + usage.summary, style: theme.muted, width: width))
    }
    var first = true
    for part in turn.shownParts {
      if case .anchor = part { continue }
      if !first { emit([TerminalLine()]) }
      first = false
      switch part {
      case .block(let block): self.block(block)
      case .rail(let rail): self.rail(rail)
      case .anchor: break
      }
    }
  }

  /// Lays out Markdown `source` and emits its lines, each changed by `transform` (reasoning is
  /// dimmed and barred). A long text is parsed section by section (`parseSections`), so only
  /// one section's lines exist at a time; the layout state that spans blocks (reference
  /// numbers) lives in the one `TerminalLayout`.
  mutating func markdown(
    _ source: String, width: Int, transform: ((TerminalLine) -> TerminalLine)? = nil
  ) {
    var layout = TerminalLayout(options: markdownOptions)
    var wroteBlock = false
    func put(_ lines: [TerminalLine], _ painter: inout TranscriptTerminalPainter) {
      painter.emit(transform.map { lines.map($0) } ?? lines)
    }
    if TranscriptMarkdownPolicy.needsPlainText(source) {
      put(wrapped(TranscriptMarkdownPolicy.plainNotice, style: theme.muted, width: width), &self)
      // Line by line, so the text is never laid out whole.
      let bytes = source.utf8
      var start = bytes.startIndex
      while start < bytes.endIndex {
        let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
        let lines = wrapped(String(Substring(bytes[start..<end])), style: .plain, width: width)
        put(lines.isEmpty ? [TerminalLine()] : lines, &self)
        start = end == bytes.endIndex ? end : bytes.index(after: end)
      }
      return
    }
    MarkdownParser().parseSections(source) { section in
      for block in section.blocks {
        let blockLines = layout.lines(
          for: TranscriptMarkdownPolicy.keepingLineBreaks(block), width: width)
        if blockLines.isEmpty { continue }
        var lines = wroteBlock ? [TerminalLine()] : []
        wroteBlock = true
        lines += blockLines
        lines += TerminalRenderer.referenceLines(&layout, options: markdownOptions)
        put(lines, &self)
      }
      let notes = TerminalRenderer.footnoteLines(
        section.footnotes, layout: &layout, options: markdownOptions)
      if !notes.isEmpty {
        put([TerminalLine()] + notes, &self)
      }
    }
  }

  /// A question with its options, the chosen one marked, and its answer.
  func questionLines(_ question: TranscriptQuestion, width: Int) -> [TerminalLine] {
    var lines = wrapped("? " + question.text, style: TextStyle(bold: true), width: width)
    for option in question.options {
      let chosen = option == question.answer
      let marker = chosen ? "  ● " : "  ○ "
      let optionLines = wrapped(
        option + (chosen ? "  (chosen)" : ""), style: chosen ? theme.taskDone : .plain,
        width: width - 4)
      lines +=
        (TerminalLayout.prefix(
          optionLines, first: [StyledSpan(marker, style: chosen ? theme.taskDone : theme.muted)],
          rest: [StyledSpan("    ")]))
    }
    if let answer = question.answer, !question.options.contains(answer) {
      lines += (wrapped("  Answer: " + answer, style: theme.taskDone, width: width))
    } else if question.answer == nil {
      lines += (wrapped("  (not answered)", style: theme.muted, width: width))
    }
    return lines
  }

  mutating func block(_ block: TranscriptBlock) {
    switch block {
    case .text(let source):
      markdown(source, width: width)
    case .image(let image):
      var details: [String] = []
      switch image.source {
      case .base64(let data, let type):
        details = [type, ByteCount.text(Base64Size.decodedSize(of: data))]
      case .path(let path): details = [path]
      case .url(let url): details = [url]
      }
      let name = image.alt ?? image.name ?? "image"
      emit(
        wrapped(
          "🖼 [image: \(name)] " + details.joined(separator: " · "), style: theme.image, width: width
        ))
      if let picture = picture(of: image.source) { emit([TerminalLine(image: picture)]) }
    case .attachment(let attachment):
      var text = "📎 " + attachment.name
      if let size = attachment.size { text += " · " + ByteCount.text(size) }
      if let type = attachment.mediaType { text += " · " + type }
      emit(wrapped(text, style: theme.muted, width: width))
    case .question(let question):
      emit(questionLines(question, width: width))
    case .notice(let notice):
      // A ruled marker, like the fold of a rail: the summary shows when rails are expanded.
      let marker = notice.summary == nil ? "─ " : (options.expand ? "▾ " : "▸ ")
      emit(
        TerminalLayout.prefix(
          wrapped(notice.line, style: theme.muted, width: width - 2),
          first: [StyledSpan(marker, style: theme.muted)], rest: [StyledSpan("  ")]))
      if let summary = notice.summary, options.expand {
        let bar = [StyledSpan("│ ", style: theme.quoteBar)]
        markdown(summary, width: width - 2) { line in
          TerminalLayout.prefix([line], first: bar, rest: bar)[0]
        }
      }
    case .reasoning, .toolCall, .toolResult:
      var rail = ActivityRail()
      rail.add(block, anchor: nil)
      self.rail(rail)
    }
  }

  mutating func rail(_ rail: ActivityRail) {
    let marker = options.expand ? "▾ " : "▸ "
    emit(
      TerminalLayout.prefix(
        wrapped(rail.summary.plain, style: theme.muted, width: width - 2),
        first: [StyledSpan(marker, style: theme.listMarker)], rest: [StyledSpan("  ")]))
    guard options.expand else {
      if listsFinishedCalls { finishedCalls(rail) }
      return
    }
    let bar = [StyledSpan("│ ", style: theme.quoteBar)]
    let inner = width - 2
    for item in rail.items {
      switch item.kind {
      case .reasoning(let source):
        emit(
          TerminalLayout.prefix(
            [TerminalLine([StyledSpan("Reasoning", style: theme.muted)])], first: bar, rest: bar))
        let painter = self
        markdown(source, width: inner) { line in
          TerminalLayout.prefix(
            [
              TerminalLine(
                line.spans.map {
                  StyledSpan($0.text, style: painter.dimmed($0.style), link: $0.link)
                })
            ], first: bar, rest: bar)[0]
        }
      case .tool(let call, let result):
        tool(call: call, result: result, width: inner)
      }
    }
  }

  func dimmed(_ style: TextStyle) -> TextStyle {
    var copy = style
    copy.italic = true
    if copy.foreground == nil { copy.foreground = theme.muted.foreground }
    return copy
  }

  func code(_ text: String, language: String, width: Int) -> [TerminalLine] {
    let drawing =
      language.isEmpty
      ? nil
      : options.codeHighlighter?.drawing(
        code: text, info: language, width: width, theme: options.theme)
    if case .lines(let lines) = drawing { return lines.map { TerminalLine($0) } }
    if case .image(let image) = drawing { return [TerminalLine(image: image)] }
    let highlighted =
      language.isEmpty || options.colorLevel == .none
      ? nil : options.codeHighlighter?.highlight(code: text, info: language, theme: options.theme)
    var note = language.isEmpty ? nil : options.codeHighlighter?.note(code: text, info: language)
    if case .source(let remark) = drawing { note = remark }
    return CodeBlockLayout(theme: theme).lines(
      code: text, language: language, highlighted: highlighted, note: note, width: width)
  }
}
