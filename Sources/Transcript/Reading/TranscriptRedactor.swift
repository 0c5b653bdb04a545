import Foundation
import RenderSupport

/// Replaces secrets in a transcript before it is written (`--redact`), by the rules of
/// `TranscriptRedactionRules` (which lists what is and what is deliberately not a secret).
/// Each is replaced by `[REDACTED:kind]` and counted by kind, so the caller can say what it
/// replaced.
///
/// Every text of a message goes through it: Markdown, reasoning, tool arguments (each JSON
/// string) and results. A cheap scan for each rule's trigger runs first, so text without
/// anything secret-looking costs one pass of substring checks.
package final class TranscriptRedactor: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]
  private let rules = TranscriptRedactionRules.all()
  typealias Rule = TranscriptRedactionRules.Rule

  package init() {}

  /// Replacements made so far, by kind, most first (ties by name).
  package var summary: [(kind: String, count: Int)] {
    lock.withLock { counts.map { ($0.key, $0.value) } }.sorted {
      $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0
    }
  }

  /// `text` with every secret replaced.
  package func redact(_ text: String) -> String {
    redact(text, linewise: true)
  }

  /// `text` with every secret replaced. A rule whose matches stay within a line runs only on
  /// the lines holding one of its triggers, so a long text costs one pattern pass over each
  /// such line instead of over the whole text per triggered rule; `linewise: false` runs every
  /// rule over the whole text, the plain path the linewise one is tested against.
  func redact(_ text: String, linewise: Bool) -> String {
    var text = text
    var lowered: String?
    for rule in rules {
      if rule.anyCase {
        if lowered == nil { lowered = text.lowercased() }
        guard rule.isTriggered(byLowercased: lowered!) else { continue }
      } else {
        guard rule.isTriggered(by: text) else { continue }
      }
      var found = 0
      if linewise && !rule.spansLines {
        text = Self.replacingLinewise(text, rule: rule, found: &found)
      } else {
        text = Self.replacing(text, rule: rule, found: &found)
      }
      if found > 0 {
        lowered = nil
        lock.withLock { counts[rule.kind, default: 0] += found }
      }
    }
    return text
  }

  /// `text` with the rule applied to each line that holds a trigger; the other lines are
  /// copied. Equal to `replacing` over the whole text for a rule that cannot match across a
  /// line break (its anchors and word boundaries see a line break as they see either end).
  private static func replacingLinewise(_ text: String, rule: Rule, found: inout Int) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var first = true
    for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if !first { result.append("\n") }
      first = false
      let line = Substring(line)
      let triggered =
        rule.anyCase
        ? rule.isTriggered(byLowercased: line.lowercased()) : rule.isTriggered(by: line)
      if triggered, rule.mayMatch?(line) ?? true {
        result += replacing(String(line), rule: rule, found: &found)
      } else {
        result += line
      }
    }
    return result
  }

  /// `text` with every match of the rule that is a secret replaced, counted in `found`.
  private static func replacing(_ text: String, rule: Rule, found: inout Int) -> String {
    var count = 0
    let replaced = text.replacing(rule.pattern) { match in
      let prefix = rule.keepsPrefix ? (match.output[1].substring ?? "") : ""
      var value = match.output[0].substring?.dropFirst(prefix.count) ?? ""
      if let isSecret = rule.isSecret, !isSecret(prefix, value) {
        return String(match.output[0].substring ?? "")
      }
      count += 1
      // A quoted value keeps its quotes, so the JSON, YAML or shell around it stays whole.
      var quote = ""
      if value.count >= 2, let first = value.first, first == "\"" || first == "'",
        value.last == first
      {
        quote = String(first)
        value = value.dropFirst().dropLast()
      }
      return String(prefix) + quote + "[REDACTED:\(rule.kind)]" + quote
    }
    found += count
    return replaced
  }

  /// `message` with every text in it redacted.
  package func redact(_ message: TranscriptMessage) -> TranscriptMessage {
    var message = message
    message.blocks = message.blocks.map(redact)
    return message
  }

  func redact(_ block: TranscriptBlock) -> TranscriptBlock {
    switch block {
    case .text(let text): return .text(redact(text))
    case .reasoning(let text): return .reasoning(redact(text))
    case .toolCall(var call):
      call.arguments = redact(call.arguments)
      return .toolCall(call)
    case .toolResult(var result):
      switch result.output {
      case .text(let text): result.output = .text(redact(text))
      case .json(let json): result.output = .json(redact(json))
      }
      result.patch = result.patch?.map { hunk in
        var hunk = hunk
        // Lines one by one: a key split over lines is caught by the private-key rule's end.
        hunk.lines = hunk.lines.map { ToolDiff.Line($0.kind, redact($0.text)) }
        return hunk
      }
      result.subagent = result.subagent?.map(redact)
      return .toolResult(result)
    case .question(var question):
      question.text = redact(question.text)
      question.options = question.options.map(redact)
      question.answer = question.answer.map(redact)
      return .question(question)
    case .notice(var notice):
      notice.text = redact(notice.text)
      notice.details = notice.details.map(redact)
      notice.summary = notice.summary.map(redact)
      return .notice(notice)
    case .image, .attachment:
      return block
    }
  }

  func redact(_ value: JSONValue) -> JSONValue {
    switch value {
    case .string(let text): return .string(redact(text))
    case .array(let elements): return .array(elements.map(redact))
    case .object(var object):
      object.members = object.members.map { JSONMember(key: $0.key, value: redact($0.value)) }
      return .object(object)
    case .null, .bool, .number: return value
    }
  }
}
