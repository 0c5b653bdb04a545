/// A parsed Mermaid sequence diagram: participants in column order, boxes and events.
public struct SequenceDiagram: Hashable, Sendable {
  public var title: [String]
  public var participants: [SequenceParticipant]
  public var boxes: [SequenceBox]
  public var events: [SequenceEvent]
  /// `accTitle` and `accDescr`: written as the SVG's `<title>` and `<desc>`, not drawn.
  public var accessibleTitle: String?
  public var accessibleDescription: String?

  public init(
    title: [String] = [], participants: [SequenceParticipant] = [], boxes: [SequenceBox] = [],
    events: [SequenceEvent] = []
  ) {
    self.title = title
    self.participants = participants
    self.boxes = boxes
    self.events = events
  }

  /// The number of messages.
  public var messageCount: Int {
    events.reduce(0) { count, event in
      if case .message = event { return count + 1 }
      return count
    }
  }
}
