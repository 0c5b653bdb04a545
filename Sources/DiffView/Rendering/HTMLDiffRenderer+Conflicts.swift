/// Conflict regions in HTML: each side a labelled band of rows (`ir-ours`, `ir-base`,
/// `ir-theirs`) in the unified table, its lines numbered and coloured; a conflicted file read
/// as it is gets a table of its own.
extension HTMLDiffRenderer {
  package func render(conflict analyzed: AnalyzedConflict) {
    closeText()
    let text = analyzed.text
    out.write("<table class=\"ir-hunks ir-unified ir-conflict\">")
    out.write("<colgroup><col class=\"ir-c-num\"><col class=\"ir-c-num\"><col></colgroup>\n")
    conflictRows(
      text.conflict, lineAt: { (text.lines[$0], analyzed.runs[$0], text.inputLine + $0) })
    out.write("</table>\n")
    out.flushIfFull()
  }

  /// The rows of `conflict`; `lineAt(i)` gives the text, runs and number of line `i`.
  func conflictRows(
    _ conflict: MergeConflict, lineAt: (Int) -> (text: String, runs: [SyntaxRun], number: Int?)
  ) {
    for (name, side) in conflict.sides {
      out.write("<tr class=\"ir-side ir-\(name)\"><td colspan=\"3\">\(name)")
      if let label = side.label { out.write(" · " + Self.escape(label)) }
      out.write("</td></tr>\n")
      for index in side.lines {
        let (text, runs, number) = lineAt(index)
        out.write("<tr class=\"ir-\(name)\">")
        numberCell(nil)
        numberCell(number)
        out.write("<td class=\"ir-code\">")
        code(
          DiffLine(kind: .context, oldLine: nil, newLine: number, text: text), runs: runs,
          emphasis: [])
        out.write("</td></tr>\n")
      }
    }
  }
}
