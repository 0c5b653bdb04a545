/// Everything the diff says about one file: its paths, what happened to it, and its hunks.
public struct DiffFile: Hashable, Sendable {
  /// What happened to the file.
  public enum Status: String, Hashable, Sendable {
    case modified
    case added
    case deleted
    case renamed
    case copied
  }

  /// The path before the change (prefix such as `a/` removed), `nil` for added files.
  public var oldPath: String?
  /// The path after the change, `nil` for deleted files.
  public var newPath: String?
  public var status: Status
  /// The `similarity index` of a rename or copy, in percent.
  public var similarity: Int?
  /// The file mode before (`100644`), when the diff gives it.
  public var oldMode: String?
  /// The file mode after, when the diff gives it.
  public var newMode: String?
  /// A binary file: `Binary files … differ` or a `GIT binary patch`.
  public var binary: Bool
  /// For binary files, a one-line summary of what the diff said.
  public var binarySummary: String?
  /// The blob names of the `index` line (possibly abbreviated), for reading full sources.
  public var oldBlob: String?
  public var newBlob: String?
  /// A combined diff (`diff --cc` / `diff --combined`) of a merge.
  public var isCombined: Bool
  public var hunks: [DiffHunk]
  /// The 1-based line in the diff input where this file's section starts.
  public var inputLine: Int
  /// A file too large to hold comes in pieces (`DiffParser.pieceLines`): every piece after
  /// the first is a continuation (its header is already out), every piece but the last
  /// `continues`.
  public var isContinuation = false
  /// More of this file follows in the next piece.
  public var continues = false

  public init(
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
  public var displayPath: String { newPath ?? oldPath ?? "" }

  /// `old → new` for renames and copies, otherwise the one path.
  public var title: String {
    if let oldPath, let newPath, oldPath != newPath { return "\(oldPath) → \(newPath)" }
    return displayPath
  }
}
