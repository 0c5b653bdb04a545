import RenderSupport

/// Imports the project's own transcript format (`"format": "intent-transcript"`, schema in the
/// README and `Fixtures/Transcript/intent-transcript.schema.json`).
///
/// Validation is per message and per block: a block that breaks the schema is reported with its
/// path (`messages[3].blocks[1]: tool_call needs "name"`) and dropped, the rest of the message
/// is kept.
package struct IntentTranscriptImporter: TranscriptImporter {
  /// The version this importer writes and reads; newer versions are read with a warning.
  package static let version = 1
  package static let formatName = "intent-transcript"

  package init() {}

  package mutating func member(key: String, value: JSONValue, sink: TranscriptImportSink) {
    switch key {
    case "title": sink.title = value.stringValue
    case "model": sink.model = value.stringValue
    case "version":
      if let version = value.intValue, version > Self.version {
        sink.report(
          .init(
            .warning, "format version \(version) is newer than \(Self.version); reading it anyway"))
      }
    default: break
    }
  }

  package mutating func record(
    _ value: JSONValue, _ record: TranscriptRecord, sink: TranscriptImportSink
  ) throws {
    guard let roleName = sink.messageRole(of: value, in: record) else { return }
    guard let role = TranscriptRole(rawValue: roleName) else {
      sink.warn("unknown role \(InputQuote.excerpt(roleName)); skipped", in: record)
      return
    }
    guard let items = value["blocks"]?.arrayValue else {
      sink.warn("message needs a \"blocks\" array; skipped", in: record)
      return
    }
    var blocks: [TranscriptBlock] = []
    for (index, item) in items.enumerated() {
      switch Self.block(item) {
      case .success(let block): blocks.append(block)
      case .failure(let problem): sink.warn("blocks[\(index)]: \(problem.message)", in: record)
      }
    }
    try sink.emit(
      TranscriptMessage(
        role: role, author: value["author"]?.stringValue, model: value["model"]?.stringValue,
        timestamp: value["timestamp"]?.stringValue, blocks: blocks))
  }

  package mutating func finish(sink: TranscriptImportSink) {}

  struct Problem: Error {
    var message: String
  }

  static func block(_ item: JSONValue) -> Result<TranscriptBlock, Problem> {
    func string(_ key: String, of type: String) -> Result<String, Problem> {
      guard let text = item[key]?.stringValue else {
        return .failure(Problem(message: "\(type) needs a string \"\(key)\"; dropped"))
      }
      return .success(text)
    }
    guard let type = item["type"]?.stringValue else {
      return .failure(Problem(message: "block needs a \"type\"; dropped"))
    }
    switch type {
    case "text":
      return string("text", of: type).map { .text($0) }
    case "reasoning":
      return string("text", of: type).map { .reasoning($0) }
    case "tool_call":
      return string("name", of: type).map {
        .toolCall(
          ToolCall(
            id: item["id"]?.stringValue, name: $0, arguments: item["arguments"] ?? .object(.init()))
        )
      }
    case "tool_result":
      let output: ToolOutput
      switch item["content"] {
      case .string(let text)?: output = .text(text)
      case nil: return .failure(Problem(message: "tool_result needs \"content\"; dropped"))
      case let json?: output = .json(json)
      }
      return .success(
        .toolResult(
          ToolResult(
            callID: item["call_id"]?.stringValue, output: output,
            isError: item["is_error"]?.boolValue ?? false)))
    case "image":
      let alt = item["alt"]?.stringValue
      let name = item["name"]?.stringValue
      if let data = item["data"]?.stringValue {
        guard let mediaType = item["media_type"]?.stringValue else {
          return .failure(Problem(message: "image with \"data\" needs \"media_type\"; dropped"))
        }
        return .success(
          .image(
            TranscriptImage(source: .base64(data: data, mediaType: mediaType), alt: alt, name: name)
          ))
      }
      if let path = item["path"]?.stringValue {
        return .success(.image(TranscriptImage(source: .path(path), alt: alt, name: name)))
      }
      return .failure(Problem(message: "image needs \"data\" or \"path\"; dropped"))
    case "attachment":
      return string("name", of: type).map {
        .attachment(
          TranscriptAttachment(
            name: $0, size: item["size"]?.intValue, mediaType: item["media_type"]?.stringValue))
      }
    case "question":
      return string("text", of: type).map {
        .question(
          TranscriptQuestion(
            text: $0, options: (item["options"]?.arrayValue ?? []).compactMap(\.stringValue),
            answer: item["answer"]?.stringValue))
      }
    default:
      return .failure(
        Problem(message: "unknown block type \(InputQuote.excerpt(type)); dropped"))
    }
  }
}
