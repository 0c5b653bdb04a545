import Foundation

/// The methods of `intent-render mcp`: the Model Context Protocol's lifecycle (`initialize`,
/// `notifications/initialized`, `ping`) and tools (`tools/list`, `tools/call`) over
/// newline-delimited JSON on stdio, the protocol's stdio transport.
public enum MCPMethods {
  /// Protocol revisions this server speaks, newest first: a client asking for one of them
  /// gets it, any other gets the newest (the specification's version negotiation).
  public static let protocolVersions = ["2025-06-18", "2025-03-26", "2024-11-05"]

  public static func table(
    identity: ServeMethods.Identity, highlight: HighlightService, environment: [String: String]
  ) -> MethodTable {
    let jobs = JobMethods(environment: environment)
    // The stream tools answer as `serve`'s `stream/*` do: the same service, one per server.
    let tools =
      MCPTools.all(highlight: highlight, jobs: jobs)
      + MCPTools.streamTools(StreamService(jobs: jobs))
    var table = MethodTable(acceptsNullID: false)
    table["initialize"] = RPCMethod(.inOrder) { params, _ throws(RPCError) in
      let asked = try params.optionalString("protocolVersion")
      let version =
        asked.flatMap { protocolVersions.contains($0) ? $0 : nil } ?? protocolVersions[0]
      return .object([
        ("protocolVersion", .string(version)),
        ("capabilities", .object([("tools", .object([("listChanged", .bool(false))]))])),
        (
          "serverInfo",
          .object([
            ("name", .string(identity.name)), ("title", .string("intent-render")),
            ("version", .string(identity.version)),
          ])
        ),
        (
          "instructions",
          .string(
            "Render Mermaid diagrams (check_mermaid before render_mermaid to fix syntax), highlight code, and render Markdown, diffs and agent transcripts. Everything runs offline."
          )
        ),
      ])
    }
    table["notifications/initialized"] = RPCMethod(.inOrder) { _, _ throws(RPCError) in .null }
    table["ping"] = RPCMethod(.inOrder) { _, _ throws(RPCError) in .object([]) }
    table["tools/list"] = RPCMethod(.inOrder) { _, _ throws(RPCError) in
      .object([("tools", .array(tools.map(\.listing)))])
    }
    // A call the server refuses (busy, or a stream that missed a refused append) is a tool
    // error: the model reads why, and that it may retry.
    let refusal: @Sendable (RPCError) -> JSONReply = { MCPToolResult.failure($0.message).reply }
    var callTool = RPCMethod(.concurrent) { params, flag throws(RPCError) in
      try Self.call(params, tools: tools, flag)
    }
    callTool.answersRefusal = refusal
    // A call runs where its tool says: a stream's calls in the order they were sent.
    callTool.resolve = { params in
      guard let name = params.value.objectValue?["name"]?.stringValue,
        let tool = tools.first(where: { $0.name == name })
      else { return nil }
      var method = RPCMethod(tool.placement) { params, flag throws(RPCError) in
        try Self.call(params, tools: tools, flag)
      }
      method.laneRole = tool.laneRole
      method.runsWhenCancelled = tool.runsWhenCancelled
      method.answersRefusal = refusal
      return method
    }
    table["tools/call"] = callTool
    return table
  }

  /// `tools/call {name, arguments}`. An unknown tool is a protocol error (-32602); arguments
  /// that break the schema and inputs that cannot be rendered are tool errors (`isError`), so
  /// the model sees the message and can correct its call.
  static func call(_ params: RequestParams, tools: [MCPTool], _ flag: CancellationFlag)
    throws(RPCError) -> JSONReply
  {
    let name = try params.string("name")
    guard let tool = tools.first(where: { $0.name == name }) else {
      throw .invalidParams("params.name", "unknown tool '\(name)'")
    }
    let arguments =
      try params.nested("arguments") ?? RequestParams(.object(.init()), path: "arguments")
    if let problem = tool.validate(arguments) {
      return MCPToolResult.failure(problem).reply
    }
    do throws(RPCError) {
      return try tool.run(arguments, flag).reply
    } catch {
      switch error.code {
      case RPCError.invalidParamsCode, RPCError.badInputCode:
        return MCPToolResult.failure(error.message).reply
      default:
        throw error
      }
    }
  }
}
