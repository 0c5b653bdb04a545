/// Turning raw rules into `Rule`s (vscode-textmate `RuleFactory`). Every method here runs with
/// the grammar's lock held. Includes are resolved when a rule's patterns are first needed, so
/// a grammar that embeds fifty languages loads only the ones the text reaches.
extension Grammar {
  /// The repository root of a grammar: its repository plus `$self` (a rule named after the
  /// scope with the top-level patterns) and `$base` (the root grammar's `$self`).
  func makeContext(for grammar: RawGrammar, base: RawRule?) -> RepositoryScope {
    let selfRule = RawRule(name: grammar.scopeName, patterns: grammar.patterns)
    syntheticRules.append(selfRule)
    return RepositoryScope(
      entries: grammar.repository, parent: nil, selfRule: selfRule, baseRule: base ?? selfRule)
  }

  /// The context of another grammar reached by `include: "scope"`; nil when it is unknown.
  func externalContext(_ scope: String, base: RawRule?) -> RepositoryScope? {
    if let known = contexts[scope] { return known }
    var context: RepositoryScope?
    if let raw = catalog.rawGrammar(scope) {
      context = makeContext(for: raw, base: base)
    }
    contexts[scope] = .some(context)
    return context
  }

  func compileRule(_ raw: RawRule, repository: RepositoryScope) -> Int {
    if let id = ruleIDs[ObjectIdentifier(raw)] { return id }
    let id = rules.count
    ruleIDs[ObjectIdentifier(raw)] = id
    rules.append(nil)
    let name = ScopeTemplate(raw.name)
    let rule: Rule
    if let match = raw.match, !match.isEmpty {
      rule = Rule(
        id: id, kind: .match, name: name, contentName: nil, head: RegexSource(match), tail: nil,
        headCaptures: compileCaptures(raw.captures, repository), tailCaptures: [],
        applyEndPatternLast: false, rawPatterns: nil, repository: repository)
    } else if let begin = raw.begin {
      let isWhile = !(raw.whilePattern ?? "").isEmpty
      let tailCaptures = isWhile ? raw.whileCaptures : raw.endCaptures
      rule = Rule(
        id: id, kind: isWhile ? .beginWhile : .beginEnd, name: name,
        contentName: ScopeTemplate(raw.contentName), head: RegexSource(begin),
        // A missing `end` behaves as an empty one in vscode-textmate (suite1 "Issue #66").
        tail: RegexSource((isWhile ? raw.whilePattern : raw.end) ?? ""),
        headCaptures: compileCaptures(raw.beginCaptures ?? raw.captures, repository),
        tailCaptures: compileCaptures(tailCaptures ?? raw.captures, repository),
        applyEndPatternLast: raw.applyEndPatternLast, rawPatterns: raw.patterns,
        repository: repository)
    } else {
      var scope = repository
      if let own = raw.repository { scope = repository.merging(own) }
      var patterns = raw.patterns
      if patterns == nil, let include = raw.include { patterns = [RawRule(include: include)] }
      if let patterns, raw.patterns == nil { syntheticRules.append(contentsOf: patterns) }
      rule = Rule(
        id: id, kind: .includeOnly, name: name, contentName: ScopeTemplate(raw.contentName),
        head: nil, tail: nil, headCaptures: [], tailCaptures: [], applyEndPatternLast: false,
        rawPatterns: patterns, repository: scope)
    }
    rules[id] = rule
    return id
  }

  private func compileCaptures(_ captures: RawCaptures?, _ repository: RepositoryScope)
    -> [CaptureRule?]
  {
    guard let captures, let maximum = captures.rules.keys.max(), maximum < 1000 else { return [] }
    var result = [CaptureRule?](repeating: nil, count: maximum + 1)
    for (group, raw) in captures.rules where group >= 0 {
      let retokenize = raw.patterns == nil ? nil : compileRule(raw, repository: repository)
      result[group] = CaptureRule(
        name: ScopeTemplate(raw.name), contentName: ScopeTemplate(raw.contentName),
        retokenizeRuleID: retokenize)
    }
    return result
  }

  /// The rule an `include` names, or nil when it leads nowhere (missing rules are skipped).
  private func resolveInclude(_ include: String, repository: RepositoryScope) -> Int? {
    if include == "$self" || include == "$base" {
      return compileRule(repository.lookup(include)!, repository: repository)
    }
    if include.hasPrefix("#") {
      guard let raw = repository.lookup(String(include.dropFirst())) else { return nil }
      return compileRule(raw, repository: repository)
    }
    let scope: String
    var ruleName: String?
    if let hash = include.firstIndex(of: "#") {
      scope = String(include[..<hash])
      ruleName = String(include[include.index(after: hash)...])
    } else {
      scope = include
    }
    guard let context = externalContext(scope, base: repository.baseRule) else { return nil }
    if let ruleName {
      guard let raw = context.entries[ruleName] else { return nil }
      return compileRule(raw, repository: context)
    }
    return compileRule(context.selfRule, repository: context)
  }

  /// Resolves a rule's `patterns` to rule ids, skipping includes that lead nowhere and rules
  /// whose own patterns all led nowhere.
  func resolvePatterns(_ rule: Rule) {
    guard rule.patterns == nil else { return }
    rule.patterns = []  // breaks include cycles
    var result: [Int] = []
    let raws = rule.rawPatterns ?? []
    for raw in raws {
      let id: Int?
      if let include = raw.include {
        id = resolveInclude(include, repository: rule.repository)
      } else {
        id = compileRule(raw, repository: rule.repository)
      }
      guard let id, let target = rules[id] else { continue }
      if target.kind != .match && !isUsable(target) { continue }
      result.append(id)
    }
    rule.patterns = result
    rule.hasMissingPatterns = raws.count != result.count
  }

  /// Whether a rule with patterns is kept in a pattern list: vscode-textmate drops one whose
  /// patterns all lead nowhere. Decided from the raw rules, without compiling the patterns, so
  /// a grammar that embeds other languages in rules the text never reaches (heredocs, fenced
  /// code) does not load and compile them: an include of a whole grammar that is installed
  /// counts as leading somewhere.
  private func isUsable(_ rule: Rule) -> Bool {
    if let patterns = rule.patterns { return !(rule.hasMissingPatterns && patterns.isEmpty) }
    var visiting = Set<ObjectIdentifier>()
    return anyLeadsSomewhere(rule.rawPatterns ?? [], rule.repository, &visiting, depth: 0)
  }

  /// True for an empty list (nothing is missing) or when one of the entries leads somewhere.
  private func anyLeadsSomewhere(
    _ raws: [RawRule], _ repository: RepositoryScope, _ visiting: inout Set<ObjectIdentifier>,
    depth: Int
  ) -> Bool {
    // Past the include depth `collectPatterns` takes, nothing more would be collected.
    guard depth < Self.maximumIncludeDepth else { return false }
    return raws.isEmpty
      || raws.contains { raw in
        if let include = raw.include {
          return includeLeadsSomewhere(include, repository, &visiting, depth: depth)
        }
        return isKept(raw, repository, &visiting, depth: depth)
      }
  }

  /// Whether the rule `compileRule` makes of `raw` is kept, as `isUsable` decides it.
  private func isKept(
    _ raw: RawRule, _ repository: RepositoryScope, _ visiting: inout Set<ObjectIdentifier>,
    depth: Int
  ) -> Bool {
    if let match = raw.match, !match.isEmpty { return true }
    // A rule met again inside its own patterns: the cycle is cut as compiling cuts it.
    guard visiting.insert(ObjectIdentifier(raw)).inserted else { return true }
    if let id = ruleIDs[ObjectIdentifier(raw)] {
      // Compiled already (the first compile fixes its repository, as in vscode-textmate);
      // a rule still being compiled counts as kept, as it does there.
      guard let rule = rules[id] else { return true }
      if let patterns = rule.patterns { return !(rule.hasMissingPatterns && patterns.isEmpty) }
      return anyLeadsSomewhere(
        rule.rawPatterns ?? [], rule.repository, &visiting, depth: depth + 1)
    }
    if raw.begin != nil {
      return anyLeadsSomewhere(raw.patterns ?? [], repository, &visiting, depth: depth + 1)
    }
    var scope = repository
    if let own = raw.repository { scope = repository.merging(own) }
    let patterns = raw.patterns ?? raw.include.map { [RawRule(include: $0)] } ?? []
    return anyLeadsSomewhere(patterns, scope, &visiting, depth: depth + 1)
  }

  private func includeLeadsSomewhere(
    _ include: String, _ repository: RepositoryScope, _ visiting: inout Set<ObjectIdentifier>,
    depth: Int
  ) -> Bool {
    if include == "$self" || include == "$base" || include.hasPrefix("#") {
      let key = include.hasPrefix("#") ? String(include.dropFirst()) : include
      guard let target = repository.lookup(key) else { return false }
      return isKept(target, repository, &visiting, depth: depth)
    }
    guard let hash = include.firstIndex(of: "#") else {
      return contexts[include].map { $0 != nil } ?? catalog.hasGrammar(include)
    }
    let scope = String(include[..<hash])
    guard let context = externalContext(scope, base: repository.baseRule),
      let target = context.entries[String(include[include.index(after: hash)...])]
    else { return false }
    return isKept(target, context, &visiting, depth: depth)
  }

  /// The scanner patterns of a rule: its sub-rules' `match`/`begin` patterns, with `end` first
  /// or (applyEndPatternLast) last for begin/end rules.
  func compiledPatternList(_ ruleID: Int) -> PatternList {
    let rule = rules[ruleID]!
    if let list = rule.patternList { return list }
    var sources: [RegexSource] = []
    var ids: [Int] = []
    var visited = Set<Int>()
    resolvePatterns(rule)
    for id in rule.patterns ?? [] {
      collectPatterns(id, sources: &sources, ids: &ids, visited: &visited, depth: 0)
    }
    var backReferenceIndex: Int?
    if rule.kind == .beginEnd, let tail = rule.tail {
      if rule.applyEndPatternLast {
        sources.append(tail)
        ids.append(Rule.endRuleID)
        if tail.hasBackReferences { backReferenceIndex = sources.count - 1 }
      } else {
        sources.insert(tail, at: 0)
        ids.insert(Rule.endRuleID, at: 0)
        if tail.hasBackReferences { backReferenceIndex = 0 }
      }
    }
    let list = PatternList(sources: sources, ruleIDs: ids, backReferenceIndex: backReferenceIndex)
    rule.patternList = list
    return list
  }

  /// How deep includes nest (a rule's patterns including a rule whose patterns include …)
  /// before the rest is left out. Linguist's grammars nest a few dozen levels at most; a file
  /// given by `--grammar` could chain 20,000, which would take the stack and, resolved level
  /// by level, time quadratic in the chain before any budget check.
  static let maximumIncludeDepth = 256

  private func collectPatterns(
    _ id: Int, sources: inout [RegexSource], ids: inout [Int], visited: inout Set<Int>,
    depth: Int
  ) {
    guard depth < Self.maximumIncludeDepth, let rule = rules[id] else { return }
    switch rule.kind {
    case .match, .beginEnd, .beginWhile:
      if let head = rule.head {
        sources.append(head)
        ids.append(id)
      }
    case .includeOnly:
      // An include-only rule reached twice adds nothing new; this also stops include cycles.
      guard visited.insert(id).inserted else { return }
      resolvePatterns(rule)
      for child in rule.patterns ?? [] {
        collectPatterns(child, sources: &sources, ids: &ids, visited: &visited, depth: depth + 1)
      }
    }
  }

  /// vscode-textmate `_collectInjections`: the root grammar's own `injections`, then the
  /// injection grammars registered for the root scope, sorted by priority (stable).
  func collectInjections() -> [Injection] {
    var result: [Injection] = []
    guard let context = contexts[scopeName] ?? nil else { return [] }
    for (selector, raw) in root.injections {
      let id = compileRule(raw, repository: context)
      for matcher in InjectionSelector.parse(selector) {
        result.append(Injection(matcher: matcher.matcher, ruleID: id, priority: matcher.priority))
      }
    }
    for injector in catalog.injectionScopes(for: scopeName) {
      guard let raw = catalog.rawGrammar(injector), let selector = raw.injectionSelector,
        // An injection grammar is its own `$base`, as vscode-textmate loads it without one.
        let injected = externalContext(injector, base: nil)
      else { continue }
      let id = compileRule(injected.selfRule, repository: injected)
      for matcher in InjectionSelector.parse(selector) {
        result.append(Injection(matcher: matcher.matcher, ruleID: id, priority: matcher.priority))
      }
    }
    return result.enumerated().sorted {
      ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset)
    }.map(\.element)
  }
}
