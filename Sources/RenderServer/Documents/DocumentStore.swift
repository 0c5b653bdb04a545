import Foundation
import Highlight

/// `document/open`, `document/change`, `document/close`: documents an editor keeps open,
/// highlighted incrementally. Runs come per line (`line` from 0, offsets in UTF-16 units from
/// the line's start), as LSP positions count.
final class DocumentStore: @unchecked Sendable {
  private let service: HighlightService
  private let lock = NSLock()
  private var documents: [String: IncrementalDocument] = [:]
  /// Open documents at once, and the bytes of one, so memory stays bounded.
  static let maxDocuments = 256
  static let maxDocumentBytes = 16 << 20

  init(service: HighlightService) {
    self.service = service
  }

  /// `{id, text, language?|path?, theme?|themes?}` → every line's runs.
  func open(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id", "text", "language", "path", "theme", "themes"])
    let id = try params.string("id")
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
    let themes = names.map { HighlightService.themes[$0]! }
    lock.lock()
    let count = documents.count
    let isOpen = documents[id] != nil
    lock.unlock()
    guard isOpen || count < Self.maxDocuments else {
      throw .invalidParams("params.id", "\(Self.maxDocuments) documents are open already")
    }
    let resolved = highlighter.resolve(code: text, path: path, language: language)
    let lineHighlighter = resolved.1.map {
      LineHighlighter(
        grammar: $0, theme: themes[0], alternateTheme: themes.count > 1 ? themes[1] : nil)
    }
    let document = IncrementalDocument(
      text: text, language: resolved.0, highlighter: lineHighlighter,
      plains: themes.map(\.defaultStyle), maxLineLength: HighlightLimits().maxLineLength)
    lock.lock()
    documents[id] = document
    lock.unlock()
    let lines = (0..<document.lineCount).map { ($0, document.runs(ofLine: $0)) }
    return .object([
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
      ("lines", Self.reply(lines)),
    ])
  }

  /// `{id, changes: [{range?: {start: {line, character}, end}, text}]}` → the lines replaced
  /// and the runs of every line whose tokens changed.
  func change(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id", "changes"])
    let id = try params.string("id")
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
    let update = document.apply(changes)
    return .object([
      ("id", .string(id)), ("lineCount", .int(document.lineCount)),
      (
        "replaced",
        .object([
          ("start", .int(update.start)), ("oldCount", .int(update.oldCount)),
          ("newCount", .int(update.newCount)),
        ])
      ),
      ("lines", Self.reply(update.changed)),
    ])
  }

  /// `{id}`.
  func close(_ params: RequestParams) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id"])
    let id = try params.string("id")
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
