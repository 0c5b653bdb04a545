/// The header `git log -p` and `git show` print before a commit's diff.
public struct DiffCommit: Hashable, Sendable {
  /// The full or abbreviated object name after `commit`.
  public var hash: String
  /// Ref names git printed after the hash (`(HEAD -> main, tag: v1)`), without parentheses.
  public var decorations: String?
  /// The `Author:` value, `Name <email>`.
  public var author: String?
  /// The `Date:` or `AuthorDate:` value as git printed it.
  public var date: String?
  /// The message with git's four-space indent removed.
  public var message: String
  /// Other header lines (`Merge:`, `Commit:`, `CommitDate:`) as `(name, value)`.
  public var otherHeaders: [HeaderField]
  /// The 1-based line of `commit` in the diff input.
  public var inputLine: Int

  /// One `Name: value` header line.
  public struct HeaderField: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  public init(
    hash: String, decorations: String? = nil, author: String? = nil, date: String? = nil,
    message: String = "", otherHeaders: [HeaderField] = [], inputLine: Int = 0
  ) {
    self.hash = hash
    self.decorations = decorations
    self.author = author
    self.date = date
    self.message = message
    self.otherHeaders = otherHeaders
    self.inputLine = inputLine
  }
}
