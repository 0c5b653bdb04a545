import RenderSupport
import Testing

@testable import DiagramLayout

@Suite struct SequenceParserTests {
  private func dump(_ body: String) throws -> String {
    try SequenceParser.parse("sequenceDiagram\n" + body).dump
  }

  private func error(_ body: String) -> DiagramError? {
    do {
      _ = try SequenceParser.parse("sequenceDiagram\n" + body)
      return nil
    } catch {
      return error
    }
  }

  @Test func everyArrowToken() throws {
    let arrows = ["->", "-->", "->>", "-->>", "-x", "--x", "-)", "--)", "<<->>", "<<-->>"]
    let body = arrows.map { "A\($0)B: t" }.joined(separator: "\n")
    let diagram = try SequenceParser.parse("sequenceDiagram\n" + body)
    let tokens = diagram.events.compactMap { event -> String? in
      if case .message(let message) = event { return message.arrow.token }
      return nil
    }
    #expect(tokens == arrows)
    #expect(diagram.participants.map(\.id) == ["A", "B"])
  }

  @Test func participantsAliasesAndKinds() throws {
    let text = try dump(
      """
      participant A as Alice<br/>Johnson
      actor B
      participant API@{ "type": "boundary", "alias": "Internal" } as Public API
      participant DB@{ "type": "database" }
      A->>C: hi
      """)
    #expect(
      text == """
        participant 0 A "Alice|Johnson" participant
        participant 1 B "B" actor
        participant 2 API "Public API" boundary
        participant 3 DB "DB" database
        participant 4 C "C" participant
        0 A->>C "hi"

        """)
  }

  @Test func activationsNotesAndNumbers() throws {
    let text = try dump(
      """
      autonumber 10 5
      Alice ->>+ John: Hello
      activate Alice
      John-->>-Alice: Great!
      deactivate Alice
      Note left of Alice: L
      note right of John: R
      NOTE over John,Alice: both #9829; #quot;x#quot;
      autonumber off
      John->>John: self
      """)
    #expect(
      text == """
        participant 0 Alice "Alice" participant
        participant 1 John "John" participant
        0 Alice->>+John #10 "Hello"
        1 activate Alice
        2 John-->>-Alice #15 "Great!"
        3 deactivate Alice
        4 note left of Alice "L"
        5 note right of John "R"
        6 note over Alice,John "both ♥ "x""
        7 John->>John "self"

        """)
  }

  @Test func nestedBlocksAndSections() throws {
    let text = try dump(
      """
      loop Every minute
        alt is sick
          A->>B: no
        else is well
          par one
            A->>B: x
          and two
            critical c
              A->>B: y
            option o
              break b
                A->>B: z
              end
            end
          end
        end
      end
      opt maybe
      end
      rect rgb(191, 223, 255)
      end
      rect url(javascript:alert(1))
      end
      """)
    #expect(
      text == """
        participant 0 A "A" participant
        participant 1 B "B" participant
        0 loop "Every minute"
          1 alt "is sick"
            2 A->>B "no"
          3 section "is well"
            4 par "one"
              5 A->>B "x"
            6 section "two"
              7 critical "c"
                8 A->>B "y"
              9 section "o"
                10 break "b"
                  11 A->>B "z"
                12 end
              13 end
            14 end
          15 end
        16 end
        17 opt "maybe"
        18 end
        19 rect "" color=rgb(191, 223, 255)
        20 end
        21 rect ""
        22 end

        """)
  }

  @Test func boxesCreateAndDestroy() throws {
    let text = try dump(
      """
      box Purple Alice & John
      participant A
      participant J
      end
      box Another Group
      participant B
      end
      A->>J: hi
      create participant C
      A->>C: make
      destroy C
      C-xA: bye
      """)
    #expect(
      text == """
        box 0 "Alice & John" color=purple
        box 1 "Another Group" color=-
        participant 0 A "A" participant box=0
        participant 1 J "J" participant box=0
        participant 2 B "B" participant box=1
        participant 3 C "C" participant created@1 destroyed@2
        0 A->>J "hi"
        1 A->>C "make"
        2 C-xA "bye"

        """)
  }

  @Test func centralConnectionsAndIgnoredStatements() throws {
    let text = try dump(
      """
      title: Hello
      Alice->>()John: a
      Alice()->>John: b
      link Alice: Dashboard @ https://example.com
      links John: {"Wiki": "https://example.com"}
      accTitle: Greeting
      accDescr {
        anything -> here
        and more }
      %% a comment
      """)
    #expect(
      text == """
        title "Hello"
        participant 0 Alice "Alice" participant
        participant 1 John "John" participant
        0 Alice->>John central=to "a"
        1 Alice->>John central=from "b"

        """)
  }

  @Test func accessibleTextIsKept() throws {
    let diagram = try SequenceParser.parse(
      "sequenceDiagram\naccTitle: T <b>\naccDescr { one\n two }\nA->>B: x\n")
    #expect(diagram.accessibleTitle == "T <b>")
    #expect(diagram.accessibleDescription == "one\ntwo")
    let svg = try DiagramRenderer.render(
      "sequenceDiagram\naccTitle: T <b>\naccDescr: D\nA->>B: x\n",
      options: DiagramOptions(idPrefix: "s"))
    #expect(svg.contains("aria-labelledby=\"s-title s-desc\""))
    #expect(svg.contains("<title id=\"s-title\">T &lt;b&gt;</title><desc id=\"s-desc\">D</desc>"))
  }

  @Test func frontmatterThemeApplies() throws {
    let svg = try DiagramRenderer.render(
      "---\ntitle: Hi\nconfig:\n  theme: dark\n---\nsequenceDiagram\nA->>B: x\n")
    #expect(svg.contains(DiagramTheme.darkPalette.background))
    #expect(svg.contains(">Hi</text>"))
  }

  @Test func errorsCarryPositions() {
    let cases: [(String, Int, Int, String)] = [
      ("A->>B: x\n  end", 3, 3, "'end' without an open block"),
      ("loop x\n  A->>B: y", 2, 1, "'loop' opened here is not closed"),
      ("else x", 2, 1, "'else' outside an 'alt' block"),
      ("par x\n option y\nend", 3, 2, "'option' outside"),
      ("deactivate A", 2, 1, "deactivated but not active"),
      ("A->>B: x\nB-->>-A: y", 3, 1, "deactivated but not active"),
      ("Alice says hello", 2, 1, "unknown statement"),
      ("A->>: x", 2, 1, "needs a receiver"),
      ("note above A: x", 2, 1, "expected 'left of'"),
      ("create participant C\nA->>B: x", 2, 1, "does not involve it"),
      ("box\nA->>B: x\nend", 3, 1, "cannot be inside a box"),
      ("participant A@{ \"type\": \"database\"", 2, 1, "not closed"),
    ]
    for (body, line, column, message) in cases {
      let found = error(body)
      #expect(found?.kind == .syntax, "\(body)")
      #expect(found?.position == SourcePosition(line: line, column: column), "\(body)")
      #expect(found?.message.contains(message) == true, "\(body): \(String(describing: found))")
    }
  }

  @Test func limitsAreTypedErrors() {
    let many = (1...501).map { "A->>B: m\($0)" }.joined(separator: "\n")
    let tooMany = error(many)
    #expect(tooMany?.kind == .limit)
    #expect(tooMany?.position == SourcePosition(line: 502, column: 1))
    #expect(error((1...500).map { "A->>B: m\($0)" }.joined(separator: "\n")) == nil)

    let deep = String(repeating: "loop x\n", count: 33) + String(repeating: "end\n", count: 33)
    let tooDeep = error(deep)
    #expect(tooDeep?.kind == .limit)
    #expect(tooDeep?.position == SourcePosition(line: 34, column: 1))
    let fine = String(repeating: "opt x\n", count: 32) + String(repeating: "end\n", count: 32)
    #expect(error(fine) == nil)
  }

  @Test func textLinesAndColours() {
    #expect(
      SequenceText.lines("I #9829; you #infin; times;<BR />x<br>") == ["I ♥ you ∞ times;", "x", ""])
    #expect(SequenceColor.splitLeading("Purple Alice & John") == ("purple", "Alice & John"))
    #expect(SequenceColor.splitLeading("Another Group") == (nil, "Another Group"))
    #expect(SequenceColor.splitLeading("rgb(1, 2, 3) T") == ("rgb(1, 2, 3)", "T"))
    #expect(SequenceColor.validate("url(#x)") == nil)
    #expect(SequenceColor.validate("red;fill:url(#x)") == nil)
    #expect(SequenceColor.validate("#12345g") == nil)
  }

  @Test func arrowScanFindsTheFirstToken() {
    for (head, token) in [
      ("my-service->>B", "->>"), ("A-xB", "-x"), ("A<<-->>B", "<<-->>"), ("A--)B", "--)"),
    ] {
      let found = SequenceParser.findArrow(Substring(head))
      #expect(found.map { head[$0.0] } == Substring(token), "\(head)")
    }
    #expect(SequenceParser.findArrow("no arrow here") == nil)
  }
}
