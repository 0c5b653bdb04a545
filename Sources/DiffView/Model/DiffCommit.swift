/// The header `git log -p` and `git show` print before a commit's diff.
package struct DiffCommit: Hashable, Sendable {
  /// The full or abbreviated object name after `commit`.
  package var hash: String
  /// Ref names git printed after the hash (`(HEAD -> main, tag: v1)`), without parentheses.
  package var decorations: String?
  /// The `Author:` value, `Name <email>`.
  package var author: String?
  /// The `Date:` or `AuthorDate:` value as git printed it.
  package var date: String?
  /// The message with git's four-space indent removed.
  package var message: String
  /// Every header line between `commit` and the message, in input order (`Merge:`,
  /// `Author:`, `AuthorDate:`, `Commit:`, `CommitDate:`, or `--format=raw`'s `tree`,
  /// `parent`, `author`, `committer`…); `author` and `date` repeat two of them.
  package var headers: [HeaderField]
  /// The graph git drew beside the commit line (`git log --graph`: `*   `, `| * `), or `nil`.
  package var graph: String?
  /// The 1-based line of `commit` in the diff input.
  package var inputLine: Int

  /// One `Name: value` header line, or `name value` in `--format=raw` (`hasColon` false); a
  /// raw header's continuation lines (`gpgsig`, `mergetag`) are joined to its value by LF.
  package struct HeaderField: Hashable, Sendable {
    package var name: String
    package var value: String
    package var hasColon: Bool

    package init(name: String, value: String, hasColon: Bool = true) {
      self.name = name
      self.value = value
      self.hasColon = hasColon
    }
  }

  package init(
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
