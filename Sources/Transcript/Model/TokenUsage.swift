import RenderSupport

/// Tokens a model call used, as the log recorded them (Claude Code and Anthropic `usage`:
/// `input_tokens`, `output_tokens`, `cache_creation_input_tokens`, `cache_read_input_tokens`;
/// OpenAI `usage`: `prompt_tokens`, `completion_tokens`, `prompt_tokens_details.cached_tokens`,
/// or the Responses API's `input_tokens`/`output_tokens`). No prices are invented: the counts
/// are the inputs of a cost, shown as they are.
///
/// `input` is always the input read fresh, apart from `cacheRead`: Anthropic counts cache
/// reads apart already, while OpenAI, its Responses API, Codex and Gemini count the cached
/// tokens inside their input total, so those are taken out of it here.
package struct TokenUsage: Equatable, Sendable {
  package var input = 0
  package var output = 0
  package var cacheWrite = 0
  package var cacheRead = 0

  package init(input: Int = 0, output: Int = 0, cacheWrite: Int = 0, cacheRead: Int = 0) {
    self.input = input
    self.output = output
    self.cacheWrite = cacheWrite
    self.cacheRead = cacheRead
  }

  /// The usage of a `usage` object in any of the known shapes, or nil when it has no counts.
  package init?(_ value: JSONValue?) {
    guard let value, case .object = value else { return nil }
    func count(_ key: String, in object: JSONValue? = nil) -> Int? {
      // Counts past 2^48 are not token counts; they are dropped rather than summed.
      guard let number = (object ?? value)[key]?.intValue, number >= 0, number < 1 << 48 else {
        return nil
      }
      return number
    }
    let total = count("input_tokens") ?? count("prompt_tokens")
    let output = count("output_tokens") ?? count("completion_tokens")
    let apart = count("cache_read_input_tokens")
    let inside =
      count("cached_input_tokens") ?? count("cached_tokens", in: value["prompt_tokens_details"])
      ?? count("cached_tokens", in: value["input_tokens_details"])
    let cacheRead = apart ?? inside
    let input = total.map { apart == nil ? max(0, $0 - (inside ?? 0)) : $0 }
    let cacheWrite = count("cache_creation_input_tokens")
    guard input != nil || output != nil || cacheRead != nil || cacheWrite != nil else {
      return nil
    }
    self.input = input ?? 0
    self.output = output ?? 0
    self.cacheRead = cacheRead ?? 0
    self.cacheWrite = cacheWrite ?? 0
  }

  /// The sum of `self` and `other` (nil stays nil only when both are).
  package func adding(_ other: TokenUsage?) -> TokenUsage {
    guard let other else { return self }
    // Each count is under 2^48, so sums of millions of calls stay far from overflow.
    return TokenUsage(
      input: input &+ other.input, output: output &+ other.output,
      cacheWrite: cacheWrite &+ other.cacheWrite, cacheRead: cacheRead &+ other.cacheRead)
  }

  /// `1,234 in · 567 out · 8,900 cache read · 400 cache write` (zero counts left out).
  package var summary: String { parts.joined(separator: " · ") }

  /// The pieces of `summary`, for a layout that may break between them but not inside.
  package var parts: [String] {
    var parts = ["\(Self.grouped(input)) in", "\(Self.grouped(output)) out"]
    if cacheRead > 0 { parts.append("\(Self.grouped(cacheRead)) cache read") }
    if cacheWrite > 0 { parts.append("\(Self.grouped(cacheWrite)) cache write") }
    return parts
  }

  /// Digits grouped by thousands with commas.
  package static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}

extension Optional where Wrapped == TokenUsage {
  /// The sum, nil when both are nil.
  func adding(_ other: TokenUsage?) -> TokenUsage? {
    guard let self else { return other }
    return self.adding(other)
  }
}
