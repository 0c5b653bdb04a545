import Foundation
import Testing

@testable import DiagramLayout

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The sequence examples of the shared conformance folder, or nil when it is absent.
enum SequenceExamples {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/conformance/mermaid/sequenceDiagram")

  static var all: [(name: String, text: String)] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    return names.filter { $0.hasSuffix(".mmd") }.sorted().compactMap { name in
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        .map { (name, $0) }
    }
  }
}

/// Geometric invariants every laid-out sequence diagram must keep.
enum SequenceGeometry {
  /// Every problem found in `layout` of `diagram`, as readable lines (empty when all hold).
  static func problems(_ diagram: SequenceDiagram, _ layout: SequenceLayout) -> [String] {
    var problems: [String] = []
    var texts: [(String, Rect)] = []
    for message in layout.messages where message.text.lines != [""] {
      texts.append(("message \(message.event)", message.text.frame))
    }
    for note in layout.notes { texts.append(("note \(note.event)", note.frame)) }
    for frame in layout.frames {
      if let tab = frame.tab { texts.append(("tab \(frame.event)", tab.frame)) }
      if let label = frame.label { texts.append(("label \(frame.event)", label.frame)) }
      for section in frame.sections {
        if let label = section.label { texts.append(("section \(frame.event)", label.frame)) }
      }
    }
    for i in texts.indices {
      for j in texts.indices where j > i && texts[i].1.intersects(texts[j].1, tolerance: 0.5) {
        problems.append("\(texts[i].0) overlaps \(texts[j].0)")
      }
    }
    let centers = layout.participants.map(\.centerX)
    for message in layout.messages {
      let text = message.text.frame
      if message.selfLoop == nil {
        let low = min(message.start.x, message.end.x)
        let high = max(message.start.x, message.end.x)
        if text.minX < low - 0.5 || text.maxX > high + 0.5 {
          problems.append("message \(message.event) text leaves its arrow")
        }
      } else if message.from + 1 < centers.count, text.maxX >= centers[message.from + 1] {
        problems.append("self-message \(message.event) text crosses the next lifeline")
      }
      if let badge = message.badge, message.text.lines != [""] {
        let circle = Rect(
          center: badge.center, width: 2 * badge.radius, height: 2 * badge.radius)
        if circle.intersects(text, tolerance: 0.5) {
          problems.append("message \(message.event) badge covers its text")
        }
      }
    }
    // No activation bar covers a participant's name box (a created one's sits in the rows).
    for bar in layout.activations {
      let participant = layout.participants[bar.participant]
      if bar.frame.intersects(participant.head, tolerance: 0.5)
        || bar.frame.intersects(participant.label.frame, tolerance: 0.5)
      {
        problems.append("activation of \(participant.id) covers its name")
      }
    }
    for note in layout.notes {
      if !note.frame.contains(note.text.frame, tolerance: 0.5) {
        problems.append("note \(note.event) text leaves its box")
      }
      guard case .note(let model) = diagram.events[note.event] else { continue }
      switch model.placement {
      case .rightOf(let p) where p + 1 < centers.count && note.frame.maxX >= centers[p + 1]:
        problems.append("note \(note.event) crosses the next lifeline")
      case .leftOf(let p) where p > 0 && note.frame.minX <= centers[p - 1]:
        problems.append("note \(note.event) crosses the previous lifeline")
      default: break
      }
    }
    for activation in layout.activations {
      let p = layout.participants[activation.participant]
      let bar = activation.frame
      if bar.minX > p.centerX + 0.01 || bar.maxX < p.centerX - 0.01 {
        problems.append("activation of \(p.id) is off its lifeline")
      }
      if bar.minY < p.lifelineTop - 0.5 || bar.maxY > p.lifelineBottom + 0.5 {
        problems.append("activation of \(p.id) runs past its lifeline")
      }
    }
    for i in layout.participants.indices {
      for j in layout.participants.indices where j > i {
        if layout.participants[i].head.intersects(layout.participants[j].head) {
          problems.append("heads of \(i) and \(j) overlap")
        }
      }
    }
    problems += frameProblems(diagram, layout)
    return problems
  }

  /// Each frame holds the messages, notes and frames between its start and its `end`.
  static func frameProblems(_ diagram: SequenceDiagram, _ layout: SequenceLayout) -> [String] {
    var problems: [String] = []
    var ends: [Int: Int] = [:]
    var stack: [Int] = []
    for (index, event) in diagram.events.enumerated() {
      switch event {
      case .blockStart: stack.append(index)
      case .blockEnd: if let start = stack.popLast() { ends[start] = index }
      default: break
      }
    }
    for frame in layout.frames {
      guard let end = ends[frame.event] else {
        problems.append("frame \(frame.event) has no end")
        continue
      }
      let inside = (frame.event + 1)..<end
      for message in layout.messages where inside.contains(message.event) {
        let span = Rect(
          x: min(message.start.x, message.end.x), y: message.start.y,
          width: abs(message.end.x - message.start.x), height: 0)
        if !frame.frame.contains(span.union(message.text.frame), tolerance: 0.5) {
          problems.append("frame \(frame.event) does not hold message \(message.event)")
        }
      }
      for note in layout.notes where inside.contains(note.event) {
        if !frame.frame.contains(note.frame, tolerance: 0.5) {
          problems.append("frame \(frame.event) does not hold note \(note.event)")
        }
      }
      for inner in layout.frames where inside.contains(inner.event) {
        if !frame.frame.contains(inner.frame, tolerance: 0.5) {
          problems.append("frame \(frame.event) does not hold frame \(inner.event)")
        }
      }
    }
    return problems
  }

  /// Whether `svg` is well-formed XML.
  static func isWellFormed(_ svg: String) -> Bool {
    XMLParser(data: Data(svg.utf8)).parse()
  }
}

@Suite struct SequenceLayoutTests {
  @Test(DrawingChecks.needsDocsExamples)
  func conformanceExamplesRenderWithSoundGeometry() throws {
    let examples = SequenceExamples.all
    var rendered = 0
    for (name, text) in examples {
      let diagram = try SequenceParser.parse(text)
      let layout = SequenceLayout(diagram, measurer: TextMeasurer())
      let problems = SequenceGeometry.problems(diagram, layout)
      #expect(problems.isEmpty, "\(name): \(problems)")
      let svg = try DiagramRenderer.render(text)
      #expect(SequenceGeometry.isWellFormed(svg), "\(name)")
      rendered += 1
    }
    #expect(rendered == 36)
  }

  /// A diagram using every construct at once (boxes, icons, create/destroy, nested blocks,
  /// activations, all note placements, two-headed arrows, autonumber, a title).
  @Test func everyConstructTogether() throws {
    let fixture = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(
        "Fixtures/DiagramLayout/sequence-checkout.mmd")
    let text = try String(contentsOf: fixture, encoding: .utf8)
    let diagram = try SequenceParser.parse(text)
    let layout = SequenceLayout(diagram, measurer: TextMeasurer())
    #expect(SequenceGeometry.problems(diagram, layout).isEmpty)
    #expect(layout.frames.map(\.kind) == [.alt, .loop, .break])
    #expect(layout.activations.count == 3)
    #expect(layout.groups.first?.frame.contains(layout.participants[1].head) == true)
    let mailer = try #require(layout.participants.first { $0.id == "M" })
    #expect(layout.frames[0].frame.contains(mailer.head))
    #expect(mailer.destroyedAt != nil)
    for theme in DiagramTheme.Name.allCases {
      let svg = try DiagramRenderer.render(text, options: DiagramOptions(theme: theme))
      #expect(SequenceGeometry.isWellFormed(svg))
    }
  }

  @Test func columnsMakeRoomForLongText() throws {
    let long = String(repeating: "wide text ", count: 20)
    let diagram = try SequenceParser.parse(
      """
      sequenceDiagram
      autonumber
      A->>C: \(long)
      B->>B: \(long)
      Note right of C: \(long)
      Note left of A: \(long)
      """)
    let layout = SequenceLayout(diagram, measurer: TextMeasurer())
    #expect(SequenceGeometry.problems(diagram, layout).isEmpty)
    let text = layout.messages[0].text.frame.width
    #expect(layout.participants[2].centerX - layout.participants[0].centerX > text)
    #expect(layout.bounds.minX < layout.notes[1].frame.minX)
  }

  @Test func activationsStackByDepth() throws {
    let diagram = try SequenceParser.parse(
      """
      sequenceDiagram
      A->>+B: one
      A->>+B: two
      B-->>-A: three
      B-->>-A: four
      """)
    let layout = SequenceLayout(diagram, measurer: TextMeasurer())
    let bars = layout.activations.sorted { $0.depth < $1.depth }
    #expect(bars.map(\.depth) == [0, 1])
    #expect(bars[1].frame.minX > bars[0].frame.minX)
    #expect(bars[0].frame.minY < bars[1].frame.minY)
    #expect(bars[0].frame.maxY > bars[1].frame.maxY)
    // The replies leave from the side of the innermost open bar.
    #expect(layout.messages[2].start.x == bars[1].frame.minX)
    #expect(layout.messages[3].start.x == bars[0].frame.minX)
  }

  @Test func createdAndDestroyedParticipants() throws {
    let diagram = try SequenceParser.parse(
      """
      sequenceDiagram
      A->>B: hi
      create participant C
      A->>C: make
      destroy C
      A-xC: end
      """)
    let layout = SequenceLayout(diagram, measurer: TextMeasurer())
    let c = layout.participants[2]
    #expect(c.head.minY > layout.participants[0].head.maxY)
    #expect(abs(c.head.center.y - layout.messages[1].end.y) < 0.01)
    #expect(layout.messages[1].end.x == c.head.minX)
    #expect(c.foot == nil)
    #expect(c.destroyedAt?.y == layout.messages[2].end.y)
    #expect(c.lifelineBottom == layout.messages[2].end.y)
  }

  @Test func boxesHoldTheirParticipantsOnly() throws {
    let diagram = try SequenceParser.parse(
      """
      sequenceDiagram
      box Aqua Front
      participant A
      participant B
      end
      participant C
      box A very long box title for one
      participant D
      end
      A->>D: x
      """)
    let layout = SequenceLayout(diagram, measurer: TextMeasurer())
    #expect(layout.groups.count == 2)
    let first = layout.groups[0].frame
    #expect(first.contains(layout.participants[0].head))
    #expect(first.contains(layout.participants[1].foot!))
    #expect(!first.intersects(layout.participants[2].head))
    let second = layout.groups[1]
    #expect(second.frame.contains(second.label!.frame))
    #expect(!second.frame.intersects(layout.participants[2].head))
    #expect(!second.frame.intersects(first))
  }

  @Test func layoutIsDeterministic() throws {
    let text = SequenceExamples.all.map(\.text).first ?? "sequenceDiagram\nA->>B: x\n"
    #expect(try DiagramRenderer.render(text) == DiagramRenderer.render(text))
  }
}
