import RenderSupport

/// Imports OpenAI Chat Completions `messages` arrays (or a request body holding one).
///
/// Roles `system` and `developer` become system messages; an assistant's `tool_calls` (and the
/// legacy `function_call`) become tool calls whose `arguments` text is parsed as JSON when it
/// is JSON; `tool` (and legacy `function`) messages become tool results linked by
/// `tool_call_id`. Content parts: `text`, `refusal`, `image_url` (a `data:` URL is kept as
/// inline data, any other URL is only linked), `input_audio` and `file` as attachments.
///
/// Token counts come from a message's own `usage` or from the document's top-level `usage`
/// (a request body saved with its response), which belongs to the last assistant message:
/// that message is held back until the input ends or another message follows, so the usage
/// reaches it wherever the key sits in the document.
package struct OpenAIChatImporter: TranscriptImporter {
  /// The last assistant message, held back for the document's `usage`.
  private var held: TranscriptMessage?
  /// The document's `usage`, until a held message takes it.
  private var documentUsage: TokenUsage?

  package init() {}

  package mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) {
    switch key {
    case "model": sink.model = value.stringValue
    case "usage":
      documentUsage = TokenUsage(value)
      attachDocumentUsage()
    default: break
    }
  }

  private mutating func attachDocumentUsage() {
    guard let usage = documentUsage, var message = held else { return }
    if message.usage == nil { message.usage = usage }
    held = message
    documentUsage = nil
  }

  package mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    if let message = held {
      held = nil
      try sink.emit(message)
    }
    guard let roleName = sink.messageRole(of: value, in: record) else { return }
    let name = value["name"]?.stringValue
    switch roleName {
    case "system", "developer":
      try sink.emit(
        TranscriptMessage(role: .system, author: name, blocks: content(value, record, sink)))
    case "user":
      try sink.emit(
        TranscriptMessage(role: .user, author: name, blocks: content(value, record, sink)))
    case "assistant":
      var blocks: [TranscriptBlock] = []
      for key in ["reasoning_content", "reasoning"] {
        if let reasoning = value[key]?.stringValue, !reasoning.isEmpty {
          blocks.append(.reasoning(reasoning))
        }
      }
      blocks += content(value, record, sink)
      if let refusal = value["refusal"]?.stringValue, !refusal.isEmpty {
        blocks.append(.text(refusal))
      }
      for (index, call) in (value["tool_calls"]?.arrayValue ?? []).enumerated() {
        guard let function = call["function"], let callName = function["name"]?.stringValue else {
          sink.warn("tool_calls[\(index)] has no function name; skipped", in: record)
          continue
        }
        blocks.append(
          .toolCall(
            ToolCall(
              id: call["id"]?.stringValue, name: callName,
              arguments: Self.arguments(function["arguments"]))))
      }
      if let function = value["function_call"], let callName = function["name"]?.stringValue {
        blocks.append(
          .toolCall(
            ToolCall(id: nil, name: callName, arguments: Self.arguments(function["arguments"]))))
      }
      held = TranscriptMessage(
        role: .assistant, author: name, model: value["model"]?.stringValue, blocks: blocks,
        usage: TokenUsage(value["usage"]))
    case "tool", "function":
      let text = textContent(value["content"])
      let output: ToolOutput
      if let parsed = try? JSONParser.parse(text),
        parsed.objectValue != nil || parsed.arrayValue != nil
      {
        output = .json(parsed)
      } else {
        output = .text(text)
      }
      let callID = value["tool_call_id"]?.stringValue
      try sink.emit(
        TranscriptMessage(
          role: .tool, author: name,
          blocks: [.toolResult(ToolResult(callID: callID, output: output))]))
    default:
      sink.warn("unknown role \(InputQuote.excerpt(roleName)); skipped", in: record)
    }
  }

  package mutating func finish(sink: TranscriptImportSink) throws {
    attachDocumentUsage()
    if let message = held { try sink.emit(message) }
    held = nil
  }

  /// Function arguments arrive as JSON text; text that is not JSON is kept as a string.
  static func arguments(_ value: JSONValue?) -> JSONValue {
    guard let value else { return .object(JSONObject()) }
    guard case .string(let text) = value else { return value }
    if text.isEmpty { return .object(JSONObject()) }
    return (try? JSONParser.parse(text)) ?? .string(text)
  }

  private func textContent(_ content: JSONValue?) -> String {
    if let text = content?.stringValue { return text }
    return (content?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }.joined(
      separator: "\n")
  }

  private func content(
    _ message: JSONValue, _ record: TranscriptRecord, _ sink: TranscriptImportSink
  ) -> [TranscriptBlock] {
    switch message["content"] {
    case .string(let text)?:
      return text.isEmpty ? [] : [.text(text)]
    case .array(let parts)?:
      var blocks: [TranscriptBlock] = []
      for part in parts {
        switch part["type"]?.stringValue {
        case "text":
          blocks.append(.text(part["text"]?.stringValue ?? ""))
        case "refusal":
          blocks.append(.text(part["refusal"]?.stringValue ?? ""))
        case "image_url":
          let url = part["image_url"]?["url"]?.stringValue ?? part["image_url"]?.stringValue ?? ""
          blocks.append(.image(Self.image(url: url)))
        case "input_audio":
          let format = part["input_audio"]?["format"]?.stringValue ?? "audio"
          let size = part["input_audio"]?["data"]?.stringValue.map(Base64Size.decodedSize(of:))
          blocks.append(
            .attachment(
              TranscriptAttachment(
                name: "audio.\(format)", size: size, mediaType: "audio/\(format)")))
        case "file":
          let file = part["file"]
          let size = file?["file_data"]?.stringValue.map(Base64Size.decodedSize(of:))
          let name = file?["filename"]?.stringValue ?? file?["file_id"]?.stringValue ?? "file"
          blocks.append(.attachment(TranscriptAttachment(name: name, size: size)))
        case let type:
          sink.skip("content part \(type ?? "without type")")
        }
      }
      return blocks
    case nil, .null?:
      return []
    case let other?:
      sink.warn("\"content\" is \(other.kindName), expected a string or an array", in: record)
      return []
    }
  }

  /// An image from a URL: `data:` URLs become inline data; others stay links.
  static func image(url: String) -> TranscriptImage {
    if url.hasPrefix("data:"), let comma = url.firstIndex(of: ",") {
      let header = url[url.index(url.startIndex, offsetBy: 5)..<comma]
      if header.hasSuffix(";base64") {
        let mediaType = String(header.dropLast(7))
        return TranscriptImage(
          source: .base64(data: String(url[url.index(after: comma)...]), mediaType: mediaType))
      }
    }
    return TranscriptImage(source: .url(url))
  }
}
