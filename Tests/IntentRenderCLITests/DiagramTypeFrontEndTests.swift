import DiagramLayout
import Foundation
import FuzzTargets
import TestSupport
import Testing

@testable import IntentRenderCLI

/// Every entry of `DiagramTypeRegistry` reaches every front end: the CLI's help names it,
/// `diagram` draws it, and it has a fuzz target that runs it.
@Suite struct DiagramTypeFrontEndTests {
  static let names = DiagramTypeRegistry.definitions.map(\.name)

  /// The shared Mermaid docs examples beside the repository.
  static let examples = (Fixtures.shared ?? Fixtures.root.appendingPathComponent("absent"))
    .appendingPathComponent("conformance/mermaid")

  /// The first docs example of the type that draws, if any.
  static func example(_ definition: DiagramTypeDefinition) -> String? {
    // A type Mermaid's docs show no example of (`info`) is drawn from its header alone.
    guard let name = definition.examplesFolder else { return "\(definition.keywords[0])\n" }
    let folder = examples.appendingPathComponent(name)
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for file in files.sorted() where file.hasSuffix(".mmd") {
      let url = folder.appendingPathComponent(file)
      guard let text = try? String(contentsOf: url, encoding: .utf8),
        (try? DiagramRenderer.check(text)) == definition.type
      else { continue }
      return text
    }
    return nil
  }

  @Test(arguments: names)
  func theCLIHelpNamesTheType(_ name: String) throws {
    let definition = try #require(DiagramType(rawValue: name)?.definition)
    let (code, help, _) = runCLI(["diagram", "--help"])
    #expect(code == 0)
    let flowing = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for header in definition.headerNames.split(separator: "/") {
      #expect(flowing.contains(header), "diagram --help lacks \(header)")
    }
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: examples.path),
      "the shared Mermaid docs examples are not beside the repository"),
    arguments: names)
  func theCLIDrawsAndTheFuzzTargetRunsTheType(_ name: String) throws {
    let definition = try #require(DiagramType(rawValue: name)?.definition)
    let target = try #require(FuzzTarget(rawValue: "diagram-\(name)"))
    let text = try #require(Self.example(definition), "no docs example of \(name) draws")
    let (code, out, err) = runCLI(["diagram", "--format", "svg", "-"], stdin: text)
    #expect(code == 0, "\(err)")
    #expect(out.hasPrefix("<svg"))
    // The target puts the header before the input: the example's body without its header.
    target.run(Array(text.utf8))
  }
}
