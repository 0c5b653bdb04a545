import RenderSupport

/// One statement of a sequence diagram that takes vertical space or changes state, in order.
///
/// Blocks are flat `blockStart` … `blockSection` … `blockEnd` runs rather than a tree, so the
/// layout walks them with an explicit stack and deep nesting never recurses.
package enum SequenceEvent: Hashable, Sendable {
  case message(SequenceMessage)
  case note(SequenceNote)
  /// `activate P`: an activation bar opens on participant `P` (an index).
  case activate(Int)
  /// `deactivate P`: the innermost activation bar of participant `P` closes.
  case deactivate(Int)
  case blockStart(SequenceBlockKind, label: [String], color: String?)
  /// `else`, `and` or `option`: a new section of the innermost block.
  case blockSection(label: [String])
  case blockEnd
}

/// The kind of a block frame.
package enum SequenceBlockKind: String, Hashable, Sendable, CaseIterable {
  case loop
  case alt
  case opt
  case par
  case critical
  case `break`
  /// A background highlight (`rect COLOUR`): no frame, no label.
  case rect

  /// The keyword that opens a new section inside this block, if it has sections.
  package var sectionKeyword: String? {
    switch self {
    case .alt: return "else"
    case .par: return "and"
    case .critical: return "option"
    default: return nil
    }
  }
}

/// A message between two participants (the same one for a self-message).
package struct SequenceMessage: Hashable, Sendable {
  package var from: Int
  package var to: Int
  package var arrow: SequenceArrow
  /// The text, one element per line (may be empty).
  package var text: [String]
  /// The autonumber shown beside it, if numbering is on.
  package var number: SequenceNumber?
  /// `+` before the receiver: an activation opens on `to` after the message.
  package var activatesReceiver: Bool
  /// `-` before the receiver: the sender's innermost activation closes after the message.
  package var deactivatesSender: Bool
  /// Mermaid 11's central connection markers: `A()->>B` (sender) and `A->>()B` (receiver),
  /// drawn as small circles at that end.
  package var centralFrom = false
  package var centralTo = false
  /// Whether the text wraps at the configured width: `wrap:`/`nowrap:` before the text, else
  /// the diagram's `sequence.wrap`.
  package var wraps = false
  package var position: SourcePosition

  package init(
    from: Int, to: Int, arrow: SequenceArrow, text: [String], number: SequenceNumber? = nil,
    activatesReceiver: Bool = false, deactivatesSender: Bool = false,
    position: SourcePosition = SourcePosition(line: 1, column: 1)
  ) {
    self.from = from
    self.to = to
    self.arrow = arrow
    self.text = text
    self.number = number
    self.activatesReceiver = activatesReceiver
    self.deactivatesSender = deactivatesSender
    self.position = position
  }
}

/// A note beside one participant or over one or two.
package struct SequenceNote: Hashable, Sendable {
  package enum Placement: Hashable, Sendable {
    case leftOf(Int)
    case rightOf(Int)
    /// Over the participants from the first index to the second (the same for one).
    case over(Int, Int)
  }

  package var placement: Placement
  package var text: [String]
  /// Whether the text wraps at the configured width (as `SequenceMessage.wraps`).
  package var wraps = false

  package init(placement: Placement, text: [String]) {
    self.placement = placement
    self.text = text
  }
}
