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
  /// Every header line between `commit` and the message, in input order (`Merge:`,
  /// `Author:`, `AuthorDate:`, `Commit:`, `CommitDate:`, or `--format=raw`'s `tree`,
  /// `parent`, `author`, `committer`…); `author` and `date` repeat two of them.
  public var headers: [HeaderField]
  /// The graph git drew beside the commit line (`git log --graph`: `*   `, `| * `), or `nil`.
  public var graph: String?
  /// The 1-based line of `commit` in the diff input.
  public var inputLine: Int

  /// One `Name: value` header line, or `name value` in `--format=raw` (`hasColon` false); a
  /// raw header's continuation lines (`gpgsig`, `mergetag`) are joined to its value by LF.
  public struct HeaderField: Hashable, Sendable {
    public var name: String
    public var value: String
    public var hasColon: Bool

    public init(name: String, value: String, hasColon: Bool = true) {
      self.name = name
      self.value = value
      self.hasColon = hasColon
    }
  }

  public init(
    hash: String, decorations: String? = nil, author: String? = nil, date: String? = nil,
    message: String = "", headers: [HeaderField] = [], inputLine: Int = 0
  ) {
    self.hash = hash
    self.decorations = decorations
    self.author = author
    self.date = date
    self.message = message
    self.headers = headers
    self.inputLine = inputLine
  }
}
