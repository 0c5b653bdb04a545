import Foundation

/// Tokenizes a whole document, using several cores for large ones (`SpeculativeParts`: the
/// result is always identical to a sequential run), and says where such documents split.
public enum DocumentTokenizer {
  /// The tokenized lines, or nil when `deadline` passed first.
  public static func tokenize(
    lines: [Substring], grammar: Grammar, maxLineLength: Int = 10_000, deadline: Date? = nil,
    maxParts: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [TokenizedLine]? {
    let parts = max(1, min(maxParts, lines.count / minimumLinesPerPart))
    return SpeculativeParts.run(
      starts: splitPoints(lines, parts: parts), lineCount: lines.count,
      makeWorker: {
        let tokenizer = Tokenizer(grammar: grammar, maxLineLength: maxLineLength)
        var counter = 0
        return SpeculativeParts.Worker(
          step: { index, state in
            let result = tokenizer.tokenizeLine(lines[index], state: state)
            return (result, result.state)
          },
          guess: tokenizer.rootState,
          isOverBudget: {
            // Reading the clock every 64 lines is enough for a wall-clock deadline.
            counter += 1
            guard let deadline, counter % 64 == 0 else { return false }
            return Date() > deadline
          })
      })
  }

  static let minimumLinesPerPart = 2000

  /// First line of each part: near an even split, at a line that probably starts at the root
  /// rule: a line at column 0 after a blank line or a closing `}` at column 0, with every
  /// bracket, preprocessor conditional and Markdown code fence before it closed (a rough count
  /// that ignores strings and comments: a wrong guess costs only the lines redone). Without
  /// one, fewer parts.
  static func splitPoints(_ lines: [Substring], parts: Int) -> [Int] {
    var starts = [0]
    guard parts > 1 else { return starts }
    let balanced = balancedBefore(lines)
    func isCandidate(_ index: Int) -> Bool {
      guard index > 0, let first = lines[index].utf8.first else { return false }
      let startsAtColumnZero = first != UInt8(ascii: " ") && first != UInt8(ascii: "\t")
      // After a blank line, or right after a block closed at column 0.
      let previous = lines[index - 1]
      return startsAtColumnZero
        && (previous.allSatisfy(\.isWhitespace) || previous.utf8.first == UInt8(ascii: "}"))
    }
    let reach = max(500, lines.count / parts / 4)
    for part in 1..<parts {
      let target = lines.count * part / parts
      let low = max(target - reach, starts.last! + 1)
      let high = min(lines.count, target + reach)
      var chosen: Int?
      var distance = 0
      while chosen == nil, target - distance >= low || target + distance < high {
        for index in [target + distance, target - distance]
        where index >= low && index < high && balanced[index] && isCandidate(index) {
          chosen = index
          break
        }
        distance += 1
      }
      // No likely root line near the target: a wrong guess would cost a redo of the whole
      // part, more than working on one core fewer.
      if let start = chosen, start > starts.last! { starts.append(start) }
    }
    return starts
  }

  /// Whether all brackets, `#if` conditionals and ``` fences opened before each line are closed.
  private static func balancedBefore(_ lines: [Substring]) -> [Bool] {
    var result = [Bool](repeating: false, count: lines.count)
    var depth = 0
    var inFence = false
    for (index, line) in lines.enumerated() {
      result[index] = depth == 0 && !inFence
      let trimmed = line.utf8.drop { $0 == UInt8(ascii: " ") }
      if trimmed.starts(with: "```".utf8) || trimmed.starts(with: "~~~".utf8) {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      var leading = true
      var quote: UInt8?
      var previous: UInt8 = 0
      scan: for byte in line.utf8 {
        defer { previous = byte }
        if let open = quote {
          if byte == open && previous != UInt8(ascii: "\\") { quote = nil }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"): quote = byte
        case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): break scan
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth = max(0, depth - 1)
        case UInt8(ascii: "#") where leading:
          let rest = line.utf8.drop { $0 != UInt8(ascii: "#") }.dropFirst()
            .drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
          if rest.starts(with: "if".utf8) { depth += 1 }
          if rest.starts(with: "endif".utf8) { depth = max(0, depth - 1) }
        default: break
        }
        if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { leading = false }
      }
    }
    return result
  }
}
