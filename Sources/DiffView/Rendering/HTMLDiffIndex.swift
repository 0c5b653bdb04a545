/// The file index of an HTML diff: one entry per file with its counts, grouped under its
/// commit for `git log -p` pages (files before any commit stand alone), written last since
/// files stream.
struct HTMLDiffIndex {
  struct Entry {
    var id: String
    var title: String
    var added: Int
    var removed: Int
  }

  struct Group {
    /// The commit's short hash and subject; `nil` for files outside any commit.
    var commit: (hash: String, subject: String)?
    var entries: [Entry] = []
  }

  private(set) var groups: [Group] = []
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// Files added from now on belong to `commit`.
  mutating func begin(_ commit: DiffCommit) {
    let subject = String(commit.message.prefix { $0 != "\n" })
    groups.append(Group(commit: (String(commit.hash.prefix(12)), subject)))
  }

  /// A new file's entry; returns its anchor id.
  mutating func add(title: String, added: Int, removed: Int) -> String {
    count += 1
    let id = "ir-file-\(count)"
    if groups.isEmpty { groups.append(Group()) }
    groups[groups.count - 1].entries.append(
      Entry(id: id, title: title, added: added, removed: removed))
    return id
  }

  /// Adds a later piece's counts to the last file.
  mutating func addCounts(added: Int, removed: Int) {
    guard let last = groups.indices.last, !groups[last].entries.isEmpty else { return }
    groups[last].entries[groups[last].entries.count - 1].added += added
    groups[last].entries[groups[last].entries.count - 1].removed += removed
  }

  /// The `<nav>`, or nothing without files.
  func html(escape: (String) -> String) -> String {
    guard count > 0 else { return "" }
    var out = "<nav class=\"ir-index\"><h2>\(count) file\(count == 1 ? "" : "s")</h2><ol>\n"
    for group in groups where !group.entries.isEmpty {
      if let commit = group.commit {
        out += "<li class=\"ir-index-commit\"><span class=\"ir-index-hash\">"
        out += escape(commit.hash) + "</span> " + escape(commit.subject) + "<ol>\n"
      }
      for entry in group.entries {
        out += "<li><a href=\"#\(entry.id)\">\(escape(entry.title))</a>"
        out += "<span class=\"ir-stat-add\">+\(entry.added)</span>"
        out += "<span class=\"ir-stat-del\">−\(entry.removed)</span></li>\n"
      }
      if group.commit != nil { out += "</ol></li>\n" }
    }
    return out + "</ol></nav>\n"
  }
}
