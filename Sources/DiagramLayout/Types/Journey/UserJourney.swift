import RenderSupport

/// A parsed Mermaid user journey: sections of tasks, each with a score from 1 to 5 and the
/// actors taking part.
public struct UserJourney: Equatable, Sendable {
  /// One task.
  public struct Task: Equatable, Sendable {
    public var text: String
    /// 1 (unhappy) … 5 (happy).
    public var score: Int
    public var actors: [String]
    /// The index in `sections`, nil before the first section.
    public var section: Int?
    public var position: SourcePosition
  }

  public var title: String?
  public var sections: [String] = []
  public var tasks: [Task] = []

  /// Every actor, in order of first appearance (their colours).
  public var actors: [String] {
    var seen: [String] = []
    for actor in tasks.flatMap(\.actors) where !seen.contains(actor) { seen.append(actor) }
    return seen
  }
}
