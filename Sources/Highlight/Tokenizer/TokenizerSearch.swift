/// A compiled scanner with the rule each of its patterns belongs to.
final class ScannerEntry {
  let scanner: RegexScanner
  let ruleIDs: [Int]

  init(scanner: RegexScanner, ruleIDs: [Int]) {
    self.scanner = scanner
    self.ruleIDs = ruleIDs
  }
}

/// A match found for the rule on top of the stack or for an injection.
struct RuleMatch {
  let ruleID: Int
  let captures: CaptureRanges
  /// An `L:` injection, which wins ties with the grammar's own match.
  let priorityMatch: Bool
}

/// Finding the next match (vscode-textmate `matchRuleOrInjections` and the `while` check),
/// with scanners compiled once per rule and anchor variant and kept by this tokenizer.
extension Tokenizer {
  func scannerEntry(
    ruleID: Int, endPattern: String?, allowA: Bool, allowG: Bool, isWhile: Bool
  ) -> ScannerEntry {
    let variant = RegexSource.variantIndex(allowA: allowA, allowG: allowG)
    let slot = ruleID * 4 + variant
    if endPattern == nil {
      let table = isWhile ? whileScanners : scanners
      if slot < table.count, let entry = table[slot] { return entry }
    }
    let key = endPattern.map { "\(isWhile ? "w" : "e")\(slot):\($0)" }
    if let key, let entry = backReferenceScanners[key] { return entry }

    let list = isWhile ? grammar.whileList(for: ruleID) : grammar.patternList(for: ruleID)
    var sources = list.sources
    if let endPattern, let index = list.backReferenceIndex {
      if let source = resolvedSources[endPattern] {
        sources[index] = source
      } else {
        let source = RegexSource(endPattern)
        if resolvedSources.count > 512 { resolvedSources.removeAll() }
        resolvedSources[endPattern] = source
        sources[index] = source
      }
    }
    let entry = ScannerEntry(
      scanner: RegexScanner(grammar.regexes(for: sources, variant: variant), cache: cache),
      ruleIDs: list.ruleIDs)
    if let key {
      if backReferenceScanners.count > 256 { backReferenceScanners.removeAll() }
      backReferenceScanners[key] = entry
    } else if isWhile {
      if slot >= whileScanners.count {
        whileScanners.append(contentsOf: repeatElement(nil, count: slot - whileScanners.count + 1))
      }
      whileScanners[slot] = entry
    } else {
      if slot >= scanners.count {
        scanners.append(contentsOf: repeatElement(nil, count: slot - scanners.count + 1))
      }
      scanners[slot] = entry
    }
    return entry
  }

  func matchRuleOrInjections(
    _ text: SearchText, isFirstLine: Bool, linePosition: Int, stack: StateNode,
    anchorPosition: Int
  ) -> RuleMatch? {
    let entry = scannerEntry(
      ruleID: stack.ruleID, endPattern: stack.endPattern, allowA: isFirstLine,
      allowG: linePosition == anchorPosition, isWhile: false)
    var result: RuleMatch?
    if let match = entry.scanner.findNextMatch(in: text, from: linePosition) {
      result = RuleMatch(
        ruleID: entry.ruleIDs[match.index], captures: match.captures, priorityMatch: false)
    }
    let injections = cachedInjections ?? grammar.injections()
    cachedInjections = injections
    guard !injections.isEmpty,
      let injected = matchInjections(
        injections, text, isFirstLine: isFirstLine, linePosition: linePosition, stack: stack,
        anchorPosition: anchorPosition)
    else { return result }
    guard let own = result else { return injected }
    let ownStart = own.captures.start(0)
    let injectedStart = injected.captures.start(0)
    if injectedStart < ownStart || (injected.priorityMatch && injectedStart == ownStart) {
      return injected
    }
    return own
  }

  private func matchInjections(
    _ injections: [Injection], _ text: SearchText, isFirstLine: Bool, linePosition: Int,
    stack: StateNode, anchorPosition: Int
  ) -> RuleMatch? {
    if injectionScopesKey !== stack.contentScopes {
      injectionScopesKey = stack.contentScopes
      injectionScopes = stack.contentScopes.scopeNames
    }
    var bestStart = Int.max
    var best: RuleMatch?
    for injection in injections where injection.matcher.matches(injectionScopes) {
      let entry = scannerEntry(
        ruleID: injection.ruleID, endPattern: nil, allowA: isFirstLine,
        allowG: linePosition == anchorPosition, isWhile: false)
      guard let match = entry.scanner.findNextMatch(in: text, from: linePosition) else {
        continue
      }
      let start = match.captures.start(0)
      guard start < bestStart else { continue }
      bestStart = start
      best = RuleMatch(
        ruleID: entry.ruleIDs[match.index], captures: match.captures,
        priorityMatch: injection.priority == -1)
      if start == linePosition { break }
    }
    return best
  }
}
