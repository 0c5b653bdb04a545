import Foundation

/// A grammar ready to tokenize with: the rules reachable from one root scope, compiled lazily
/// (a rule's includes and regexes on first use) and cached for the process. Thread-safe; the
/// per-thread search state lives in `Tokenizer`.
package final class Grammar: @unchecked Sendable {
  /// The root scope, e.g. `source.swift`.
  package let scopeName: String
  let root: RawGrammar
  let catalog: GrammarCatalog
  private let lock = NSLock()
  var rules: [Rule?] = []
  var ruleIDs: [ObjectIdentifier: Int] = [:]
  /// Repository roots of the grammars this one reached, by scope (nil: not found).
  var contexts: [String: RepositoryScope?] = [:]
  /// Synthetic raw rules (`$self` of each grammar) kept alive so their identities stay valid.
  var syntheticRules: [RawRule] = []
  private(set) var rootRuleID = 0
  private var cachedInjections: [Injection]?
  private var warningList: [String] = []
  /// One regex per distinct pattern text, so equal patterns share cached results.
  private var regexesBySource: [PatternText: CompiledRegex] = [:]
  /// The same regexes in the order first reached (warnings in a stable order), the ones whose
  /// compile error is already a warning, and the process's failure count when last looked.
  private var regexOrder: [CompiledRegex] = []
  private var reported: Set<Int> = []
  private var failuresSeen = 0

  init(root: RawGrammar, catalog: GrammarCatalog) {
    scopeName = root.scopeName
    self.root = root
    self.catalog = catalog
    lock.withLock {
      let scope = makeContext(for: root, base: nil)
      contexts[root.scopeName] = scope
      rootRuleID = compileRule(scope.selfRule, repository: scope)
    }
  }

  /// Problems met while compiling (invalid regexes, which disable only their pattern).
  package var warnings: [String] {
    lock.withLock {
      collectCompileErrors()
      return warningList
    }
  }

  private func compiledRegex(_ text: String) -> CompiledRegex? {
    let pattern = PatternText(text)
    if let known = regexesBySource[pattern] { return known }
    let regex = RegexCache.regex(pattern)
    regexesBySource[pattern] = regex
    regexOrder.append(regex)
    return regex
  }

  /// Adds the compile errors met since the last look to the warnings (patterns compile on
  /// their first search, so an invalid one is found when a line first needs it). Called
  /// with the lock held.
  private func collectCompileErrors() {
    let failures = OnigRuntime.withCompileLock { OnigRuntime.compileFailures }
    guard failures != failuresSeen else { return }
    failuresSeen = failures
    for (index, regex) in regexOrder.enumerated() where !reported.contains(index) {
      if let error = regex.compileError {
        reported.insert(index)
        warn(error.description)
      }
    }
  }

  func warn(_ message: String) {
    warningList.append("\(scopeName): \(message)")
  }

  // MARK: Access for the tokenizer (each takes the lock once)

  func rule(_ id: Int) -> Rule {
    lock.withLock { rules[id]! }
  }

  /// The patterns a scanner searches while `ruleID` is on top of the stack.
  func patternList(for ruleID: Int) -> PatternList {
    lock.withLock { compiledPatternList(ruleID) }
  }

  /// The single `while` pattern of a begin/while rule.
  func whileList(for ruleID: Int) -> PatternList {
    lock.withLock {
      let rule = rules[ruleID]!
      if let list = rule.whileList { return list }
      let tail = rule.tail ?? RegexSource("")
      let list = PatternList(
        sources: [tail], ruleIDs: [Rule.whileRuleID],
        backReferenceIndex: tail.hasBackReferences ? 0 : nil)
      rule.whileList = list
      return list
    }
  }

  /// The regex of every pattern of `list` for one anchor variant (compiled on first search).
  func regexes(for sources: [RegexSource], variant: Int) -> [CompiledRegex?] {
    lock.withLock {
      sources.map { source in
        source.regex(variant: variant, compile: compiledRegex)
      }
    }
  }

  /// The injections that apply to this root scope, by priority.
  func injections() -> [Injection] {
    lock.withLock {
      if let cachedInjections { return cachedInjections }
      let result = collectInjections()
      cachedInjections = result
      return result
    }
  }
}
