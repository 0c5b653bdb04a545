import RenderSupport

/// Search and annotation output in the terminal: a header naming the file (once per file, as
/// a file of a diff), then each line numbered and syntax-coloured, matches emphasised,
/// context lines' numbers dimmed, breaks as `⋯`, and for `git blame` the commit, the file a
/// line came from when another (a rename), author and date in columns before the number.
extension ANSIDiffRenderer {
  package func render(listing analyzed: AnalyzedListing) {
    let listing = analyzed.listing
    if listingTitle.map({ $0 != (listing.origin, listing.path) }) ?? true {
      listingTitle = (listing.origin, listing.path)
      let what = listing.origin == .blame ? "git blame" : listing.origin == .ripgrep ? "rg" : "grep"
      // A listing that names no file says which language its content showed.
      let title =
        listing.path.isEmpty
        ? " " + what + (analyzed.language.map { "  · \($0)" } ?? "")
        : " \(listing.path)  · \(what)"
      line(
        title,
        style: TextStyle(
          foreground: theme.fileHeader, background: basicColors ? nil : theme.fileHeaderBackground,
          bold: true), fill: true,
        link: listing.path.isEmpty
          ? nil : options.hyperlinks?.fileURL(path: listing.path, line: listing.lines.first?.number)
      )
    }
    let numberWidth = String(listing.lines.compactMap(\.number).max() ?? 1).count
    let blames = listing.lines.compactMap(\.blame)
    let authorWidth = min(16, blames.map { DisplayWidth.of($0.author) }.max() ?? 0)
    let dateWidth = min(24, blames.map(\.date.count).max() ?? 0)
    let pathWidth = min(24, blames.compactMap { $0.originalPath.map(DisplayWidth.of) }.max() ?? 0)
    let numberStyle = TextStyle(foreground: theme.lineNumber)
    for (index, entry) in listing.lines.enumerated() {
      if entry.isBreak {
        line("⋯", style: TextStyle(foreground: theme.meta, dim: true))
        continue
      }
      var gutter = ""
      if let blame = entry.blame {
        // Columns only for what blame gave (`-s` gives no author or date).
        gutter += Self.fit(blame.commit, 8) + " "
        if pathWidth > 0 { gutter += Self.fit(blame.originalPath ?? "", pathWidth) + " " }
        if authorWidth > 0 { gutter += Self.fit(blame.author, authorWidth) + " " }
        if dateWidth > 0 { gutter += Self.fit(blame.date, dateWidth) + " " }
      }
      let number = entry.number.map(String.init) ?? ""
      gutter += String(repeating: " ", count: max(0, numberWidth - number.count)) + number + " │ "
      let gutterCells = DisplayWidth.of(gutter)
      let runs =
        basicColors ? PaletteAdaptation.basicRuns(analyzed.runs[index]) : analyzed.runs[index]
      let rows = painter.paint(
        entry.text, runs: runs, emphasis: entry.matches,
        base: TextStyle(foreground: runs.isEmpty ? nil : theme.foreground),
        emphasisBackground: basicColors ? nil : theme.addedEmphasis,
        emphasisExtra: TextStyle(bold: true, underline: basicColors),
        width: max(10, width - gutterCells))
      for (rowIndex, row) in rows.enumerated() {
        if colored {
          out.write(
            sgr.sequence(
              for: entry.isContext ? TextStyle(foreground: theme.meta, dim: true) : numberStyle))
        }
        out.write(rowIndex == 0 ? gutter : String(repeating: " ", count: gutterCells - 2) + "│ ")
        if colored { out.write(sgr.reset) }
        out.write(row.bytes)
        out.write(sgr.reset)
        out.write(byte: 0x0A)
      }
      out.flushIfFull()
    }
  }

  /// `text` cut or padded to `cells` cells (an author's name in its column), its control
  /// characters shown as the painter shows them (the name comes from the input).
  static func fit(_ text: String, _ cells: Int) -> String {
    var out = ""
    var used = 0
    for original in text {
      let character: String
      if let scalar = original.unicodeScalars.first, original.unicodeScalars.count == 1,
        scalar.value < 0x20 || scalar.value == 0x7F
      {
        // C0 controls and DEL as their Control Pictures, as the painter shows them.
        character = String(UnicodeScalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)!)
      } else {
        // C1 controls and the bidirectional controls as `<U+…>`, as the painter shows them.
        let hostile = original.unicodeScalars.first {
          switch $0.value {
          case 0x80...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029,
            0x061C:
            true
          default: false
          }
        }
        character =
          hostile.map { "<U+" + String($0.value, radix: 16, uppercase: true) + ">" }
          ?? String(original)
      }
      let width = DisplayWidth.of(character)
      if used + width > cells { break }
      out += character
      used += width
    }
    return out + String(repeating: " ", count: cells - used)
  }
}
