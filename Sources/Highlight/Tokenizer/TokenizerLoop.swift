/// The scan loop (vscode-textmate `_tokenizeString`, `_checkWhileConditions`,
/// `handleCaptures`): find the next match for the rule on top of the stack, emit tokens up to
/// it, push or pop rules, repeat to the end of the line.
extension Tokenizer {
  func tokenizeString(
    _ text: SearchText, isFirstLine firstLine: Bool, linePosition start: Int,
    stack initial: StateNode,
    tokens: inout LineTokens, checkWhileConditions: Bool, captureDepth: Int
  ) -> StateNode {
    let lineLength = text.count
    var stack = initial
    var linePosition = start
    var isFirstLine = firstLine
    var anchorPosition = -1
    if checkWhileConditions {
      (stack, linePosition, anchorPosition, isFirstLine) = checkWhile(
        text, isFirstLine: isFirstLine, linePosition: linePosition, stack: stack, tokens: &tokens)
    }
    // Belt and braces against loops the checks below do not recognise.
    var budget = (lineLength + 1) * 16 + 1000
    while true {
      budget -= 1
      guard budget > 0, !shouldStop(),
        let match = matchRuleOrInjections(
          text, isFirstLine: isFirstLine, linePosition: linePosition, stack: stack,
          anchorPosition: anchorPosition)
      else {
        tokens.produce(stack.contentScopes, upTo: lineLength)
        return stack
      }
      let captures = match.captures
      let matchStart = captures.start(0)
      let matchEnd = captures.end(0)
      let hasAdvanced = matchEnd > linePosition

      if match.ruleID == Rule.endRuleID {
        let popped = stack
        let poppedRule = rule(popped.ruleID)
        tokens.produce(stack.contentScopes, upTo: matchStart)
        stack = stack.with(contentScopes: stack.nameScopes)
        handleCaptures(
          text, isFirstLine: isFirstLine, stack: stack, tokens: &tokens,
          captureRules: poppedRule.tailCaptures, captures: captures, captureDepth: captureDepth)
        tokens.produce(stack.contentScopes, upTo: matchEnd)
        guard let parent = stack.parent else {
          // The root never ends; treat a stray end as the rest of the line.
          tokens.produce(popped.contentScopes, upTo: lineLength)
          return popped
        }
        stack = parent
        anchorPosition = popped.anchorPosition
        if !hasAdvanced && popped.enterPosition == linePosition {
          // Pushed and popped without advancing: keep the rule and give up on this line.
          stack = popped
          tokens.produce(stack.contentScopes, upTo: lineLength)
          return stack
        }
      } else {
        let matched = rule(match.ruleID)
        tokens.produce(stack.contentScopes, upTo: matchStart)
        let beforePush = stack
        let line = text.base
        let nameScopes = scopePushes.pushing(
          matched.name, on: stack.contentScopes, line: line, captures: captures)
        stack = stack.pushing(
          ruleID: match.ruleID, enterPosition: linePosition, anchorPosition: anchorPosition,
          beginCapturedEOL: matchEnd == lineLength, endPattern: nil, nameScopes: nameScopes,
          contentScopes: nameScopes)
        switch matched.kind {
        case .beginEnd, .beginWhile:
          handleCaptures(
            text, isFirstLine: isFirstLine, stack: stack, tokens: &tokens,
            captureRules: matched.headCaptures, captures: captures, captureDepth: captureDepth)
          tokens.produce(stack.contentScopes, upTo: matchEnd)
          anchorPosition = matchEnd
          if let contentName = matched.contentName {
            stack = stack.with(
              contentScopes: scopePushes.pushing(
                contentName, on: nameScopes, line: line, captures: captures))
          }
          if let tail = matched.tail, tail.hasBackReferences {
            stack = stack.with(
              endPattern: tail.resolvingBackReferences(line: line, captures: captures))
          }
          if !hasAdvanced && beforePush.hasSameRule(as: stack) {
            // Pushed the same rule again without advancing: undo and give up on this line.
            stack = stack.parent!
            tokens.produce(stack.contentScopes, upTo: lineLength)
            return stack
          }
        case .match, .includeOnly:
          handleCaptures(
            text, isFirstLine: isFirstLine, stack: stack, tokens: &tokens,
            captureRules: matched.headCaptures, captures: captures, captureDepth: captureDepth)
          tokens.produce(stack.contentScopes, upTo: matchEnd)
          stack = stack.parent!
          if !hasAdvanced {
            // A match that does not advance would match again forever.
            stack = stack.parent ?? stack
            tokens.produce(stack.contentScopes, upTo: lineLength)
            return stack
          }
        }
      }
      if matchEnd > linePosition {
        linePosition = matchEnd
        isFirstLine = false
      }
    }
  }

  /// At the start of a line, every open begin/while rule (outermost first) must match its
  /// `while` pattern; the first that does not is closed with everything inside it.
  private func checkWhile(
    _ text: SearchText, isFirstLine firstLine: Bool, linePosition start: Int,
    stack initial: StateNode,
    tokens: inout LineTokens
  ) -> (StateNode, Int, Int, Bool) {
    var stack = initial
    var linePosition = start
    var isFirstLine = firstLine
    var anchorPosition = stack.beginCapturedEOL ? 0 : -1
    var whileNodes: [StateNode] = []
    var node: StateNode? = stack
    while let current = node {
      if rule(current.ruleID).kind == .beginWhile { whileNodes.append(current) }
      node = current.parent
    }
    for whileNode in whileNodes.reversed() {
      let whileRule = rule(whileNode.ruleID)
      let entry = scannerEntry(
        ruleID: whileNode.ruleID, endPattern: whileNode.endPattern, allowA: isFirstLine,
        allowG: linePosition == anchorPosition, isWhile: true)
      guard let match = entry.scanner.findNextMatch(in: text, from: linePosition),
        entry.ruleIDs[match.index] == Rule.whileRuleID
      else {
        stack = whileNode.parent ?? whileNode
        break
      }
      let captures = match.captures
      tokens.produce(whileNode.contentScopes, upTo: captures.start(0))
      handleCaptures(
        text, isFirstLine: isFirstLine, stack: whileNode, tokens: &tokens,
        captureRules: whileRule.tailCaptures, captures: captures, captureDepth: 0)
      tokens.produce(whileNode.contentScopes, upTo: captures.end(0))
      anchorPosition = captures.end(0)
      if captures.end(0) > linePosition {
        linePosition = captures.end(0)
        isFirstLine = false
      }
    }
    return (stack, linePosition, anchorPosition, isFirstLine)
  }

  /// Emits the capture scopes of a match, nested as the capture ranges nest; captures with
  /// `patterns` are tokenized again, within the captured text only.
  func handleCaptures(
    _ text: SearchText, isFirstLine: Bool, stack: StateNode, tokens: inout LineTokens,
    captureRules: [CaptureRule?], captures: CaptureRanges, captureDepth: Int
  ) {
    let count = min(captureRules.count, captures.count)
    guard count > 0 else { return }
    let line = text.base
    let maxEnd = captures.end(0)
    var open: [(scopes: ScopeStack, end: Int)] = []
    for group in 0..<count {
      guard let captureRule = captureRules[group], !captures.isEmpty(group) else { continue }
      let groupStart = captures.start(group)
      let groupEnd = captures.end(group)
      if groupStart > maxEnd { break }
      while let last = open.last, last.end <= groupStart {
        tokens.produce(last.scopes, upTo: last.end)
        open.removeLast()
      }
      if let last = open.last {
        tokens.produce(last.scopes, upTo: groupStart)
      } else {
        tokens.produce(stack.contentScopes, upTo: groupStart)
      }
      if let retokenizeID = captureRule.retokenizeRuleID, captureDepth < maxCaptureDepth,
        !shouldStop()
      {
        let nameScopes = scopePushes.pushing(
          captureRule.name, on: stack.contentScopes, line: line, captures: captures)
        let contentScopes = scopePushes.pushing(
          captureRule.contentName, on: nameScopes, line: line, captures: captures)
        let nested = stack.pushing(
          ruleID: retokenizeID, enterPosition: groupStart, anchorPosition: -1,
          beginCapturedEOL: false, endPattern: nil, nameScopes: nameScopes,
          contentScopes: contentScopes)
        let prefix = makeText(count: groupEnd)
        _ = tokenizeString(
          prefix, isFirstLine: isFirstLine && groupStart == 0, linePosition: groupStart,
          stack: nested, tokens: &tokens, checkWhileConditions: false,
          captureDepth: captureDepth + 1)
        continue
      }
      guard let name = captureRule.name else { continue }
      let base = open.last?.scopes ?? stack.contentScopes
      open.append(
        (scopePushes.pushing(name, on: base, line: line, captures: captures), groupEnd))
    }
    while let last = open.popLast() {
      tokens.produce(last.scopes, upTo: last.end)
    }
  }
}
