import RenderSupport

extension TranscriptHTMLWriter {
  /// The facts under the title: who, which models, when and how long, what is shown.
  mutating func writeFacts(_ header: TranscriptHeader) {
    let stats = header.stats
    if !header.participants.isEmpty {
      fact("Participants", header.participants.joined(separator: ", "))
    }
    if !header.models.isEmpty {
      fact(header.models.count == 1 ? "Model" : "Models", header.models.joined(separator: ", "))
    }
    if let first = header.firstTimestamp {
      raw("<div><dt>Started</dt><dd>")
      time(first)
      raw("</dd></div>\n")
    }
    if let duration = DurationText.between(header.firstTimestamp, header.lastTimestamp) {
      fact("Duration", duration)
    }
    fact("Prompts", "\(stats.promptCount)")
    fact("Agent turns", "\(stats.agentTurns)")
    fact("Tool calls", "\(stats.toolCalls)")
    if let usage = stats.usage { fact("Tokens", usage.summary) }
  }

  /// The table of contents of the prompts and the session summary (tool calls by name,
  /// files touched with links to their first change), all plain links: no script.
  mutating func writeContents(_ header: TranscriptHeader) {
    let stats = header.stats
    if stats.promptCount > 1 {
      raw("<nav class=\"toc\" aria-label=\"Prompts\">\n<h2>Prompts</h2>\n<ol>\n")
      for prompt in stats.prompts {
        raw("<li><a href=\"#m\(prompt.ordinal)\">")
        text(prompt.line)
        raw("</a></li>\n")
      }
      raw("</ol>\n")
      let more = stats.promptCount - stats.prompts.count
      if more > 0 { raw("<p class=\"more\">… \(more) more prompts</p>\n") }
      raw("</nav>\n")
    }
    guard stats.toolCalls > 0 else { return }
    raw("<details class=\"session-summary\">\n<summary>Session summary</summary>\n")
    raw(
      "<div class=\"summary-columns\">\n<section><h3>Tool calls</h3>\n<table class=\"tool-counts\">\n"
    )
    for tool in stats.toolsByName {
      raw("<tr><td><code>")
      text(tool.name)
      raw("</code></td><td class=\"count\">\(tool.count)</td></tr>\n")
    }
    raw("</table>\n</section>\n")
    if !stats.files.isEmpty {
      raw("<section><h3>Files touched</h3>\n<ul class=\"files\">\n")
      for file in stats.files {
        raw("<li><a href=\"#m\(file.ordinal)\"><code>")
        text(file.path)
        raw("</code></a>")
        if file.changes > 1 { raw(" <span class=\"count\">×\(file.changes)</span>") }
        raw("</li>\n")
      }
      raw("</ul>\n</section>\n")
    }
    raw("</div>\n</details>\n")
  }

  /// Duration and tokens of one turn, in its header.
  mutating func writeTurnFacts(_ turn: TranscriptTurn) {
    if let duration = DurationText.between(turn.message.timestamp, turn.lastTimestamp) {
      raw(" <span class=\"duration\" title=\"duration\">")
      text(duration)
      raw("</span>")
    }
    if let usage = turn.usage {
      raw(" <span class=\"usage\" title=\"tokens\">")
      text(usage.summary)
      raw("</span>")
    }
  }
}
