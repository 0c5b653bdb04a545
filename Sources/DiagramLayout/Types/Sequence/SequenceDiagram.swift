/// A parsed Mermaid sequence diagram: participants in column order, boxes and events.
package struct SequenceDiagram: Hashable, Sendable {
  package var title: [String]
  package var participants: [SequenceParticipant]
  package var boxes: [SequenceBox]
  package var events: [SequenceEvent]
  /// `accTitle` and `accDescr`: written as the SVG's `<title>` and `<desc>`, not drawn.
  package var accessibleTitle: String?
  package var accessibleDescription: String?

  package init(
    title: [String] = [], participants: [SequenceParticipant] = [], boxes: [SequenceBox] = [],
    events: [SequenceEvent] = []
  ) {
    self.title = title
    self.participants = participants
    self.boxes = boxes
    self.events = events
  }

  /// The number of messages.
  package var messageCount: Int {
    events.reduce(0) { count, event in
      if case .message = event { return count + 1 }
      return count
    }
  }
}
