import Foundation
import Highlight

/// Set by `$/cancelRequest` (or MCP's `notifications/cancelled`); handlers look at it at
/// their budget checks and stop with `RequestCancelled`. Highlighting passes see it through
/// `highlight`, at every time-budget check of every thread.
public final class CancellationFlag: Sendable {
  /// The flag as the highlighter's budgets read it.
  public let highlight = HighlightCancellation()

  public init() {}

  public var isCancelled: Bool { highlight.isCancelled }

  func cancel() { highlight.cancel() }

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
  }

  public typealias Handler =
    @Sendable (RequestParams, CancellationFlag) throws(RPCError)
    -> JSONReply

  public var placement: Placement
  public var handler: Handler

  public init(_ placement: Placement, _ handler: @escaping Handler) {
    self.placement = placement
    self.handler = handler
  }
}

/// The methods of one server, by name.
public struct MethodTable: Sendable {
  public var methods: [String: RPCMethod]

  public init(_ methods: [String: RPCMethod] = [:]) {
    self.methods = methods
  }

  public subscript(name: String) -> RPCMethod? {
    get { methods[name] }
    set { methods[name] = newValue }
  }

  /// Every method name, sorted (for `initialize`'s capabilities).
  public var names: [String] { methods.keys.sorted() }
}
