import RenderSupport

/// HTML diffs: a fragment (`<div class="ir-diff">` with its stylesheet) or a standalone page.
/// One collapsible `<details>` per file whose header stays pinned while the file scrolls, and a
/// file index with jump links (written last, since files stream, and shown first by CSS order).
package final class HTMLDiffRenderer: DiffRenderer {
  let out: DiffOutput
  private let layout: DiffRenderOptions.Layout
  private let standalone: Bool
  private let forcedTheme: DiffTheme?
  private var index = HTMLDiffIndex()
  /// Whether a `<pre>` of text lines between files is open (one per run of such lines).
  private var textOpen = false
  /// Inline styles by run style (a diff repeats a few dozen).
  private var styles: [StyleKey: String] = [:]
  /// Whether the hunk table of the file being rendered (perhaps in pieces) is open.
  private var tableOpen = false

  private struct StyleKey: Hashable {
    let style: UInt64
    let alternate: UInt64
  }

  /// The Content-Security-Policy of a standalone page: nothing but the page's own inline
  /// styles (and `data:` images, which a diff never has), no script, frame or outside request,
  /// the same policy as the transcript pages. It is a second line of defence behind the
  /// escaping of every line.
  package static let contentSecurityPolicy = ContentSecurityPolicy.selfContained

  /// The CSS of the fragments, for a page that embeds several diffs under one stylesheet
  /// (`theme` as for `init`).
  package static func stylesheet(theme: DiffTheme?) -> String {
    HTMLDiffStyle.css(forced: theme)
  }

  /// `theme` forces light or dark; `nil` follows the reader's `prefers-color-scheme`.
  package init(
    output: DiffOutput, layout: DiffRenderOptions.Layout, standalone: Bool, theme: DiffTheme?
  ) {
    out = output
    self.layout = layout
    self.standalone = standalone
    forcedTheme = theme
  }

  package func begin() {
    if standalone {
      out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
      out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
      out.write(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n")
      if forcedTheme == nil {
        out.write("<meta name=\"color-scheme\" content=\"light dark\">\n")
      }
      out.write("<title>Diff</title>\n<style>\nbody{margin:0}\n")
      out.write(HTMLDiffStyle.css(forced: forcedTheme))
      out.write("\n</style>\n</head>\n<body>\n<div class=\"ir-diff\">\n")
    } else {
      out.write("<div class=\"ir-diff\">\n<style>\n")
      out.write(HTMLDiffStyle.css(forced: forcedTheme))
      out.write("\n</style>\n")
    }
  }

  package func finish() {
    closeText()
    out.write(index.html(escape: Self.escape))
    out.write("</div>\n")
    if standalone { out.write("</body>\n</html>\n") }
    out.flush()
  }

  /// Text between files (`--stat` blocks, mail headers): each run of lines is one `<pre>`,
  /// so it keeps its lines and columns without a gap between them.
  package func render(text: String) {
    out.write(textOpen ? "\n" : "<pre class=\"ir-text\">")
    textOpen = true
    out.write(Self.escape(text))
  }

  func closeText() {
    guard textOpen else { return }
    textOpen = false
    out.write("</pre>\n")
  }

  package func render(commit: DiffCommit) {
    closeText()
    index.begin(commit)
    out.write("<section class=\"ir-commit\"><h2>")
    if let graph = commit.graph {
      out.write("<span class=\"ir-graph\">\(Self.escape(graph))</span>")
    }
    out.write("commit \(Self.escape(commit.hash))")
    if let decorations = commit.decorations { out.write(" (\(Self.escape(decorations)))") }
    out.write("</h2>\n")
    for field in commit.headers {
      let label = field.name + (field.hasColon ? ": " : " ")
      out.write("<div class=\"ir-meta\">\(Self.escape(label + field.value))</div>\n")
    }
    out.write("<div class=\"ir-message\">\(Self.escape(commit.message))</div></section>\n")
    out.flushIfFull()
  }

  package func render(file analyzed: AnalyzedFile) {
    closeText()
    let file = analyzed.file
    let counts = analyzed.lineCounts
    if file.isContinuation, !index.isEmpty {
      // A later piece of a file too large to hold: the index (written last) gets the counts.
      index.addCounts(added: counts.added, removed: counts.removed)
    } else {
      fileHeader(file, counts: counts)
    }
    if !file.hunks.isEmpty {
      let split =
        layout == .split && !file.isCombined && file.hunks.allSatisfy(\.conflicts.isEmpty)
      if !tableOpen {
        tableOpen = true
        out.write("<table class=\"ir-hunks \(split ? "ir-split" : "ir-unified")\">")
        // A fixed table takes its column widths from here, not from the colspan header rows.
        out.write(
          split
            ? "<colgroup><col class=\"ir-c-num\"><col><col class=\"ir-c-num\"><col></colgroup>\n"
            : "<colgroup><col class=\"ir-c-num\"><col class=\"ir-c-num\"><col></colgroup>\n")
      }
      for (number, hunk) in file.hunks.enumerated() {
        let runs = number < analyzed.runs.count ? analyzed.runs[number] : []
        if !hunk.isContinuation {
          out.write(
            "<tr class=\"ir-hunk\"><td colspan=\"\(split ? 4 : 3)\">\(Self.escape(hunk.header))</td></tr>\n"
          )
        }
        if split {
          splitRows(hunk, analysis: analyzed.analyses[number], runs: runs)
        } else {
          unifiedRows(hunk, analysis: analyzed.analyses[number], runs: runs)
        }
        out.flushIfFull()
      }
    }
    guard !file.continues else { return out.flushIfFull() }
    if tableOpen { out.write("</table>\n") }
    tableOpen = false
    out.write("</details>\n")
    out.flushIfFull()
  }

  /// The `<details>` opening and `<summary>` of a file (its first piece).
  private func fileHeader(_ file: DiffFile, counts: (added: Int, removed: Int)) {
    let id = index.add(title: file.title, added: counts.added, removed: counts.removed)
    out.write("<details class=\"ir-file\" id=\"\(id)\" open><summary>")
    out.write("<span class=\"ir-path\">\(Self.escape(file.title))</span>")
    var badges: [String] = []
    switch file.status {
    case .modified: break
    case .renamed, .copied:
      badges.append(file.status.rawValue + (file.similarity.map { " \($0)%" } ?? ""))
    case .added, .deleted: badges.append(file.status.rawValue)
    }
    if let old = file.oldMode, let new = file.newMode, old != new {
      badges.append("mode \(old) → \(new)")
    }
    for badge in badges { out.write("<span class=\"ir-badge\">\(Self.escape(badge))</span>") }
    // A file in pieces is not held whole: its counts are known only at the end (the index).
    if !file.continues {
      out.write("<span class=\"ir-stat-add\">+\(counts.added)</span>")
      out.write("<span class=\"ir-stat-del\">−\(counts.removed)</span>")
    }
    out.write("</summary>\n")
    if file.binary {
      out.write(
        "<div class=\"ir-binary\">\(Self.escape(file.binarySummary ?? "binary file"))</div>\n")
    }
  }

  private static func kindClass(_ kind: DiffLine.Kind) -> String {
    switch kind {
    case .context: return "ir-ctx"
    case .added: return "ir-add"
    case .removed: return "ir-del"
    }
  }

  func numberCell(_ value: Int?) {
    guard let value else { return out.write("<td class=\"ir-num\"></td>") }
    out.write("<td class=\"ir-num\" data-n=\"")
    out.write(number: value, width: 0)
    out.write("\"></td>")
  }

  private func unifiedRows(_ hunk: DiffHunk, analysis: HunkAnalysis, runs: [[SyntaxRun]]) {
    var conflicts = hunk.conflicts[...]
    for (index, line) in hunk.lines.enumerated() {
      if let conflict = conflicts.first, conflict.range.contains(index) {
        // The region's marker lines become the panels' labels.
        if index == conflict.range.lowerBound {
          conflictRows(
            conflict,
            lineAt: {
              (hunk.lines[$0].text, $0 < runs.count ? runs[$0] : [], hunk.lines[$0].newLine)
            })
        }
        if index == conflict.range.upperBound - 1 { conflicts.removeFirst() }
        continue
      }
      out.write("<tr class=\"\(Self.kindClass(line.kind))\">")
      numberCell(line.oldLine)
      numberCell(line.newLine)
      out.write("<td class=\"ir-code\"><span class=\"ir-mark\">")
      if let markers = line.combinedMarkers {
        out.write(Self.escape(markers))
      } else {
        out.write(ANSIDiffRenderer.marker(line.kind))
      }
      out.write("</span>")
      code(line, runs: index < runs.count ? runs[index] : [], emphasis: analysis.emphasis[index])
      carriageReturn(hunk, index, analysis: analysis)
      out.write("</td></tr>\n")
      if line.noNewlineAtEnd { noNewline(columns: 3) }
    }
  }

  private func splitRows(_ hunk: DiffHunk, analysis: HunkAnalysis, runs: [[SyntaxRun]]) {
    for row in analysis.rows {
      out.write("<tr>")
      for (side, index) in [(true, row.left), (false, row.right)] {
        guard let index else {
          out.write("<td class=\"ir-num\"></td><td class=\"ir-code\"></td>")
          continue
        }
        let line = hunk.lines[index]
        numberCell(side ? line.oldLine : line.newLine)
        out.write("<td class=\"ir-code \(Self.kindClass(line.kind))\"><span class=\"ir-mark\">")
        out.write(ANSIDiffRenderer.marker(line.kind) + "</span>")
        code(line, runs: index < runs.count ? runs[index] : [], emphasis: analysis.emphasis[index])
        carriageReturn(hunk, index, analysis: analysis)
        out.write("</td>")
      }
      out.write("</tr>\n")
      let noNewline = [row.left, row.right].contains {
        $0.map { hunk.lines[$0].noNewlineAtEnd } ?? false
      }
      if noNewline { self.noNewline(columns: 4) }
    }
  }

  /// `␍` after a changed line whose CR is what differs from its partner (a CRLF → LF change
  /// would otherwise look like two equal lines), as the terminal shows it.
  private func carriageReturn(_ hunk: DiffHunk, _ index: Int, analysis: HunkAnalysis) {
    let line = hunk.lines[index]
    guard line.kind != .context, line.hasCarriageReturn,
      let partner = analysis.partner[index], !hunk.lines[partner].hasCarriageReturn
    else { return }
    out.write("<span class=\"ir-cr\" title=\"carriage return (CR LF line end)\">CR</span>")
  }

  private func noNewline(columns: Int) {
    out.write(
      "<tr class=\"ir-nonl\"><td colspan=\"\(columns)\">\\ No newline at end of file</td></tr>\n")
  }

  /// A word diff's line: removed words in `<del>`, added words in `<ins>`, in place of
  /// git's markers.
  private func wordCode(_ line: DiffLine, changes: [WordChange]) {
    var text = line.text
    text.withUTF8 { bytes in
      var pos = 0
      for change in changes
      where change.range.lowerBound >= pos && change.range.upperBound <= bytes.count {
        Self.writeEscaped(
          UnsafeBufferPointer(rebasing: bytes[pos..<change.range.lowerBound]), to: out)
        let tag = change.kind == .removed ? "del class=\"ir-wdel\"" : "ins class=\"ir-wadd\""
        out.write("<\(tag)>")
        Self.writeEscaped(UnsafeBufferPointer(rebasing: bytes[change.range]), to: out)
        out.write(change.kind == .removed ? "</del>" : "</ins>")
        pos = change.range.upperBound
      }
      Self.writeEscaped(UnsafeBufferPointer(rebasing: bytes[pos...]), to: out)
    }
  }

  /// `segment` (UTF-8) escaped as `escape` escapes the text it decodes to, from its bytes
  /// when it holds whole scalars: the text between the scalars `escape` marks is escaped in
  /// place, with no String built (a minified line's segments cost more that way than the
  /// rest of the page).
  static func writeEscaped(_ segment: UnsafeBufferPointer<UInt8>, to out: DiffOutput) {
    // Printable ASCII and tabs hold nothing to show as a visible mark.
    if ByteRuns.isPrintableASCIIOrTab(segment) { return out.write(htmlTextBytes: segment) }
    guard Self.holdsWholeScalars(segment) else {
      return out.write(Self.escape(String(decoding: segment, as: UTF8.self)))
    }
    var start = 0
    var index = 0
    while index < segment.count {
      // A mark's first byte is ASCII or a lead byte, so stepping a byte at a time through
      // a scalar's continuation bytes finds none inside it.
      guard let (value, length) = Self.visibleMark(segment, at: index) else {
        index += 1
        continue
      }
      out.write(htmlTextBytes: UnsafeBufferPointer(rebasing: segment[start..<index]))
      out.write("<span class=\"ir-ctl\">U+\(String(value, radix: 16, uppercase: true))</span>")
      index += length
      start = index
    }
    out.write(htmlTextBytes: UnsafeBufferPointer(rebasing: segment[start...]))
  }

  /// Whether `escape` shows the scalar `value` as a visible mark: controls but tab and line
  /// feed, DEL, C1 controls, and bidirectional embeddings, overrides and isolates.
  static func isMarked(_ value: UInt32) -> Bool {
    (value < 0x20 && value != 0x09 && value != 0x0A) || value == 0x7F
      || (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// The scalar `escape` marks starting at `index` of well-formed UTF-8, and its length.
  /// Above ASCII only U+0080…U+00BF start with 0xC2 and U+2000…U+203F and U+2040…U+207F
  /// with 0xE2 0x80 and 0xE2 0x81, where all the marked scalars are; other lead bytes are
  /// passed over without decoding.
  static func visibleMark(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    value: UInt32, length: Int
  )? {
    let lead = bytes[index]
    let rest = bytes.count - index
    let value: UInt32
    let length: Int
    if lead < 0x80 {
      (value, length) = (UInt32(lead), 1)
    } else if lead == 0xC2, rest >= 2 {
      (value, length) = (UInt32(bytes[index + 1] & 0x3F) | 0x80, 2)
    } else if lead == 0xE2, rest >= 3, bytes[index + 1] & 0xFE == 0x80 {
      value = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
      length = 3
    } else {
      return nil
    }
    return isMarked(value) ? (value, length) : nil
  }

  /// Whether a slice of a String's UTF-8 starts and ends on scalar boundaries: a segment's
  /// bounds come from token and word offsets, which a grammar's UTF-16 offsets or a cut at
  /// a byte count could in principle put inside a scalar.
  static func holdsWholeScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first else { return true }
    if first & 0xC0 == 0x80 { return false }
    // The last lead byte's sequence must end at the end.
    var back = bytes.count - 1
    while back > 0 && bytes[back] & 0xC0 == 0x80 && bytes.count - back < 4 { back -= 1 }
    let lead = bytes[back]
    let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    return bytes.count - back == length
  }

  /// A line's text as spans: syntax colours inline, changed words in `ir-em`.
  func code(_ line: DiffLine, runs: [SyntaxRun], emphasis: [Range<Int>]) {
    if let changes = line.wordChanges { return wordCode(line, changes: changes) }
    var text = line.text
    text.withUTF8 { code($0, runs: runs, emphasis: emphasis) }
  }

  private func code(_ bytes: UnsafeBufferPointer<UInt8>, runs: [SyntaxRun], emphasis: [Range<Int>])
  {
    var pos = 0
    var runIndex = 0
    var emIndex = 0
    while pos < bytes.count {
      while runIndex < runs.count && runs[runIndex].start + runs[runIndex].length <= pos {
        runIndex += 1
      }
      while emIndex < emphasis.count && emphasis[emIndex].upperBound <= pos { emIndex += 1 }
      var end = bytes.count
      var style: SyntaxRun?
      if runIndex < runs.count {
        let run = runs[runIndex]
        if run.start <= pos {
          style = run
          end = min(end, run.start + run.length)
        } else {
          end = min(end, run.start)
        }
      }
      var emphasized = false
      if emIndex < emphasis.count {
        let range = emphasis[emIndex]
        if range.lowerBound <= pos {
          emphasized = true
          end = min(end, range.upperBound)
        } else {
          end = min(end, range.lowerBound)
        }
      }
      end = max(end, pos + 1)
      let css = style.map(inlineStyle) ?? ""
      if emphasized { out.write("<span class=\"ir-em\">") }
      if !css.isEmpty {
        out.write("<span style=\"")
        out.write(css)
        out.write("\">")
      }
      Self.writeEscaped(UnsafeBufferPointer(rebasing: bytes[pos..<end]), to: out)
      if !css.isEmpty { out.write("</span>") }
      if emphasized { out.write("</span>") }
      pos = end
    }
  }

  /// `css(run)`, computed once per distinct style.
  private func inlineStyle(_ run: SyntaxRun) -> String {
    let key = StyleKey(
      style: SGRCache.key(run.style), alternate: run.alternate.map(SGRCache.key) ?? .max)
    if let known = styles[key] { return known }
    let made = Self.css(run)
    styles[key] = made
    return made
  }

  private static func css(_ run: SyntaxRun) -> String {
    let style = run.style
    var parts: [String] = []
    if let alternate = run.alternate {
      // Both themes' colours as custom properties; the stylesheet picks one per scheme.
      if let color = style.foreground { parts.append("--l:\(color.hex)") }
      if let color = alternate.foreground { parts.append("--d:\(color.hex)") }
    } else if let color = style.foreground {
      parts.append("color:\(color.hex)")
    }
    if style.bold { parts.append("font-weight:bold") }
    if style.italic { parts.append("font-style:italic") }
    if style.underline && style.strikethrough {
      parts.append("text-decoration:underline line-through")
    } else if style.underline {
      parts.append("text-decoration:underline")
    } else if style.strikethrough {
      parts.append("text-decoration:line-through")
    }
    return parts.joined(separator: ";")
  }

  /// Escapes `text` through RenderSupport's `HTMLEscaping`; controls and bidirectional
  /// overrides (Trojan Source, CVE-2021-42574) are shown as visible `U+XXXX` marks instead.
  static func escape(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    var run = ""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if isMarked(value) {
        HTMLEscaping.appendText(run, to: &out)
        run = ""
        out.append(
          contentsOf: "<span class=\"ir-ctl\">U+\(String(value, radix: 16, uppercase: true))</span>"
            .utf8)
      } else {
        run.unicodeScalars.append(scalar)
      }
    }
    HTMLEscaping.appendText(run, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
