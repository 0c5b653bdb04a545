/// A node laid out inside another node's slot instead of being ranked: a state diagram's
/// note, which Mermaid draws level with its state on the side the source names. Ranked as a
/// node of its own, joined by an edge, it would land a rank lower.
struct Companion: Equatable, Sendable {
  /// The side of the host it is drawn on, on the screen whatever the direction.
  enum Side: Equatable, Sendable {
    case left, right
  }

  /// The host's index in `Flowchart.nodes`; host and companion share a parent.
  var host: Int
  var side: Side
}
