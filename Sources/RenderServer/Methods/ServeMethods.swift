import Foundation
import Highlight

/// The methods of `intent-render serve`.
public enum ServeMethods {
  /// The server's name and version, as `initialize` reports them.
  public struct Identity: Sendable {
    public var name: String
    public var version: String

    public init(name: String, version: String) {
      self.name = name
      self.version = version
    }
  }

  /// Every method; `environment` says where the jobs find grammars and themes.
  public static func table(
    identity: Identity, highlight: HighlightService, environment: [String: String],
    limits: ServerLimits
  ) -> MethodTable {
    let jobs = JobMethods(environment: environment)
    let documents = DocumentStore(service: highlight)
    var table = MethodTable()
    table["highlight"] = RPCMethod(.concurrent) { params, flag throws(RPCError) in
      try highlight.highlight(params, flag)
    }
    table["languages"] = RPCMethod(.concurrent) { params, _ throws(RPCError) in
      try highlight.languages(params)
    }
    table["note/render"] = RPCMethod(.concurrent) { params, flag throws(RPCError) in
      try jobs.note(params, flag)
    }
    table["diagram/render"] = RPCMethod(.concurrent) { params, flag throws(RPCError) in
      try DiagramService.render(params, flag)
    }
    table["diagram/check"] = RPCMethod(.concurrent) { params, flag throws(RPCError) in
      try DiagramService.check(params, flag).reply
    }
    table["diff/render"] = RPCMethod(.concurrent) { params, flag throws(RPCError) in
      try jobs.diff(params, flag)
    }
    table["transcript/render"] = RPCMethod(.concurrent) { params, flag throws(RPCError) in
      try jobs.transcript(params, flag)
    }
    // Edits to one document must apply in the order they were sent, but a long one must
    // not hold up other documents or methods: one serial lane per document id.
    let lane = RPCMethod.Placement.serial { params in
      // An over-long id gets no lane: its request fails at once, wherever it runs.
      params.value.objectValue?["id"]?.stringValue.flatMap {
        $0.utf8.count <= DocumentStore.maxIDBytes ? "document:" + $0 : nil
      }
    }
    var open = RPCMethod(lane) { params, flag throws(RPCError) in
      try documents.open(params, flag)
    }
    open.laneRole = .resets
    table["document/open"] = open
    var change = RPCMethod(lane) { params, flag throws(RPCError) in
      try documents.change(params, flag)
    }
    change.runsWhenCancelled = true
    change.laneRole = .edits
    table["document/change"] = change
    var close = RPCMethod(lane) { params, flag throws(RPCError) in
      try documents.close(params, flag)
    }
    close.laneRole = .resets
    table["document/close"] = close
    // A stream's deltas apply in the order they were sent: one serial lane per stream id.
    let streams = StreamService(jobs: jobs)
    var streamOpen = RPCMethod(StreamService.lane) { params, flag throws(RPCError) in
      try streams.open(params, flag)
    }
    streamOpen.laneRole = .resets
    table["stream/open"] = streamOpen
    var streamAppend = RPCMethod(StreamService.lane) { params, flag throws(RPCError) in
      try streams.append(params, flag)
    }
    streamAppend.runsWhenCancelled = true
    streamAppend.laneRole = .edits
    table["stream/append"] = streamAppend
    var streamClose = RPCMethod(StreamService.lane) { params, flag throws(RPCError) in
      try streams.close(params, flag)
    }
    streamClose.laneRole = .resets
    table["stream/close"] = streamClose
    let names = table.names + ["shutdown", "exit", "$/cancelRequest"]
    table["initialize"] = RPCMethod(.inOrder) { params, _ throws(RPCError) in
      initialize(identity: identity, highlight: highlight, methods: names.sorted(), limits: limits)
    }
    return table
  }

  static func initialize(
    identity: Identity, highlight: HighlightService, methods: [String], limits: ServerLimits
  ) -> JSONReply {
    let scopes = Set(highlight.highlighter.grammars.scopeNames)
    let languages = highlight.highlighter.languages.languages.filter {
      $0.scopeName.map { scopes.contains($0) } ?? false
    }
    let defaults = HighlightLimits()
    return .object([
      (
        "serverInfo",
        .object([("name", .string(identity.name)), ("version", .string(identity.version))])
      ),
      ("protocolVersion", .int(1)),
      (
        "capabilities",
        .object([
          ("methods", .array(methods.map { .string($0) })),
          ("batch", .bool(true)),
          ("cancellation", .string("$/cancelRequest")),
          ("multiTheme", .bool(true)),
          ("incrementalDocuments", .object([("positionEncoding", .string("utf-16"))])),
          ("maxRequestBytes", .int(limits.frames.maxMessageBytes)),
          ("workers", .int(limits.workers)),
          ("queueCapacity", .int(limits.queueCapacity)),
          (
            "highlightLimits",
            .object([
              ("maxBytes", .int(defaults.maxBytes)),
              ("maxLineLength", .int(defaults.maxLineLength)),
              ("maxRuns", .int(defaults.maxRuns)), ("timeLimit", .raw("\(defaults.timeLimit)")),
            ])
          ),
        ])
      ),
      ("themes", .array(HighlightService.themeNames.map { .string($0) })),
      ("languages", .array(languages.map { .string($0.name) })),
    ])
  }
}
