import RenderSupport

/// Exports a transcript as GitHub-flavoured Markdown (`--format markdown`): the header facts,
/// the prompts as a linked list, each turn under a heading, and each activity rail in a
/// `<details>` block whose tool calls are fenced blocks (edits as `diff`, commands as
/// `console`, files in their language, plans as task lists). GitHub and `intent-render note`
/// render it; every fence is longer than any backtick run inside it, so no input text can
/// close a block early, and text from tool outputs never leaves a fence.
package struct TranscriptMarkdownExporter {
  package var localTime = false

  package init() {}

  /// Streams the messages of `reader` under `header` to `write`, turn by turn.
  package func export(
    _ reader: TranscriptReader, header: TranscriptHeader, to output: (String) throws -> Void
  ) throws {
    func write(_ text: String) throws { try output(TranscriptControlScrub.scrub(text)) }
    try write(self.header(header))
    var builder = TranscriptTurnBuilder()
    try reader.forEachMessage { message in
      if let turn = builder.add(message) { try write(self.turn(turn)) }
    }
    if let turn = builder.finish() { try write(self.turn(turn)) }
  }

  func time(_ stamp: String?) -> String? {
    guard let stamp else { return nil }
    return ISOTimestamp(stamp)?.displayText(localTime: localTime) ?? Self.inline(stamp)
  }

  func header(_ header: TranscriptHeader) -> String {
    let stats = header.stats
    var out = "# " + Self.inline(header.displayTitle) + "\n\n"
    var facts: [String] = []
    if !header.models.isEmpty {
      facts.append("**Model:** " + header.models.map(Self.inline).joined(separator: ", "))
    }
    if let start = time(header.firstTimestamp) { facts.append("**Started:** " + start) }
    if let duration = DurationText.between(header.firstTimestamp, header.lastTimestamp) {
      facts.append("**Duration:** " + duration)
    }
    facts.append(
      "**Prompts:** \(stats.promptCount) · **Agent turns:** \(stats.agentTurns) · "
        + "**Tool calls:** \(stats.toolCalls)")
    if let usage = stats.usage { facts.append("**Tokens:** " + usage.summary) }
    out += facts.joined(separator: "  \n") + "\n\n"
    if stats.promptCount > 1 {
      out += "## Prompts\n\n"
      for (index, prompt) in stats.prompts.enumerated() {
        out += "\(index + 1). [\(Self.inline(prompt.line))](#m\(prompt.ordinal))\n"
      }
      out += "\n"
    }
    if !stats.files.isEmpty {
      out +=
        "**Files touched:** "
        + stats.files.map { "`" + $0.path.replacingOccurrences(of: "`", with: "'") + "`" }
        .joined(separator: ", ") + "\n\n"
    }
    return out
  }

  func turn(_ turn: TranscriptTurn) -> String {
    let message = turn.message
    // An HTML anchor, which GitHub keeps, so the prompt list links work.
    var out = "<a id=\"m\(turn.ordinal)\"></a>\n\n### " + Self.inline(message.displayName)
    if turn.isContinuation { out += " (continued)" }
    var details: [String] = []
    if let model = message.model { details.append(Self.inline(model)) }
    if let stamp = time(message.timestamp) { details.append(stamp) }
    if let duration = DurationText.between(message.timestamp, turn.lastTimestamp) {
      details.append(duration)
    }
    if !details.isEmpty { out += " · " + details.joined(separator: " · ") }
    out += "\n\n"
    if let usage = turn.usage { out += "<sub>Tokens: \(usage.summary)</sub>\n\n" }
    for part in turn.shownParts {
      switch part {
      case .anchor: continue
      case .block(let block): out += self.block(block)
      case .rail(let rail): out += self.rail(rail)
      }
    }
    return out
  }

  func block(_ block: TranscriptBlock) -> String {
    switch block {
    case .text(let text): return text + "\n\n"
    case .image(let image):
      return "*[image: \(Self.inline(image.alt ?? image.name ?? "image"))]*\n\n"
    case .attachment(let attachment): return "📎 " + Self.inline(attachment.name) + "\n\n"
    case .question(let question):
      var out = "**" + Self.inline(question.text) + "**\n\n"
      for option in question.options {
        out += "- [\(option == question.answer ? "x" : " ")] " + Self.inline(option) + "\n"
      }
      return out + "\n"
    case .notice(let notice):
      var out = "*— " + Self.inline(notice.line) + " —*\n\n"
      if let summary = notice.summary {
        out +=
          "<details>\n<summary>" + notice.summaryTitle + "</summary>\n\n" + summary
          + "\n\n</details>\n\n"
      }
      return out
    case .reasoning, .toolCall, .toolResult:
      var rail = ActivityRail()
      rail.add(block, anchor: nil)
      return self.rail(rail)
    }
  }

  func rail(_ rail: ActivityRail) -> String {
    // The summary is HTML, not Markdown (GitHub reads no code spans there): names as <code>.
    var out = "<details>\n<summary>" + rail.summary.html + "</summary>\n\n"
    for item in rail.items {
      switch item.kind {
      case .reasoning(let text):
        out +=
          "> *Reasoning*\n>\n"
          + text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { "> " + $0 }.joined(separator: "\n") + "\n\n"
      case .tool(let call, let result):
        out += tool(call, result)
      }
    }
    return out + "</details>\n\n"
  }

  func tool(_ call: ToolCall?, _ result: ToolResult?) -> String {
    let view = ToolViewBuilder.view(call: call, result: result)
    let failed = view.failed(result)
    var out = "**" + Self.inline(call?.name ?? "result") + "**"
    if let subject = view.subject, !subject.isEmpty {
      out += " `" + subject.replacingOccurrences(of: "`", with: "'") + "`"
    }
    if failed { out += " — **failed**" }
    out += "\n\n"
    switch view {
    case .edit(_, let diffs):
      for diff in diffs {
        var body = ""
        for hunk in diff.hunks {
          body += "@@ -\(hunk.oldStart),\(hunk.oldCount) +\(hunk.newStart),\(hunk.newCount) @@\n"
          for line in hunk.lines {
            switch line.kind {
            case .context: body += " " + line.text + "\n"
            case .removed: body += "-" + line.text + "\n"
            case .added: body += "+" + line.text + "\n"
            }
          }
        }
        out += Self.fence(body, language: "diff")
      }
      if failed { out += output(result) }
    case .write(let path, let content):
      out += Self.foldedFence(content, language: PathLanguage.of(path))
    case .read(let read):
      if let range = read.range { out += "*" + range + "*\n\n" }
      if !read.lines.isEmpty {
        out += Self.foldedFence(
          read.lines.map(\.text).joined(separator: "\n"), language: PathLanguage.of(read.path))
      }
      if !read.rest.isEmpty { out += Self.foldedFence(read.rest, language: "") }
    case .command(let command):
      if let description = command.description, !description.isEmpty {
        out += "*" + Self.inline(description) + "*\n\n"
      }
      let status = command.exitStatus.map { "\n[exit status \($0)]" } ?? ""
      out += Self.foldedFence(
        result == nil ? "" : Self.plain(command.output), language: "console",
        prefix: "$ " + command.command + "\n", suffix: status)
    case .todos(let items):
      for item in items {
        let mark = item.state == .completed ? "x" : " "
        let text = Self.inline(item.text)
        out +=
          "- [\(mark)] " + (item.state == .inProgress ? "**\(text)** (in progress)" : text) + "\n"
      }
      out += "\n"
    case .search(let search):
      if let note = search.note { out += Self.inline(note) + "\n\n" }
      if !search.matches.isEmpty {
        out += Self.foldedFence(search.matches.joined(separator: "\n"), language: "")
      }
    case .web(let web):
      if let prompt = web.prompt { out += "*" + Self.inline(prompt) + "*\n\n" }
      for link in web.links { out += "- " + Self.link(link) + "\n" }
      if !web.links.isEmpty { out += "\n" }
      if web.links.isEmpty || !web.result.isEmpty {
        out += Self.foldedFence(web.result, language: "")
      }
    case .task(let task):
      out += "> " + Self.inline(task.prompt) + "\n\n"
      if let session = result?.subagent { out += subagent(session, prompt: task.prompt) }
      if result != nil { out += task.result + "\n\n" }
    case .proposal(let plan):
      out += plan + "\n\n" + output(result)
    case .questions(let questions):
      for question in questions { out += block(.question(question)) }
    case .generic:
      if let call, call.arguments != .null {
        out += Self.foldedFence(
          call.arguments.stringValue ?? call.arguments.prettyPrinted(),
          language: call.arguments.stringValue == nil ? "json" : "")
      }
      out += output(result)
    }
    return out
  }

  /// A sub-agent's session in its own `<details>`, its turns under bold labels (headings would
  /// fill the page's outline with the sub-agent's turns).
  func subagent(_ messages: [TranscriptMessage], prompt: String) -> String {
    let subagent = TranscriptSubagent(messages, prompt: prompt)
    var out =
      "<details>\n<summary>" + subagent.summary.html + "</summary>\n\n"
    for turn in subagent.turns {
      out += "**" + Self.inline(turn.message.displayName) + "**"
      if let stamp = time(turn.message.timestamp) { out += " · " + stamp }
      out += "\n\n"
      for part in turn.shownParts {
        switch part {
        case .anchor: continue
        case .block(let block): out += self.block(block)
        case .rail(let rail): out += self.rail(rail)
        }
      }
    }
    return out + "</details>\n\n"
  }

  func output(_ result: ToolResult?) -> String {
    guard let result else { return "" }
    switch result.output {
    case .text(let text):
      return text.isEmpty ? "*(no output)*\n\n" : Self.foldedFence(text, language: "")
    case .json(let json): return Self.foldedFence(json.prettyPrinted(), language: "json")
    }
  }

  /// `prefix + text + suffix` fenced; a long `text` (`OutputFold`) as its head, the lines
  /// between in a `<details>` behind the "… N more lines" marker, then its tail: the whole
  /// text is kept, as in the HTML export, and a reader opens the middle only when wanted.
  static func foldedFence(
    _ text: String, language: String, prefix: String = "", suffix: String = ""
  ) -> String {
    guard let fold = OutputFold.of(text, language: language) else {
      return fence(prefix + text + suffix, language: language)
    }
    return fence(prefix + fold.head, language: language) + "<details>\n<summary>"
      + HTMLEscaping.text(fold.marker) + "</summary>\n\n"
      + fence(String(fold.hidden), language: language)
      + "</details>\n\n" + fence(fold.tail + suffix, language: language)
  }

  /// `text` in a fence of backticks longer than any run inside it.
  static func fence(_ text: String, language: String) -> String {
    let marks = String(repeating: "`", count: max(3, longestBacktickRun(text) + 1))
    let info = language.filter { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" }
    var body = Self.plain(text)
    if !body.hasSuffix("\n") { body += "\n" }
    return marks + info + "\n" + body + marks + "\n\n"
  }

  /// The longest run of backticks in `text`: a fence or code span needs one more.
  static func longestBacktickRun(_ text: String) -> Int {
    var longest = 0
    var run = 0
    for character in text.utf8 {
      run = character == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  /// A page as a Markdown link when its URL is allowed (`SafeURL`) and fits a `<…>`
  /// destination; otherwise its title and URL as text.
  static func link(_ link: WebLink) -> String {
    let fits = !link.url.contains { "<> \n\r\\".contains($0) }
    guard fits, SafeURL.isAllowed(link.url) else {
      return inline(link.title) + " — " + inline(link.url)
    }
    return "[" + inline(link.title) + "](<" + link.url + ">)"
  }

  /// Terminal output without its escapes and control characters.
  static func plain(_ text: String) -> String {
    guard ANSIOutput.needsParsing(text) else { return text }
    return ANSIOutput.lines(text).map { $0.map(\.text).joined() }.joined(separator: "\n")
  }

  /// Text for one line of Markdown: line breaks become spaces and Markdown's punctuation is
  /// escaped, so a name or path stays text.
  static func inline(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\n", "\r", "\r\n": out.append(" ")
      case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "!", "|", "~", "&":
        out.append("\\")
        out.append(character)
      default: out.append(character)
      }
    }
    return out
  }
}
