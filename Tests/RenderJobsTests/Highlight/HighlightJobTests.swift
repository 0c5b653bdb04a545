import Foundation
import Highlight
import Testing

@testable import RenderJobs

private let grammarsInstalled =
  LanguageRegistry.installed().languages.count > 0
  && GrammarSearchPath.linguistRoot() != nil

/// The job a client calls: formats, the language choice, budgets as typed values and the
/// errors and diagnostics it reports.
@Suite struct HighlightJobTests {
  static func run(_ request: HighlightJob.Request, code: String) throws(JobError) -> (
    String, [JobDiagnostic]
  ) {
    let sink = MemorySink()
    let diagnostics = JobDiagnostics()
    try HighlightJob.run(
      request, code: code, name: "f", highlighter: Highlighter(environment: [:]), to: sink,
      diagnostics: diagnostics)
    return (sink.text, diagnostics.all)
  }

  @Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
  func theLanguageChoiceColoursTheRuns() throws {
    var request = HighlightJob.Request()
    request.language = "swift"
    let (json, _) = try Self.run(request, code: "let x = 1\n")
    #expect(json.hasPrefix("{\"language\":\"swift\""), "\(json.prefix(300))")
    #expect(json.contains("{\"location\":0,\"length\":3,"))
    #expect(!json.contains("\"fallback\""))
  }

  @Test func anUnknownLanguageIsAUsageError() {
    var request = HighlightJob.Request()
    request.language = "no-such-language-at-all"
    #expect(
      throws: JobError(.usage, "unknown language 'no-such-language-at-all'", field: .language)
    ) {
      _ = try Self.run(request, code: "x\n")
    }
  }

  @Test func anUnreadableGrammarIsBadInput() {
    var request = HighlightJob.Request()
    request.grammarPath = "/nonexistent/grammar.json"
    do {
      _ = try Self.run(request, code: "x\n")
      Issue.record("no error")
    } catch {
      #expect(error.kind == .badInput)
    }
  }

  @Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
  func aBudgetThatRunsOutIsReportedOnlyWhenAsked() throws {
    var request = HighlightJob.Request()
    request.language = "swift"
    request.format = .ansi
    request.colorLevel = .none
    request.limits.maxRuns = 1
    let code = "let a = 1\nlet b = 2\n"
    let (quiet, none) = try Self.run(request, code: code)
    #expect(quiet == code)
    #expect(none.isEmpty)
    request.budgetNotes = true
    let (_, noted) = try Self.run(request, code: code)
    #expect(
      noted.map(\.description).contains {
        $0.hasPrefix("f: shown plain:") && $0.hasSuffix("(budget --max-runs)")
      })
  }

  @Test(.enabled(if: grammarsInstalled, "Linguist grammars not installed"))
  func htmlWithoutAThemeCarriesBothSchemes() throws {
    var request = HighlightJob.Request()
    request.format = .html
    request.language = "swift"
    request.standalone = true
    request.title = "T.swift"
    let (page, _) = try Self.run(request, code: "let x = 1\n")
    #expect(page.contains("<title>T.swift</title>"))
    #expect(page.contains("prefers-color-scheme"))
  }
}
