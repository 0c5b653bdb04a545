import Foundation
import Highlight

/// Set by `$/cancelRequest` (or MCP's `notifications/cancelled`); handlers look at it at
/// their budget checks and stop with `RequestCancelled`. Highlighting passes see it through
/// `highlight`, at every time-budget check of every thread.
///
/// A handler that changes state a later request depends on (an open document) calls
/// `commit` before it answers: from then on a cancellation no longer answers for it, so the
/// client never misses the answer of a change the server kept.
public final class CancellationFlag: @unchecked Sendable {
  /// The flag as the highlighter's budgets read it.
  public let highlight = HighlightCancellation()
  private let lock = NSLock()
  private var committed = false

  public init() {}

  public var isCancelled: Bool { highlight.isCancelled }

  /// Cancels the request; true when it may be answered `RequestCancelled` at once (it has
  /// not committed its answer).
  @discardableResult func cancel() -> Bool {
    lock.withLock {
      highlight.cancel()
      return !committed
    }
  }

  /// Promises the handler's own answer; false (nothing promised) when it was cancelled
  /// first, and the handler must then throw `RequestCancelled` and keep no change.
  public func commit() -> Bool {
    lock.withLock {
      guard !highlight.isCancelled else { return false }
      committed = true
      return true
    }
  }

  /// Throws `RequestCancelled` once the request has been cancelled.
  public func check() throws(RPCError) {
    if isCancelled { throw RPCError.cancelled }
  }
}

/// One method a server answers.
public struct RPCMethod: Sendable {
  /// Where a method runs.
  public enum Placement: Sendable {
    /// On the reading thread, in arrival order: methods that change state later requests
    /// depend on (documents, the lifecycle) or that cost nothing.
    case inOrder
    /// On any worker, concurrently with others; answers may overtake earlier requests.
    case concurrent
    /// On any worker, but after every earlier request whose params give the same lane (a
    /// document's id): a serial lane per key, so edits to one document apply in the order
    /// they were sent while other documents and methods go on. No lane (nil) is concurrent.
    case serial(lane: @Sendable (RequestParams) -> String?)
  }

  public typealias Handler =
    @Sendable (RequestParams, CancellationFlag) throws(RPCError)
    -> JSONReply

  public var placement: Placement
  public var handler: Handler
  /// Runs even when cancelled before it started: a document's change holds the client's
  /// text, which must be applied whatever happens to its answer (cancellation then cuts only
  /// the highlighting), or every later change would apply to the wrong text.
  public var runsWhenCancelled = false
  /// What the request does to its lane's text (a document's), which decides what a change
  /// the queue refused as busy means for the requests after it.
  public var laneRole = LaneRole.neutral

  /// See `laneRole`.
  public enum LaneRole: Sendable {
    case neutral
    /// Replaces the lane's text (`document/open`) or ends it (`document/close`).
    case resets
    /// Edits the text in place (`document/change`).
    case edits
  }

  /// How a request the server refuses before its handler runs (the queue is full, or an edit
  /// before it was refused so its lane's text is lost) is answered: nil, as that error; MCP's
  /// `tools/call` answers a tool error instead, as the result the model reads (the protocol
  /// keeps JSON-RPC errors for calls it cannot make at all: an unknown tool, bad params).
  public var answersRefusal: (@Sendable (RPCError) -> JSONReply)? = nil

  /// The answer to a refusal of this method (`answersRefusal`).
  func refused(_ error: RPCError) -> Result<JSONReply, RPCError> {
    answersRefusal.map { .success($0(error)) } ?? .failure(error)
  }

  /// For a method that fronts several (MCP's `tools/call` names its tool in the params):
  /// the method that runs a given request, with that one's placement, lane role and
  /// cancellation rule (a stream tool's calls keep their stream's order, other tools run
  /// concurrently). Nil, or a nil answer, runs this method itself.
  public var resolve: (@Sendable (RequestParams) -> RPCMethod?)? = nil

  public init(_ placement: Placement, _ handler: @escaping Handler) {
    self.placement = placement
    self.handler = handler
  }
}

/// The methods of one server, by name.
public struct MethodTable: Sendable {
  public var methods: [String: RPCMethod]
  /// Whether a request may have a `null` id. JSON-RPC 2.0 (§4) only discourages it, so
  /// `serve` answers such a request with a `null` id; MCP's base protocol says an id MUST
  /// NOT be null, so `mcp` refuses it as an invalid request.
  public var acceptsNullID: Bool

  public init(_ methods: [String: RPCMethod] = [:], acceptsNullID: Bool = true) {
    self.methods = methods
    self.acceptsNullID = acceptsNullID
  }

  public subscript(name: String) -> RPCMethod? {
    get { methods[name] }
    set { methods[name] = newValue }
  }

  /// Every method name, sorted (for `initialize`'s capabilities).
  public var names: [String] { methods.keys.sorted() }
}
