import RenderSupport

/// Converts Anthropic Messages API content blocks, shared by the Anthropic importer and Claude
/// Code sessions (whose messages carry the same blocks).
enum AnthropicBlockConverter {
  /// The blocks of a `content` value (a string or an array of blocks); unknown block types are
  /// counted in `sink` and skipped.
  static func blocks(
    _ content: JSONValue?, record: TranscriptRecord, sink: TranscriptImportSink, path: String
  ) -> [TranscriptBlock] {
    switch content {
    case .string(let text)?:
      return text.isEmpty ? [] : [.text(text)]
    case .array(let items)?:
      var blocks: [TranscriptBlock] = []
      for (index, item) in items.enumerated() {
        blocks += block(item, record: record, sink: sink, path: "\(path)[\(index)]")
      }
      return blocks
    case nil, .null?:
      return []
    case let other?:
      sink.warn("\(path) is \(other.kindName), expected a string or an array", in: record)
      return []
    }
  }

  private static func block(
    _ item: JSONValue, record: TranscriptRecord, sink: TranscriptImportSink, path: String
  ) -> [TranscriptBlock] {
    if case .string(let text) = item { return [.text(text)] }
    guard let type = item["type"]?.stringValue else {
      sink.warn("\(path) has no \"type\"", in: record)
      return []
    }
    switch type {
    case "text":
      return [.text(item["text"]?.stringValue ?? "")]
    case "thinking":
      return [.reasoning(item["thinking"]?.stringValue ?? "")]
    case "redacted_thinking":
      return [.reasoning("*(redacted reasoning)*")]
    case "tool_use", "server_tool_use", "mcp_tool_use":
      let name = item["name"]?.stringValue ?? "tool"
      return [
        .toolCall(
          ToolCall(id: item["id"]?.stringValue, name: name, arguments: item["input"] ?? .null))
      ]
    case "tool_result", "mcp_tool_result":
      return toolResult(item, record: record, sink: sink, path: path)
    case "image":
      guard let image = image(item["source"]) else {
        sink.warn("\(path): image without a usable source", in: record)
        return []
      }
      return [.image(image)]
    case "document":
      return [.attachment(attachment(item))]
    default:
      if type.hasSuffix("_tool_result") {
        return toolResult(item, record: record, sink: sink, path: path)
      }
      sink.skip("content block \(type)")
      return []
    }
  }

  private static func toolResult(
    _ item: JSONValue, record: TranscriptRecord, sink: TranscriptImportSink, path: String
  ) -> [TranscriptBlock] {
    let callID = item["tool_use_id"]?.stringValue
    let isError = item["is_error"]?.boolValue ?? false
    var texts: [String] = []
    var extra: [TranscriptBlock] = []
    var output: ToolOutput?
    switch item["content"] {
    case .string(let text)?:
      texts.append(text)
    case .array(let parts)?:
      for part in parts {
        switch part["type"]?.stringValue {
        case "text": texts.append(part["text"]?.stringValue ?? "")
        case "image": if let image = image(part["source"]) { extra.append(.image(image)) }
        case "document": extra.append(.attachment(attachment(part)))
        default: if output == nil { output = .json(part) }
        }
      }
    case nil, .null?:
      break
    case let other?:
      output = .json(other)
    }
    let result: ToolOutput
    if let output, texts.isEmpty {
      result = output
    } else {
      result = .text(texts.joined(separator: "\n"))
    }
    return [.toolResult(ToolResult(callID: callID, output: result, isError: isError))] + extra
  }

  /// An image from an Anthropic `source` (`base64`, `url`).
  static func image(_ source: JSONValue?) -> TranscriptImage? {
    guard let source else { return nil }
    switch source["type"]?.stringValue {
    case "base64":
      guard let data = source["data"]?.stringValue else { return nil }
      let mediaType = source["media_type"]?.stringValue ?? "application/octet-stream"
      return TranscriptImage(source: .base64(data: data, mediaType: mediaType))
    case "url":
      return source["url"]?.stringValue.map { TranscriptImage(source: .url($0)) }
    default:
      return nil
    }
  }

  /// A `document` block as an attachment: its title, decoded size and media type.
  static func attachment(_ item: JSONValue) -> TranscriptAttachment {
    let source = item["source"]
    let name = item["title"]?.stringValue ?? item["name"]?.stringValue ?? "document"
    var size: Int?
    if source?["type"]?.stringValue == "base64", let data = source?["data"]?.stringValue {
      size = Base64Size.decodedSize(of: data)
    } else if source?["type"]?.stringValue == "text", let data = source?["data"]?.stringValue {
      size = data.utf8.count
    }
    return TranscriptAttachment(
      name: name, size: size, mediaType: source?["media_type"]?.stringValue)
  }
}

/// Sizes of base64 payloads without decoding them.
package enum Base64Size {
  /// The decoded byte count of `text` (padding and whitespace discounted).
  package static func decodedSize(of text: String) -> Int {
    var significant = 0
    for byte in text.utf8 where byte > 0x20 && byte != UInt8(ascii: "=") {
      significant += 1
    }
    return significant * 3 / 4
  }
}
