/// One rule of a TextMate grammar as written in the file (a `patterns` entry, a repository
/// entry, a capture or an injection). Immutable; its object identity names the rule when a
/// grammar is compiled, as vscode-textmate tags raw rules with ids.
public final class RawRule: Sendable {
  public let include: String?
  public let name: String?
  public let contentName: String?
  public let match: String?
  public let begin: String?
  public let end: String?
  public let whilePattern: String?
  public let captures: RawCaptures?
  public let beginCaptures: RawCaptures?
  public let endCaptures: RawCaptures?
  public let whileCaptures: RawCaptures?
  public let patterns: [RawRule]?
  public let repository: [String: RawRule]?
  public let applyEndPatternLast: Bool

  public init(
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
public struct RawCaptures: Sendable {
  public let rules: [Int: RawRule]

  public init(_ rules: [Int: RawRule]) { self.rules = rules }
}
