import Foundation
import Highlight

/// `document/open`, `document/change`, `document/close`: documents an editor keeps open,
/// highlighted incrementally. Runs come per line (`line` from 0, offsets in UTF-16 units from
/// the line's start), as LSP positions count. The server runs the requests of one document
/// one after another (a serial lane per id), so a document is never used by two threads at
/// once; the store itself is shared.
final class DocumentStore: @unchecked Sendable {
  private let service: HighlightService
  private let lock = NSLock()
  private var documents: [String: IncrementalDocument] = [:]
  /// Open documents at once, and the bytes of one, so memory stays bounded.
  static let maxDocuments = 256
  static let maxDocumentBytes = 16 << 20
  /// The longest document id, in UTF-8 bytes: ids name lanes, hashed under the queue's lock.
  static let maxIDBytes = 1024

  /// The request's `id`, refused when longer than `maxIDBytes`.
  static func documentID(_ params: RequestParams) throws(RPCError) -> String {
    let id = try params.string("id")
    guard id.utf8.count <= maxIDBytes else {
      throw .invalidParams("params.id", "a document id is at most \(maxIDBytes) bytes")
    }
    return id
  }

  init(service: HighlightService) {
    self.service = service
  }

  /// `{id, text, language?|path?, theme?|themes?, limits?}` → every line's runs, and the
  /// `fallback` reason when the document is shown plain. `limits` are `highlight`'s, kept
  /// for every later change of the document.
  func open(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id", "text", "language", "path", "theme", "themes", "limits"])
    let id = try Self.documentID(params)
    let text = try params.string("text")
    guard text.utf8.count <= Self.maxDocumentBytes else {
      throw .invalidParams("params.text", "is over \(Self.maxDocumentBytes) bytes")
    }
    let language = try params.optionalString("language")
    let path = try params.optionalString("path")
    let highlighter = service.highlighter
    if let language, highlighter.languages.language(named: language) == nil {
      throw .invalidParams("params.language", "unknown language '\(language)'")
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
    guard hasRoom(for: id) else {
      throw .invalidParams("params.id", "\(Self.maxDocuments) documents are open already")
    }
    try flag.check()
    let (resolvedLanguage, grammar) = highlighter.resolve(
      code: text, path: path, language: language)
    let lineHighlighter = grammar.map {
      LineHighlighter(
        grammar: $0, theme: themes[0], alternateTheme: themes.count > 1 ? themes[1] : nil,
        maxLineLength: limits.maxLineLength)
    }
    // `highlight`'s reasons for a text no grammar can highlight.
    let unavailable: String? =
      if let resolvedLanguage {
        grammar == nil ? "no grammar for \(resolvedLanguage.name)" : nil
      } else {
        "unknown language"
      }
    let document = IncrementalDocument(
      text: text, language: resolvedLanguage, highlighter: lineHighlighter,
      plains: themes.map(\.defaultStyle), limits: limits, unavailable: unavailable)
    let update = document.highlightAll(Self.budget(limits, flag))
    // A cancelled open keeps nothing: the client was told it failed.
    guard flag.commit() else { throw .cancelled }
    // Checked again as it is stored: other documents may have been opened meanwhile.
    guard store(document, as: id) else {
      throw .invalidParams("params.id", "\(Self.maxDocuments) documents are open already")
    }
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
    if let fallback = shown.fallback { members.append(("fallback", .string(fallback))) }
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
    var added = 0
    for change in list {
      try change.rejectUnknown(["range", "text", "rangeLength"])
      let text = try change.string("text")
      added += text.utf8.count
      var range: IncrementalDocument.Change.Range?
      if let object = try change.nested("range") {
        range = (try Self.position(object, "start"), try Self.position(object, "end"))
      }
      changes.append(IncrementalDocument.Change(range: range, text: text))
    }
    guard document.byteCount + added <= Self.maxDocumentBytes else {
      throw .invalidParams(
        "params.changes", "the document would be over \(Self.maxDocumentBytes) bytes")
    }
    // No cancellation check before applying: the text is the client's and later changes are
    // ranges in it. A cancelled change is applied; only its highlighting is cut short.
    let update = document.apply(changes, Self.budget(document.limits, flag))
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
    if let fallback = shown.fallback { members.append(("fallback", .string(fallback))) }
    members.append(("lines", Self.reply(shown.changed)))
    return .object(members)
  }

  /// Whether `id` may be opened: it is open already, or fewer than `maxDocuments` are.
  private func hasRoom(for id: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return documents[id] != nil || documents.count < Self.maxDocuments
  }

  /// Stores `document` under `id` unless that would make more than `maxDocuments`.
  private func store(_ document: IncrementalDocument, as id: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard documents[id] != nil || documents.count < Self.maxDocuments else { return false }
    documents[id] = document
    return true
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
    lock.lock()
    let removed = documents.removeValue(forKey: id)
    lock.unlock()
    guard removed != nil else { throw .invalidParams("params.id", "no open document '\(id)'") }
    return .null
  }

  /// The document `id` (tests compare it with highlighting from scratch).
  func lookup(_ id: String) -> IncrementalDocument? {
    lock.lock()
    defer { lock.unlock() }
    return documents[id]
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

  private static func reply(_ lines: [(line: Int, runs: LineRuns)]) -> JSONReply {
    .array(lines.map { .object([("line", .int($0.line)), ("runs", $0.runs.reply)]) })
  }
}
