import RenderSupport

/// A Mermaid Git graph after its commands ran: branches and commits with their parents.
package struct GitGraph: Equatable, Sendable {
  /// How a commit is drawn.
  package enum CommitType: String, Equatable, Sendable {
    case normal = "NORMAL"
    case reverse = "REVERSE"
    case highlight = "HIGHLIGHT"
    case merge = "MERGE"
    case cherryPick = "CHERRY_PICK"
  }

  /// Which way commits run.
  package enum Orientation: String, Equatable, Sendable {
    case leftToRight = "LR"
    case topToBottom = "TB"
    case bottomToTop = "BT"
  }

  /// A branch: its name and Mermaid's `order` (nil: after the ordered ones, by creation).
  package struct Branch: Equatable, Sendable {
    package var name: String
    package var order: Double?

    /// The name as its label shows it: a name quoted over lines (`branch "a` ⏎ `b"`) reads
    /// with its lines joined by a space, the label being one line high.
    package var displayName: String {
      name.split(separator: "\n").map { String($0).trimmingCharacters() }.joined(separator: " ")
    }
  }

  /// A commit, in the order the commands made them.
  package struct Commit: Equatable, Sendable {
    package var id: String
    /// The index in `branches` of the branch it was made on.
    package var branch: Int
    /// Indices in `commits`: the first parent, then the merged one.
    package var parents: [Int]
    package var type: CommitType
    package var tags: [String]
    /// Whether `id` was written (`commit id: "x"`) rather than generated.
    package var hasCustomID: Bool
    package var position: SourcePosition

    /// Whether the id is written beside the commit: Mermaid never labels a cherry-pick and
    /// labels a merge only when its id was written, so generated ids of both stay hidden.
    package var showsLabel: Bool {
      switch type {
      case .cherryPick: false
      case .merge: hasCustomID
      case .normal, .reverse, .highlight: true
      }
    }
  }

  package var title: String?
  package var orientation = Orientation.leftToRight
  package var branches: [Branch] = []
  package var commits: [Commit] = []
  package var showBranches = true
  package var showCommitLabel = true
  package var rotateCommitLabel = true
  /// `parallelCommits`: a commit sits one step after its latest parent, not after every
  /// commit made before it.
  package var parallelCommits = false
}
