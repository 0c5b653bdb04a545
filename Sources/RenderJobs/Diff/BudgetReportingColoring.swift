import DiffView
import Foundation
import Highlight
import RenderSupport

/// A diff's syntax colouring that says, once per file, when a known language is shown without
/// colours because a highlighting budget ran out (output to a terminal, where plain code would
/// look like an unknown language).
struct BudgetReportingColoring: DiffSyntaxColoring {
  let base: HighlightColoring
  let reporter: DiffBudgetReporter

  var foreground: RGBColor { base.foreground }
  var background: RGBColor { base.background }

  func supports(path: String) -> Bool { base.supports(path: path) }

  func colorLines(_ lines: [String], path: String) -> [[SyntaxRun]]? {
    if let runs = base.colorLines(lines, path: path) { return runs }
    let limits = base.limits
    let bytes = lines.reduce(0) { $0 + $1.utf8.count + 1 }
    let reason: String
    if let long = lines.firstIndex(where: { $0.utf16.count > limits.maxLineLength }) {
      reason =
        "line \(long + 1) of the file is \(lines[long].utf16.count) UTF-16 code units long, over the limit of \(limits.maxLineLength)"
    } else if bytes > limits.maxBytes {
      reason = "the file is \(bytes) bytes, over the limit of \(limits.maxBytes)"
    } else {
      reason = Self.otherBudgets(limits)
    }
    reporter.report(path: path, inputLine: nil, reason: reason)
    return nil
  }

  func listingSyntax(_ lines: [String], path: String) -> ListingSyntax? {
    base.listingSyntax(lines, path: path)
  }

  func colorLines(_ lines: [String], syntax: ListingSyntax) -> [[SyntaxRun]]? {
    base.colorLines(lines, syntax: syntax)
  }

  func colorHunk(_ hunk: DiffHunk, path: String) -> [[SyntaxRun]]? {
    if let runs = base.colorHunk(hunk, path: path) { return runs }
    // The checks of HighlightColoring.colorHunk, repeated to name the budget that failed.
    let limits = base.limits
    var bytes = 0
    var reason: String?
    var inputLine = hunk.inputLine
    for (index, line) in hunk.lines.enumerated() {
      let count = base.tokenizedBytes(of: line.text)
      if count > limits.maxLineLength {
        inputLine = hunk.inputLine + index + 1
        reason = "the line is \(count) bytes long, over the limit of \(limits.maxLineLength)"
        break
      }
      bytes += count + 1
    }
    if reason == nil, bytes > limits.maxBytes {
      reason = "the hunk is \(bytes) bytes, over the limit of \(limits.maxBytes)"
    }
    reporter.report(
      path: path, inputLine: inputLine, reason: reason ?? Self.otherBudgets(limits))
    return nil
  }

  /// The budgets a failed pass under the size limits ran into.
  static func otherBudgets(_ limits: HighlightLimits) -> String {
    "over the limit of \(limits.maxRuns) runs or \(limits.timeLimit) s of CPU time"
  }
}
