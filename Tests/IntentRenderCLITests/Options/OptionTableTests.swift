import Foundation
import Testing

@testable import IntentRenderCLI

/// The tables are the one source of the parser and the help: every option a table lists is
/// parsed and shown, shared options mean the same everywhere, and every output has `-o`.
@Suite struct OptionTableTests {
  static let specs = CommandRegistry.all.map(\.spec)

  @Test func everyOptionIsInItsHelp() {
    for spec in Self.specs {
      let help = HelpWriter.help(for: spec)
      #expect(help.hasPrefix("Usage: intent-render \(spec.name) "))
      for option in spec.options {
        #expect(help.contains(option.label), "\(spec.name) \(option.name)")
      }
      #expect(runCLI([spec.name, "--help"]).1 == help)
    }
  }

  /// The registry finds a command by the name it knows without building the table; the
  /// table must carry the same name, and its wrapped description must reach the help.
  @Test func registryNamesAreTheTablesNames() {
    for entry in CommandRegistry.all {
      #expect(entry.name == entry.spec.name)
      let description = entry.spec.description
      #expect(!description.isEmpty, "\(entry.name)")
      #expect(HelpWriter.help(for: entry.spec).contains(description), "\(entry.name)")
    }
    let diagram = CommandRegistry.command(named: "diagram")?.spec.description ?? ""
    #expect(diagram.split(separator: "\n").allSatisfy { $0.count <= 92 })
    #expect(diagram.contains("flowchart"))
  }

  @Test func everySubcommandThatWritesHasOutput() {
    // The servers answer a stream on standard output; they write no file.
    for spec in Self.specs where !["serve", "mcp"].contains(spec.name) {
      #expect(spec.option("-o")?.name == "--output", "\(spec.name)")
    }
  }

  @Test func sharedOptionsMeanTheSameEverywhere() {
    for name in ["--width", "--color", "--standalone", "--output"] {
      let kinds = Self.specs.compactMap { $0.option(name) }.map { option -> String in
        // Width ranges differ by layout (diff allows wider); the kind must not.
        if case .number = option.kind { return "number" }
        return "\(option.kind)"
      }
      #expect(Set(kinds).count <= 1, "\(name): \(kinds)")
    }
    for spec in Self.specs where spec.option("--theme") != nil {
      let kind = spec.option("--theme")!.kind
      let words: [String]
      switch kind {
      case .theme(let builtins): words = builtins
      case .choice(let choices): words = choices
      default: words = []
      }
      #expect(words.contains("light") && words.contains("dark"), "\(spec.name)")
    }
    #expect(CommandRegistry.command(named: "transcript")?.spec.option("--theme") != nil)
  }

  @Test func namesAreUniqueInEachTable() {
    for spec in Self.specs {
      let names = spec.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
      #expect(Set(names).count == names.count, "\(spec.name)")
      #expect(!names.contains("--help") && !names.contains("-h"))
    }
  }

  @Test func parsesEveryKind() throws {
    let spec = try #require(CommandRegistry.command(named: "note")?.spec)
    let parsed = try OptionParser.parse(
      ["--width=40", "--extension", "table", "--extension", "footnotes", "-o", "x.html", "in.md"],
      spec: spec)
    #expect(try parsed.int("--width") == 40)
    #expect(parsed.strings("--extension") == ["table", "footnotes"])
    #expect(parsed.string("--output") == "x.html")
    #expect(parsed.positionals == ["in.md"])
    #expect(throws: CLIError.self) { try OptionParser.parse(["--smart=yes"], spec: spec) }
    #expect(throws: CLIError.self) { try OptionParser.parse(["--width", "5"], spec: spec) }
  }

  @Test func laterOfTwoOpposedFlagsWins() throws {
    let spec = try #require(CommandRegistry.command(named: "diff")?.spec)
    let defaults = try OptionParser.parse(["--split"], spec: spec)
    let given = try OptionParser.parse(["--unified"], spec: spec)
    #expect(defaults.overridden(by: given).last(of: ["--split", "--unified"]) == "--unified")
    #expect(given.overridden(by: defaults).last(of: ["--split", "--unified"]) == "--split")
  }
}
