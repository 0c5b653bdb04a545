/// Where a long document is cut for `SpeculativeParts`: near even shares of its bytes, at
/// lines that probably start at the grammar's root rule. A wrong guess costs only the lines
/// redone, never a different result; no likely line near a target costs a part.
enum SplitPoints {
  /// The first line of each part (always starting with 0). A candidate is a line at column 0
  /// after a blank line or a closing `}` at column 0, with every bracket, preprocessor
  /// conditional, block comment and Markdown code fence before it closed (`BracketBalance`).
  static func starts(
    _ lines: [Substring], parts: Int, convention: BracketBalance.Convention = .cLike
  ) -> [Int] {
    var starts = [0]
    guard parts > 1 else { return starts }
    let balanced = BracketBalance.balancedBefore(lines, convention: convention)
    func isCandidate(_ index: Int) -> Bool {
      guard index > 0, let first = lines[index].utf8.first else { return false }
      let startsAtColumnZero = first != UInt8(ascii: " ") && first != UInt8(ascii: "\t")
      let previous = lines[index - 1]
      return startsAtColumnZero
        && (previous.allSatisfy(\.isWhitespace) || previous.utf8.first == UInt8(ascii: "}"))
    }
    let reach = max(500, lines.count / parts / 4)
    for target in byteShareTargets(lines, parts: parts) {
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

  /// The lines after which each of the first `parts - 1` even shares of the bytes ends: work
  /// follows the length of the text more than the number of lines.
  private static func byteShareTargets(_ lines: [Substring], parts: Int) -> [Int] {
    var total = 0
    for line in lines { total += line.utf8.count }
    var targets: [Int] = []
    var seen = 0
    for (index, line) in lines.enumerated() where targets.count < parts - 1 {
      seen += line.utf8.count
      while targets.count < parts - 1, seen * parts >= total * (targets.count + 1) {
        targets.append(index + 1)
      }
    }
    return targets
  }
}
