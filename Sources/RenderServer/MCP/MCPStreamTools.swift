import RenderJobs

extension MCPTools {
  /// `stream_open`, `stream_append`, `stream_close`: `serve`'s `stream/*` as tools, run by
  /// the same `StreamService`. Each answers the service's reply as structured content; a
  /// stream's calls keep the order they were sent in (its lane), other calls go on beside
  /// them.
  static func streamTools(_ streams: StreamService) -> [MCPTool] {
    typealias P = MCPTool.Property
    let id = P(
      name: "id", type: "string",
      description:
        "the stream's name, chosen by the client (at most \(DocumentStore.maxIDBytes) bytes)",
      required: true)
    let limits =
      "At most \(StreamService.maxStreams) streams are open at once and one stream takes at most "
      + "\(StreamService.maxStreamBytes >> 20) MiB (\(StreamService.maxStreamBytes) bytes) of "
      + "text; past either the call fails, and a stream over its size is closed."
    var open = MCPTool(
      name: "stream_open", title: "Open a Markdown stream",
      description:
        "Starts a note whose text will arrive in pieces (an agent's answer as it is written), "
        + "rendered as render_markdown renders it. Answers {id, format, final: [], tail}. An id "
        + "that is open already is an error: close it first. "
        + limits,
      properties: [id] + noteOptions
    ) { args, flag throws(RPCError) in
      MCPToolResult(content: [], structured: try streams.open(args, flag))
    }
    open.placement = StreamService.toolLane
    open.laneRole = .resets
    var append = MCPTool(
      name: "stream_append", title: "Append to a Markdown stream",
      description:
        "Adds the text's next characters to an open stream. Answers {id, format, final, tail}: "
        + "the top-level pieces that became final since the last answer, each {id, block} in "
        + "the json model or {id, text} in the other formats, with ids 0, 1, 2, … that never "
        + "change, and the open rest as it stands (json: an array of blocks, with the "
        + "footnotes and, once, the frontMatter; else one text). The final pieces of every "
        + "answer followed by the last tail are render_markdown's output of the whole text. "
        + "One stream's calls apply in the order they were sent. "
        + limits,
      properties: [
        id, P(name: "text", type: "string", description: "the next characters", required: true),
      ]
    ) { args, flag throws(RPCError) in
      MCPToolResult(content: [], structured: try streams.append(args, flag))
    }
    append.placement = StreamService.toolLane
    append.laneRole = .edits
    append.runsWhenCancelled = true
    var close = MCPTool(
      name: "stream_close", title: "Close a Markdown stream",
      description:
        "Ends a stream: answers the rest as final pieces (the tail is then empty) and frees "
        + "the id. An id that is not open is an error.",
      properties: [id]
    ) { args, flag throws(RPCError) in
      MCPToolResult(content: [], structured: try streams.close(args, flag))
    }
    close.placement = StreamService.toolLane
    close.laneRole = .resets
    return [open, append, close]
  }
}
