/// A laid-out sequence diagram: every shape with its final coordinates, ready to draw.
///
/// The pipeline is two phases: `SequenceColumns` places participant centres so no message or
/// note text overlaps a lifeline it must not cross, then `SequenceRows` walks the events top
/// to bottom, giving each message, note and block label its own row. `bounds` may start left
/// of zero (a note left of the first participant); the SVG's viewBox uses it as is.
package struct SequenceLayout: Sendable {
  /// Lines of text inside a rectangle, centred or left-aligned.
  package struct TextBlock: Sendable {
    package var lines: [String]
    package var frame: Rect
    package var centered: Bool
  }

  package struct Participant: Sendable {
    package var index: Int
    package var id: String
    package var kind: SequenceParticipant.Kind
    package var centerX: Double
    package var head: Rect
    /// The box at the bottom; nil for a destroyed participant.
    package var foot: Rect?
    package var label: TextBlock
    package var footLabel: TextBlock?
    package var lifelineTop: Double
    package var lifelineBottom: Double
    /// Where the destruction cross is drawn, for a destroyed participant.
    package var destroyedAt: Point?
  }

  package struct Message: Sendable {
    /// The index of the message event in `SequenceDiagram.events`.
    package var event: Int
    package var from: Int
    package var to: Int
    package var arrow: SequenceArrow
    package var start: Point
    package var end: Point
    /// For a self-message, the loop's rectangle (out to the right and back).
    package var selfLoop: Rect?
    package var text: TextBlock
    package var number: SequenceNumber?
    /// Central connection circles at the sender's and the receiver's end.
    package var centralFrom: Bool
    package var centralTo: Bool
    /// The autonumber badge's circle (centre and radius), when numbered.
    package var badge: (center: Point, radius: Double)?
  }

  package struct Note: Sendable {
    package var event: Int
    package var frame: Rect
    package var text: TextBlock
  }

  package struct Activation: Sendable {
    package var participant: Int
    /// 0 for the outermost bar of a participant, 1 for one nested inside it, …
    package var depth: Int
    package var frame: Rect
  }

  package struct Frame: Sendable {
    package struct Section: Sendable {
      /// The y of the dashed separator line.
      package var y: Double
      package var label: TextBlock?
    }

    package var event: Int
    package var kind: SequenceBlockKind
    package var frame: Rect
    /// The tab in the top-left corner holding the keyword (nil for `rect`).
    package var tab: TextBlock?
    /// The condition text beside the tab.
    package var label: TextBlock?
    package var sections: [Section]
    package var color: String?
    package var depth: Int
  }

  package struct Group: Sendable {
    package var index: Int
    package var frame: Rect
    package var label: TextBlock?
    package var color: String?
  }

  package var participants: [Participant] = []
  package var messages: [Message] = []
  package var notes: [Note] = []
  package var activations: [Activation] = []
  /// Block frames in the order they open (outer before inner).
  package var frames: [Frame] = []
  package var groups: [Group] = []
  package var title: TextBlock?
  /// The accessible name and description (`accTitle`, `accDescr`), or the drawn title.
  package var accessibleTitle: String?
  package var accessibleDescription: String?
  package var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  package var lineHeight: Double

  /// Lays out `diagram` with text measured by `measurer`.
  package init(
    _ diagram: SequenceDiagram, measurer: TextMeasurer,
    options: SequenceLayoutOptions = SequenceLayoutOptions()
  ) {
    lineHeight = measurer.lineHeight
    accessibleTitle =
      diagram.accessibleTitle
      ?? (diagram.title.isEmpty ? nil : diagram.title.joined(separator: " "))
    accessibleDescription = diagram.accessibleDescription
    let sizes = SequenceColumns.headSizes(diagram, measurer: measurer, options: options)
    let centers = SequenceColumns.place(
      diagram, headSizes: sizes, measurer: measurer, options: options)
    var rows = SequenceRows(
      diagram: diagram, centers: centers, headSizes: sizes, measurer: measurer,
      options: options)
    rows.run(into: &self)
  }
}
