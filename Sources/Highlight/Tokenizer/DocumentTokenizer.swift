import Dispatch
import Foundation

/// Tokenizes a whole document, using several cores for large ones. Lines are split into
/// parts at lines that probably start at the root rule (a line at column 0 after a blank
/// line); every part after the first is tokenized speculatively from the root state, then
/// checked: where the real incoming state differs, lines are tokenized again from it until
/// the states agree. The result is always identical to a sequential run.
public enum DocumentTokenizer {
  /// The tokenized lines, or nil when `deadline` passed first.
  public static func tokenize(
    lines: [Substring], grammar: Grammar, maxLineLength: Int = 10_000, deadline: Date? = nil,
    maxParts: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> [TokenizedLine]? {
    let parts = max(1, min(maxParts, lines.count / minimumLinesPerPart))
    let starts = splitPoints(lines, parts: parts)
    let results = PartSlots<[TokenizedLine]>(count: starts.count)
    DispatchQueue.concurrentPerform(iterations: starts.count) { part in
      let tokenizer = Tokenizer(grammar: grammar, maxLineLength: maxLineLength)
      let end = part + 1 < starts.count ? starts[part + 1] : lines.count
      var state = part == 0 ? LineState.initial : tokenizer.rootState
      var output: [TokenizedLine] = []
      output.reserveCapacity(end - starts[part])
      for index in starts[part]..<end {
        if let deadline, index % 64 == 0, Date() > deadline { return }
        let result = tokenizer.tokenizeLine(lines[index], state: state)
        output.append(result)
        state = result.state
      }
      results.store(output, at: part)
    }
    var combined: [TokenizedLine] = []
    combined.reserveCapacity(lines.count)
    let tokenizer = Tokenizer(grammar: grammar, maxLineLength: maxLineLength)
    for part in 0..<starts.count {
      guard var output = results.value(at: part) else { return nil }
      if part > 0, let incoming = combined.last?.state, incoming != tokenizer.rootState {
        // The guess was wrong: redo lines until the real state meets the guessed one.
        var state = incoming
        for offset in output.indices {
          if let deadline, offset % 64 == 0, Date() > deadline { return nil }
          let result = tokenizer.tokenizeLine(lines[starts[part] + offset], state: state)
          let converged = result.state == output[offset].state
          output[offset] = result
          state = result.state
          if converged { break }
        }
      }
      combined.append(contentsOf: output)
    }
    return combined
  }

  static let minimumLinesPerPart = 2000

  /// First line of each part: near an even split, at a line that starts at column 0 after a
  /// blank line when one comes soon.
  static func splitPoints(_ lines: [Substring], parts: Int) -> [Int] {
    var starts = [0]
    guard parts > 1 else { return starts }
    for part in 1..<parts {
      let target = lines.count * part / parts
      var chosen = target
      let window = min(lines.count, target + 500)
      for index in max(target, starts.last! + 1)..<window {
        guard index > 0, let first = lines[index].utf8.first else { continue }
        let startsAtColumnZero = first != UInt8(ascii: " ") && first != UInt8(ascii: "\t")
        if startsAtColumnZero && lines[index - 1].allSatisfy(\.isWhitespace) {
          chosen = index
          break
        }
      }
      if chosen > starts.last! { starts.append(chosen) }
    }
    return starts
  }
}
