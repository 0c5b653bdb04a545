/// One item of a parsed diff, in input order. The parser hands them out one at a time so a
/// renderer can paint and forget each file before the next is read.
package enum DiffEvent: Hashable, Sendable {
  /// A commit header of `git log -p` / `git show` output.
  case commit(DiffCommit)
  /// One file's complete section.
  case file(DiffFile)
  /// A line outside any file or commit structure (a mail header, `Only in …`, a stat line),
  /// shown as it is.
  case text(String)
  /// Lines of one file from a search or annotation tool (grep, rg --json, git blame).
  case listing(SourceListing)
  /// A conflict region of a conflicted file read as it is (not a diff of it).
  case conflict(ConflictText)
  /// A `text` line that arrived in its own colours (git's, as git's pager for `git status`
  /// or `git branch`): `raw` is the line as read, kept for a terminal.
  case coloredText(String, raw: String)
}
