import RenderSupport

extension TranscriptHTMLWriter {
  /// One turn: an `<article>` with a heading, its blocks and its activity rails.
  mutating func writeTurn(_ turn: TranscriptTurn) {
    let message = turn.message
    turnOrdinal = turn.ordinal
    let id = "\(anchorPrefix)m\(turn.ordinal)"
    raw("<article class=\"message role-\(message.role.rawValue)\" id=\"\(id)\">\n")
    raw("<header class=\"message-header\"><h2><a class=\"anchor\" href=\"#\(id)\">")
    text(message.displayName)
    raw(
      turn.isContinuation ? " <span class=\"continued\">(continued)</span></a></h2>" : "</a></h2>")
    if message.author != nil {
      raw(" <span class=\"role\">")
      text(message.role.rawValue)
      raw("</span>")
    }
    if let model = message.model, !model.isEmpty {
      raw(" <span class=\"model\">")
      text(model)
      raw("</span>")
    }
    if let stamp = message.timestamp {
      raw(" ")
      time(stamp)
    }
    writeTurnFacts(turn)
    raw("</header>\n")
    var images = 0
    for part in turn.shownParts {
      switch part {
      case .block(let block): writeBlock(block, images: &images)
      case .rail(let rail): writeRail(rail, images: &images)
      case .anchor(let ordinal):
        raw("<span class=\"anchor-point\" id=\"\(anchorPrefix)m\(ordinal)\"></span>\n")
      }
      drain()
    }
    raw("</article>\n")
  }

  mutating func writeBlock(_ block: TranscriptBlock, images: inout Int) {
    switch block {
    case .text(let source):
      markdown(source)
    case .image(let image):
      writeImage(image, count: &images)
    case .attachment(let attachment):
      raw("<p class=\"attachment\"><span class=\"kind\">Attachment</span> <span class=\"name\">")
      text(attachment.name)
      raw("</span>")
      var details: [String] = []
      if let size = attachment.size { details.append(ByteCount.text(size)) }
      if let type = attachment.mediaType, !type.isEmpty { details.append(type) }
      if !details.isEmpty {
        raw(" <span class=\"details\">")
        text(details.joined(separator: " · "))
        raw("</span>")
      }
      raw("</p>\n")
    case .question(let question):
      raw("<section class=\"question\">\n<p class=\"question-text\">")
      text(question.text)
      raw("</p>\n<ul class=\"options\">\n")
      for option in question.options {
        let chosen = option == question.answer
        raw(chosen ? "<li class=\"chosen\"><strong>" : "<li>")
        text(option)
        raw(chosen ? "</strong> <span class=\"chosen-mark\">(chosen)</span></li>\n" : "</li>\n")
      }
      raw("</ul>\n")
      if let answer = question.answer, !question.options.contains(answer) {
        raw("<p class=\"answer\">Answer: ")
        text(answer)
        raw("</p>\n")
      } else if question.answer == nil {
        raw("<p class=\"answer unanswered\">Not answered</p>\n")
      }
      raw("</section>\n")
    case .notice(let notice):
      writeNotice(notice)
    case .reasoning, .toolCall, .toolResult:
      var rail = ActivityRail()
      rail.add(block, anchor: nil)
      writeRail(rail, images: &images)
    }
  }

  /// A notice: a small ruled line in the turn; a compaction's summary folded under it.
  mutating func writeNotice(_ notice: TranscriptNotice) {
    guard let summary = notice.summary else {
      raw("<p class=\"notice\" role=\"note\"><span>")
      text(notice.line)
      raw("</span></p>\n")
      return
    }
    raw("<details class=\"notice\" role=\"note\">\n<summary><span>")
    text(notice.line)
    raw("</span></summary>\n<div class=\"notice-summary\">\n")
    markdown(summary)
    raw("</div>\n</details>\n")
  }

  mutating func writeImage(_ image: TranscriptImage, count: inout Int) {
    count += 1
    let name = image.name ?? image.alt ?? "image"
    let outcome: TranscriptImageEmbedder.Outcome
    if count > options.maxImagesPerMessage {
      var size: Int?
      if case .base64(let data, _) = image.source { size = Base64Size.decodedSize(of: data) }
      outcome = .placeholder(
        reason: "more than \(options.maxImagesPerMessage) images in one message", size: size)
    } else {
      outcome = embedder.outcome(for: image)
    }
    switch outcome {
    case .embed(let mediaType, let base64):
      raw("<figure class=\"image\"><img src=\"data:\(mediaType);base64,")
      out.append(contentsOf: base64.utf8)  // checked to be base64 only
      raw("\" alt=\"")
      attribute(image.alt ?? image.name ?? "Image")
      raw("\">")
      if let alt = image.alt, !alt.isEmpty {
        raw("<figcaption>")
        text(alt)
        raw("</figcaption>")
      }
      raw("</figure>\n")
    case .placeholder(let reason, let size):
      raw("<p class=\"image-placeholder\" role=\"img\" aria-label=\"")
      attribute("Image not shown: \(name)")
      raw("\"><span class=\"kind\">Image</span> <span class=\"name\">")
      text(name)
      raw("</span> <span class=\"details\">")
      text(([size.map(ByteCount.text)].compactMap { $0 } + [reason]).joined(separator: " · "))
      raw("</span>")
      if case .url(let url) = image.source, SafeURL.isAllowed(url) {
        raw(" <a href=\"")
        HTMLEscaping.appendHref(url, to: &out)
        raw("\" rel=\"noreferrer noopener\">link</a>")
      }
      raw("</p>\n")
    }
  }

  /// A rail: `<details>` closed by default, the summary line, then each item.
  mutating func writeRail(_ rail: ActivityRail, images: inout Int) {
    // A rail that changed files opens: the diffs are the work a reader came for.
    raw(
      rail.changesFiles
        ? "<details class=\"rail\" open>\n<summary>" : "<details class=\"rail\">\n<summary>")
    line(rail.summary)
    raw("</summary>\n")
    for item in rail.items {
      switch item.kind {
      case .reasoning(let source):
        raw("<section class=\"item reasoning\"\(anchorAttribute(item.anchor))>\n")
        raw("<h3>Reasoning</h3>\n")
        markdown(source)
        raw("</section>\n")
      case .tool(let call, let result):
        writeTool(item, call: call, result: result)
      }
      drain()
    }
    raw("</details>\n")
  }

  /// A summary line: its words as text, the names of failed calls as code (both escaped).
  mutating func line(_ line: ActivityLine) {
    for piece in line.pieces {
      switch piece {
      case .text(let words): text(words)
      case .code(let name):
        raw("<code>")
        text(name)
        raw("</code>")
      }
    }
  }

  func anchorAttribute(_ ordinal: Int?) -> String {
    ordinal.map { " id=\"\(anchorPrefix)m\($0)\"" } ?? ""
  }
}

extension TranscriptHTMLWriter {
  /// A sub-agent's session under its Task call: folded, its turns drawn like the session's
  /// own (tool calls through the registry), their anchors prefixed so ids stay unique.
  mutating func writeSubagent(_ messages: [TranscriptMessage], prompt: String) {
    let subagent = TranscriptSubagent(messages, prompt: prompt)
    subagentCount += 1
    raw("<details class=\"subagent\">\n<summary>")
    line(subagent.summary)
    raw("</summary>\n<div class=\"subagent-turns\">\n")
    let outer = anchorPrefix
    let outerTurn = turnOrdinal
    anchorPrefix = "\(outer)m\(outerTurn)-a\(subagentCount)-"
    for turn in subagent.turns {
      writeTurn(turn)
      drain()
    }
    anchorPrefix = outer
    turnOrdinal = outerTurn
    raw("</div>\n</details>\n")
  }
}
