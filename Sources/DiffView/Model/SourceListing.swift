/// Lines of one source file shown outside a diff, as a search or annotation tool printed them:
/// `git grep`/`grep` matches, `rg --json` records, `git blame` (delta shows the same as a
/// pager). Every line keeps its text; what the tool added (numbers, matches, commits) is typed.
package struct SourceListing: Hashable, Sendable {
  /// Which tool's output the listing was read from.
  package enum Origin: String, Hashable, Sendable {
    case grep
    case ripgrep
    case blame
  }

  /// One line of the file, or a break between groups of lines (grep's `--`).
  package struct Line: Hashable, Sendable {
    /// The 1-based line number in the file, when the tool printed it.
    package var number: Int?
    package var text: String
    /// A context line around matches (grep's `-C`, `rg`'s `context`), not a match.
    package var isContext = false
    /// UTF-8 byte ranges of `text` that matched.
    package var matches: [Range<Int>] = []
    /// `git blame`'s commit of the line.
    package var blame: BlameInfo?
    /// A break between non-adjacent groups (`--`); `text` is empty.
    package var isBreak = false

    package init(number: Int?, text: String) {
      self.number = number
      self.text = text
    }
  }

  /// The commit `git blame` gives a line.
  package struct BlameInfo: Hashable, Sendable {
    /// The abbreviated or full object name (`^` for a boundary commit kept in front; empty
    /// when `-b` blanked a boundary commit's).
    package var commit: String
    /// The author's name, or e-mail address (`-e`); empty when `-s` left it out.
    package var author: String
    /// The author date as `YYYY-MM-DD` when blame gave a calendar date or a timestamp, else
    /// as blame wrote it (`--date=relative`'s "3 weeks ago"); empty when `-s` left it out.
    package var date: String
    /// The line's number in the commit that last changed it (`-n`, porcelain's second field).
    package var originalLine: Int?
    /// The file the line had in that commit, when it is not the listing's (a rename, or a
    /// line `-C` found in another file).
    package var originalPath: String?

    package init(
      commit: String, author: String, date: String, originalLine: Int? = nil,
      originalPath: String? = nil
    ) {
      self.commit = commit
      self.author = author
      self.date = date
      self.originalLine = originalLine
      self.originalPath = originalPath
    }
  }

  package var origin: Origin
  /// The file's path as the tool printed it; empty when it did not (`git blame` without `-f`).
  package var path: String
  package var lines: [Line]
  /// The 1-based input line of the first line.
  package var inputLine: Int

  package init(origin: Origin, path: String, lines: [Line] = [], inputLine: Int) {
    self.origin = origin
    self.path = path
    self.lines = lines
    self.inputLine = inputLine
  }
}
