/// A laid-out sequence diagram: every shape with its final coordinates, ready to draw.
///
/// The pipeline is two phases: `SequenceColumns` places participant centres so no message or
/// note text overlaps a lifeline it must not cross, then `SequenceRows` walks the events top
/// to bottom, giving each message, note and block label its own row. `bounds` may start left
/// of zero (a note left of the first participant); the SVG's viewBox uses it as is.
public struct SequenceLayout: Sendable {
  /// Lines of text inside a rectangle, centred or left-aligned.
  public struct TextBlock: Sendable {
    public var lines: [String]
    public var frame: Rect
    public var centered: Bool
  }

  public struct Participant: Sendable {
    public var index: Int
    public var id: String
    public var kind: SequenceParticipant.Kind
    public var centerX: Double
    public var head: Rect
    /// The box at the bottom; nil for a destroyed participant.
    public var foot: Rect?
    public var label: TextBlock
    public var footLabel: TextBlock?
    public var lifelineTop: Double
    public var lifelineBottom: Double
    /// Where the destruction cross is drawn, for a destroyed participant.
    public var destroyedAt: Point?
  }

  public struct Message: Sendable {
    /// The index of the message event in `SequenceDiagram.events`.
    public var event: Int
    public var from: Int
    public var to: Int
    public var arrow: SequenceArrow
    public var start: Point
    public var end: Point
    /// For a self-message, the loop's rectangle (out to the right and back).
    public var selfLoop: Rect?
    public var text: TextBlock
    public var number: SequenceNumber?
    /// Central connection circles at the sender's and the receiver's end.
    public var centralFrom: Bool
    public var centralTo: Bool
    /// The autonumber badge's circle (centre and radius), when numbered.
    public var badge: (center: Point, radius: Double)?
  }

  public struct Note: Sendable {
    public var event: Int
    public var frame: Rect
    public var text: TextBlock
  }

  public struct Activation: Sendable {
    public var participant: Int
    /// 0 for the outermost bar of a participant, 1 for one nested inside it, …
    public var depth: Int
    public var frame: Rect
  }

  public struct Frame: Sendable {
    public struct Section: Sendable {
      /// The y of the dashed separator line.
      public var y: Double
      public var label: TextBlock?
    }

    public var event: Int
    public var kind: SequenceBlockKind
    public var frame: Rect
    /// The tab in the top-left corner holding the keyword (nil for `rect`).
    public var tab: TextBlock?
    /// The condition text beside the tab.
    public var label: TextBlock?
    public var sections: [Section]
    public var color: String?
    public var depth: Int
  }

  public struct Group: Sendable {
    public var index: Int
    public var frame: Rect
    public var label: TextBlock?
    public var color: String?
  }

  public var participants: [Participant] = []
  public var messages: [Message] = []
  public var notes: [Note] = []
  public var activations: [Activation] = []
  /// Block frames in the order they open (outer before inner).
  public var frames: [Frame] = []
  public var groups: [Group] = []
  public var title: TextBlock?
  /// The accessible name and description (`accTitle`, `accDescr`), or the drawn title.
  public var accessibleTitle: String?
  public var accessibleDescription: String?
  public var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
  public var lineHeight: Double

  /// Lays out `diagram` with text measured by `measurer`.
  public init(
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
