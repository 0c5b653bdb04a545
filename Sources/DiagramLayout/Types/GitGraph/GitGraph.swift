import RenderSupport

/// A Mermaid Git graph after its commands ran: branches and commits with their parents.
public struct GitGraph: Equatable, Sendable {
  /// How a commit is drawn.
  public enum CommitType: String, Equatable, Sendable {
    case normal = "NORMAL"
    case reverse = "REVERSE"
    case highlight = "HIGHLIGHT"
    case merge = "MERGE"
    case cherryPick = "CHERRY_PICK"
  }

  /// Which way commits run.
  public enum Orientation: String, Equatable, Sendable {
    case leftToRight = "LR"
    case topToBottom = "TB"
    case bottomToTop = "BT"
  }

  /// A branch: its name and Mermaid's `order` (nil: after the ordered ones, by creation).
  public struct Branch: Equatable, Sendable {
    public var name: String
    public var order: Double?

    /// The name as its label shows it: a name quoted over lines (`branch "a` ⏎ `b"`) reads
    /// with its lines joined by a space, the label being one line high.
    public var displayName: String {
      name.split(separator: "\n").map { String($0).trimmingCharacters() }.joined(separator: " ")
    }
  }

  /// A commit, in the order the commands made them.
  public struct Commit: Equatable, Sendable {
    public var id: String
    /// The index in `branches` of the branch it was made on.
    public var branch: Int
    /// Indices in `commits`: the first parent, then the merged one.
    public var parents: [Int]
    public var type: CommitType
    public var tags: [String]
    /// Whether `id` was written (`commit id: "x"`) rather than generated.
    public var hasCustomID: Bool
    public var position: SourcePosition
  }

  public var title: String?
  public var orientation = Orientation.leftToRight
  public var branches: [Branch] = []
  public var commits: [Commit] = []
  public var showBranches = true
  public var showCommitLabel = true
  public var rotateCommitLabel = true
  /// `parallelCommits`: a commit sits one step after its latest parent, not after every
  /// commit made before it.
  public var parallelCommits = false
}
