import MarkdownRender
import RenderSupport

extension TranscriptTerminalPainter {
  /// One tool call with its result, inside a rail's bar, drawn by what it did.
  mutating func tool(call: ToolCall?, result: ToolResult?, width inner: Int) {
    let bar = [StyledSpan("│ ", style: theme.quoteBar)]
    func put(_ lines: [TerminalLine], _ painter: inout TranscriptTerminalPainter) {
      painter.emit(TerminalLayout.prefix(lines, first: bar, rest: bar))
    }
    let view = ToolViewBuilder.view(call: call, result: result)
    let failed = view.failed(result)
    put(toolTitle(call: call, result: result, width: inner), &self)
    switch view {
    case .edit(_, let diffs):
      for diff in diffs { self.diff(diff, width: inner, bar: bar) }
      if failed { put(resultLines(result, width: inner), &self) }
    case .write(let path, let content):
      put(folded(content, language: PathLanguage.of(path), width: inner), &self)
      if failed { put(resultLines(result, width: inner), &self) }
    case .read(let view):
      if let range = view.range { put(wrapped(range, style: theme.muted, width: inner), &self) }
      if !view.lines.isEmpty {
        put(numbered(view.lines, language: PathLanguage.of(view.path), width: inner), &self)
      }
      if !view.rest.isEmpty {
        put(folded(view.rest, language: "", width: inner), &self)
      } else if view.lines.isEmpty {
        put(resultLines(result, width: inner), &self)
      }
    case .command(let command):
      var prompt = [StyledSpan("$ ", style: theme.listMarker)]
      prompt += highlightedLine(command.command)
      put(wrappedSpans(prompt, width: inner), &self)
      if let description = command.description, !description.isEmpty {
        put(wrapped(description, style: theme.muted, width: inner), &self)
      }
      if result != nil {
        put(terminalOutput(command.output, width: inner), &self)
        if let status = command.exitStatus {
          put(wrapped("exit status \(status)", style: theme.headings[4], width: inner), &self)
        }
      }
    case .todos(let items):
      for item in items {
        let style: TextStyle
        switch item.state {
        case .completed: style = theme.taskDone
        case .inProgress: style = TextStyle(bold: true)
        case .pending: style = .plain
        }
        let lines = wrapped(item.text, style: style, width: inner - 2)
        put(
          TerminalLayout.prefix(
            lines, first: [StyledSpan(item.state.mark + " ", style: theme.listMarker)],
            rest: [StyledSpan("  ")]), &self)
      }
    case .search(let search):
      if let note = search.note { put(wrapped(note, style: theme.muted, width: inner), &self) }
      if !search.matches.isEmpty {
        put(folded(search.matches.joined(separator: "\n"), language: "", width: inner), &self)
      }
    case .web(let web):
      if let prompt = web.prompt { put(wrapped(prompt, style: theme.muted, width: inner), &self) }
      for link in web.links {
        let lines = wrapped(link.title + " — " + link.url, style: .plain, width: inner - 2)
        put(
          TerminalLayout.prefix(
            lines, first: [StyledSpan("• ", style: theme.listMarker)], rest: [StyledSpan("  ")]),
          &self)
      }
      if result != nil, web.links.isEmpty || !web.result.isEmpty {
        put(folded(web.result, language: "", width: inner), &self)
      }
    case .task(let task):
      put(wrapped("Prompt: " + task.prompt, style: theme.muted, width: inner), &self)
      if let session = result?.subagent {
        subagent(session, prompt: task.prompt, width: inner, bar: bar)
      }
      if result != nil {
        put([TerminalLine([StyledSpan("→ report", style: theme.muted)])], &self)
        markdown(task.result, width: inner) { line in
          TerminalLayout.prefix([line], first: bar, rest: bar)[0]
        }
      }
    case .proposal(let plan):
      markdown(plan, width: inner) { line in TerminalLayout.prefix([line], first: bar, rest: bar)[0]
      }
      if result != nil { put(resultLines(result, width: inner), &self) }
    case .questions(let questions):
      for question in questions { put(questionLines(question, width: inner), &self) }
    case .generic:
      var lines: [TerminalLine] = []
      if let call, call.arguments != .null {
        switch call.arguments {
        case .string(let text): lines += folded(text, language: "", width: inner)
        default: lines += folded(call.arguments.prettyPrinted(), language: "json", width: inner)
        }
      }
      if result != nil { lines += resultLines(result, width: inner) }
      put(lines, &self)
    }
  }

  /// A sub-agent's session under its Task call: its summary behind a fold marker, and, when
  /// rails are expanded, its turns painted at the inner width behind the rail's bar.
  mutating func subagent(
    _ messages: [TranscriptMessage], prompt: String, width inner: Int, bar: [StyledSpan]
  ) {
    let subagent = TranscriptSubagent(messages, prompt: prompt)
    let marker = [StyledSpan(options.expand ? "▾ " : "▸ ", style: theme.listMarker)]
    let summary = TerminalLayout.prefix(
      wrapped(subagent.summary.plain, style: theme.muted, width: inner - 2), first: marker,
      rest: [StyledSpan("  ")])
    emit(TerminalLayout.prefix(summary, first: bar, rest: bar))
    guard options.expand else { return }
    var nested = options
    nested.width = inner - 2
    var painter = TranscriptTerminalPainter(options: nested)
    painter.minimumWidth = 8
    for turn in subagent.turns { painter.turn(turn) }
    // The bars as this painter writes them, then each painted line behind them.
    var prefix = ""
    let bars = TerminalLine(bar + [StyledSpan("┆ ", style: theme.quoteBar)])
    if options.colorLevel == .none {
      PlainTextWriter().write(bars, into: &prefix)
    } else {
      var writer = ANSIWriter(level: options.colorLevel, hyperlinks: false)
      writer.write(bars, into: &prefix)
    }
    if prefix.hasSuffix("\n") { prefix.removeLast() }
    // Each turn opens with a blank line, which the bar before it makes needless.
    let lines = painter.take().split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().drop { $0.isEmpty }
    for line in lines { emitRaw(prefix + line + "\n") }
  }

  /// "→ result" or "✗ error" and the output, folded.
  func resultLines(_ result: ToolResult?, width: Int) -> [TerminalLine] {
    guard let result else { return [] }
    let label = result.isError ? "✗ error" : "→ result"
    var lines = [
      TerminalLine([StyledSpan(label, style: result.isError ? theme.headings[4] : theme.muted)])
    ]
    switch result.output {
    case .text(let text):
      lines += folded(text.isEmpty ? "(no output)" : text, language: "", width: width)
    case .json(let json): lines += folded(json.prettyPrinted(), language: "json", width: width)
    }
    return lines
  }

  /// Code in its frame, folded past 40 lines or 4 KiB: head, a "… N more lines" line, tail.
  func folded(_ text: String, language: String, width: Int) -> [TerminalLine] {
    guard let fold = OutputFold.of(text, language: language) else {
      return code(text, language: language, width: width)
    }
    var spans: [[StyledSpan]] = []
    spans += styled(String(fold.head), language: language)
    let marker = [StyledSpan(fold.marker, style: theme.muted)]
    spans.append(marker)
    spans += styled(String(fold.tail), language: language)
    let body = spans.map { $0.map(\.text).joined() }.joined(separator: "\n")
    return CodeBlockLayout(theme: theme).lines(
      code: body, language: language, highlighted: spans, width: width)
  }

  /// The lines of `text`, highlighted when a highlighter knows `language`.
  func styled(_ text: String, language: String) -> [[StyledSpan]] {
    let lines = LineDiff.split(text)
    if !language.isEmpty, options.colorLevel != .none,
      let highlighted = options.codeHighlighter?.highlight(
        code: text, info: language, theme: options.theme), highlighted.count >= lines.count
    {
      return Array(highlighted.prefix(lines.count))
    }
    return lines.map { [StyledSpan(String($0), style: theme.codeText)] }
  }

  /// Read results: the file's numbers in a gutter, the code highlighted.
  func numbered(_ lines: [(number: Int, text: String)], language: String, width: Int)
    -> [TerminalLine]
  {
    let digits = String(lines.last?.number ?? 0).count
    let body = lines.map(\.text).joined(separator: "\n")
    let spans = styled(body, language: language)
    var numberedSpans: [[StyledSpan]] = []
    for (index, line) in lines.enumerated() {
      let number = String(line.number)
      let gutter = String(repeating: " ", count: max(0, digits - number.count)) + number + " "
      numberedSpans.append(
        [StyledSpan(gutter, style: theme.muted)] + (index < spans.count ? spans[index] : []))
    }
    let hidden: Int
    if lines.count > OutputFold.maxLines {
      hidden = lines.count - OutputFold.headLines - OutputFold.tailLines
      let more = [StyledSpan("… \(hidden) more lines", style: theme.muted)]
      numberedSpans =
        Array(numberedSpans.prefix(OutputFold.headLines)) + [more]
        + Array(numberedSpans.suffix(OutputFold.tailLines))
    }
    let text = numberedSpans.map { $0.map(\.text).joined() }.joined(separator: "\n")
    return CodeBlockLayout(theme: theme).lines(
      code: text, language: language, highlighted: numberedSpans, width: width)
  }

  /// A command's output in a frame, its SGR colours kept (sanitized by `ANSIOutput`).
  func terminalOutput(_ output: String, width: Int) -> [TerminalLine] {
    guard !output.isEmpty else {
      return [TerminalLine([StyledSpan("(no output)", style: theme.muted)])]
    }
    func spans(_ text: Substring) -> [[StyledSpan]] {
      let value = String(text)
      guard ANSIOutput.needsParsing(value) else {
        return LineDiff.split(value).map { [StyledSpan(String($0), style: theme.codeText)] }
      }
      return ANSIOutput.lines(value).map { line in
        line.map { StyledSpan($0.text, style: ANSIOutput.textStyle($0.style)) }
      }
    }
    var lines: [[StyledSpan]]
    if let fold = OutputFold.of(output) {
      lines = spans(fold.head) + [[StyledSpan(fold.marker, style: theme.muted)]] + spans(fold.tail)
    } else {
      lines = spans(Substring(output))
    }
    if options.colorLevel == .none {
      lines = lines.map { $0.map { StyledSpan($0.text) } }
    }
    let text = lines.map { $0.map(\.text).joined() }.joined(separator: "\n")
    return CodeBlockLayout(theme: theme).lines(
      code: text, language: "output", highlighted: lines, width: width)
  }

  /// One line of shell, highlighted when possible.
  func highlightedLine(_ command: String) -> [StyledSpan] {
    let lines = styled(command, language: "shell")
    var out: [StyledSpan] = []
    for (index, line) in lines.enumerated() {
      if index > 0 { out.append(StyledSpan(" ⏎ ", style: theme.muted)) }
      out += line
    }
    return out
  }

  func wrappedSpans(_ spans: [StyledSpan], width: Int) -> [TerminalLine] {
    var wrapper = LineWrapper(width: width)
    for span in spans { wrapper.add(TextSanitizer.printable(span.text), style: span.style) }
    return wrapper.finish()
  }

  /// A diff through the plugged-in renderer, else drawn here with markers and numbers.
  mutating func diff(_ diff: ToolDiff, width: Int, bar: [StyledSpan]) {
    if diff.textBytes <= 256 << 10, let renderer = options.diffRenderer,
      let lines = renderer.terminal(
        diff, width: width, colorLevel: options.colorLevel, theme: options.theme)
    {
      let prefix = options.colorLevel == .none ? "│ " : ansiBar
      for line in lines { emitRaw(prefix + line + "\n") }
      return
    }
    var lines: [TerminalLine] = []
    let counts = diff.counts
    lines += wrapped(
      "\(diff.path) +\(counts.added) −\(counts.removed)", style: TextStyle(bold: true), width: width
    )
    for hunk in diff.hunks {
      lines.append(
        TerminalLine([
          StyledSpan(
            "@@ −\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@",
            style: theme.muted)
        ]))
      let spans: [[StyledSpan]] = hunk.lines.map { line in
        switch line.kind {
        case .context: return [StyledSpan("  " + line.text, style: theme.codeText)]
        case .removed: return [StyledSpan("- " + line.text, style: theme.headings[4])]
        case .added: return [StyledSpan("+ " + line.text, style: theme.taskDone)]
        }
      }
      lines += CodeBlockLayout(theme: theme).wrappedLines(
        spans.map { $0[0].text }.joined(separator: "\n"), style: theme.codeText,
        highlighted: spans, width: width)
    }
    emit(TerminalLayout.prefix(lines, first: bar, rest: bar))
  }

  /// The rail's bar as escapes, for lines the diff renderer wrote.
  var ansiBar: String {
    var out = ""
    var ansi = self.ansi
    ansi.write(TerminalLine([StyledSpan("│ ", style: theme.quoteBar)]), into: &out)
    return out.hasSuffix("\n") ? String(out.dropLast()) : out
  }
}
