import RenderSupport

extension TranscriptHTMLWriter {
  /// One tool call with its result, drawn by what it did (`ToolViewBuilder`).
  mutating func writeTool(_ item: ActivityItem, call: ToolCall?, result: ToolResult?) {
    let view = ToolViewBuilder.view(call: call, result: result)
    let failed = view.failed(result)
    raw("<section class=\"item tool \(view.cssClass)\(failed ? " failed" : "")\"")
    raw(anchorAttribute(item.anchor))
    raw(">\n<h3><span class=\"tool-label\">Tool</span> <code class=\"tool-name\">")
    text(call?.name ?? "result")
    raw("</code>")
    if let subject = view.subject {
      raw(" <span class=\"tool-subject\">")
      text(subject)
      raw("</span>")
    }
    if failed { raw(" <span class=\"failed-badge\">failed</span>") }
    raw("</h3>\n")
    switch view {
    case .edit(_, let diffs):
      for diff in diffs { writeDiff(diff) }
      if failed { writeResult(result, item: item, failed: true) }
    case .write(let path, let content):
      foldedCode(content, language: PathLanguage.of(path))
      if failed { writeResult(result, item: item, failed: true) }
    case .read(let view):
      if let range = view.range {
        raw("<p class=\"tool-caption\">")
        text(range)
        raw("</p>\n")
      }
      if !view.lines.isEmpty { numberedCode(view.lines, language: PathLanguage.of(view.path)) }
      if !view.rest.isEmpty || view.lines.isEmpty, let result {
        if view.rest.isEmpty {
          writeResult(result, item: item, failed: failed)
        } else {
          foldedCode(view.rest, language: "")
        }
      }
    case .command(let command):
      writeCommand(command, item: item, hasResult: result != nil)
    case .todos(let items):
      raw("<ul class=\"todos\">\n")
      for todo in items {
        raw("<li class=\"todo \(todo.state.rawValue)\"><span class=\"todo-mark\">")
        raw(todo.state.mark)
        raw("</span> ")
        text(todo.text)
        raw("</li>\n")
      }
      raw("</ul>\n")
    case .search(let search):
      writeSearch(search, item: item)
    case .web(let web):
      if let prompt = web.prompt, !prompt.isEmpty {
        raw("<p class=\"tool-caption\">")
        text(prompt)
        raw("</p>\n")
      }
      if !web.links.isEmpty { writeLinks(web.links) }
      if let result {
        if web.links.isEmpty {
          writeResult(result, item: item, failed: failed)
        } else if !web.result.isEmpty {
          writeResult(
            ToolResult(callID: result.callID, output: .text(web.result)), item: item,
            failed: failed)
        }
      }
    case .task(let task):
      raw("<details class=\"task-prompt\"><summary>Prompt</summary>\n")
      markdown(task.prompt)
      raw("</details>\n")
      if let session = result?.subagent { writeSubagent(session, prompt: task.prompt) }
      if result != nil {
        raw("<div class=\"result task-result\(failed ? " error" : "")\">\n<h4>Report</h4>\n")
        markdown(task.result)
        raw("</div>\n")
      }
    case .proposal(let plan):
      markdown(plan)
      if result != nil { writeResult(result, item: item, failed: failed) }
    case .questions(let questions):
      var images = 0
      for question in questions { writeBlock(.question(question), images: &images) }
    case .generic:
      if let call, call.arguments != .null {
        raw("<div class=\"arguments\">\n")
        switch call.arguments {
        case .string(let textArguments): foldedCode(textArguments, language: "")
        default: foldedCode(call.arguments.prettyPrinted(), language: "json")
        }
        raw("</div>\n")
      }
      if result != nil { writeResult(result, item: item, failed: failed) }
    }
    // The message that brought the result keeps its anchor, whatever the view shows of it.
    if let anchor = item.resultAnchor {
      raw("<span class=\"anchor-point\" id=\"\(anchorPrefix)m\(anchor)\"></span>\n")
    }
    raw("</section>\n")
  }

  /// The result block of a call shown as its output (generic, error of an edit).
  /// The pages a search found: each title linked to its URL when the URL's scheme is allowed
  /// (`SafeURL`), the URL shown beside it as text either way.
  mutating func writeLinks(_ links: [WebLink]) {
    raw("<ul class=\"web-links\">\n")
    for link in links {
      raw("<li>")
      if SafeURL.isAllowed(link.url) {
        raw("<a href=\"")
        HTMLEscaping.appendHref(link.url, to: &out)
        raw("\" rel=\"noreferrer noopener\">")
        text(link.title)
        raw("</a>")
      } else {
        text(link.title)
      }
      raw(" <span class=\"url\">")
      text(link.url)
      raw("</span></li>\n")
    }
    raw("</ul>\n")
  }

  mutating func writeResult(_ result: ToolResult?, item: ActivityItem, failed: Bool) {
    guard let result else { return }
    raw("<div class=\"result\(failed ? " error" : "")\">\n")
    raw("<h4>\(failed ? "Error" : "Result")</h4>\n")
    switch result.output {
    case .text(let output):
      if output.isEmpty {
        raw("<p class=\"empty\">(no output)</p>\n")
      } else {
        foldedCode(output, language: "")
      }
    case .json(let json): foldedCode(json.prettyPrinted(), language: "json")
    }
    raw("</div>\n")
  }

  mutating func writeDiff(_ diff: ToolDiff) {
    if diff.textBytes <= options.maxHighlightedBytes, let renderer = options.diffRenderer,
      let html = renderer.html(diff)
    {
      raw(html)
      return
    }
    // The plain diff: the same table shape, no syntax colours.
    let counts = diff.counts
    raw("<div class=\"plain-diff\"><div class=\"diff-path\">")
    text(diff.path)
    raw(
      " <span class=\"add\">+\(counts.added)</span> <span class=\"del\">−\(counts.removed)</span>")
    raw("</div>\n<pre><code>")
    for hunk in diff.hunks {
      raw(
        "<span class=\"hunk\">@@ −\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@</span>\n"
      )
      for line in hunk.lines {
        switch line.kind {
        case .context: raw("<span class=\"ctx\"> ")
        case .removed: raw("<span class=\"del\">-")
        case .added: raw("<span class=\"add\">+")
        }
        text(line.text)
        raw("</span>\n")
      }
      drain()
    }
    raw("</code></pre></div>\n")
  }

  /// Code folded past 40 lines or 4 KiB: head, the rest behind "… N more lines", tail.
  mutating func foldedCode(_ source: String, language: String) {
    guard let fold = OutputFold.of(source, language: language) else {
      return code(source, language: language)
    }
    raw("<div class=\"folded\">\n")
    code(String(fold.head), language: language)
    raw("<details class=\"fold\"><summary>")
    text(fold.marker)
    raw("</summary>\n")
    code(String(fold.hidden), language: language)
    raw("</details>\n")
    code(String(fold.tail), language: language)
    raw("</div>\n")
  }

  /// Lines with the numbers they had in the file, in a gutter beside the code (copying the
  /// code copies no numbers).
  mutating func numberedCode(_ lines: [(number: Int, text: String)], language: String) {
    var body = ""
    for line in lines {
      body += line.text
      body += "\n"
    }
    let gutter = lines.map { String($0.number) }.joined(separator: "\n")
    if let fold = OutputFold.of(body), fold.countsLines {
      let headCount = OutputFold.lineCount(String(fold.head), atLeast: .max)
      let tailCount = OutputFold.lineCount(String(fold.tail), atLeast: .max)
      let numbers = gutter.split(separator: "\n")
      raw("<div class=\"folded\">\n")
      numbered(numbers[..<headCount].joined(separator: "\n"), String(fold.head), language)
      raw("<details class=\"fold\"><summary>")
      text(fold.marker)
      raw("</summary>\n")
      numbered(
        numbers[headCount..<(numbers.count - tailCount)].joined(separator: "\n"),
        String(fold.hidden), language)
      raw("</details>\n")
      numbered(
        numbers[(numbers.count - tailCount)...].joined(separator: "\n"), String(fold.tail), language
      )
      raw("</div>\n")
    } else {
      numbered(gutter, body, language)
    }
  }

  private mutating func numbered(_ gutter: String, _ body: String, _ language: String) {
    raw("<div class=\"numbered\"><pre class=\"gutter\" aria-hidden=\"true\">")
    text(gutter)
    raw("</pre>")
    code(body, language: language)
    raw("</div>\n")
  }

  mutating func writeCommand(_ command: CommandView, item: ActivityItem, hasResult: Bool) {
    raw("<div class=\"command\"><span class=\"prompt\" aria-hidden=\"true\">$</span>")
    code(command.command, language: "shell")
    raw("</div>\n")
    if let description = command.description, !description.isEmpty {
      raw("<p class=\"tool-caption\">")
      text(description)
      raw("</p>\n")
    }
    guard hasResult else { return }
    raw("<div class=\"result terminal-output\(command.failed ? " error" : "")\">\n")
    if command.output.isEmpty {
      raw("<p class=\"empty\">(no output)</p>\n")
    } else if let fold = OutputFold.of(command.output) {
      terminalBlock(fold.head)
      raw("<details class=\"fold\"><summary>")
      text(fold.marker)
      raw("</summary>\n")
      terminalBlock(fold.hidden)
      raw("</details>\n")
      terminalBlock(fold.tail)
    } else {
      terminalBlock(Substring(command.output))
    }
    if let status = command.exitStatus {
      raw("<p class=\"exit-status\">exit status \(status)</p>\n")
    } else if command.failed {
      raw("<p class=\"exit-status\">failed</p>\n")
    }
    raw("</div>\n")
  }

  /// Terminal output with its colours (`ANSIOutput`), in a terminal-styled block.
  mutating func terminalBlock(_ output: Substring) {
    raw("<pre class=\"terminal\"><code>")
    let text = String(output)
    if ANSIOutput.needsParsing(text) {
      for (index, line) in ANSIOutput.lines(text).enumerated() {
        if index > 0 { raw("\n") }
        for span in line { ansiSpan(span) }
        drain()
      }
    } else {
      escapedSlices(text)
    }
    raw("</code></pre>\n")
  }

  private mutating func ansiSpan(_ span: ANSIOutput.Span) {
    guard !span.style.isPlain else { return text(span.text) }
    var classes: [String] = []
    var styles: [String] = []
    switch span.style.foreground {
    case .basic(let index)?: classes.append("ansi-\(index)")
    case .rgb(let color)?: styles.append("color:\(color.hex)")
    case nil: break
    }
    switch span.style.background {
    case .basic(let index)?: classes.append("ansi-bg-\(index)")
    case .rgb(let color)?: styles.append("background-color:\(color.hex)")
    case nil: break
    }
    if span.style.bold { classes.append("ansi-bold") }
    if span.style.dim { classes.append("ansi-dim") }
    if span.style.italic { classes.append("ansi-italic") }
    if span.style.underline { classes.append("ansi-underline") }
    raw("<span")
    if !classes.isEmpty { raw(" class=\"\(classes.joined(separator: " "))\"") }
    if !styles.isEmpty { raw(" style=\"\(styles.joined(separator: ";"))\"") }
    raw(">")
    text(span.text)
    raw("</span>")
  }

  mutating func writeSearch(_ search: SearchView, item: ActivityItem) {
    if let note = search.note {
      raw("<p class=\"tool-caption\">")
      text(note)
      raw("</p>\n")
    }
    guard !search.matches.isEmpty else { return }
    raw(
      "<p class=\"match-count\">\(search.matches.count) \(search.matches.count == 1 ? "match" : "matches")</p>\n"
    )
    let shown =
      search.matches.count > OutputFold.maxLines ? OutputFold.headLines : search.matches.count
    raw("<ul class=\"matches\">\n")
    for match in search.matches[..<shown] { matchItem(match) }
    raw("</ul>\n")
    if shown < search.matches.count {
      let more = search.matches.count - shown
      raw(
        "<details class=\"fold\"><summary>… \(more) more \(more == 1 ? "match" : "matches")</summary>\n<ul class=\"matches\">\n"
      )
      for match in search.matches[shown...] {
        matchItem(match)
        drain()
      }
      raw("</ul></details>\n")
    }
  }

  private mutating func matchItem(_ match: String) {
    raw("<li><code>")
    text(match)
    raw("</code></li>\n")
  }
}

extension ToolView {
  /// Whether the call failed: the result says so, or the command's exit status does.
  func failed(_ result: ToolResult?) -> Bool {
    if case .command(let command) = self { return command.failed }
    return result?.isError == true
  }

  /// The class naming the renderer, for the stylesheet.
  var cssClass: String {
    switch self {
    case .edit: return "tool-edit"
    case .write: return "tool-write"
    case .read: return "tool-read"
    case .command: return "tool-command"
    case .todos: return "tool-todos"
    case .search: return "tool-search"
    case .web: return "tool-web"
    case .task: return "tool-task"
    case .proposal: return "tool-proposal"
    case .questions: return "tool-questions"
    case .generic: return "tool-generic"
    }
  }

  /// What the call worked on, shown beside its name: a path, a URL, a query, a pattern.
  var subject: String? {
    switch self {
    case .edit(let path, _), .write(let path, _): return path
    case .read(let view): return view.path
    case .command: return nil
    case .todos(let items):
      let done = items.count { $0.state == .completed }
      return "\(done)/\(items.count) done"
    case .search(let search):
      return [search.pattern, search.path.map { "in " + $0 }].compactMap { $0 }.joined(
        separator: " ")
    case .web(let web): return web.url ?? web.query
    case .task(let task):
      return [task.agent, task.description].compactMap { $0 }.joined(separator: ": ")
    case .proposal: return "plan for approval"
    case .questions(let questions):
      return questions.count == 1 ? "1 question" : "\(questions.count) questions"
    case .generic: return nil
    }
  }
}

extension TodoItem.State {
  /// The checkbox drawn for the state.
  var mark: String {
    switch self {
    case .pending: return "☐"
    case .inProgress: return "◐"
    case .completed: return "☑"
    }
  }
}
