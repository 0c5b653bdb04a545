import Testing

@testable import DiagramLayout

/// What the sequence painter draws, read back from the SVG.
@Suite struct SequencePainterTests {
  /// The `<g class="message" …>` group of the message whose text is `text`.
  static func messageGroup(_ svg: String, text: String) -> Substring? {
    let groups = svg.split(separator: "<g class=\"message\"").dropFirst()
    return groups.first { $0.contains(">\(text)<") }
  }

  /// `destroy B` then `A-xB: bye`: one cross where B's lifeline ends, not the arrow's ✕
  /// head 5 px beside the destruction cross; a `-x` to a participant that lives on keeps
  /// its head.
  @Test func aCrossIntoADestroyedParticipantIsDrawnOnce() throws {
    let svg = try DiagramRenderer.render(
      """
      sequenceDiagram
        A->>B: hi
        A-xB: ping
        destroy B
        A-xB: bye
      """)
    #expect(svg.components(separatedBy: "class=\"destroy\"").count - 1 == 1)
    let bye = try #require(Self.messageGroup(svg, text: "bye"))
    #expect(!bye.contains("message-head"), "\(bye)")
    let ping = try #require(Self.messageGroup(svg, text: "ping"))
    #expect(ping.contains("message-head"), "\(ping)")
  }

  /// `()` central connections are filled dots in the line's colour, as Mermaid draws them.
  @Test func centralConnectionsAreFilledDots() throws {
    let svg = try DiagramRenderer.render("sequenceDiagram\n  A()->>()B: hi\n")
    let group = try #require(Self.messageGroup(svg, text: "hi"))
    let circles = group.components(separatedBy: "<circle class=\"central\"").dropFirst()
    #expect(circles.count == 2)
    for circle in circles {
      let element = circle.prefix { $0 != ">" }
      let fill = element.firstMatch(of: /fill="([^"]+)"/)?.1
      let stroke = element.firstMatch(of: /stroke="([^"]+)"/)?.1
      #expect(fill != nil && fill == stroke, "\(element)")
    }
  }
}
