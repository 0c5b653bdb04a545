/// A capture's rule: scopes for the captured text, and optionally patterns to tokenize it with.
struct CaptureRule: Sendable {
  let name: ScopeTemplate?
  let contentName: ScopeTemplate?
  /// The include-only rule that retokenizes the captured text, when the capture has patterns.
  let retokenizeRuleID: Int?
}

/// A compiled rule (vscode-textmate `Rule`), identified by its index in its `Grammar`.
/// Everything but the lazily resolved `patterns` is fixed at creation; the grammar's lock
/// guards the lazy parts.
final class Rule: @unchecked Sendable {
  enum Kind: Sendable { case match, includeOnly, beginEnd, beginWhile }

  let id: Int
  let kind: Kind
  let name: ScopeTemplate?
  let contentName: ScopeTemplate?
  /// `match` for match rules, `begin` for begin/end and begin/while rules.
  let head: RegexSource?
  /// `end` or `while`.
  let tail: RegexSource?
  /// `captures` of a match rule, `beginCaptures` (or `captures`) of the others.
  let headCaptures: [CaptureRule?]
  /// `endCaptures` or `whileCaptures` (or `captures`).
  let tailCaptures: [CaptureRule?]
  let applyEndPatternLast: Bool

  let rawPatterns: [RawRule]?
  let repository: RepositoryScope
  /// Resolved sub-rule ids (lazy, under the grammar lock).
  var patterns: [Int]?
  var hasMissingPatterns = false
  /// Collected scanner patterns (lazy, under the grammar lock).
  var patternList: PatternList?
  var whileList: PatternList?

  init(
    id: Int, kind: Kind, name: ScopeTemplate?, contentName: ScopeTemplate?, head: RegexSource?,
    tail: RegexSource?, headCaptures: [CaptureRule?], tailCaptures: [CaptureRule?],
    applyEndPatternLast: Bool, rawPatterns: [RawRule]?, repository: RepositoryScope
  ) {
    self.id = id
    self.kind = kind
    self.name = name
    self.contentName = contentName
    self.head = head
    self.tail = tail
    self.headCaptures = headCaptures
    self.tailCaptures = tailCaptures
    self.applyEndPatternLast = applyEndPatternLast
    self.rawPatterns = rawPatterns
    self.repository = repository
  }

  /// The rule id a scanner reports for a rule's `end` pattern.
  static let endRuleID = -1
  /// The rule id a scanner reports for a rule's `while` pattern.
  static let whileRuleID = -2
}

/// The patterns one scanner searches, in priority order, with the rule each one belongs to.
final class PatternList: @unchecked Sendable {
  let sources: [RegexSource]
  let ruleIDs: [Int]
  /// Index of the `end`/`while` pattern whose back-references are resolved per match.
  let backReferenceIndex: Int?

  init(sources: [RegexSource], ruleIDs: [Int], backReferenceIndex: Int?) {
    self.sources = sources
    self.ruleIDs = ruleIDs
    self.backReferenceIndex = backReferenceIndex
  }
}

/// A chain of repositories: a rule's own `repository` merged over its enclosing ones, plus the
/// grammar it belongs to, which answers `$self` and `$base`.
final class RepositoryScope: @unchecked Sendable {
  let entries: [String: RawRule]
  let parent: RepositoryScope?
  let selfRule: RawRule
  let baseRule: RawRule

  init(entries: [String: RawRule], parent: RepositoryScope?, selfRule: RawRule, baseRule: RawRule) {
    self.entries = entries
    self.parent = parent
    self.selfRule = selfRule
    self.baseRule = baseRule
  }

  func lookup(_ key: String) -> RawRule? {
    if key == "$self" { return selfRule }
    if key == "$base" { return baseRule }
    var scope: RepositoryScope? = self
    while let current = scope {
      if let rule = current.entries[key] { return rule }
      scope = current.parent
    }
    return nil
  }

  func merging(_ extra: [String: RawRule]) -> RepositoryScope {
    RepositoryScope(entries: extra, parent: self, selfRule: selfRule, baseRule: baseRule)
  }
}
