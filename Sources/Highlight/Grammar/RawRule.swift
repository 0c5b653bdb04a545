/// One rule of a TextMate grammar as written in the file (a `patterns` entry, a repository
/// entry, a capture or an injection). Immutable; its object identity names the rule when a
/// grammar is compiled, as vscode-textmate tags raw rules with ids.
package final class RawRule: Sendable {
  package let include: String?
  package let name: String?
  package let contentName: String?
  package let match: String?
  package let begin: String?
  package let end: String?
  package let whilePattern: String?
  package let captures: RawCaptures?
  package let beginCaptures: RawCaptures?
  package let endCaptures: RawCaptures?
  package let whileCaptures: RawCaptures?
  package let patterns: [RawRule]?
  package let repository: [String: RawRule]?
  package let applyEndPatternLast: Bool

  package init(
    include: String? = nil, name: String? = nil, contentName: String? = nil,
    match: String? = nil, begin: String? = nil, end: String? = nil, whilePattern: String? = nil,
    captures: RawCaptures? = nil, beginCaptures: RawCaptures? = nil,
    endCaptures: RawCaptures? = nil, whileCaptures: RawCaptures? = nil,
    patterns: [RawRule]? = nil, repository: [String: RawRule]? = nil,
    applyEndPatternLast: Bool = false
  ) {
    self.include = include
    self.name = name
    self.contentName = contentName
    self.match = match
    self.begin = begin
    self.end = end
    self.whilePattern = whilePattern
    self.captures = captures
    self.beginCaptures = beginCaptures
    self.endCaptures = endCaptures
    self.whileCaptures = whileCaptures
    self.patterns = patterns
    self.repository = repository
    self.applyEndPatternLast = applyEndPatternLast
  }
}

/// The `captures` of a rule: capture group number to rule (name, contentName, patterns).
package struct RawCaptures: Sendable {
  package let rules: [Int: RawRule]

  package init(_ rules: [Int: RawRule]) { self.rules = rules }
}
