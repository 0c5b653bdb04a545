import Foundation
import RenderSupport
import TestSupport
import Testing

@testable import DiagramLayout

/// Event models drawn from Mermaid's docs examples and other inputs Mermaid accepts: each
/// frame inside its swimlane, the frames left to right in the order written, and a relation
/// for exactly the pairs the text asks for (`->>`, else the nearest earlier frame in another
/// lane), each line from its source's edge to its target's.
@Suite struct EventModelingTests {
  static let folder = Fixtures.directory("DiagramLayout")
    .appendingPathComponent("accepted/eventmodeling")

  static let inputs: [URL] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".mmd") }.sorted().map { folder.appendingPathComponent($0) }
  }()

  /// One frame as the test reads it from the text, without the parser.
  struct ExpectedFrame {
    var number: String
    var isReset: Bool
    /// The lane's label as Mermaid writes it (`Events`, `Stream: Cart`).
    var lane: String
    var sources: [String]
  }

  /// The frames of `text`: the `tf`/`rf` lines, their type word's lane and namespace.
  static func expectedFrames(_ text: String) -> [ExpectedFrame] {
    var frames: [ExpectedFrame] = []
    for raw in text.split(separator: "\n") {
      var line = String(raw).trimmingCharacters(in: .whitespaces)
      if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
      let words = line.split(separator: " ").map(String.init)
      guard words.count >= 4,
        ["tf", "rf", "timeframe", "resetframe"].contains(words[0])
      else { continue }
      let group: (String, String) =
        switch words[2] {
        case "ui", "pcr", "processor": ("UI/Automation", "UI/A: ")
        case "cmd", "command", "rmo", "readmodel": ("Command/Read Model", "C/RM: ")
        default: ("Events", "Stream: ")
        }
      let identifier = words[3]
      let lane =
        identifier.contains(".")
        ? group.1 + identifier.split(separator: ".")[0] : group.0
      var sources: [String] = []
      for (index, word) in words.enumerated() where word == "->>" && index + 1 < words.count {
        sources.append(words[index + 1])
      }
      frames.append(
        ExpectedFrame(
          number: words[1], isReset: words[0].hasPrefix("r"), lane: lane, sources: sources))
    }
    return frames
  }

  /// The relations the text asks for, as `FROM-TO` frame numbers.
  static func expectedRelations(_ frames: [ExpectedFrame]) -> Set<String> {
    var result: Set<String> = []
    for (index, frame) in frames.enumerated() {
      if !frame.sources.isEmpty {
        for source in frame.sources { result.insert("\(source)-\(frame.number)") }
      } else if !frame.isReset,
        let source = frames[..<index].last(where: { $0.lane != frame.lane })
      {
        result.insert("\(source.number)-\(frame.number)")
      }
    }
    return result
  }

  static func rect(_ body: String) -> Rect {
    Rect(
      x: ChartChecks.attribute("x", in: body) ?? .nan,
      y: ChartChecks.attribute("y", in: body) ?? .nan,
      width: ChartChecks.attribute("width", in: body) ?? .nan,
      height: ChartChecks.attribute("height", in: body) ?? .nan)
  }

  /// The first `<text>` element's content in `body`.
  static func firstText(_ body: String) -> String {
    guard let start = body.range(of: "<text ") else { return "" }
    let after = body[start.upperBound...]
    guard let open = after.firstIndex(of: ">"), let close = after.range(of: "</text>") else {
      return ""
    }
    return String(after[after.index(after: open)..<close.lowerBound])
  }

  static func check(_ text: String, name: String) throws {
    let svg = try ChartChecks.render(text)
    let expected = expectedFrames(text)
    let lanes = Dictionary(
      ChartChecks.groups(svg, "lane").map { (firstText($0.body), rect($0.body)) },
      uniquingKeysWith: { a, _ in a })
    #expect(Set(lanes.keys) == Set(expected.map(\.lane)), "\(name): lanes")
    let frames = ChartChecks.groups(svg, "frame")
    #expect(frames.map(\.id) == expected.map(\.number), "\(name): frames in order")
    var boxes: [String: Rect] = [:]
    var previous: Rect?
    for (index, frame) in frames.enumerated() where index < expected.count {
      let box = rect(frame.body)
      boxes[frame.id] = box
      let lane = try #require(lanes[expected[index].lane], "\(name): lane of \(frame.id)")
      #expect(
        box.x >= lane.x && box.maxX <= lane.maxX && box.y >= lane.y && box.maxY <= lane.maxY,
        "\(name): frame \(frame.id) outside its lane")
      if let previous { #expect(box.x > previous.x, "\(name): frame \(frame.id) not later") }
      previous = box
    }
    // No two boxes of a lane overlap.
    for lane in Set(expected.map(\.lane)) {
      let inLane = expected.filter { $0.lane == lane }.compactMap { boxes[$0.number] }
      #expect(ChartChecks.overlaps(inLane).isEmpty, "\(name): boxes overlap in \(lane)")
    }
    let relations = ChartChecks.groups(svg, "relation")
    #expect(Set(relations.map(\.id)) == expectedRelations(expected), "\(name): relations")
    for relation in relations {
      let ends = relation.id.split(separator: "-").map(String.init)
      let numbers = ChartChecks.pathNumbers(in: relation.body)
      guard numbers.count == 4, let source = boxes[ends[0]], let target = boxes[ends[1]] else {
        Issue.record("\(name): relation \(relation.id) has no line")
        continue
      }
      func onEdge(_ x: Double, _ y: Double, _ box: Rect) -> Bool {
        x >= box.x && x <= box.maxX && (abs(y - box.y) < 0.01 || abs(y - box.maxY) < 0.01)
      }
      #expect(onEdge(numbers[0], numbers[1], source), "\(name): \(relation.id) start")
      #expect(onEdge(numbers[2], numbers[3], target), "\(name): \(relation.id) end")
    }
  }

  @Test func fifteenInputsOrMore() { #expect(Self.inputs.count >= 15) }

  @Test(arguments: inputs)
  func framesSitInTheirLanesAndRelationsJoinTheNamedFrames(_ file: URL) throws {
    try Self.check(try String(contentsOf: file, encoding: .utf8), name: file.lastPathComponent)
  }

  @Test func framesReadBothSpellingsAndTheirData() throws {
    let compact = try EventModelingParser.parse(
      try MermaidSource(parsing: "eventmodeling\ntf 01 cmd A.Add { x: 1 }\nrf 02 evt Added\n"))
    let relaxed = try EventModelingParser.parse(
      try MermaidSource(
        parsing: "eventmodeling\ntimeframe 01 command A.Add { x: 1 }\nresetframe 02 event Added\n"))
    #expect(compact == relaxed)
    #expect(compact.frames[0].namespace == "A" && compact.frames[0].name == "Add")
    #expect(compact.frames[0].inline?.lines == ["{ x: 1 }"])
    #expect(compact.frames[1].isReset && compact.relations.isEmpty)
  }

  @Test func notesAndSpecificationsAreCardsUnderTheirFrames() throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent("notes-and-specs.mmd"), encoding: .utf8)
    let svg = try ChartChecks.render(text)
    let frames = Dictionary(
      uniqueKeysWithValues: ChartChecks.groups(svg, "frame").map { ($0.id, Self.rect($0.body)) })
    let notes = ChartChecks.groups(svg, "note")
    let specifications = ChartChecks.groups(svg, "specification")
    #expect(notes.count == 2 && specifications.count == 2)
    let lanesBottom = ChartChecks.groups(svg, "lane").map { Self.rect($0.body).maxY }.max() ?? 0
    var cards: [Rect] = []
    var lines: [[Double]] = []
    let links = Dictionary(
      uniqueKeysWithValues: ChartChecks.groups(svg, "card-link").map {
        ($0.id, ChartChecks.pathNumbers(in: $0.body))
      })
    for (card, frame) in zip(notes + specifications, ["02", "05", "01", "03"]) {
      // The card's dotted line runs from its frame's bottom edge down to the card's top.
      let box = Self.rect(card.body)
      let line = links[card.id] ?? []
      let owner = try #require(frames[frame])
      #expect(box.y > lanesBottom, "\(card.id) not under the lanes")
      #expect(line.count == 4 && line[0] == line[2], "\(card.id) line")
      #expect(line[0] > owner.x && line[0] < owner.maxX && line[1] == owner.maxY, "\(card.id)")
      #expect(line[3] == box.y && line[0] > box.x && line[0] < box.maxX, "\(card.id)")
      cards.append(box)
      lines.append(line)
    }
    #expect(ChartChecks.overlaps(cards).isEmpty)
    // A line through another card passes behind it: every line is drawn before every card.
    let lastLink = try #require(svg.range(of: "class=\"card-link\"", options: .backwards))
    let firstCard = try #require(svg.range(of: "class=\"note\""))
    #expect(lastLink.lowerBound < firstCard.lowerBound)
    // Where the frame leaves room, the line misses the cards above: here only gwt-1's frame
    // (03, narrow) is covered by both cards above it.
    var crossings: [String] = []
    for (index, line) in lines.enumerated() {
      for (other, card) in cards.enumerated() where other != index {
        if line[0] > card.x && line[0] < card.maxX && card.y < line[3] && card.maxY > line[1] {
          crossings.append("\(index)-\(other)")
        }
      }
    }
    #expect(crossings == ["3-0", "3-2"])
    #expect(svg.contains(">Given<") && svg.contains(">When<") && svg.contains(">Then<"))
    #expect(svg.contains("this is a markdown note") && svg.contains("{ a: b }"))
    let title = try #require(svg.range(of: "<title id="))
    #expect(svg[title.upperBound...].contains("Cart checkout"))
  }

  @Test func entityDeclarationsWarn() throws {
    let drawing = try DiagramRenderer.draw("eventmodeling\nentity Cart\ntf 01 evt A\n")
    #expect(
      drawing.warnings == [
        Diagnostic(
          .warning, "entity declaration 'Cart' is not drawn", at: .init(line: 2, column: 1))
      ])
  }

  @Test func unreadSettingsWarn() throws {
    let drawing = try DiagramRenderer.draw(
      "---\nconfig:\n  eventmodeling:\n    laneGap: 4\n---\neventmodeling\ntf 01 evt A\n")
    #expect(
      drawing.warnings.map(\.description) == [
        "4:5: setting 'eventmodeling.laneGap': not drawn by this diagram type; ignored"
      ])
  }

  @Test(arguments: [
    (
      "eventmodeling\ntf 01 evt A\ntf 01 cmd B\n", 3, 1,
      "frame 01 is defined twice (first on line 2)"
    ),
    (
      "eventmodeling\ntf 01 xyz A\n", 2, 7,
      "expected an entity type (ui, pcr/processor, cmd/command, rmo/readmodel or evt/event), found 'xyz'"
    ),
    ("eventmodeling\ntf A evt B\n", 2, 4, "expected a frame number (1 to 3 digits), found 'A'"),
    (
      "eventmodeling\ntf 1234 evt B\n", 2, 4,
      "expected a frame number (1 to 3 digits), found '1234'"
    ),
    ("eventmodeling\ntf 01 evt\n", 2, 10, "expected a name, found the end of the line"),
    ("eventmodeling\ntf 01 evt A ->> 09\n", 2, 17, "no frame 09"),
    (
      "eventmodeling\ntf 01 ui A\ntf 02 evt B ->> 01\n", 3, 17,
      "an event can only receive input from a command, not from a ui (frame 01)"
    ),
    ("eventmodeling\ntf 01 evt A [[D]]\n", 2, 15, "no data block 'D'"),
    ("eventmodeling\ntf 01 evt A { x\n", 2, 13, "the data's { is not closed"),
    (
      "eventmodeling\ntf 01 evt A `yaml`{ x }\n", 2, 13,
      "unknown data type 'yaml' (expected json, jsobj, figma, salt, uri, md, html or text)"
    ),
    ("eventmodeling\ntf 01 evt A\ndata D {\n  x: 1\n", 3, 8, "the { is not closed"),
    ("eventmodeling\ntf 01 evt A\nnote 02 {\n  x\n}\n", 3, 6, "no frame 02"),
    (
      "eventmodeling\ntf 01 evt A\ngwt 01 given evt A\n", 3, 1,
      "a gwt's sections go given, when (optional), then"
    ),
    ("eventmodeling\ntf 01 evt A\ngwt 01 given evt\n", 3, 14, "expected a name after the type"),
    (
      "eventmodeling\nframe 01 evt A\n", 2, 1,
      "expected tf, rf, timeframe, resetframe, data, note, gwt, entity or title, found 'frame'"
    ),
  ])
  func errorsNameTheirLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    #expect(throws: DiagramError(.syntax, message, at: SourcePosition(line: line, column: column)))
    {
      try DiagramRenderer.render(text)
    }
  }

  @Test func itemsAreLimited() {
    let text = ChartChecks.overLimit("eventmodeling") { "rf \($0 % 1000) evt E\($0)" }
    #expect(throws: DiagramError.self) { try DiagramRenderer.render(text) }
    // One frame and 500 notes: the error names the last note, on line 2 + 3 × 499 + 1.
    let notes =
      "eventmodeling\ntf 01 evt A\n"
      + String(repeating: "note 01 {\n  n\n}\n", count: DiagramLimits.maximumEdges)
    ChartChecks.expectLimit(
      notes,
      "the diagram has more than 500 frames, relations, data blocks, notes and specifications",
      line: 1500, column: 1)
    let fits =
      "eventmodeling\n"
      + (0..<250).map { "tf \($0) \($0 % 2 == 0 ? "cmd" : "evt") E\($0)" }
      .joined(separator: "\n")
    // 250 frames and 249 inferred relations: 499 items.
    #expect((try? DiagramRenderer.render(fits)) != nil)
  }

  @Test func sceneAgreesWithTheSVG() throws {
    let text = try String(
      contentsOf: Self.folder.appendingPathComponent("comments-acc.mmd"), encoding: .utf8)
    let svg = try ChartChecks.render(text)
    let scene = try DiagramRenderer.scene(text)
    #expect(scene.type == .eventModeling && scene.warnings.isEmpty)
    #expect(scene.title == "Ordering")
    var sceneBoxes: [String: Rect] = [:]
    func walk(_ nodes: [SceneNode]) {
      for node in nodes {
        guard case .group(let group) = node else { continue }
        if group.classes == ["frame"], let id = group.id,
          case .shape(let shape)? = group.items.first,
          case .rect(let x, let y, let width, let height, _, _) = shape.geometry
        {
          sceneBoxes[id] = Rect(x: x, y: y, width: width, height: height)
        }
        walk(group.items)
      }
    }
    walk(scene.items)
    let svgBoxes = Dictionary(
      uniqueKeysWithValues: ChartChecks.groups(svg, "frame").map { ($0.id, Self.rect($0.body)) })
    #expect(sceneBoxes == svgBoxes && sceneBoxes.count == 9)
    let dark = try ChartChecks.render(text, options: DiagramOptions(theme: .dark))
    #expect(ChartChecks.groups(dark, "frame").count == 9)
    #expect(dark.contains("#7A5D00") && svg.contains("#FAC710"))
  }
}
