import RenderSupport

/// The notices of Claude Code's `system` records that are not hooks or slash commands.
///
/// A compaction writes a `system` record with `subtype: "compact_boundary"`, `content:
/// "Conversation compacted"` and `compactMetadata: {trigger: "auto" | "manual", preTokens,
/// postTokens?, durationMs?}`, then a `user` record marked `isCompactSummary` holding the
/// summary the model goes on from (observed in logs of Claude Code 1.x and 2.x; the shape
/// is also typed by the community parsers of these logs). Other subtypes (`informational`,
/// `away_summary`, …) carry a `content` text and a `level`.
enum ClaudeCodeNotice {
  static let compactBoundary = "compact_boundary"

  /// The notice of a `system` record, or nil when it has no text to show.
  static func notice(_ value: JSONValue) -> TranscriptNotice? {
    let content = value["content"]?.stringValue ?? ""
    guard value["subtype"]?.stringValue == compactBoundary else {
      guard !content.isEmpty else { return nil }
      return TranscriptNotice(content)
    }
    var details: [String] = []
    let metadata = value["compactMetadata"]
    switch metadata?["trigger"]?.stringValue {
    case "auto"?: details.append("automatic")
    case "manual"?: details.append("manual")
    case let other?: details.append(InputQuote.excerpt(other, limit: 20))
    case nil: break
    }
    if let before = count(metadata?["preTokens"]) {
      details.append("\(TokenUsage.grouped(before)) tokens before")
    }
    if let after = count(metadata?["postTokens"]) {
      details.append("\(TokenUsage.grouped(after)) after")
    }
    return TranscriptNotice(
      content.isEmpty ? "Conversation compacted" : content, details: details)
  }

  /// The notice a compaction summary record joins, or stands for when the log has no
  /// boundary record before it (older versions wrote only the summary).
  static func summary(_ text: String?) -> TranscriptNotice {
    TranscriptNotice("Conversation compacted", summary: text)
  }

  private static func count(_ value: JSONValue?) -> Int? {
    // Token counts only: a hostile number is left out, not shown.
    guard let number = value?.intValue, number >= 0, number < 1 << 48 else { return nil }
    return number
  }
}
