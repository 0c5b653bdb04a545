/// A TextMate grammar as written in its file, typed but not compiled.
public final class RawGrammar: Sendable {
  public let scopeName: String
  /// The display name (`name` key), not a scope.
  public let displayName: String?
  public let patterns: [RawRule]
  public let repository: [String: RawRule]
  /// `injections`: selector to rule, in file order.
  public let injections: [(selector: String, rule: RawRule)]
  /// Where this grammar injects itself when it is listed as an injection of another.
  public let injectionSelector: String?
  public let fileTypes: [String]
  public let firstLineMatch: String?

  public init(
    scopeName: String, displayName: String? = nil, patterns: [RawRule],
    repository: [String: RawRule] = [:], injections: [(selector: String, rule: RawRule)] = [],
    injectionSelector: String? = nil, fileTypes: [String] = [], firstLineMatch: String? = nil
  ) {
    self.scopeName = scopeName
    self.displayName = displayName
    self.patterns = patterns
    self.repository = repository
    self.injections = injections
    self.injectionSelector = injectionSelector
    self.fileTypes = fileTypes
    self.firstLineMatch = firstLineMatch
  }
}
