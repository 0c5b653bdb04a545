import Foundation
import Testing

@testable import DiagramLayout

/// A participant created by a message that also activates it (`->>+`, or `activate` right
/// after) starts its activation bar below its name box, never over it.
@Suite struct SequenceCreatedActorTests {
  @Test(arguments: ["participant", "actor"], ["->>+X: make", "->>X: make\n  activate X"])
  func createdParticipantsAreActivatedBelowTheirNames(_ kind: String, _ message: String) throws {
    let text = """
      sequenceDiagram
        participant A
        create \(kind) X
        A\(message)
        X-->>-A: done
      """
    let diagram = try SequenceParser.parse(text)
    let layout = SequenceLayout(diagram, measurer: TextMeasurer())
    let x = try #require(layout.participants.firstIndex { $0.id == "X" })
    let bar = try #require(layout.activations.first { $0.participant == x })
    let head = layout.participants[x].head
    #expect(bar.frame.minY >= head.maxY)
    #expect(!bar.frame.intersects(layout.participants[x].label.frame, tolerance: 0.5))
    #expect(SequenceGeometry.problems(diagram, layout).isEmpty)
  }
}
