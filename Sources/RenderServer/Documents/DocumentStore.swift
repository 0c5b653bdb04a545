import Foundation
import Highlight
import RenderJobs

/// `document/open`, `document/change`, `document/close`: documents an editor keeps open,
/// highlighted incrementally. Runs come per line (`line` from 0, offsets in UTF-16 units from
/// the line's start), as LSP positions count. The server runs the requests of one document
/// one after another (a serial lane per id), so a document is never used by two threads at
/// once; the store itself is shared.
final class DocumentStore: @unchecked Sendable {
  private let service: HighlightService
  private let lock = NSLock()
  private var documents: [String: IncrementalDocument] = [:]
  /// What the open documents hold, against the caps of `DocumentQuota`.
  private var quota: DocumentQuota
  /// Open documents at once (their bytes and lines are capped by `DocumentQuota`).
  static let maxDocuments = 256
  /// The longest document id, in UTF-8 bytes: ids name lanes, hashed under the queue's lock.
  static let maxIDBytes = 1024

  /// The request's `id`, refused when longer than `maxIDBytes`.
  static func documentID(_ params: RequestParams) throws(RPCError) -> String {
    let id = try params.string("id")
    guard id.utf8.count <= maxIDBytes else {
      throw .overLimit(
        params.field("id"), "an id is at most \(maxIDBytes) bytes", limit: maxIDBytes)
    }
    return id
  }

  init(service: HighlightService, quota: DocumentQuota = DocumentQuota()) {
    self.service = service
    self.quota = quota
  }

  /// `{id, text, language?|path?, theme?|themes?, limits?}` → every line's runs, and the
  /// `fallback` reason when the document is shown plain. `limits` are `highlight`'s, kept
  /// for every later change of the document.
  func open(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id", "text", "language", "path", "theme", "themes", "limits"])
    let id = try Self.documentID(params)
    let text = try params.string("text")
    // Counted before the text is cut into lines: an over-cap text never becomes an array.
    let size = (bytes: text.utf8.count, lines: DocumentLines.lineCount(text))
    try DocumentQuota.checkDocument(bytes: size.bytes, lines: size.lines, field: "params.text")
    let language = try params.optionalString("language")
    let path = try params.optionalString("path")
    let highlighter = service.highlighter
    do {
      try LanguageCheck.check(language, highlighter: highlighter)
    } catch {
      throw JobMethods.rpcError(error, params, flag)
    }
    var names = [try params.choice("theme", HighlightService.themeNames) ?? "light"]
    if let list = try params.strings("themes") {
      guard (1...2).contains(list.count),
        list.allSatisfy({ HighlightService.themes[$0] != nil })
      else {
        throw .invalidParams("params.themes", "must name one or two of light, dark")
      }
      names = list
    }
    let limits = try Budgets.highlightLimits(params)
    let themes = names.map { HighlightService.themes[$0]! }
    try checkRoom(for: id, size)
    try flag.check()
    let (resolvedLanguage, grammar) = highlighter.resolve(
      code: text, path: path, language: language)
    let lineHighlighter = grammar.map {
      LineHighlighter(
        grammar: $0, theme: themes[0], alternateTheme: themes.count > 1 ? themes[1] : nil,
        maxLineLength: limits.maxLineLength)
    }
    // `highlight`'s reasons for a text no grammar can highlight.
    let unavailable: HighlightFallback? =
      if let resolvedLanguage {
        grammar == nil ? .noGrammar(language: resolvedLanguage.name) : nil
      } else {
        .unknownLanguage
      }
    let document = IncrementalDocument(
      text: text, language: resolvedLanguage, highlighter: lineHighlighter,
      plains: themes.map(\.defaultStyle), limits: limits, unavailable: unavailable)
    let update = document.highlightAll(Self.budget(limits, flag))
    // A cancelled open keeps nothing: the client was told it failed.
    guard flag.commit() else { throw .cancelled }
    // Checked again as it is stored: other documents may have been opened meanwhile.
    try store(document, as: id)
    let shown = document.delivered(update)
    var members: [(String, JSONReply)] = [
      ("id", .string(id)),
      ("language", document.language.map { .string($0.identifier) } ?? .null),
      (
        "themes",
        .array(
          zip(names, themes).map { name, theme in
            .object([
              ("name", .string(name)), ("foreground", .string(theme.foreground.hex)),
              ("background", .string(theme.background.hex)),
            ])
          })
      ),
      ("lineCount", .int(document.lineCount)),
    ]
    if let fallback = shown.fallback { members.append(("fallback", .string(fallback.description))) }
    members.append(("lines", Self.reply(shown.changed)))
    return .object(members)
  }

  /// `{id, changes: [{range?: {start: {line, character}, end}, text}]}` → the lines replaced,
  /// the runs of every line whose tokens changed, and the `fallback` reason when the
  /// document is shown plain. A cancelled change is applied all the same, whether it was
  /// cancelled while queued or while highlighted (the text is the client's); its answer is
  /// -32800 and the next answer replaces every line.
  func change(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id", "changes"])
    let id = try Self.documentID(params)
    guard let document = lookup(id) else {
      throw .invalidParams("params.id", "no open document '\(id)'")
    }
    guard let list = try params.objects("changes") else {
      throw .invalidParams("params.changes", "an array of changes is required")
    }
    var changes: [IncrementalDocument.Change] = []
    // At most what the document holds after the changes (deleted text is not subtracted),
    // counted before any text is cut into lines.
    var bound = (bytes: document.byteCount, lines: document.lineCount)
    for change in list {
      try change.rejectUnknown(["range", "text", "rangeLength"])
      let text = try change.string("text")
      let added = DocumentLines.lineCount(text)
      var range: IncrementalDocument.Change.Range?
      if let object = try change.nested("range") {
        let span = Self.ordered(
          try Self.position(object, "start"), try Self.position(object, "end"))
        range = span
        let last = bound.lines - 1
        let removed = max(0, min(span.end.line, last) - min(span.start.line, last))
        bound = (bound.bytes + text.utf8.count, bound.lines - removed + added - 1)
      } else {
        bound = (text.utf8.count, added)
      }
      changes.append(IncrementalDocument.Change(range: range, text: text))
    }
    try reserve(bound, for: document, id: id)
    // No cancellation check before applying: the text is the client's and later changes are
    // ranges in it. A cancelled change is applied; only its highlighting is cut short.
    let update = document.apply(changes, Self.budget(document.limits, flag))
    lock.withLock {
      quota.add(bytes: document.byteCount - bound.bytes, lines: document.lineCount - bound.lines)
    }
    guard flag.commit() else {
      document.missedAnswer()
      throw .cancelled
    }
    let shown = document.delivered(update)
    var members: [(String, JSONReply)] = [
      ("id", .string(id)), ("lineCount", .int(document.lineCount)),
      (
        "replaced",
        .object([
          ("start", .int(shown.start)), ("oldCount", .int(shown.oldCount)),
          ("newCount", .int(shown.newCount)),
        ])
      ),
    ]
    if let fallback = shown.fallback { members.append(("fallback", .string(fallback.description))) }
    members.append(("lines", Self.reply(shown.changed)))
    return .object(members)
  }

  /// Checks that a document of `size` may be opened as `id`: fewer than `maxDocuments` are
  /// open (or `id` is one of them) and the open documents stay within their quota.
  private func checkRoom(for id: String, _ size: (bytes: Int, lines: Int)) throws(RPCError) {
    // `withLock` rethrows untyped, so the typed error leaves the lock as a `Result`.
    try lock.withLock { Result { () throws(RPCError) in try checkRoomLocked(for: id, size) } }
      .get()
  }

  /// `checkRoom`, with the lock held.
  private func checkRoomLocked(for id: String, _ size: (bytes: Int, lines: Int)) throws(RPCError) {
    let replaced = documents[id]
    guard replaced != nil || documents.count < Self.maxDocuments else {
      throw .overLimit(
        "params.id", "\(Self.maxDocuments) documents are open already",
        limit: Self.maxDocuments)
    }
    try quota.check(
      bytes: size.bytes - (replaced?.byteCount ?? 0),
      lines: size.lines - (replaced?.lineCount ?? 0), field: "params.text")
  }

  /// Stores `document` under `id` unless that would pass `maxDocuments` or the quota.
  private func store(_ document: IncrementalDocument, as id: String) throws(RPCError) {
    try lock.withLock {
      Result { () throws(RPCError) in
        try checkRoomLocked(for: id, (document.byteCount, document.lineCount))
        let replaced = documents.updateValue(document, forKey: id)
        quota.add(
          bytes: document.byteCount - (replaced?.byteCount ?? 0),
          lines: document.lineCount - (replaced?.lineCount ?? 0))
      }
    }.get()
  }

  /// Reserves what `document` may hold after a change (`bound`), or refuses the change and
  /// closes the document: the client's text now differs from the server's, so the editor must
  /// open it again (as after a change refused as busy).
  private func reserve(
    _ bound: (bytes: Int, lines: Int), for document: IncrementalDocument, id: String
  ) throws(RPCError) {
    let refused: RPCError? = lock.withLock {
      do throws(RPCError) {
        try DocumentQuota.checkDocument(
          bytes: bound.bytes, lines: bound.lines, field: "params.changes")
        try quota.check(
          bytes: bound.bytes - document.byteCount, lines: bound.lines - document.lineCount,
          field: "params.changes")
      } catch {
        if documents[id] === document {
          documents[id] = nil
          quota.add(bytes: -document.byteCount, lines: -document.lineCount)
        }
        return error
      }
      quota.add(bytes: bound.bytes - document.byteCount, lines: bound.lines - document.lineCount)
      return nil
    }
    if let refused {
      throw RPCError(
        code: refused.code, message: refused.message + "; the document was closed, open it again",
        data: refused.data)
    }
  }

  /// One request's time budget, also over once the request is cancelled.
  private static func budget(_ limits: HighlightLimits, _ flag: CancellationFlag) -> PassBudget {
    PassBudget(seconds: limits.timeLimit, cancellation: flag.highlight)
  }

  /// `{id}`.
  func close(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id"])
    let id = try Self.documentID(params)
    guard flag.commit() else { throw .cancelled }
    let removed = lock.withLock {
      let removed = documents.removeValue(forKey: id)
      if let removed { quota.add(bytes: -removed.byteCount, lines: -removed.lineCount) }
      return removed
    }
    guard removed != nil else { throw .invalidParams("params.id", "no open document '\(id)'") }
    return .null
  }

  /// The document `id` (tests compare it with highlighting from scratch).
  func lookup(_ id: String) -> IncrementalDocument? {
    lock.withLock { documents[id] }
  }

  private static func position(_ range: RequestParams, _ key: String) throws(RPCError) -> (
    line: Int, character: Int
  ) {
    guard let point = try range.nested(key) else {
      throw .invalidParams("\(range.path).\(key)", "a position {line, character} is required")
    }
    guard let line = try point.int("line", in: 0...Int(Int32.max)),
      let character = try point.int("character", in: 0...Int(Int32.max))
    else {
      throw .invalidParams("\(point.path)", "line and character are required")
    }
    return (line, character)
  }

  /// The range from the earlier position to the later: LSP text documents take a range whose
  /// end comes before its start as the same range with its ends swapped.
  private static func ordered(
    _ first: (line: Int, character: Int), _ second: (line: Int, character: Int)
  ) -> IncrementalDocument.Change.Range {
    (first.line, first.character) <= (second.line, second.character)
      ? (start: first, end: second) : (start: second, end: first)
  }

  private static func reply(_ lines: [(line: Int, runs: LineRuns)]) -> JSONReply {
    .array(lines.map { .object([("line", .int($0.line)), ("runs", $0.runs.reply)]) })
  }
}
