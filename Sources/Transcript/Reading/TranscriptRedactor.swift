import Foundation
import RenderSupport

/// Replaces secrets in a transcript before it is written (`--redact`): API keys and tokens of
/// the common providers (AWS key pairs, GitHub, GitLab, Hugging Face, …), bearer, basic and
/// `token` `Authorization` credentials, `password=`/`token=`-style
/// assignments, private key blocks and secret-named environment assignments (`.env` lines).
/// Each is replaced by `[REDACTED:kind]` and counted by kind, so the caller can say what it
/// replaced.
///
/// Every text of a message goes through it: Markdown, reasoning, tool arguments (each JSON
/// string) and results. A cheap scan for each rule's trigger runs first, so text without
/// anything secret-looking costs one pass of substring checks.
public final class TranscriptRedactor: @unchecked Sendable {
  struct Rule {
    let kind: String
    /// Substrings one of which a match must contain (checked before the regex runs).
    let triggers: [String]
    let pattern: Regex<AnyRegexOutput>
    /// The number of the capture group kept before the secret (a header or a name), if any.
    let keepsPrefix: Bool
  }

  private let lock = NSLock()
  private var counts: [String: Int] = [:]
  private let rules: [Rule]

  public init() {
    func rule(_ kind: String, _ triggers: [String], _ pattern: String, keepsPrefix: Bool = false)
      -> Rule
    {
      // The patterns are constants of this file: a failure here is a programming error.
      Rule(
        kind: kind, triggers: triggers, pattern: try! Regex(pattern), keepsPrefix: keepsPrefix)
    }
    rules = [
      rule(
        "private key", ["PRIVATE KEY-----"],
        #"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z0-9 ]*PRIVATE KEY-----|$)"#),
      rule("Anthropic API key", ["sk-ant-"], #"sk-ant-[A-Za-z0-9_\-]{20,}"#),
      rule("OpenAI API key", ["sk-"], #"\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_\-]{20,}"#),
      rule("AWS access key", ["AKIA", "ASIA"], #"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"#),
      rule(
        "GitHub token", ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"],
        #"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})"#),
      rule("GitLab token", ["glpat-"], #"\bglpat-[A-Za-z0-9_\-]{20,}"#),
      rule("Hugging Face token", ["hf_"], #"\bhf_[A-Za-z0-9]{30,}"#),
      rule(
        "AWS secret access key",
        ["aws_secret_access_key", "AWS_SECRET_ACCESS_KEY", "SecretAccessKey"],
        #"((?i)\b(?:aws_secret_access_key|secretaccesskey)\b[\"']?\s*[:=]\s*[\"']?)[A-Za-z0-9/+=]{16,}"#,
        keepsPrefix: true),
      rule("Google API key", ["AIza"], #"\bAIza[0-9A-Za-z_\-]{35}"#),
      rule("Slack token", ["xox"], #"\bxox[baprs]-[A-Za-z0-9\-]{10,}"#),
      rule("Stripe key", ["_live_", "_test_"], #"\b[sr]k_(?:live|test)_[0-9A-Za-z]{16,}"#),
      rule(
        "bearer token", ["Bearer", "bearer"],
        #"((?:[Aa]uthorization|AUTHORIZATION)[\"']?\s*[:=]\s*[\"']?[Bb]earer\s+|\b[Bb]earer\s+)[A-Za-z0-9._~+/=\-]{12,}"#,
        keepsPrefix: true),
      // GitHub's older scheme: `Authorization: token ghp_…` (or any opaque token).
      rule(
        "authorization token", ["uthorization", "UTHORIZATION"],
        #"((?:[Aa]uthorization|AUTHORIZATION)[\"']?\s*[:=]\s*[\"']?[Tt]oken\s+)(?!\[REDACTED)[A-Za-z0-9._~+/=\-]{8,}"#,
        keepsPrefix: true),
      rule(
        "basic credentials", ["Basic", "basic"],
        #"((?:[Aa]uthorization|AUTHORIZATION)[\"']?\s*[:=]\s*[\"']?[Bb]asic\s+)[A-Za-z0-9+/=]{8,}"#,
        keepsPrefix: true),
      rule(
        "credentials in a URL", ["://"], #"(\b[a-z][a-z0-9+.\-]*://[^\s:/@]+:)[^\s/@]+(?=@)"#,
        keepsPrefix: true),
      // A line may carry the line number a file viewer put before it (Claude Code's Read:
      // `     1→KEY=value`, `cat -n`: `     1<tab>KEY=value`).
      rule(
        "environment secret", ["KEY", "SECRET", "TOKEN", "PASSWORD", "PASSWD", "CREDENTIAL"],
        #"((?m)^\s*(?:\d+(?:→|\t))?\s*(?:export\s+)?[A-Z][A-Z0-9_]*(?:KEY|SECRET|TOKEN|PASSWORD|PASSWD|CREDENTIALS?)[A-Z0-9_]*\s*=\s*)(?!\[REDACTED)[^\s#]+"#,
        keepsPrefix: true),
      rule(
        "password or token assignment",
        ["password", "passwd", "pwd", "token", "secret", "api_key", "apikey", "Password", "Token"],
        #"((?i)\b(?:password|passwd|pwd|token|secret|api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret)\b[\"']?\s*[:=]\s*[\"']?)(?!\[REDACTED)[^\s\"'&,;]{4,}"#,
        keepsPrefix: true),
    ]
  }

  /// Replacements made so far, by kind, most first (ties by name).
  public var summary: [(kind: String, count: Int)] {
    lock.lock()
    defer { lock.unlock() }
    return counts.map { ($0.key, $0.value) }.sorted {
      $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0
    }
  }

  /// `text` with every secret replaced.
  public func redact(_ text: String) -> String {
    var text = text
    for rule in rules where rule.triggers.contains(where: { text.contains($0) }) {
      var found = 0
      text = text.replacing(rule.pattern) { match in
        found += 1
        let prefix = rule.keepsPrefix ? (match.output[1].substring.map(String.init) ?? "") : ""
        return prefix + "[REDACTED:\(rule.kind)]"
      }
      if found > 0 {
        lock.lock()
        counts[rule.kind, default: 0] += found
        lock.unlock()
      }
    }
    return text
  }

  /// `message` with every text in it redacted.
  public func redact(_ message: TranscriptMessage) -> TranscriptMessage {
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
