/// Tokenizes lines with a `Grammar`, with vscode-textmate's semantics. Holds the search state
/// (compiled scanners, match regions, per-line result caches), so one tokenizer belongs to one
/// thread; make one per thread or per document. The grammar itself is shared.
package final class Tokenizer {
  /// The grammar tokens come from.
  package let grammar: Grammar
  /// Lines longer than this many UTF-16 code units are not tokenized.
  package var maxLineLength: Int
  /// Searches that gave up at the regex retry limit, over the tokenizer's life.
  package var regexLimitHits: Int { cache.retryLimitHits }
  let cache: MatchCache
  let scopePushes = ScopePushCache()

  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var nextTextID = 0
  private let grammarID: ObjectIdentifier
  private var localRules: [Rule?] = []
  var scanners: [ScannerEntry?] = []
  var whileScanners: [ScannerEntry?] = []
  var backReferenceScanners: [String: ScannerEntry] = [:]
  var resolvedSources: [String: RegexSource] = [:]
  var cachedInjections: [Injection]?
  /// Scope names of the last stack injections were matched against.
  var injectionScopesKey: ScopeStack?
  var injectionScopes: [String] = []
  /// Results of recent short lines by (state, text): source repeats lines such as `}` or
  /// `end`, and a repeated line from an equal state tokenizes the same.
  private var memo: [MemoKey: TokenizedLine] = [:]
  /// Whether `memo` is kept. A caller that remembers lines itself (a diff's `LineMemory`,
  /// keyed the same way) turns it off: every line reaching the tokenizer missed there
  /// already, so it would be hashed and copied a second time only to miss again.
  let remembersLines: Bool
  private static let memoLineLimit = 256
  private static let memoCapacity = 4096
  /// Limit on capture retokenization nesting, against grammars whose captures recurse.
  let maxCaptureDepth = 32
  /// Asked every `interruptInterval` steps of the scan loop while a line is tokenized with
  /// one (`tokenizeLine(_:state:interrupt:)`): one line of a hostile grammar (captures that
  /// include `$self` re-tokenize each capture again, doubling at every level) can take
  /// longer than any time limit, so the budget is checked inside the line, not only between
  /// lines.
  private var interrupt: (() -> Bool)?
  private var interruptCountdown = 0
  /// Set once `interrupt` said stop: the line is cut short, and its result is not kept.
  private(set) var wasInterrupted = false
  private static let interruptInterval = 64

  /// A tokenizer for `grammar`; `maxLineLength` is in UTF-16 code units. `fastPaths: false`
  /// searches with Oniguruma alone (for differential tests); `remembersLines: false` keeps
  /// no memo of repeated lines (for callers with their own).
  package init(
    grammar: Grammar, maxLineLength: Int = 10_000, fastPaths: Bool = true,
    remembersLines: Bool = true
  ) {
    cache = MatchCache(fastPaths: fastPaths)
    self.remembersLines = remembersLines
    self.grammar = grammar
    self.maxLineLength = maxLineLength
    grammarID = ObjectIdentifier(grammar)
    capacity = 1024
    buffer = .allocate(capacity: capacity)
  }

  deinit { buffer.deallocate() }

  /// How many lines the memo holds (for tests).
  var rememberedLines: Int { memo.count }

  /// Tokenizes one line (without its line break) from `state`, asking `interrupt` every few
  /// dozen steps whether to stop: once it says so, the rest of the line is one token and the
  /// caller (whose budget ran out) drops the result.
  package func tokenizeLine(
    _ line: Substring, state: LineState, interrupt: @escaping () -> Bool
  ) -> TokenizedLine {
    self.interrupt = interrupt
    interruptCountdown = Self.interruptInterval
    wasInterrupted = false
    defer { self.interrupt = nil }
    return tokenizeLine(line, state: state)
  }

  /// Whether the line being tokenized must stop (its caller's budget ran out).
  @inline(__always)
  func shouldStop() -> Bool {
    guard let interrupt else { return false }
    if wasInterrupted { return true }
    interruptCountdown -= 1
    guard interruptCountdown <= 0 else { return false }
    interruptCountdown = Self.interruptInterval
    wasInterrupted = interrupt()
    return wasInterrupted
  }

  /// Tokenizes one line (without its line break) from `state`.
  ///
  /// Overloads for the two string types rather than one generic over `StringProtocol`: called
  /// from another module, a generic is not specialized, and its first look at `line.utf8`
  /// resolves the associated type at run time, scanning every conformance record of the binary.
  package func tokenizeLine(_ line: String, state: LineState) -> TokenizedLine {
    tokenizeLine(line[...], state: state)
  }

  /// Tokenizes one line (without its line break) from `state`.
  package func tokenizeLine(_ line: Substring, state: LineState) -> TokenizedLine {
    var line = line
    return line.withUTF8 { tokenizeLine(utf8: $0, state: state) }
  }

  private func tokenizeLine(utf8 source: UnsafeBufferPointer<UInt8>, state: LineState)
    -> TokenizedLine
  {
    let count = source.count
    if count + 1 > capacity {
      buffer.deallocate()
      capacity = max(count + 1, capacity * 2)
      buffer = .allocate(capacity: capacity)
    }
    if let base = source.baseAddress { buffer.update(from: base, count: count) }
    let utf16Length = UTF16Count.of(source)
    buffer[count] = 0x0A

    var stack: StateNode
    var isFirstLine: Bool
    if let top = state.top, top.grammarID == grammarID {
      stack = top
      isFirstLine = false
    } else {
      stack = initialNode()
      isFirstLine = true
    }
    if utf16Length > maxLineLength {
      return TokenizedLine(
        tokens: [Token(utf8Range: 0..<count, scopes: stack.contentScopes)],
        state: LineState(top: stack), exceededLineLength: true, hitRegexLimit: false)
    }

    let memoKey =
      remembersLines && count <= Self.memoLineLimit
      ? MemoKey(
        state: LineState(top: isFirstLine ? nil : stack),
        text: UnsafeBufferPointer(start: buffer, count: count))
      : nil
    if let memoKey, let known = memo[memoKey] { return known }

    let hitsBefore = regexLimitHits
    var tokens = LineTokens()
    let text = makeText(count: count + 1)
    cache.indexLine(text.base, count: text.count)
    stack = tokenizeString(
      text, isFirstLine: isFirstLine, linePosition: 0, stack: stack, tokens: &tokens,
      checkWhileConditions: true, captureDepth: 0)

    // The `\n` was only there for the patterns: drop a token that covers only it, and clip.
    if let last = tokens.tokens.last, last.utf8Range.lowerBound == count {
      tokens.tokens.removeLast()
    }
    if tokens.tokens.isEmpty {
      tokens.tokens.append(Token(utf8Range: 0..<count, scopes: stack.contentScopes))
    } else {
      let lastIndex = tokens.tokens.count - 1
      let lower = tokens.tokens[lastIndex].utf8Range.lowerBound
      tokens.tokens[lastIndex].utf8Range = lower..<count
    }
    let result = TokenizedLine(
      tokens: tokens.tokens, state: LineState(top: stack.resettingPositions()),
      exceededLineLength: false, hitRegexLimit: regexLimitHits != hitsBefore)
    if let memoKey, !result.hitRegexLimit, !wasInterrupted {
      if memo.count >= Self.memoCapacity { memo.removeAll(keepingCapacity: true) }
      memo[memoKey] = result
    }
    return result
  }

  /// A search text over the first `count` bytes of the line buffer, with a fresh cache id.
  func makeText(count: Int) -> SearchText {
    nextTextID += 1
    return SearchText(base: UnsafePointer(buffer), count: count, id: nextTextID)
  }

  /// The state at the root rule after a first line that opened nothing: where a document
  /// split for parallel tokenization guesses a later part starts.
  var rootState: LineState { LineState(top: initialNode()) }

  private func initialNode() -> StateNode {
    let rootID = grammar.rootRuleID
    let rootName = rule(rootID).name?.staticScopes ?? ["unknown"]
    let scopes = ScopeStack.from(rootName) ?? ScopeStack(root: "unknown")
    return StateNode(
      parent: nil, grammarID: grammarID, ruleID: rootID, enterPosition: -1, anchorPosition: -1,
      beginCapturedEOL: false, endPattern: nil, nameScopes: scopes, contentScopes: scopes)
  }

  /// The rule for an id, cached locally so the grammar's lock is taken once per rule.
  func rule(_ id: Int) -> Rule {
    if id < localRules.count, let rule = localRules[id] { return rule }
    let rule = grammar.rule(id)
    if id >= localRules.count {
      localRules.append(contentsOf: repeatElement(nil, count: id - localRules.count + 1))
    }
    localRules[id] = rule
    return rule
  }
}

/// A line's text and starting state, the key of the tokenizer's memo.
private struct MemoKey: Hashable {
  let state: LineState
  let text: [UInt8]

  func hash(into hasher: inout Hasher) {
    hasher.combine(state)
    text.withUnsafeBytes { hasher.combine(bytes: $0) }
  }

  init(state: LineState, text: UnsafeBufferPointer<UInt8>) {
    self.state = state
    self.text = Array(text)
  }
}
