/// Everything the diff says about one file: its paths, what happened to it, and its hunks.
package struct DiffFile: Hashable, Sendable {
  /// What happened to the file.
  package enum Status: String, Hashable, Sendable {
    case modified
    case added
    case deleted
    case renamed
    case copied
  }

  /// The path before the change (prefix such as `a/` removed), `nil` for added files.
  package var oldPath: String?
  /// The path after the change, `nil` for deleted files.
  package var newPath: String?
  package var status: Status
  /// The `similarity index` of a rename or copy, in percent.
  package var similarity: Int?
  /// The file mode before (`100644`), when the diff gives it.
  package var oldMode: String?
  /// The file mode after, when the diff gives it.
  package var newMode: String?
  /// A binary file: `Binary files … differ` or a `GIT binary patch`.
  package var binary: Bool
  /// For binary files, a one-line summary of what the diff said.
  package var binarySummary: String?
  /// The blob names of the `index` line (possibly abbreviated), for reading full sources.
  package var oldBlob: String?
  package var newBlob: String?
  /// A combined diff (`diff --cc` / `diff --combined`) of a merge.
  package var isCombined: Bool
  package var hunks: [DiffHunk]
  /// The 1-based line in the diff input where this file's section starts.
  package var inputLine: Int
  /// A file too large to hold comes in pieces (`DiffParser.pieceLines`): every piece after
  /// the first is a continuation (its header is already out), every piece but the last
  /// `continues`.
  package var isContinuation = false
  /// More of this file follows in the next piece.
  package var continues = false

  package init(
    oldPath: String? = nil, newPath: String? = nil, status: Status = .modified,
    similarity: Int? = nil, oldMode: String? = nil, newMode: String? = nil,
    binary: Bool = false, binarySummary: String? = nil, oldBlob: String? = nil,
    newBlob: String? = nil, isCombined: Bool = false, hunks: [DiffHunk] = [], inputLine: Int = 0
  ) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.status = status
    self.similarity = similarity
    self.oldMode = oldMode
    self.newMode = newMode
    self.binary = binary
    self.binarySummary = binarySummary
    self.oldBlob = oldBlob
    self.newBlob = newBlob
    self.isCombined = isCombined
    self.hunks = hunks
    self.inputLine = inputLine
  }

  /// The path to show and to pick a grammar by: the new path, else the old one.
  package var displayPath: String { newPath ?? oldPath ?? "" }

  /// `old → new` for renames and copies, otherwise the one path.
  package var title: String {
    if let oldPath, let newPath, oldPath != newPath { return "\(oldPath) → \(newPath)" }
    return displayPath
  }
}
