import Foundation
import RenderSupport

/// The limits of one server process.
public struct ServerLimits: Sendable {
  public var frames: FrameLimits
  /// Worker threads (one tokenizer each): all cores by default.
  public var workers: Int
  /// Requests that may wait for a worker; more are answered "server busy".
  public var queueCapacity: Int
  /// Bytes of requests that may wait for a worker.
  public var maxQueuedBytes: Int

  public init(
    frames: FrameLimits = FrameLimits(),
    workers: Int = ProcessorCount.active, queueCapacity: Int = 256,
    maxQueuedBytes: Int = 64 << 20
  ) {
    self.frames = frames
    self.workers = workers
    self.queueCapacity = queueCapacity
    self.maxQueuedBytes = maxQueuedBytes
  }
}

/// A JSON-RPC 2.0 server over one byte stream in and one out (stdio, pipes).
///
/// The reading thread cuts frames, parses them and either answers at once (lifecycle,
/// cancellation, in-order methods) or queues the request for a worker; answers go out as they
/// finish, so they may come out of order (clients match them by `id`). Batches are answered
/// with one array once all their requests are done (§6). Nothing a client sends ends the
/// server except `exit` and the end of its input.
public final class RPCServer: @unchecked Sendable {
  private let methods: MethodTable
  private let reader: FrameReader
  private let writer: FrameWriter
  private let pool: WorkerPool
  private let limits: ServerLimits
  private let lock = NSLock()
  private var inFlight: [String: InFlightRequest] = [:]
  /// Lanes (documents) that lost an edit the queue refused as busy: their server-side text
  /// is no longer the client's, so every edit that arrives after the loss fails until an open
  /// (or close) arrives. Kept in arrival order on the reading thread, so an edit sent before
  /// the loss still applies. Bounded: a flood of refusals cannot grow it past the cap.
  private var lostEdits: Set<String> = []
  private static let maxLostEdits = 4096
  private var shutDown = false
  private var exitStatus: Int32?

  init(methods: MethodTable, reader: FrameReader, writer: FrameWriter, limits: ServerLimits) {
    self.methods = methods
    self.reader = reader
    self.writer = writer
    self.limits = limits
    pool = WorkerPool(
      threads: limits.workers, capacity: limits.queueCapacity,
      maxQueuedBytes: limits.maxQueuedBytes)
  }

  /// A server reading `input` and writing `output` (file descriptors) in `framing`.
  public convenience init(
    methods: MethodTable, input: Int32, output: Int32, framing: Framing,
    limits: ServerLimits = ServerLimits()
  ) {
    self.init(
      methods: methods,
      reader: FrameReader(descriptor: input, framing: framing, limits: limits.frames),
      writer: FrameWriter(descriptor: output, framing: framing), limits: limits)
  }

  /// Serves until `exit` or the end of the input, then waits for the requests in flight;
  /// returns the exit status (LSP: 0, or 1 for an `exit` without `shutdown` first).
  public func run() -> Int32 {
    loop: while !writer.isBroken {
      switch reader.next() {
      case .end: break loop
      case .oversized(let size):
        let sizeText = size.map { "of \($0) bytes " } ?? ""
        send(
          id: .null,
          .failure(
            RPCError(
              code: RPCError.invalidRequestCode,
              message:
                "request \(sizeText)is over the limit of \(limits.frames.maxMessageBytes) bytes; it was skipped unread",
              data: .object([
                // The size a JSON line has is its own; a frame's is its header's.
                ("field", .string(reader.framing == .jsonLines ? "line" : "Content-Length")),
                ("limit", .int(limits.frames.maxMessageBytes)),
              ]))))
      case .malformed(let message, let field):
        send(
          id: .null,
          .failure(.parseError(message, data: .object([("field", .string(field))]))))
      case .message(let bytes):
        handle(bytes)
      }
      if exitRequested { break }
    }
    pool.drain()
    pool.stop()
    return lock.withLock { exitStatus ?? 0 }
  }

  private var exitRequested: Bool {
    lock.withLock { exitStatus != nil }
  }

  private func handle(_ bytes: [UInt8]) {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      send(
        id: .null,
        .failure(
          .parseError(
            "not JSON: \(error.message) at byte \(error.offset)",
            data: .object([("offset", .int(error.offset))]))))
      return
    }
    guard case .array(let elements) = value else {
      dispatch(value, cost: bytes.count, batch: nil)
      return
    }
    guard !elements.isEmpty else {
      send(id: .null, .failure(.invalidRequest("a batch must not be empty", field: "batch")))
      return
    }
    let batch = Batch(count: elements.count, writer: writer)
    for element in elements {
      dispatch(element, cost: bytes.count / elements.count, batch: batch)
    }
  }

  /// Answers one request (to its batch, when it is in one).
  private func dispatch(_ value: JSONValue, cost: Int, batch: Batch?) {
    let request: RPCRequest
    switch RPCRequest.parse(value, acceptsNullID: methods.acceptsNullID) {
    case .failure(let failure):
      reply(id: failure.id ?? .null, .failure(failure.error), batch: batch)
      return
    case .success(let parsed): request = parsed
    }
    let answer: (Result<JSONReply, RPCError>) -> Void = { [self] result in
      if let id = request.id {
        reply(id: id, result, batch: batch)
      } else {
        batch?.skip()
      }
    }
    let isShutDown = lock.withLock { shutDown }
    switch request.method {
    case "$/cancelRequest", "notifications/cancelled":
      cancel(request.params, answerNow: request.method == "$/cancelRequest")
      if request.id != nil { answer(.success(.null)) } else { batch?.skip() }
      return
    case "shutdown":
      lock.withLock { shutDown = true }
      answer(.success(.null))
      return
    case "exit":
      lock.withLock { exitStatus = isShutDown ? 0 : 1 }
      batch?.skip()
      return
    default:
      break
    }
    // LSP: a request after `shutdown` is an invalid request; only `exit` may follow.
    if isShutDown {
      answer(.failure(.invalidRequest("the server is shutting down: only exit may follow")))
      return
    }
    guard let named = methods[request.method] else {
      if request.id != nil {
        answer(.failure(.methodNotFound(request.method)))
      } else {
        batch?.skip()  // §4.1: a notification is never answered, not even with an error
      }
      return
    }
    let method = named.resolve?(request.params) ?? named
    let lane: String?
    switch method.placement {
    case .inOrder:
      answer(Self.call(method, request.params, CancellationFlag()))
      return
    case .concurrent: lane = nil
    case .serial(let key): lane = key(request.params)
    }
    var doomed = false
    if let lane {
      lock.withLock {
        switch method.laneRole {
        case .resets: lostEdits.remove(lane)
        case .edits: doomed = lostEdits.contains(lane)
        case .neutral: break
        }
      }
    }
    let running = InFlightRequest(answer, skip: { batch?.skip() })
    let flag = running.flag
    let key = request.id.map { $0.compactText() }
    if let key {
      lock.withLock { inFlight[key] = running }
    }
    let admission = pool.submit(cost: cost, lane: lane) { [self] in
      let result: Result<JSONReply, RPCError> =
        if doomed {
          method.refused(
            .invalidParams(
              "params.id",
              // A stream cannot be opened over itself: it is closed first.
              lane?.hasPrefix("stream:") == true
                ? "the stream missed a delta the server refused as busy; close it and open it again"
                : "the document missed a change the server refused as busy; open it again"))
        } else if flag.isCancelled && !method.runsWhenCancelled {
          .failure(.cancelled)
        } else {
          Self.call(method, request.params, flag)
        }
      if let key {
        lock.withLock {
          if inFlight[key] === running { inFlight[key] = nil }
        }
      }
      running.answer(result)
    }
    if admission != .accepted {
      if let lane, method.laneRole == .edits {
        lock.withLock {
          if lostEdits.count < Self.maxLostEdits { lostEdits.insert(lane) }
        }
      }
      if let key {
        lock.withLock {
          if inFlight[key] === running { inFlight[key] = nil }
        }
      }
      running.answer(
        method.refused(
          admission == .laneFull
            ? .busy(laneShare: pool.maxQueuedPerLane) : .busy(capacity: pool.capacity)))
    }
  }

  private static func call(_ method: RPCMethod, _ params: RequestParams, _ flag: CancellationFlag)
    -> Result<JSONReply, RPCError>
  {
    do throws(RPCError) {
      return .success(try method.handler(params, flag))
    } catch {
      return .failure(error)
    }
  }

  /// `$/cancelRequest {id}` (LSP) or `notifications/cancelled {requestId}` (MCP). The
  /// request stops at its next budget check; unless it has committed its own answer, under
  /// LSP it is answered `RequestCancelled` at once (a command that checks no budget for a
  /// while keeps its worker meanwhile, but its client is not kept waiting), and under MCP it
  /// is never answered (MCP's cancellation rule).
  private func cancel(_ params: RequestParams, answerNow: Bool) {
    guard let object = params.value.objectValue, let id = object["id"] ?? object["requestId"]
    else { return }
    let running = lock.withLock { inFlight[id.compactText()] }
    guard let running, running.flag.cancel() else { return }
    if answerNow {
      running.answer(.failure(.cancelled))
    } else {
      // MCP: "receivers … SHOULD NOT send a response for the cancelled request", so none
      // is sent, now or when the work stops.
      running.drop()
    }
  }

  private func reply(id: JSONValue, _ result: Result<JSONReply, RPCError>, batch: Batch?) {
    let message = Self.response(id: id, result)
    if let batch { batch.add(message) } else { writer.send(message) }
  }

  private func send(id: JSONValue, _ result: Result<JSONReply, RPCError>) {
    writer.send(Self.response(id: id, result))
  }

  static func response(id: JSONValue, _ result: Result<JSONReply, RPCError>) -> JSONReply {
    switch result {
    case .success(let value):
      return .object([("jsonrpc", .string("2.0")), ("id", .value(id)), ("result", value)])
    case .failure(let error):
      return .object([("jsonrpc", .string("2.0")), ("id", .value(id)), ("error", error.reply)])
    }
  }
}

/// A request running on a worker: its cancellation flag and its answer, sent once (by the
/// worker when it finishes, or earlier by a cancellation; whichever comes second is dropped).
final class InFlightRequest: @unchecked Sendable {
  let flag = CancellationFlag()
  private let lock = NSLock()
  private var send: ((Result<JSONReply, RPCError>) -> Void)?
  private var skip: (() -> Void)?

  /// `skip` is what a dropped answer does instead (count it off its batch).
  init(_ send: @escaping (Result<JSONReply, RPCError>) -> Void, skip: @escaping () -> Void) {
    self.send = send
    self.skip = skip
  }

  func answer(_ result: Result<JSONReply, RPCError>) {
    take().send?(result)
  }

  /// Sends no answer, now or later.
  func drop() {
    take().skip?()
  }

  private func take() -> (
    send: ((Result<JSONReply, RPCError>) -> Void)?, skip: (() -> Void)?
  ) {
    lock.withLock {
      let taken = (send, skip)
      send = nil
      skip = nil
      return taken
    }
  }
}

/// The answers of one batch, sent as one array when the last request is done; a batch of
/// notifications only is not answered at all (§6).
final class Batch: @unchecked Sendable {
  private let lock = NSLock()
  private var remaining: Int
  private var answers: [JSONReply] = []
  private let writer: FrameWriter

  init(count: Int, writer: FrameWriter) {
    remaining = count
    self.writer = writer
  }

  func add(_ answer: JSONReply) { finish(answer) }

  func skip() { finish(nil) }

  private func finish(_ answer: JSONReply?) {
    let done: [JSONReply]? = lock.withLock {
      if let answer { answers.append(answer) }
      remaining -= 1
      return remaining == 0 ? answers : nil
    }
    if let done, !done.isEmpty { writer.send(.array(done)) }
  }
}
