import Foundation
import RenderJobs
import RenderSupport

/// `stream/open`, `stream/append`, `stream/close`: a note whose text arrives in deltas (an
/// agent's answer), answered after each delta with the blocks that became final, each with a
/// stable id, and the open tail as it stands (`NoteBlockStream`), so a client's list updates
/// only its last rows. The final blocks of all answers followed by the last tail are
/// `note/render`'s output of the whole text in the same format.
///
/// The server runs the requests of one stream one after another (a serial lane per id); the
/// store is shared.
final class StreamService: @unchecked Sendable {
  /// Streams open at once on one connection.
  static let maxStreams = 64
  /// The text one stream may receive, in UTF-8 bytes (a note's text, as `note/render` takes).
  static let maxStreamBytes = 16 << 20

  private let jobs: JobMethods
  private let lock = NSLock()
  private var streams: [String: Entry] = [:]

  private struct Entry {
    let stream: NoteBlockStream
    let format: String
  }

  init(jobs: JobMethods) {
    self.jobs = jobs
  }

  /// The lane of a stream's requests (none for an over-long id: it fails at once).
  static let lane = RPCMethod.Placement.serial { params in
    params.value.objectValue?["id"]?.stringValue.flatMap {
      $0.utf8.count <= DocumentStore.maxIDBytes ? "stream:" + $0 : nil
    }
  }

  /// `{id, format?, width?, theme?, unsafeHtml?, headingIds?, highlight?, smart?,
  /// hardBreaks?, limits?}` → `{id, format, final: [], tail}`. An open id starts over.
  func open(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown([
      "id", "format", "width", "theme", "unsafeHtml", "headingIds", "highlight", "smart",
      "hardBreaks", "limits",
    ])
    let id = try DocumentStore.documentID(params)
    let (request, format) = try jobs.noteRequest(params)
    guard flag.commit() else { throw .cancelled }
    let entry = Entry(stream: NoteBlockStream(request), format: format)
    try lock.withLock {
      Result { () throws(RPCError) in
        guard streams[id] != nil || streams.count < Self.maxStreams else {
          throw .overLimit(
            "params.id", "\(Self.maxStreams) streams are open already", limit: Self.maxStreams)
        }
        streams[id] = entry
      }
    }.get()
    return Self.reply(id: id, format: format, NoteBlockStream.Update(), closed: false)
  }

  /// `{id, text}` (a delta: any cut of the text) → `{id, format, final, tail, …}`.
  func append(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id", "text"])
    let id = try DocumentStore.documentID(params)
    let text = try params.string("text")
    let entry = try lookup(id)
    let total = entry.stream.byteCount + text.utf8.count
    if total > Self.maxStreamBytes {
      lock.withLock { streams[id] = nil }
      throw .overLimit(
        "params.text",
        "the stream would hold \(total) bytes, over the limit of \(Self.maxStreamBytes); "
          + "the stream was closed",
        limit: Self.maxStreamBytes)
    }
    // The delta is the client's text: it is taken whatever happens to the answer, or every
    // later delta would follow the wrong text.
    let update = entry.stream.append(text.utf8)
    return Self.reply(id: id, format: entry.format, update, closed: false)
  }

  /// `{id}` → the rest, final: `{id, format, final, tail: empty, …}`; the id is free again.
  func close(_ params: RequestParams, _ flag: CancellationFlag) throws(RPCError) -> JSONReply {
    try params.rejectUnknown(["id"])
    let id = try DocumentStore.documentID(params)
    let entry = try lookup(id)
    lock.withLock { streams[id] = nil }
    return Self.reply(id: id, format: entry.format, entry.stream.close(), closed: true)
  }

  private func lookup(_ id: String) throws(RPCError) -> Entry {
    guard let entry = lock.withLock({ streams[id] }) else {
      throw .invalidParams("params.id", "no open stream '\(id)'")
    }
    return entry
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
