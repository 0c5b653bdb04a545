import RenderSupport
import Testing

@testable import DiagramLayout

/// Issue items 1, 2 and 10 for sequence diagrams: `wrap` from config and the `wrap:` prefix,
/// the `sequence` options, badges clear of ✕ and two-way heads, self-messages as tall as
/// their text, and the participant shapes.
@Suite struct SequenceConfigTests {
  /// The layout exactly as `SequenceRenderer` makes it.
  func layout(_ text: String) throws -> (SequenceDiagram, SequenceLayout) {
    let source = try MermaidSource(parsing: text)
    let measurer = TextMeasurer()
    let diagram = SequenceWrapping.apply(
      try SequenceParser.parse(source), settings: source.settings, measurer: measurer)
    return (
      diagram,
      SequenceLayout(
        diagram, measurer: measurer, options: SequenceRenderer.options(source.settings))
    )
  }

  static let long =
    "this message is far too long to sit on one line above its arrow in any diagram"

  @Test(arguments: [
    "%%{init: {\"sequence\": {\"wrap\": true}}}%%\nsequenceDiagram\n  A->>B: \(long)\n  Note right of B: \(long)",
    "---\nconfig:\n  sequence:\n    wrap: true\n---\nsequenceDiagram\n  A->>B: \(long)\n  Note right of B: \(long)",
    "%%{wrap}%%\nsequenceDiagram\n  A->>B: \(long)\n  Note right of B: \(long)",
    "sequenceDiagram\n  A->>B: wrap: \(long)\n  Note right of B: wrap:\(long)",
  ])
  func wrapBreaksMessagesAndNotes(_ text: String) throws {
    let (_, placed) = try layout(text)
    let message = try #require(placed.messages.first)
    let note = try #require(placed.notes.first)
    #expect(message.text.lines.count >= 3, "\(message.text.lines)")
    #expect(note.text.lines.count >= 3, "\(note.text.lines)")
    #expect(!(message.text.lines + note.text.lines).joined().contains("wrap:"))
    #expect(message.text.lines.joined(separator: " ") == Self.long)
    // Mermaid's 150 px at 16 px is 131.25 px at 14 px; notes lose the padding.
    let measurer = TextMeasurer()
    for line in message.text.lines { #expect(measurer.width(line) <= 131.25) }
    for line in note.text.lines { #expect(measurer.width(line) <= 131.25 - 17.5) }
    // The layout grows to fit: the note holds its lines and the arrow sits below the text.
    #expect(note.frame.height >= Double(note.text.lines.count) * placed.lineHeight)
    #expect(message.text.frame.maxY <= message.start.y)
  }

  /// The diagram-wide `wrap` also wraps participant names and block conditions; a prefix
  /// only wraps its own text.
  @Test func diagramWideWrapAlsoWrapsNamesAndConditions() throws {
    let name = "a participant with a name far too long for one box"
    let body =
      "sequenceDiagram\n  participant P as \(name)\n  loop \(Self.long)\n    P->>P: x\n  end\n"
    let (_, wrapped) = try layout("%%{init: {\"sequence\": {\"wrap\": true}}}%%\n" + body)
    #expect(wrapped.participants[0].label.lines.count >= 2)
    let frame = try #require(wrapped.frames.first?.label)
    #expect(frame.lines.count >= 3, "\(frame.lines)")
    let (_, plain) = try layout(body)
    #expect(plain.participants[0].label.lines == [name])
    #expect(plain.frames.first?.label?.lines == ["[\(Self.long)]"])
  }

  @Test func nowrapAndTheDefaultKeepOneLine() throws {
    let (_, plain) = try layout("sequenceDiagram\n  A->>B: \(Self.long)")
    #expect(plain.messages[0].text.lines == [Self.long])
    let (_, opted) = try layout(
      "%%{init: {\"sequence\": {\"wrap\": true}}}%%\nsequenceDiagram\n  A->>B: nowrap: \(Self.long)"
    )
    #expect(opted.messages[0].text.lines == [Self.long])
    let (_, narrow) = try layout(
      "%%{init: {\"sequence\": {\"wrap\": true, \"width\": 300, \"messageFontSize\": 14}}}%%\n"
        + "sequenceDiagram\n  A->>B: \(Self.long)")
    #expect(narrow.messages[0].text.lines.count == 2, "300 px at 14 px: two lines")
  }

  @Test func sequenceOptionsAreHonoured() throws {
    let body = "sequenceDiagram\n  A->>B: hi\n  B->>C: a much longer message text\n"
    let (_, plain) = try layout(body)
    #expect(plain.participants.allSatisfy { $0.foot != nil })
    #expect(plain.messages.allSatisfy { $0.number == nil })
    let (_, configured) = try layout(
      """
      %%{init: {"sequence": {"mirrorActors": false, "actorMargin": 200, "messageAlign": "left",
        "showSequenceNumbers": true}}}%%

      """ + body)
    #expect(configured.participants.allSatisfy { $0.foot == nil }, "no mirrored feet")
    #expect(configured.messages.map(\.number) == [1, 2])
    let gap = { (l: SequenceLayout) in l.participants[1].head.minX - l.participants[0].head.maxX }
    #expect(gap(configured) >= 200 && gap(plain) < 200)
    let second = configured.messages[1]
    #expect(second.text.frame.minX < (second.start.x + second.end.x) / 2 - 20, "left-aligned")
    let (_, right) = try layout(
      "%%{init: {\"sequence\": {\"messageAlign\": \"right\"}}}%%\n" + body)
    let last = right.messages[1]
    #expect(abs(last.text.frame.maxX - (max(last.start.x, last.end.x) - 4)) < 0.01)
  }

  /// Item 10: a badge never covers the ✕ of the sender it destroys, nor a two-way head.
  @Test func badgesClearDestroyCrossesAndTwoWayHeads() throws {
    let (_, placed) = try layout(
      """
      sequenceDiagram
        autonumber
        A->>B: create work
        destroy B
        B->>A: done, and gone
        A<<->>C: both ways
      """)
    let cross = try #require(placed.participants[1].destroyedAt)
    let crossBox = Rect(center: cross, width: 18, height: 18)
    let badge = try #require(placed.messages[1].badge)
    let badgeBox = Rect(center: badge.center, width: 2 * badge.radius, height: 2 * badge.radius)
    #expect(!badgeBox.intersects(crossBox), "\(badgeBox) covers the ✕ \(crossBox)")
    let twoWay = placed.messages[2]
    let head = try #require(twoWay.badge)
    #expect(abs(head.center.x - twoWay.start.x) >= head.radius + 9, "clear of the start head")
  }

  /// Item 10: a self-message's loop is at least as tall as its text.
  @Test func selfMessagesAreAsTallAsTheirText() throws {
    let (_, placed) = try layout(
      "sequenceDiagram\n  A->>A: one<br>two<br>three<br>four\n  A->>B: next")
    let loop = try #require(placed.messages[0].selfLoop)
    #expect(loop.height >= placed.messages[0].text.frame.height)
    #expect(placed.messages[1].start.y > loop.maxY, "the next row starts below the loop")
  }

  @Test func participantShapesFromKeywordsAndMetadata() throws {
    let (diagram, _) = try layout(
      """
      sequenceDiagram
        participant Q@{ "type": "Queue" }
        database D as Store
        boundary B
        control C
        entity E
        collections L
        participant P@{ "type" : "database" }
        Q->>D: put
      """)
    #expect(
      diagram.participants.map(\.kind) == [
        .queue, .database, .boundary, .control, .entity, .collections, .database,
      ])
    #expect(diagram.participants[1].label == ["Store"])
    let svg = try DiagramRenderer.render(
      "sequenceDiagram\n  participant Q@{ \"type\": \"queue\" }\n  Q->>Q: x")
    let queue = try #require(
      svg.components(separatedBy: "data-kind=\"queue\"").dropFirst().first)
    #expect(queue.contains("<path class=\"node-shape\""), "a cylinder on its side, not a box")
    #expect(!queue.prefix(600).contains("<rect class=\"node-shape\""))
  }
}
