import RenderSupport

/// A parsed Mermaid user journey: sections of tasks, each with a score from 1 to 5 and the
/// actors taking part.
package struct UserJourney: Equatable, Sendable {
  /// One task.
  package struct Task: Equatable, Sendable {
    package var text: String
    /// 1 (unhappy) … 5 (happy).
    package var score: Int
    package var actors: [String]
    /// The index in `sections`, nil before the first section.
    package var section: Int?
    package var position: SourcePosition
  }

  package var title: String?
  package var sections: [String] = []
  package var tasks: [Task] = []

  /// Every actor, in order of first appearance (their colours).
  package var actors: [String] {
    var seen: [String] = []
    for actor in tasks.flatMap(\.actors) where !seen.contains(actor) { seen.append(actor) }
    return seen
  }
}
