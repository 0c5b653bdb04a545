/// One MCP tool: its name, description, JSON Schema for its arguments, and what runs it.
struct MCPTool: Sendable {
  /// A property of the arguments' schema.
  struct Property: Sendable {
    var name: String
    var type: String
    var description: String
    var choices: [String]? = nil
    var minimum: Int? = nil
    var maximum: Int? = nil
    var required = false
  }

  var name: String
  var title: String
  var description: String
  var properties: [Property]
  /// Where a call runs: concurrently by default; a stream's tools in their stream's lane.
  var placement = RPCMethod.Placement.concurrent
  /// What a call does to its lane's text (see `RPCMethod.laneRole`).
  var laneRole = RPCMethod.LaneRole.neutral
  /// Runs even when cancelled (a stream's delta must be taken, see `RPCMethod`).
  var runsWhenCancelled = false
  /// Turns the (already checked) arguments into a result.
  var run: @Sendable (RequestParams, CancellationFlag) throws(RPCError) -> MCPToolResult

  /// The `inputSchema`: a JSON Schema (draft 2020-12) object with no other properties.
  var inputSchema: JSONReply {
    .object([
      ("type", .string("object")),
      (
        "properties",
        .object(
          properties.map { property in
            var schema: [(String, JSONReply)] = [
              ("type", .string(property.type)), ("description", .string(property.description)),
            ]
            if let choices = property.choices {
              schema.append(("enum", .array(choices.map { .string($0) })))
            }
            if let minimum = property.minimum { schema.append(("minimum", .int(minimum))) }
            if let maximum = property.maximum { schema.append(("maximum", .int(maximum))) }
            return (property.name, .object(schema))
          })
      ),
      ("required", .array(properties.filter(\.required).map { .string($0.name) })),
      ("additionalProperties", .bool(false)),
    ])
  }

  /// The entry of `tools/list`.
  var listing: JSONReply {
    .object([
      ("name", .string(name)), ("title", .string(title)), ("description", .string(description)),
      ("inputSchema", inputSchema),
    ])
  }

  /// Checks `arguments` against the schema: required properties, types, enums, ranges and
  /// no unknown properties. The message names the property, so a model can correct itself.
  func validate(_ arguments: RequestParams) -> String? {
    guard let object = arguments.value.objectValue else { return "arguments must be an object" }
    for member in object.members where !properties.contains(where: { $0.name == member.key }) {
      return "unknown argument '\(member.key)'"
    }
    for property in properties {
      guard let value = object[property.name], value != .null else {
        if property.required { return "argument '\(property.name)' is required" }
        continue
      }
      switch (property.type, value) {
      case ("string", .string(let text)):
        if let choices = property.choices, !choices.contains(text) {
          return
            "argument '\(property.name)' must be one of \(choices.joined(separator: ", ")), not '\(text)'"
        }
      case ("integer", .number):
        guard let number = value.intValue,
          number >= (property.minimum ?? .min), number <= (property.maximum ?? .max)
        else {
          return
            "argument '\(property.name)' must be a whole number from \(property.minimum ?? 0) to \(property.maximum ?? Int.max)"
        }
      case ("boolean", .bool): break
      default:
        return
          "argument '\(property.name)' must be \(property.type == "integer" ? "an" : "a") \(property.type)"
      }
    }
    return nil
  }
}

/// What a tool call gives: MCP content blocks, optional structured content, and whether it
/// failed (a tool error, shown to the model, not a protocol error).
struct MCPToolResult: Sendable {
  var content: [JSONReply]
  var structured: JSONReply? = nil
  var isError = false

  static func text(_ text: String) -> JSONReply {
    .object([("type", .string("text")), ("text", .string(text))])
  }

  static func failure(_ message: String) -> MCPToolResult {
    MCPToolResult(content: [text(message)], isError: true)
  }

  /// The `tools/call` result. Structured content is also given serialized in a text block,
  /// as the specification asks of tools that return it, for clients that read only `content`.
  var reply: JSONReply {
    var blocks = content
    if let structured { blocks.append(Self.text(structured.text)) }
    var members: [(String, JSONReply)] = [("content", .array(blocks))]
    if let structured { members.append(("structuredContent", structured)) }
    members.append(("isError", .bool(isError)))
    return .object(members)
  }
}
