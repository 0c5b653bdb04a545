import Foundation
import TestSupport
import Testing

@testable import DiagramLayout

/// The registry is the one list of diagram types: every keyword selects its own entry, every
/// entry draws its Mermaid docs examples, and the README names every entry.
@Suite struct DiagramTypeRegistryTests {
  static let definitions = DiagramTypeRegistry.definitions.map(\.name)

  static func definition(_ name: String) throws -> DiagramTypeDefinition {
    try #require(DiagramTypeRegistry.definitions.first { $0.name == name })
  }

  /// The registry's lookups take the first match, so a name or keyword listed twice would
  /// leave an entry unreachable.
  @Test func namesAndKeywordsAreListedOnce() {
    let names = DiagramTypeRegistry.definitions.map(\.name)
    #expect(Set(names).count == names.count, "\(names)")
    let keywords = DiagramTypeRegistry.definitions.flatMap(\.keywords)
    #expect(Set(keywords).count == keywords.count, "\(keywords)")
  }

  @Test(arguments: definitions)
  func everyKeywordSelectsItsType(_ name: String) throws {
    let definition = try Self.definition(name)
    #expect(DiagramType(rawValue: name) == definition.type)
    for keyword in definition.keywords {
      #expect(DiagramType(keyword: Substring(keyword)) == definition.type, "\(keyword)")
      // A header the type accepts reaches its parser: the error, if any, is not about the type.
      do {
        _ = try MermaidSource(parsing: "\(keyword)\n")
      } catch {
        Issue.record("\(keyword): \(error.message)")
      }
    }
  }

  /// Every example of the type's docs folder renders (each type at or above its floor is
  /// checked by its own suite; here the registry's folder names are the ones on disk).
  @Test(
    DrawingChecks.needsDocsExamples, arguments: definitions)
  func docsExamplesRender(_ name: String) throws {
    let definition = try Self.definition(name)
    guard let folder = definition.examplesFolder else {
      // Mermaid's docs show no example of the type: its header alone is its smallest diagram.
      let svg = try DiagramRenderer.render("\(definition.keywords[0])\n")
      #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      return
    }
    let files = ChartChecks.examples(folder)
    #expect(!files.isEmpty, "no examples in \(folder)")
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      guard (try? MermaidSource(parsing: text))?.type == definition.type else { continue }
      do {
        let svg = try DiagramRenderer.render(text)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(try DiagramRenderer.check(text) == definition.type)
      } catch {
        Issue.record("\(file.lastPathComponent): \(error.message)")
      }
    }
  }

  /// The terminal draws exactly the types whose definition says so, and names them all when
  /// it refuses one.
  @Test(DrawingChecks.needsDocsExamples, arguments: definitions)
  func terminalDrawingFollowsTheDefinition(_ name: String) throws {
    let definition = try Self.definition(name)
    let files = definition.examplesFolder.map { ChartChecks.examples($0) } ?? []
    let texts =
      try files.map { try String(contentsOf: $0, encoding: .utf8) }
      + ["\(definition.keywords[0])\n"]
    guard let text = texts.first(where: { (try? DiagramRenderer.render($0)) != nil }) else {
      Issue.record("no example of \(name) renders")
      return
    }
    do {
      _ = try TerminalDiagramRenderer.render(text)
      #expect(definition.drawsInTerminal)
    } catch {
      #expect(!definition.drawsInTerminal, "\(error.message)")
      #expect(error.kind == .unsupported)
      #expect(error.message.contains(DiagramTypeRegistry.terminalTypeList))
    }
  }

  @Test func theReadmeNamesEveryType() throws {
    // Blanks and line breaks as single spaces: the paragraph wraps wherever it wraps.
    let readme = try String(
      contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let start = try #require(readme.range(of: "Types drawn: "))
    let end = try #require(
      readme.range(of: "The Mermaid types not", range: start.upperBound..<readme.endIndex))
    let paragraph = readme[start.upperBound..<end.lowerBound]
    for definition in DiagramTypeRegistry.definitions {
      for name in definition.headerNames.split(separator: "/") {
        #expect(paragraph.contains("`\(name)"), "README's types lack \(name)")
      }
    }
  }

  @Test func proseListsReadAsEnglish() {
    #expect(DiagramTypeRegistry.proseList([]) == "")
    #expect(DiagramTypeRegistry.proseList(["a"]) == "a")
    #expect(DiagramTypeRegistry.proseList(["a", "b"]) == "a and b")
    #expect(DiagramTypeRegistry.proseList(["a", "b", "c"]) == "a, b and c")
    #expect(DiagramTypeRegistry.terminalTypeList == "flowcharts, sequence, state, class and ER")
  }
}
