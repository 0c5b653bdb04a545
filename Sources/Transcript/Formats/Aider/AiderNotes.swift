import Foundation

/// Facts in Aider's own notes (its `> ` lines): the model it runs (`Main model: X with diff
/// edit format, …`, `Model: X with …` before 0.50) and the tokens of the last reply
/// (`Tokens: 4.2k sent, 1.1k cache write, 2.3k cache hit, 96 received.`, as
/// `Coder.calculate_and_show_tokens_and_cost` in Aider's `aider/coders/base_coder.py` writes it,
/// each count through `format_tokens`: exact under 1,000, then `4.2k`, `12k`).
enum AiderNotes {
  /// The model a note line names, if it names one.
  static func model(_ line: String) -> String? {
    for prefix in ["Main model: ", "Model: "] where line.hasPrefix(prefix) {
      let rest = line.dropFirst(prefix.count)
      let name = rest.range(of: " with ").map { rest[..<$0.lowerBound] } ?? rest
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty ? nil : trimmed
    }
    return nil
  }

  /// The tokens a `Tokens:` note line counts (rounded as Aider rounded them).
  static func usage(_ line: String) -> TokenUsage? {
    guard line.hasPrefix("Tokens: ") else { return nil }
    // The report ends at the first period followed by a space (`… received. Cost: …`).
    var report = line.dropFirst("Tokens: ".count)
    if let end = report.range(of: ". ") { report = report[..<end.lowerBound] }
    if report.hasSuffix(".") { report = report.dropLast() }
    var usage = TokenUsage()
    var found = false
    for part in report.split(separator: ",") {
      let words = part.split(separator: " ")
      guard let first = words.first, let count = count(first) else { continue }
      switch words.dropFirst().joined(separator: " ") {
      case "sent": usage.input = count
      case "received": usage.output = count
      case "cache write": usage.cacheWrite = count
      case "cache hit", "cache read": usage.cacheRead = count
      default: continue
      }
      found = true
    }
    return found ? usage : nil
  }

  /// `96`, `4.2k`, `12k`, `1.5M` as a count.
  static func count(_ text: Substring) -> Int? {
    var digits = text
    var scale = 1.0
    if digits.hasSuffix("k") {
      scale = 1e3
      digits = digits.dropLast()
    } else if digits.hasSuffix("M") {
      scale = 1e6
      digits = digits.dropLast()
    }
    guard let value = Double(digits.filter { $0 != "," }), value >= 0, value * scale < 1e14 else {
      return nil
    }
    return Int((value * scale).rounded())
  }
}
