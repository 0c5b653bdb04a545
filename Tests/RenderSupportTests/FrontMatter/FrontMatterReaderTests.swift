import Testing

@testable import RenderSupport

/// The YAML subset both notes and Mermaid diagrams read their front matter with.
struct FrontMatterReaderTests {
  static func read(_ text: String) -> [FrontMatterNode] {
    FrontMatterReader.read(text.split(separator: "\n", omittingEmptySubsequences: false))
  }

  /// Spaces and tabs go at both ends, scalar by scalar: a scalar that joins the next one into
  /// a character (U+0600 before a space) does not keep that space, and a combining mark at the
  /// start stays.
  @Test func trimmingSpacesTrimsScalarsNotCharacters() {
    #expect(" \t x y \t ".trimmingSpaces() == "x y")
    #expect("x\u{600}  ".trimmingSpaces() == "x\u{600}")
    #expect("  \u{301}x".trimmingSpaces() == "\u{301}x")
    #expect(" \t ".trimmingSpaces() == "")
    #expect("a b c"[...].dropFirst().trimmingSpaces() == "b c")
  }

  @Test func nestedPairsBecomeMappingsWithTheirOwnLinesAndColumns() throws {
    let nodes = Self.read(
      """
      title: Plan
      config:
        theme: dark
        gantt:
            displayMode: compact
        look: handDrawn
      """)
    #expect(nodes.map(\.key) == ["title", "config"])
    #expect(nodes[0].value == .scalar("Plan"))
    guard case .mapping(let config, _) = nodes[1].value else {
      Issue.record("config is \(nodes[1].value)")
      return
    }
    #expect(config.map(\.key) == ["theme", "gantt", "look"])
    #expect(config.map(\.line) == [2, 3, 5])
    #expect(config.map(\.column) == [3, 3, 3])
    guard case .mapping(let gantt, _) = config[1].value else {
      Issue.record("gantt is \(config[1].value)")
      return
    }
    #expect(gantt.first?.key == "displayMode")
    #expect(gantt.first?.value == .scalar("compact"))
    #expect(gantt.first.map { [$0.line, $0.column] } == [4, 7])
  }

  @Test(arguments: [
    ("a: \"x # y\" # note", FrontMatterNode.Value.scalar("x # y")),
    ("a: 'it''s' # note", .scalar("it's")),
    ("a: \"tab\\there\"", .scalar("tab\there")),
    ("a: plain # note", .scalar("plain")),
    ("a: \"open", .unread("\"open")),
    ("a: \"x\" trailing", .unread("\"x\" trailing")),
    ("a: # only a comment", .scalar("")),
    ("a: [one, two]", .list(["one", "two"])),
    ("a: {b: 1}", .unread("{b: 1}")),
    ("a: &anchor x", .unread("&anchor x")),
    ("a: |\n  one\n  two", .scalar("one\ntwo")),
    ("a: >\n  one\n  two", .scalar("one two")),
    ("a:\n- one\n- 'two'", .list(["one", "two"])),
  ])
  func scalarsAndListsAreReadAsYAMLReadsThem(text: String, value: FrontMatterNode.Value) {
    let nodes = Self.read(text)
    #expect(nodes.count == 1)
    #expect(nodes.first?.key == "a")
    #expect(nodes.first?.value == value)
  }

  @Test func linesThatAreNoPairAreKeptAsWritten() {
    let nodes = Self.read("- loose\n  item\nkey:value\n# comment\n")
    #expect(nodes.map(\.key) == ["", ""])
    #expect(nodes.map(\.value) == [.unread("- loose\n  item"), .unread("key:value")])
  }

  @Test func deepNestingStopsAtTheDepthBoundAsUnreadText() {
    let depth = 5_000
    let lines = (0..<depth).map { String(repeating: " ", count: $0) + "k\($0):" }
    var nodes = FrontMatterReader.read(lines.map { Substring($0) })
    var levels = 0
    while let first = nodes.first, case .mapping(let children, _) = first.value {
      levels += 1
      nodes = children
    }
    #expect(levels == FrontMatterReader.maximumDepth)
    guard case .unread(let text) = nodes.first?.value else {
      Issue.record("the deepest node is \(String(describing: nodes.first?.value))")
      return
    }
    #expect(text.split(separator: "\n").count == depth - FrontMatterReader.maximumDepth - 1)
  }
}

extension FrontMatterReaderTests {
  @Test func anIndentedRootAndCommentsAtAnyColumnAreReadAsYAMLReadsThem() throws {
    let nodes = Self.read(
      """
        # a comment
        title: Indented
        config:
      #   theme: forest
          theme: dark
          themeCSS: |
            #item { fill: red }
      """)
    #expect(nodes.map(\.key) == ["title", "config"])
    #expect(nodes.map(\.column) == [3, 3])
    guard case .mapping(let config, _) = nodes.last?.value else {
      Issue.record("config is \(String(describing: nodes.last?.value))")
      return
    }
    #expect(config.map(\.key) == ["theme", "themeCSS"])
    #expect(config.map(\.value) == [.scalar("dark"), .scalar("#item { fill: red }")])
    #expect(config.map(\.line) == [4, 5])
  }
}
