import RenderSupport

/// One ordered piece of a message.
package enum TranscriptBlock: Equatable, Sendable {
  /// Markdown text.
  case text(String)
  /// The model's reasoning (thinking), shown folded with the tool traffic.
  case reasoning(String)
  case toolCall(ToolCall)
  case toolResult(ToolResult)
  case image(TranscriptImage)
  case attachment(TranscriptAttachment)
  case question(TranscriptQuestion)
  /// A note of the harness (a compaction), a marker line in the turn it falls in.
  case notice(TranscriptNotice)

  /// Reasoning and tool items are grouped into activity rails.
  package var isActivity: Bool {
    switch self {
    case .reasoning, .toolCall, .toolResult: return true
    case .text, .image, .attachment, .question, .notice: return false
    }
  }
}

/// A tool invocation: which tool, with what arguments, under which id.
package struct ToolCall: Equatable, Sendable {
  package var id: String?
  package var name: String
  /// The arguments; when a source gives arguments as text that is not JSON, a `.string`.
  package var arguments: JSONValue

  package init(id: String?, name: String, arguments: JSONValue) {
    self.id = id
    self.name = name
    self.arguments = arguments
  }
}

/// What a tool returned: text or JSON.
package enum ToolOutput: Equatable, Sendable {
  case text(String)
  case json(JSONValue)
}

/// The result of a tool call, linked to the call by its id.
package struct ToolResult: Equatable, Sendable {
  package var callID: String?
  package var output: ToolOutput
  package var isError: Bool
  /// The change an edit made, as the log recorded it with the file's line numbers (Claude
  /// Code's `toolUseResult.structuredPatch`), when it did.
  package var patch: [ToolDiff.Hunk]?
  /// The session of the sub-agent a Task call started (a Claude Code sidechain), when the log
  /// or a file beside it holds one: its messages, shown folded under the call.
  package var subagent: [TranscriptMessage]?

  package init(
    callID: String?, output: ToolOutput, isError: Bool = false, patch: [ToolDiff.Hunk]? = nil,
    subagent: [TranscriptMessage]? = nil
  ) {
    self.callID = callID
    self.output = output
    self.isError = isError
    self.patch = patch
    self.subagent = subagent
  }
}

/// An image: inline base64 data with its media type, a path relative to the transcript, or a
/// remote URL (never fetched: exports make no outside requests).
package struct TranscriptImage: Equatable, Sendable {
  /// Where the image's bytes are: inline, beside the transcript, or at a URL.
  package enum Source: Equatable, Sendable {
    case base64(data: String, mediaType: String)
    case path(String)
    case url(String)
  }

  package var source: Source
  /// Alternative text; exports fall back to the file name or "image".
  package var alt: String?
  package var name: String?

  package init(source: Source, alt: String? = nil, name: String? = nil) {
    self.source = source
    self.alt = alt
    self.name = name
  }
}

/// A file attached to a message, shown by name, size and type (its bytes are not embedded).
package struct TranscriptAttachment: Equatable, Sendable {
  package var name: String
  /// Size in bytes, when known.
  package var size: Int?
  package var mediaType: String?

  package init(name: String, size: Int? = nil, mediaType: String? = nil) {
    self.name = name
    self.size = size
    self.mediaType = mediaType
  }
}

/// A question put to the user with its options and, once answered, the chosen answer.
package struct TranscriptQuestion: Equatable, Sendable {
  package var text: String
  package var options: [String]
  package var answer: String?

  package init(text: String, options: [String], answer: String? = nil) {
    self.text = text
    self.options = options
    self.answer = answer
  }
}
