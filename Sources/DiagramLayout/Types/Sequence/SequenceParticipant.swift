/// One column of a sequence diagram: a participant or an actor.
package struct SequenceParticipant: Hashable, Sendable {
  /// The shape drawn for the participant (Mermaid's `participant`, `actor` and `@{ "type" }`).
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    case participant
    case actor
    case boundary
    case control
    case entity
    case database
    case collections
    case queue
  }

  /// The name messages use.
  package var id: String
  /// The displayed text, one element per line.
  package var label: [String]
  package var kind: Kind
  /// The index in `SequenceDiagram.boxes` of the box holding it, if any.
  package var box: Int?
  /// The index in `SequenceDiagram.events` of the message that creates it (`create`).
  package var createdAt: Int?
  /// The index in `SequenceDiagram.events` of the message after which it ends (`destroy`).
  package var destroyedAt: Int?
  /// `participant X as wrap:Long text` (true) or `nowrap:` (false): whether the name wraps,
  /// whatever `sequence.wrap` says; nil when neither is written.
  package var wraps: Bool?

  package init(
    id: String, label: [String], kind: Kind = .participant, box: Int? = nil,
    createdAt: Int? = nil, destroyedAt: Int? = nil
  ) {
    self.id = id
    self.label = label
    self.kind = kind
    self.box = box
    self.createdAt = createdAt
    self.destroyedAt = destroyedAt
  }
}

/// A `box` group drawn behind its participants.
package struct SequenceBox: Hashable, Sendable {
  /// The title, one element per line; empty when the box has none.
  package var label: [String]
  /// A validated CSS colour (`#hex`, `rgb(…)`, a colour name), or nil for the theme's.
  package var color: String?

  package init(label: [String], color: String?) {
    self.label = label
    self.color = color
  }
}
