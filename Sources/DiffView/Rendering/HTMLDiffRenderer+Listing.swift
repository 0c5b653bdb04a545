/// Search and annotation output in HTML: a table per file under a header naming it and the
/// tool, lines numbered and coloured, matches emphasised (`ir-em`), `git blame`'s commit in
/// a first column, the line's other file (a rename), author and date before its text.
extension HTMLDiffRenderer {
  package func render(listing analyzed: AnalyzedListing) {
    closeText()
    let listing = analyzed.listing
    let what = listing.origin == .blame ? "git blame" : listing.origin == .ripgrep ? "rg" : "grep"
    out.write("<section class=\"ir-listing\"><div class=\"ir-listing-head\">")
    if !listing.path.isEmpty {
      out.write("<span class=\"ir-path\">\(Self.escape(listing.path))</span> ")
    }
    out.write("<span class=\"ir-badge\">\(what)</span></div>\n")
    out.write("<table class=\"ir-hunks ir-unified\">")
    out.write("<colgroup><col class=\"ir-c-num\"><col class=\"ir-c-num\"><col></colgroup>\n")
    for (index, line) in listing.lines.enumerated() {
      if line.isBreak {
        out.write("<tr class=\"ir-hunk\"><td colspan=\"3\">⋯</td></tr>\n")
        continue
      }
      out.write(line.isContext ? "<tr class=\"ir-context\">" : "<tr>")
      // What blame gave of the line besides its commit (`-s` gives no author or date).
      let meta = line.blame.map { blame in
        [blame.originalPath ?? "", blame.author, blame.date].filter { !$0.isEmpty }
          .joined(separator: " ")
      }
      if let blame = line.blame, let meta {
        out.write("<td class=\"ir-blame\" title=\"\(Self.escape(meta))\">")
        out.write(Self.escape(blame.commit) + "</td>")
      } else {
        numberCell(nil)
      }
      numberCell(line.number)
      out.write("<td class=\"ir-code\">")
      if let meta, !meta.isEmpty {
        out.write("<span class=\"ir-blame-meta\">\(Self.escape(meta))</span> ")
      }
      code(
        DiffLine(kind: .context, oldLine: nil, newLine: line.number, text: line.text),
        runs: analyzed.runs[index], emphasis: line.matches)
      out.write("</td></tr>\n")
    }
    out.write("</table></section>\n")
    out.flushIfFull()
  }
}
