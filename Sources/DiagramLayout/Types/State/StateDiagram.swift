import RenderSupport

/// A parsed state diagram (Mermaid `stateDiagram` / `stateDiagram-v2`).
package struct StateDiagram: Equatable, Sendable {
  /// What a state is.
  package enum Kind: String, Sendable {
    case simple, start, end, fork, join, choice
    /// A composite state: its children are laid out inside its box.
    case composite
    /// One concurrency region of a composite state (between `--` separators).
    case region
  }

  /// A state, a pseudo-state (`[*]`, fork, join, choice) or a region.
  package struct State: Equatable, Sendable {
    /// The source's id; `[*]` for start and end states.
    package var id: String
    package var kind: Kind
    /// The name shown (`state "Long name" as s1`), else the id.
    package var label: String?
    /// `s1 : text` lines, in order.
    package var descriptions: [String] = []
    /// The composite state or region that holds it.
    package var parent: Int?
    /// A composite state's own `direction`.
    package var direction: FlowDirection?
    package var classes: [String] = []
    package var style = FlowStyle()
    package var position: SourcePosition
  }

  package struct Transition: Equatable, Sendable {
    package var from: Int
    package var to: Int
    package var label: String?
    package var position: SourcePosition
  }

  package enum NoteSide: String, Sendable {
    case left, right
  }

  package struct Note: Equatable, Sendable {
    package var state: Int
    package var side: NoteSide
    package var text: String
    package var position: SourcePosition
  }

  package var direction: FlowDirection = .topToBottom
  package var title: String?
  package var accessibleTitle: String?
  package var accessibleDescription: String?
  package var states: [State] = []
  package var transitions: [Transition] = []
  package var notes: [Note] = []
  /// `classDef` styles by name.
  package var classStyles: [String: FlowStyle] = [:]

  package init() {}

  /// A state's style: the `default` class, then its classes, then its own `style`.
  package func resolvedStyle(of state: State) -> FlowStyle {
    FlowStyle.cascade(classes: state.classes, own: state.style, classStyles: classStyles)
  }
}
