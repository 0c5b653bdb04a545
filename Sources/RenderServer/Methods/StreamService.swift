import Foundation
import RenderJobs
import RenderSupport

/// `stream/open`, `stream/append`, `stream/close` (and MCP's `stream_*` tools, which call the
/// same three): a note whose text arrives in deltas (an agent's answer), answered after each
/// delta with the blocks that became final, each with a stable id, and the open tail as it
/// stands (`NoteBlockStream`), so a client's list updates only its last rows. The final
/// blocks of all answers followed by the last tail are `note/render`'s output of the whole
/// text in the same format.
///
/// Requests may run on any worker. The servers keep one stream's requests in the order they
/// were sent (a serial lane per id); each stream's own lock makes what is done to it one
/// step at a time whoever calls, so two deltas never interleave and a delta racing a close
/// finds the stream closed, while different streams go on in parallel. The store's lock is
/// held only to find, add or drop a stream.
final class StreamService: @unchecked Sendable {
  /// Streams open at once on one connection.
  static let maxStreams = 64
  /// The text one stream may receive, in UTF-8 bytes (a note's text, as `note/render` takes).
  static let maxStreamBytes = 16 << 20

  private let jobs: JobMethods
  private let maxStreams: Int
  private let maxStreamBytes: Int
  private let lock = NSLock()
  private var streams: [String: OpenStream] = [:]

  /// One open stream and the lock its requests take in turn.
  private final class OpenStream: @unchecked Sendable {
    private let lock = NSLock()
    let stream: NoteBlockStream
    let format: String
    /// Set under `lock` by the close (or the delta over the size) that ends the stream: a
    /// request that found the stream before then and ran after fails as an unknown id.
    var closed = false
    /// What answers that were cancelled would have carried (final pieces, the front
    /// matter): their deltas were taken, so the next answer carries it instead, and the
    /// client still gets every piece once.
    var undelivered = NoteBlockStream.Update()

    init(_ stream: NoteBlockStream, format: String) {
      self.stream = stream
      self.format = format
    }

    /// Runs `body` holding the stream's lock.
    func locked<T>(_ body: () throws(RPCError) -> T) throws(RPCError) -> T {
      lock.lock()
      defer { lock.unlock() }
      return try body()
    }
  }

  init(
    jobs: JobMethods, maxStreams: Int = StreamService.maxStreams,
    maxStreamBytes: Int = StreamService.maxStreamBytes
  ) {
    self.jobs = jobs
    self.maxStreams = maxStreams
    self.maxStreamBytes = maxStreamBytes
  }

  /// The lane of a stream's requests whose params hold its `id` (`serve`); none for an
  /// over-long id (it fails at once).
  static let lane = RPCMethod.Placement.serial { params in StreamService.laneKey(params) }

  /// The lane of a `tools/call` of a stream tool (MCP): the id is in its `arguments`.
  static let toolLane = RPCMethod.Placement.serial { params in
    (try? params.nested("arguments")).flatMap(StreamService.laneKey)
  }

  private static func laneKey(_ params: RequestParams) -> String? {
    params.value.objectValue?["id"]?.stringValue.flatMap {
      $0.utf8.count <= DocumentStore.maxIDBytes ? "stream:" + $0 : nil
    }
  }

  /// The fields `open` takes.
  static let openFields: Set<String> = [
    "id", "format", "width", "theme", "unsafeHtml", "headingIds", "highlight", "smart",
    "hardBreaks", "limits",
  ]

  /// `{id, format?, width?, theme?, unsafeHtml?, headingIds?, highlight?, smart?,
  /// hardBreaks?, limits?}` → `{id, format, final: [], tail}`. An id that is open already is
  /// refused (its deltas would otherwise go to a new stream unnoticed): close it first.
  func open(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(Self.openFields)
    let id = try DocumentStore.documentID(params)
    let (request, format) = try jobs.noteRequest(params)
    guard flag.commit() else { throw .cancelled }
    let opened = OpenStream(NoteBlockStream(request), format: format)
    try lock.withLock {
      Result { () throws(RPCError) in
        guard streams[id] == nil else {
          throw .invalidParams(
            params.field("id"), "the stream '\(id)' is open already; close it first")
        }
        guard streams.count < maxStreams else {
          throw .overLimit(
            params.field("id"), "\(maxStreams) streams are open already (close one first)",
            limit: maxStreams)
        }
        streams[id] = opened
      }
    }.get()
    return Self.reply(id: id, format: format, NoteBlockStream.Update(), closed: false)
  }

  /// `{id, text}` (a delta: any cut of the text) → `{id, format, final, tail, …}`.
  func append(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id", "text"])
    let id = try DocumentStore.documentID(params)
    let text = try params.string("text")
    let open = try lookup(id, params)
    // The delta is the client's text: it is taken whatever happens to the answer, or every
    // later delta would follow the wrong text.
    let update = try open.locked { () throws(RPCError) in
      guard !open.closed else { throw Self.unknown(id, params) }
      let total = open.stream.byteCount + text.utf8.count
      if total > maxStreamBytes {
        open.closed = true
        drop(id, open)
        throw .overLimit(
          params.field("text"),
          "the stream would hold \(total) bytes, over the limit of \(maxStreamBytes); "
            + "the stream was closed",
          limit: maxStreamBytes)
      }
      return try Self.deliver(open.stream.append(text.utf8), to: open, flag)
    }
    return Self.reply(id: id, format: open.format, update, closed: false)
  }

  /// `update` after what cancelled answers left undelivered, if this answer will reach the
  /// client; else kept for the next answer (a cancelled request is answered `cancelled`, or
  /// under MCP not at all). Under the stream's lock.
  private static func deliver(
    _ update: NoteBlockStream.Update, to open: OpenStream, _ flag: CancellationFlag
  ) throws(RPCError) -> NoteBlockStream.Update {
    var merged = update
    merged.final = open.undelivered.final + update.final
    merged.frontMatter = open.undelivered.frontMatter ?? update.frontMatter
    guard flag.commit() else {
      open.undelivered = merged
      throw .cancelled
    }
    open.undelivered = NoteBlockStream.Update()
    return merged
  }

  /// `{id}` → the rest, final: `{id, format, final, tail: empty, …}`; the id is free again.
  func close(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id"])
    let id = try DocumentStore.documentID(params)
    let open = try lookup(id, params)
    let update = try open.locked { () throws(RPCError) in
      guard !open.closed else { throw Self.unknown(id, params) }
      // A cancelled close leaves the stream open (the client may close it again).
      guard flag.commit() else { throw .cancelled }
      open.closed = true
      drop(id, open)
      var update = open.stream.close()
      update.final = open.undelivered.final + update.final
      update.frontMatter = open.undelivered.frontMatter ?? update.frontMatter
      return update
    }
    return Self.reply(id: id, format: open.format, update, closed: true)
  }

  /// Streams open now.
  var openCount: Int { lock.withLock { streams.count } }

  private func lookup(_ id: String, _ params: RequestParams) throws(RPCError) -> OpenStream {
    guard let open = lock.withLock({ streams[id] }) else { throw Self.unknown(id, params) }
    return open
  }

  /// Forgets `open` under `id` (not a stream opened under the same id since).
  private func drop(_ id: String, _ open: OpenStream) {
    lock.withLock {
      if streams[id] === open { streams[id] = nil }
    }
  }

  private static func unknown(_ id: String, _ params: RequestParams) -> RPCError {
    .invalidParams(
      params.field("id"), "no open stream '\(id)' (open it first; a closed one is gone)")
  }

  /// The answer: final pieces as `{id, block}` (JSON model) or `{id, text}`, the tail as an
  /// array of blocks or one text, and in the JSON model the footnotes and, once settled, the
  /// front matter.
  static func reply(id: String, format: String, _ update: NoteBlockStream.Update, closed: Bool)
    -> JSONReply
  {
    func content(_ content: NoteBlockStream.Content) -> (String, JSONReply) {
      switch content {
      case .block(let value): return ("block", .value(value))
      case .text(let text): return ("text", .string(text))
      }
    }
    var members: [(String, JSONReply)] = [
      ("id", .string(id)), ("format", .string(format)),
      (
        "final",
        .array(update.final.map { .object([("id", .int($0.id)), content($0.content)]) })
      ),
    ]
    if format == "json" {
      members.append(
        (
          "tail",
          .array(
            update.tail.map { if case .block(let value) = $0 { .value(value) } else { .null } })
        ))
      members.append(("footnotes", .array(update.footnotes.map { .value($0) })))
      if let frontMatter = update.frontMatter {
        members.append(("frontMatter", .value(frontMatter)))
      }
    } else {
      let text = update.tail.map { if case .text(let text) = $0 { text } else { "" } }.joined()
      members.append(("tail", .string(text)))
    }
    members.append(("closed", .bool(closed)))
    return .object(members)
  }
}
