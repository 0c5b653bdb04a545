/// A TextMate grammar as written in its file, typed but not compiled.
package final class RawGrammar: Sendable {
  package let scopeName: String
  /// The display name (`name` key), not a scope.
  package let displayName: String?
  package let patterns: [RawRule]
  package let repository: [String: RawRule]
  /// `injections`: selector to rule, in file order.
  package let injections: [(selector: String, rule: RawRule)]
  /// Where this grammar injects itself when it is listed as an injection of another.
  package let injectionSelector: String?
  package let fileTypes: [String]
  package let firstLineMatch: String?

  package init(
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
