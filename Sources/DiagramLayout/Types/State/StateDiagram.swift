import RenderSupport

/// A parsed state diagram (Mermaid `stateDiagram` / `stateDiagram-v2`).
public struct StateDiagram: Equatable, Sendable {
  /// What a state is.
  public enum Kind: String, Sendable {
    case simple, start, end, fork, join, choice
    /// A composite state: its children are laid out inside its box.
    case composite
    /// One concurrency region of a composite state (between `--` separators).
    case region
  }

  /// A state, a pseudo-state (`[*]`, fork, join, choice) or a region.
  public struct State: Equatable, Sendable {
    /// The source's id; `[*]` for start and end states.
    public var id: String
    public var kind: Kind
    /// The name shown (`state "Long name" as s1`), else the id.
    public var label: String?
    /// `s1 : text` lines, in order.
    public var descriptions: [String] = []
    /// The composite state or region that holds it.
    public var parent: Int?
    /// A composite state's own `direction`.
    public var direction: FlowDirection?
    public var classes: [String] = []
    public var style = FlowStyle()
    public var position: SourcePosition
  }

  public struct Transition: Equatable, Sendable {
    public var from: Int
    public var to: Int
    public var label: String?
    public var position: SourcePosition
  }

  public enum NoteSide: String, Sendable {
    case left, right
  }

  public struct Note: Equatable, Sendable {
    public var state: Int
    public var side: NoteSide
    public var text: String
    public var position: SourcePosition
  }

  public var direction: FlowDirection = .topToBottom
  public var title: String?
  public var accessibleTitle: String?
  public var accessibleDescription: String?
  public var states: [State] = []
  public var transitions: [Transition] = []
  public var notes: [Note] = []
  /// `classDef` styles by name.
  public var classStyles: [String: FlowStyle] = [:]

  public init() {}

  /// A state's style: the `default` class, then its classes, then its own `style`.
  public func resolvedStyle(of state: State) -> FlowStyle {
    var style = classStyles["default"] ?? FlowStyle()
    for name in state.classes { style.merge(classStyles[name] ?? FlowStyle()) }
    style.merge(state.style)
    return style
  }
}
