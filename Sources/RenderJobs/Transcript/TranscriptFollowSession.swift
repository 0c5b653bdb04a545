import Foundation
import RenderSupport
import Transcript

/// One followed session file: its reader, its turns painted as they complete, the notices of
/// what happened to the file, and on a screen the live region below them: the open turn's
/// draft (its calls listed as their results arrive) and its status line, redrawn in place; the
/// text to write is gathered until `take()`.
struct TranscriptFollowSession {
  private let request: TranscriptFollowJob.Request
  private let diagnostics: JobDiagnostics
  private let renderers: CodeRenderers
  private let redactor: TranscriptRedactor?
  private var reader: TranscriptFollowReader?
  private var stream: TranscriptTerminalStream?
  private var headerDone = false
  private var saidReread = false
  private var out = ""
  /// The open turn's draft on the screen (whole lines) and how many lines it has.
  private var shownDraft = ""
  private var shownDraftLines = 0
  /// Whether the draft must be painted again (a message came, or the held one changed).
  private var draftStale = true
  private var lastHeld: [TranscriptMessage] = []
  /// The status line on the screen (empty: none), and since when its call has been seen.
  private var shownStatus = ""
  private var statusKey: String?
  private var statusSeen = 0.0

  init(_ request: TranscriptFollowJob.Request, diagnostics: JobDiagnostics) {
    self.request = request
    self.diagnostics = diagnostics
    renderers = CodeRenderers(
      environment: request.render.environment, blockTimeLimit: request.render.blockTimeLimit,
      warn: { diagnostics.warn($0) })
    redactor = request.render.redact ? TranscriptRedactor() : nil
  }

  private var plain: Bool { request.render.format == .text || request.render.colorLevel == .none }

  /// Starts following the session file at `path`.
  mutating func open(_ path: String) {
    reader = TranscriptFollowReader(path: path, format: request.render.inputFormat)
    startStream(path)
  }

  private mutating func startStream(_ path: String) {
    let options = TranscriptJob.terminalOptions(
      request.render, renderers: renderers, source: .file(path), diagnostics: diagnostics)
    stream = TranscriptTerminalStream(options: options)
    draftStale = true
    headerDone = false
    saidReread = false
  }

  /// A line of its own about the file (not part of the transcript): a switch, a truncation.
  mutating func say(_ text: String) {
    clearStatus()
    let line = "── " + text
    out += plain ? line + "\n" : "\u{1B}[2m" + line + "\u{1B}[0m\n"
  }

  /// Reads what was appended and paints the turns it completed.
  mutating func poll() throws {
    guard let reader else { return }
    var update = try reader.poll()
    while let restart = update.restart {
      add(update, from: reader)
      clearStatus()
      if let text = stream?.finish() { out += text }
      switch restart {
      case .truncated: say("\(reader.path) was truncated: following it from its start")
      case .replaced: say("\(reader.path) was replaced: following the new file from its start")
      }
      startStream(reader.path)
      update = try reader.poll()
    }
    if update.reread, !saidReread {
      saidReread = true
      say(
        "\(reader.path) is one JSON document (\(reader.format?.rawValue ?? "?")): it is read "
          + "again whole each time it changes")
    }
    add(update, from: reader)
    drawStatus()
  }

  /// The end of following this file: the partial last line and the open turn, painted.
  mutating func close() throws {
    guard let reader else { return }
    add(try reader.finish(), from: reader)
    clearStatus()
    if let text = stream?.finish() { out += text }
    self.reader = nil
  }

  private mutating func add(
    _ update: TranscriptFollowReader.Update, from reader: TranscriptFollowReader
  ) {
    for diagnostic in update.diagnostics { diagnostics.report(diagnostic, input: reader.path) }
    // The messages the reader still holds back (an exchange a rewind may take back) count
    // in the header, which is written as soon as there is a message at all.
    let held = headerDone ? [] : reader.heldMessages
    guard !update.messages.isEmpty || !held.isEmpty, var stream else { return }
    self.stream = nil
    defer { self.stream = stream }
    let messages =
      redactor.map { redactor in update.messages.map { redactor.redact($0) } }
      ?? update.messages
    var text = ""
    if !headerDone {
      headerDone = true
      let shown = redactor.map { redactor in held.map { redactor.redact($0) } } ?? held
      text += stream.header(header(of: messages + shown, reader: reader))
    }
    for message in messages { text += stream.add(message) }
    draftStale = true
    if !text.isEmpty {
      clearStatus()
      out += text
    }
  }

  /// The header of the session as first read, as `TranscriptReader.scanHeader` makes it.
  private func header(of messages: [TranscriptMessage], reader: TranscriptFollowReader)
    -> TranscriptHeader
  {
    var header = TranscriptHeader()
    for message in messages { header.add(message) }
    header.title = reader.title.map { redactor?.redact($0) ?? $0 }
    header.workingDirectory = reader.workingDirectory.map { redactor?.redact($0) ?? $0 }
    if let model = reader.model, !header.models.contains(model) {
      header.models.insert(model, at: 0)
    }
    return header
  }

  /// The live region: the open turn's draft (at most the screen's height less two lines, its
  /// last lines when taller) and its status line, redrawn in place when their text changed
  /// (screens only). A turn's final paint erases it first, so nothing shows twice.
  private mutating func drawStatus() {
    guard request.statusLine else { return }
    let held = (reader?.heldMessages ?? []).map { redactor?.redact($0) ?? $0 }
    guard let stream, let status = stream.status(with: held) else {
      clearStatus()
      return
    }
    var draft = shownDraft
    if draftStale || held != lastHeld {
      draftStale = false
      lastHeld = held
      draft = Self.lastLines(stream.draft(with: held), limit: max(request.screenHeight - 2, 0))
    }
    let now = Date().timeIntervalSince1970
    let key = "\(status.runningTool ?? "")#\(status.callsDone)"
    if key != statusKey {
      statusKey = key
      statusSeen = now
    }
    let line = Self.cut(status.line(now: now, since: statusSeen), to: request.render.width - 1)
    if draft != shownDraft {
      clearStatus()
      out += draft
      shownDraft = draft
      shownDraftLines = draft.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
    } else if line != shownStatus, !shownStatus.isEmpty {
      out += "\r\u{1B}[J"
      shownStatus = ""
    }
    guard line != shownStatus else { return }
    out += plain ? line : "\u{1B}[2m" + line + "\u{1B}[0m"
    shownStatus = line
  }

  /// Erases the live region (the cursor is on the status line, at its end): up to the draft's
  /// first line, then clear to the end of the screen.
  private mutating func clearStatus() {
    guard !shownStatus.isEmpty || shownDraftLines > 0 else { return }
    if shownDraftLines > 0 { out += "\u{1B}[\(shownDraftLines)A" }
    out += "\r\u{1B}[J"
    shownStatus = ""
    shownDraft = ""
    shownDraftLines = 0
  }

  /// The last `limit` lines of `text` (whole lines, each with its line break).
  static func lastLines(_ text: String, limit: Int) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    guard !lines.isEmpty, limit > 0 else { return "" }
    return lines.suffix(limit).joined(separator: "\n") + "\n"
  }

  /// `text` cut to `width` cells, an ellipsis marking the cut.
  static func cut(_ text: String, to width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var kept = ""
    var used = 0
    for character in text {
      let cells = DisplayWidth.of(character)
      if used + cells > width - 1 { break }
      kept.append(character)
      used += cells
    }
    return kept + "…"
  }

  /// The text gathered since the last call.
  mutating func take() -> String {
    defer { out = "" }
    return out
  }
}
